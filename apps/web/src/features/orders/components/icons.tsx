import { LineIcon, type LineIconProps } from '../../../shared/ui/line-icon';

// The order pages' icons: inline SVGs in currentColor, hidden from screen readers (the controls
// that use them carry their own names).

export const ChevronIcon = ({
  direction,
  ...props
}: LineIconProps & { direction: 'left' | 'right' }) => (
  <LineIcon size={16} {...props}>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </LineIcon>
);

export const PrintIcon = (props: LineIconProps) => (
  <LineIcon size={18} {...props}>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M7 14h10v7H7z" />
  </LineIcon>
);

export const CheckIcon = (props: LineIconProps) => (
  <LineIcon size={16} {...props}>
    <path d="M5 12l5 5 9-10" />
  </LineIcon>
);

export const SearchIcon = (props: LineIconProps) => (
  <LineIcon size={18} {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </LineIcon>
);
