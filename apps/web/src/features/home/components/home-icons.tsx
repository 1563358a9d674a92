import type { ReactNode } from 'react';
import { LineIcon } from '../../../shared/ui/line-icon';

// Line icons drawn for the home page (24 × 24, stroke in currentColor), decorative only.
const paths = {
  catalogue: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </>
  ),
  favourites: (
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  ),
  tracking: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0113 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  airConditioner: (
    <>
      <rect x="2.5" y="4" width="19" height="9" rx="2" />
      <path d="M6 10h12M7 16.5l-1 3M12 16.5v3.5M17 16.5l1 3" />
    </>
  ),
  waterHeater: (
    <>
      <rect x="6" y="2.5" width="12" height="15" rx="3" />
      <path d="M12 7.5c-1.3 1.4-2 2.4-2 3.5a2 2 0 004 0c0-1.1-.7-2.1-2-3.5zM9 17.5v3M15 17.5v3" />
    </>
  ),
  waterPump: (
    <>
      <circle cx="10" cy="13" r="5" />
      <path d="M15 13h6M3 13h2M10 8V4h4M10 13l2.5-2.5" />
    </>
  ),
  waterFilter: (
    <>
      <path d="M7 3h10l-1.5 6h-7z" />
      <path d="M8.5 9h7v9a3.5 3.5 0 01-7 0z" />
      <path d="M12 13v3" />
    </>
  ),
  solarRoof: (
    <>
      <path d="M4 19l3-9h13l-3 9z" />
      <path d="M5.5 14.5h13M12 10l-1.5 9M8 4v2M3.5 6l1.4 1.4M12.5 6l-1.4 1.4" />
    </>
  ),
  cctv: (
    <>
      <path d="M3 8l13-3.5 1.5 5.5L4.5 13.5z" />
      <path d="M10 12l1 4h6M21 13v6" />
    </>
  ),
  electrical: <path d="M13 2.5L5 13.5h6l-1 8 8-11h-6z" />,
  roofGutter: (
    <>
      <path d="M2.5 11L12 4l9.5 7" />
      <path d="M5 9.5V20h14V9.5M3 20h18M19 13h2v7" />
    </>
  ),
  flooring: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="1.5" />
      <path d="M3 9h18M3 15h18M9 3v6M15 9v6M9 15v6" />
    </>
  ),
  homeSurvey: (
    <>
      <path d="M3 11l8-6.5 8 6.5M5 9.5V19h7" />
      <circle cx="16.5" cy="15.5" r="3" />
      <path d="M18.7 17.7l2.3 2.3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type HomeIconName = keyof typeof paths;

export function HomeIcon({ name, size = 28 }: { name: HomeIconName; size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={1.6}>
      {paths[name]}
    </LineIcon>
  );
}
