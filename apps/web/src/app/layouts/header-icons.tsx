import { LineIcon, type LineIconProps } from '../../shared/ui/line-icon';

// The header frame's own icons (the saved and cart icons are shared: shared/ui/icons.tsx).

export const MenuIcon = (props: LineIconProps) => (
  <LineIcon strokeWidth={1.8} {...props}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </LineIcon>
);

export const BackIcon = (props: LineIconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M19 12H5M11 5l-7 7 7 7" />
  </LineIcon>
);
