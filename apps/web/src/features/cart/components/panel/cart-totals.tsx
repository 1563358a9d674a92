import { useTranslation } from 'react-i18next';
import type { CartTotals as Totals } from '@changdee/domain/cart-totals';
import { formatBaht, formatDiscount } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';

/**
 * Spec §2/§9 cart totals (packages/domain cartTotals): the cart total, what promotions and coupons
 * take off (with a minus sign; together the spec's promotion total, decision 007) and the payable.
 */
export function CartTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <dl className="cart-totals mb-0" aria-label={t('panel.totalsLabel')} data-testid="cart-totals">
      <div className="line-amounts__row">
        <dt>{t('panel.cartTotal')}</dt>
        <dd data-testid="cart-total">{formatBaht(totals.cartTotal, locale)}</dd>
      </div>
      <div className="line-amounts__row line-amounts__row--discount">
        <dt>{t('panel.promotionTotal')}</dt>
        <dd data-testid="cart-promotion-total">
          {formatDiscount(totals.promotionDiscount, locale)}
        </dd>
      </div>
      <div className="line-amounts__row line-amounts__row--discount">
        <dt>{t('panel.couponTotal')}</dt>
        <dd data-testid="cart-coupon-total">{formatDiscount(totals.couponDiscount, locale)}</dd>
      </div>
      <div className="line-amounts__row line-amounts__row--total">
        <dt>{t('panel.payable')}</dt>
        <dd data-testid="cart-payable">{formatBaht(totals.payable, locale)}</dd>
      </div>
    </dl>
  );
}
