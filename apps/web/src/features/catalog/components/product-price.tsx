import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { unitPrice } from '@changdee/domain/line-price';
import { formatBaht } from '@changdee/domain/money';
import { useLocale } from '../../../shared/i18n/use-locale';
import { cx } from '../../../shared/lib/cx';

type Priced = Pick<ProductSummary, 'product_type' | 'price' | 'normal_price' | 'calculator'>;

/** A survey's price, or an installation's price per unit; the normal price struck through when higher. */
export function ProductPrice({ product, className }: { product: Priced; className?: string }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const price = unitPrice(product);
  const normal = product.normal_price ?? 0;
  const unit =
    product.product_type === 'I' && product.calculator
      ? localized(product.calculator.unit, locale)
      : null;
  return (
    <p className={cx('product-price mb-0', className)}>
      <span className="product-price__amount" data-testid="product-price">
        {formatBaht(price, locale)}
      </span>
      {unit ? <span className="product-price__unit"> {t('price.perUnit', { unit })}</span> : null}
      {normal > price ? (
        <>
          {' '}
          <span className="visually-hidden">{t('price.normal')}</span>
          <s className="product-price__normal">{formatBaht(normal, locale)}</s>
        </>
      ) : null}
    </p>
  );
}
