import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@changdee/contract/catalog';
import { businessToday } from '@changdee/domain/dates';
import { unitPrice } from '@changdee/domain/line-price';
import { localized } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { applyPromotion, type PromotionRule } from '@changdee/domain/promotion';
import { useLocale } from '../i18n/use-locale';
import { cx } from '../lib/cx';
import './product-price.scss';

type Priced = Pick<
  ProductSummary,
  '_id' | 'product_type' | 'price' | 'normal_price' | 'calculator'
>;

/**
 * A survey's price, or an installation's price per unit. With a promotion running today (Bangkok
 * date) the price after it, the price before it struck through (spec: the promotion is worked out
 * on a line of that price, packages/domain applyPromotion); otherwise the normal price struck
 * through when it is higher.
 */
export function ProductPrice({
  product,
  promotion,
  className,
}: {
  product: Priced;
  promotion?: PromotionRule | null;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const price = unitPrice(product);
  const promoted = applyPromotion(
    promotion,
    { productId: product._id, price },
    businessToday(new Date()),
  );
  const normal = product.normal_price ?? 0;
  const struck = promoted.discount > 0 ? price : normal > price ? normal : null;
  const unit =
    product.product_type === 'I' && product.calculator
      ? localized(product.calculator.unit, locale)
      : null;
  return (
    <p className={cx('product-price mb-0', className)}>
      {promoted.discount > 0 ? (
        <span className="visually-hidden">{t('price.promotion')} </span>
      ) : null}
      <span
        className={cx('product-price__amount', promoted.discount > 0 && 'product-price--promoted')}
        data-testid="product-price"
      >
        {formatBaht(promoted.price, locale)}
      </span>
      {unit ? <span className="product-price__unit"> {t('price.perUnit', { unit })}</span> : null}
      {struck !== null ? (
        <>
          {' '}
          <span className="visually-hidden">
            {promoted.discount > 0 ? t('price.beforePromotion') : t('price.normal')}
          </span>
          <s className="product-price__normal" data-testid="product-price-struck">
            {formatBaht(struck, locale)}
          </s>
        </>
      ) : null}
    </p>
  );
}
