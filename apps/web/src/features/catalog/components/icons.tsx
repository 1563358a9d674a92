import type { ReactElement } from 'react';
import { LineIcon, type LineIconProps } from '../../../shared/ui/line-icon';
import type { SellingPointIcon as SellingPointIconName } from '@changdee/domain/product-types';

// The catalogue's icons: simple inline SVGs in currentColor, hidden from screen readers (the
// controls that use them carry their own labels).

type IconProps = LineIconProps;

const Svg = (props: IconProps) => <LineIcon strokeWidth={2} {...props} />;

export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Svg>
);

export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 5l7 7-7 7" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 9l7 7 7-7" />
  </Svg>
);

export const DownloadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Svg>
);

export const ImagesIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5" width="14" height="12" rx="2" />
    <path d="M7 21h12a2 2 0 002-2V9" />
    <path d="M5 15l4-4 3 3 2-2 3 3" />
  </Svg>
);

export const InfoIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </Svg>
);

export const MinusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
);

export const PlusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

const sellingPointPaths: Record<SellingPointIconName, ReactElement> = {
  guarantee: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  cube: (
    <>
      <path d="M12 2.8l8 4.4v9.6l-8 4.4-8-4.4V7.2z" />
      <path d="M4 7.2l8 4.4 8-4.4M12 11.6v9.6" />
    </>
  ),
  pin_location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
};

/** The selling points' icons of spec §2: guarantee, cube, pin_location. */
export const SellingPointIcon = ({
  name,
  ...props
}: IconProps & { name: SellingPointIconName }) => <Svg {...props}>{sellingPointPaths[name]}</Svg>;
