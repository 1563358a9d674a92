import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@changdee/contract/catalog';
import { businessToday } from '@changdee/domain/dates';
import { unitPrice } from '@changdee/domain/line-price';
import { localized } from '@changdee/domain/locale';
import { formatBaht, type Baht } from '@changdee/domain/money';
import { applyPromotion, type PromotionRule } from '@changdee/domain/promotion';
import { isInstallation } from '@changdee/domain/product-types';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';
import './product-price.scss';

type Priced = Pick<
  ProductSummary,
  '_id' | 'product_type' | 'price' | 'normal_price' | 'calculator'
>;

/**
 * A survey's price, or an installation's price per unit, with the normal price struck through when
 * it is higher. A promotion is worked out on the line price and taken once per line (decision 007),
 * so: a survey (always one unit) shows the price after it with the price before it struck through;
 * an installation shows its unit price as it is and the promotion as "N off per booking", since
 * "after the promotion / unit" would be wrong for any quantity above 1. The discount is the line's
 * (`lineDiscount`, from cartTotals) where a line exists, otherwise that of a one-unit line today
 * (Bangkok date).
 */
export function ProductPrice({
  product,
  promotion,
  lineDiscount,
  className,
}: {
  product: Priced;
  promotion?: PromotionRule | null;
  /** What the promotion takes off the line this price belongs to (cartTotals' promotionDiscount). */
  lineDiscount?: Baht;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const price = unitPrice(product);
  const discount =
    lineDiscount ??
    applyPromotion(promotion, { productId: product._id, price }, businessToday(new Date()))
      .discount;
  const perUnit = isInstallation(product.product_type) && product.calculator;
  const promotedSurvey = !perUnit && discount > 0;
  const shown = promotedSurvey ? Math.max(0, price - discount) : price;
  const normal = product.normal_price ?? 0;
  const struck = promotedSurvey ? price : normal > price ? normal : null;
  return (
    <p className={cx('product-price mb-0', className)}>
      {promotedSurvey ? <span className="visually-hidden">{t('price.promotion')} </span> : null}
      <span
        className={cx('product-price__amount', promotedSurvey && 'product-price--promoted')}
        data-testid="product-price"
      >
        {formatBaht(shown, locale)}
      </span>
      {perUnit ? (
        <span className="product-price__unit">
          {' '}
          {t('price.perUnit', { unit: localized(perUnit.unit, locale) })}
        </span>
      ) : null}
      {struck !== null ? (
        <>
          {' '}
          <span className="visually-hidden">
            {promotedSurvey ? t('price.beforePromotion') : t('price.normal')}
          </span>
          <s className="product-price__normal" data-testid="product-price-struck">
            {formatBaht(struck, locale)}
          </s>
        </>
      ) : null}
      {perUnit && discount > 0 ? (
        <>
          {' '}
          <span className="product-price__promotion" data-testid="product-price-promotion">
            {t('price.offPerBooking', { amount: formatBaht(discount, locale) })}
          </span>
        </>
      ) : null}
    </p>
  );
}
