import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@changdee/contract/cart';
import {
  COUPON_THUMBNAIL_SIZE,
  couponEligibility,
  couponNameNeedsTooltip,
} from '@changdee/domain/coupon';
import { formatShortDate } from '@changdee/domain/date-format';
import { localized } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { lowestMin } from '@changdee/domain/price-range';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';
import { CheckIcon, CouponIcon } from '../icons';
import { couponRefusal } from './coupon-refusal';

/**
 * One coupon of the panel (spec §2/§5): 80×80 thumbnail, name (a tooltip with the whole name from
 * 22 characters), code, expiry as a Thai or English date (Buddhist year in Thai), minimum spend and
 * what it takes off this line. A coupon that cannot be chosen at this price is marked unavailable
 * and says why: its own error_message, or the minimum-spend warning with {min}.
 */
export function CouponItem({
  coupon,
  price,
  discount,
  selected,
  applied,
  onToggle,
}: {
  coupon: Coupon;
  /** The line price the coupon is judged on (decision 007). */
  price: number;
  /** What the coupon would take off this line after its promotion. */
  discount: number;
  selected: boolean;
  applied: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const name = localized(coupon.name, locale);
  const eligibility = couponEligibility(coupon, price);
  // The applied coupon stays selectable, so that it can be removed whatever the price now is.
  const usable = applied || eligibility.status === 'selectable';
  const reason = couponRefusal(coupon, eligibility, t, locale);
  const button = (
    <button
      type="button"
      className={cx(
        'coupon-item',
        selected && 'coupon-item--selected',
        !usable && 'coupon-item--unavailable',
      )}
      aria-pressed={selected}
      aria-disabled={!usable || undefined}
      onClick={() => {
        if (usable) onToggle();
      }}
      data-testid="coupon-item"
      data-code={coupon.code}
    >
      <CouponThumbnail coupon={coupon} />
      <span className="coupon-item__body">
        <span className="coupon-item__name" data-testid="coupon-name">
          {name}
        </span>
        <CouponTerms coupon={coupon} />
        {reason ? (
          <span className="coupon-item__reason" data-testid="coupon-reason">
            {reason}
          </span>
        ) : usable && discount > 0 ? (
          <span className="coupon-item__discount" data-testid="coupon-discount">
            {t('coupon.discount', { amount: formatBaht(discount, locale) })}
          </span>
        ) : null}
        {applied ? (
          <span className="coupon-item__applied" data-testid="coupon-applied">
            <CheckIcon size={14} /> {t('coupon.used')}
          </span>
        ) : null}
      </span>
    </button>
  );
  if (!couponNameNeedsTooltip(name)) return button;
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip>{name}</Tooltip>}>
      {button}
    </OverlayTrigger>
  );
}

/** The coupon's 80×80 thumbnail (2x when there is one), or a coupon icon. */
function CouponThumbnail({ coupon }: { coupon: Coupon }) {
  const thumbnail = coupon.img_url.promotion_thumbnail;
  const thumbnail2x = coupon.img_url.promotion_thumbnail_2x;
  if (!thumbnail)
    return (
      <span className="coupon-item__thumbnail coupon-item__thumbnail--blank" aria-hidden="true">
        <CouponIcon size={32} />
      </span>
    );
  return (
    <img
      className="coupon-item__thumbnail"
      src={thumbnail}
      srcSet={thumbnail2x ? `${thumbnail} 1x, ${thumbnail2x} 2x` : undefined}
      width={COUPON_THUMBNAIL_SIZE}
      height={COUPON_THUMBNAIL_SIZE}
      alt=""
      loading="lazy"
    />
  );
}

/** The coupon's code, expiry (Buddhist year in Thai) and minimum spend. */
function CouponTerms({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const minimum = lowestMin(coupon.discount_range);
  return (
    <>
      <span className="coupon-item__code">{t('coupon.code', { code: coupon.code })}</span>
      <span className="coupon-item__meta">
        {t('coupon.expires', { date: formatShortDate(coupon.expire_date, locale) })}
      </span>
      <span className="coupon-item__meta">
        {minimum !== null && minimum > 0
          ? t('coupon.minimumSpend', { amount: formatBaht(minimum, locale) })
          : t('coupon.noMinimum')}
      </span>
    </>
  );
}
