import { useTranslation } from 'react-i18next';
import type { Coupon } from '@changdee/contract/cart';
import { businessToday } from '@changdee/domain/dates';
import { lineDiscounts } from '@changdee/domain/line-discounts';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';
import { CouponItem } from './coupon-item';
import type { CouponTarget } from './coupon-target';
import type { CouponSearch } from './use-coupon-search';

interface CouponListProps {
  search: CouponSearch;
  target: CouponTarget;
  selectedId: string | null;
  onToggle: (coupon: Coupon) => void;
}

/** The coupons the panel offers, or why there are none: failed, loading, empty or not found. */
export function CouponList({ search, target, selectedId, onToggle }: CouponListProps) {
  const { t } = useTranslation('cart');
  const { coupons, searching } = search;
  const today = businessToday(new Date());
  // The coupon's own discount on the line, after the line's promotion (decision 007).
  const discountOf = (coupon: Coupon) =>
    lineDiscounts(
      {
        productId: target.productId,
        price: target.price,
        promotion: target.promotion,
        coupon,
      },
      today,
    ).couponDiscount;

  if (search.failed)
    return (
      <LoadError
        fallback={t('coupon.searchFailed')}
        retryLabel={t('coupon.retry')}
        onRetry={search.retry}
        className="mb-3"
      />
    );
  if (search.pending) return <Spinner inline label={t('coupon.loading')} />;
  if (coupons.length === 0)
    return (
      <div className="coupon-panel__empty text-center py-4" data-testid="coupon-empty">
        <p className="fw-bold mb-1">
          {searching ? t('coupon.notFoundTitle') : t('coupon.emptyTitle')}
        </p>
        <p className="text-body-secondary mb-0">
          {searching ? t('coupon.notFoundBody') : t('coupon.emptyBody')}
        </p>
      </div>
    );
  return (
    <ul className="list-unstyled d-flex flex-column gap-2 mb-0" aria-label={t('coupon.listLabel')}>
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <CouponItem
            coupon={coupon}
            price={target.price}
            discount={discountOf(coupon)}
            selected={coupon.id === selectedId}
            applied={coupon.id === target.applied?.id}
            onToggle={() => onToggle(coupon)}
          />
        </li>
      ))}
    </ul>
  );
}
