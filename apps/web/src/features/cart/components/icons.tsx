import { LineIcon, type LineIconProps } from '../../../shared/ui/line-icon';

// The cart's icons: inline SVGs in currentColor, hidden from screen readers (the controls that use
// them carry their own labels).

export const MinusIcon = (props: LineIconProps) => (
  <LineIcon {...props}>
    <path d="M5 12h14" />
  </LineIcon>
);

export const PlusIcon = (props: LineIconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const TrashIcon = (props: LineIconProps) => (
  <LineIcon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </LineIcon>
);

/** A coupon ticket. */
export const CouponIcon = (props: LineIconProps) => (
  <LineIcon {...props}>
    <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
    <path d="M9.5 9.5l5 5M9.5 14.5h.01M14.5 9.5h.01" />
  </LineIcon>
);

export const CheckIcon = (props: LineIconProps) => (
  <LineIcon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);
