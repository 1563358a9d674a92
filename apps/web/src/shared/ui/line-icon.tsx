import type { SVGProps } from 'react';

// The one frame of the app's line icons: a 24 × 24 inline SVG stroked in currentColor (no icon
// font to load). Decorative: every control that shows one carries its own accessible name.
export type LineIconProps = SVGProps<SVGSVGElement> & { size?: number };

export function LineIcon({ size = 20, strokeWidth = 2, children, ...rest }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
