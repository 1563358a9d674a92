import { LineIcon, type LineIconProps } from './line-icon';

// Icons that mean the same thing wherever they appear (header, cards, product page): one drawing each.

/** "Saved" (spec §2's favourite star): outlined when not saved, filled when saved. */
export const SavedIcon = ({ filled, ...props }: LineIconProps & { filled?: boolean }) => (
  <LineIcon strokeWidth={2} {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
  </LineIcon>
);

export const CartIcon = (props: LineIconProps) => (
  <LineIcon strokeWidth={1.8} {...props}>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.5-1.1L21.5 8H6.1" />
  </LineIcon>
);
