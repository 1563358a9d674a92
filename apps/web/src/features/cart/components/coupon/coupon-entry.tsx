import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@changdee/contract/cart';
import { bestCoupon, couponDiscount, couponEligibility } from '@changdee/domain/coupon';
import { localized } from '@changdee/domain/locale';
import { formatDiscount } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { withChunkReload } from '../../../../shared/lib/chunk-reload';
import type { PromotionScope } from '../../../../shared/promotions/promotions-api';
import { CouponIcon } from '../icons';
import type { CouponTarget } from './coupon-target';
import { couponRefusal } from './coupon-refusal';

// The coupon panel (its list, search and verification) is its own chunk, fetched on first use.
const CouponPanel = lazy(
  withChunkReload(() =>
    import('./coupon-panel').then((module) => ({ default: module.CouponPanel })),
  ),
);

/**
 * A line's coupon (spec §2 booking panel 'coupon entry' and the cart line's coupon list): the
 * applied coupon with what it takes off, or the best coupon the store offers for it (spec §9: the
 * coupon shown on an item is the one with the highest discount), and the button that opens the
 * coupon panel.
 */
export function CouponEntry({
  scope,
  target,
  offers,
  discount,
  onApplied,
  onRemoved,
}: {
  scope: PromotionScope | null;
  target: CouponTarget;
  /** The store's coupons for the product (to name the best one). */
  offers: readonly Coupon[];
  /** What the applied coupon takes off the line now. */
  discount: number;
  onApplied: (coupon: Coupon) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [opens, setOpens] = useState(0);
  const [show, setShow] = useState(false);
  const applied = target.applied;
  const best = applied ? null : bestCoupon(offers, target.price);
  const warning = applied
    ? couponRefusal(applied, couponEligibility(applied, target.price), t, locale)
    : null;

  return (
    <div className="coupon-entry" data-testid="coupon-entry">
      <div className="coupon-entry__row">
        <CouponIcon size={20} className="coupon-entry__icon" />
        <div className="coupon-entry__text">
          <CouponEntryText applied={applied} discount={discount} />
        </div>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm coupon-entry__button"
          disabled={!scope}
          aria-label={applied ? t('coupon.changeLabel', { code: applied.code }) : undefined}
          onClick={() => {
            setOpens((count) => count + 1);
            setShow(true);
          }}
          data-testid="coupon-entry-open"
        >
          {applied ? t('coupon.change') : t('coupon.choose')}
        </button>
      </div>
      {best ? (
        <p className="coupon-entry__note" data-testid="coupon-entry-best">
          {t('coupon.best', {
            name: localized(best.name, locale),
            discount: formatDiscount(couponDiscount(best, target.price), locale),
          })}
        </p>
      ) : null}
      {warning ? (
        <p
          className="coupon-entry__note coupon-entry__note--warning"
          data-testid="coupon-entry-warning"
        >
          {warning}
        </p>
      ) : null}
      {opens > 0 && scope ? (
        <Suspense fallback={null}>
          <CouponPanel
            // Each opening starts from the line as it is now.
            key={opens}
            show={show}
            onHide={() => setShow(false)}
            scope={scope}
            target={target}
            onApplied={onApplied}
            onRemoved={onRemoved}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The applied coupon's code, what it takes off and its name; or the entry's label. */
function CouponEntryText({ applied, discount }: { applied: Coupon | null; discount: number }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (!applied) return <span className="fw-semibold">{t('coupon.entryLabel')}</span>;
  return (
    <>
      <span className="coupon-entry__code" data-testid="coupon-entry-code">
        {applied.code}
      </span>{' '}
      <span className="coupon-entry__discount" data-testid="coupon-entry-discount">
        {formatDiscount(discount, locale)}
      </span>
      <span className="coupon-entry__name d-block">{localized(applied.name, locale)}</span>
    </>
  );
}
