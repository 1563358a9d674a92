import { useTranslation } from 'react-i18next';
import type { LineDiscounts } from '@changdee/domain/line-discounts';
import { formatBaht, formatDiscount } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';

/**
 * A line's figures (spec §2 booking panel and cart line): its price, what the promotion and the
 * coupon take off (with a minus sign, decision 007's order) and what is left to pay.
 */
export function LineAmounts({
  amounts,
  showCoupon,
  inCart = false,
  className,
}: {
  amounts: LineDiscounts;
  /**
   * A line among others in the cart: its amount is named as the line's, apart from the cart's
   * total payable below the lines (the booking form's one line is the whole booking).
   */
  inCart?: boolean;
  /** Show the coupon row even at 0 (a coupon is applied but gives nothing at this price). */
  showCoupon?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <dl className={cx('line-amounts mb-0', className)} data-testid="line-amounts">
      <div className="line-amounts__row">
        <dt>{t('amounts.price')}</dt>
        <dd data-testid="amount-price">{formatBaht(amounts.price, locale)}</dd>
      </div>
      {amounts.promotionDiscount > 0 ? (
        <div className="line-amounts__row line-amounts__row--discount">
          <dt>{t('amounts.promotion')}</dt>
          <dd data-testid="amount-promotion">
            {formatDiscount(amounts.promotionDiscount, locale)}
          </dd>
        </div>
      ) : null}
      {amounts.couponDiscount > 0 || showCoupon ? (
        <div className="line-amounts__row line-amounts__row--discount">
          <dt>{t('amounts.coupon')}</dt>
          <dd data-testid="amount-coupon">{formatDiscount(amounts.couponDiscount, locale)}</dd>
        </div>
      ) : null}
      <div className="line-amounts__row line-amounts__row--total">
        <dt>{t(inCart ? 'amounts.linePayable' : 'amounts.payable')}</dt>
        <dd data-testid="amount-payable">{formatBaht(amounts.amount, locale)}</dd>
      </div>
    </dl>
  );
}
