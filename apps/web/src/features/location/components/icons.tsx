import { LineIcon, type LineIconProps } from '../../../shared/ui/line-icon';

// The service area's icons (decorative: their controls carry the labels).

export const PinIcon = (props: LineIconProps) => (
  <LineIcon strokeWidth={1.8} {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
);

export const CheckCircleIcon = (props: LineIconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </LineIcon>
);

export const AlertCircleIcon = (props: LineIconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </LineIcon>
);

export const ChevronDownIcon = (props: LineIconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M6 9l6 6 6-6" />
  </LineIcon>
);
