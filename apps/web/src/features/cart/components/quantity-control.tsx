import { useId } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import {
  decreaseQuantity,
  increaseQuantity,
  quantityControls,
  SURVEY_LIMIT_MESSAGE,
} from '@changdee/domain/quantity';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { ruleText } from '../../../../shared/lib/rule-text';
import { MinusIcon, PlusIcon } from '../icons';

/**
 * Spec §4 Quantity on the detail page: a survey is fixed at 1 (its tooltip says so); an
 * installation goes up by 1 without bound and down while above 1 and its minimum.
 */
export function QuantityControl({
  product,
  quantity,
  onChange,
}: {
  product: Pick<ProductDetail, 'product_type' | 'min_qty' | 'calculator'>;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const id = useId();
  const controls = quantityControls(product.product_type, quantity, product.min_qty, 'detail');
  const unit = product.calculator ? localized(product.calculator.unit, locale) : '';

  if (controls.fixed) {
    return (
      <div className="quantity-control" data-testid="quantity-control">
        <span className="quantity-control__label">{t('booking.quantity')}</span>
        <OverlayTrigger
          placement="top"
          overlay={<Tooltip>{ruleText(t, SURVEY_LIMIT_MESSAGE)}</Tooltip>}
        >
          <span className="quantity-control__fixed" tabIndex={0} data-testid="quantity-value">
            1
          </span>
        </OverlayTrigger>
      </div>
    );
  }
  return (
    <div
      className="quantity-control"
      role="group"
      aria-labelledby={`${id}-label`}
      data-testid="quantity-control"
    >
      <span className="quantity-control__label" id={`${id}-label`}>
        {t('booking.quantityUnit', { unit })}
      </span>
      <div className="quantity-control__buttons">
        <button
          type="button"
          className="btn btn-outline-primary quantity-control__button"
          onClick={() =>
            onChange(decreaseQuantity(product.product_type, quantity, product.min_qty))
          }
          disabled={controls.minus !== 'decrease'}
          aria-label={t('booking.decrease')}
          data-testid="quantity-minus"
        >
          <MinusIcon size={16} />
        </button>
        <output className="quantity-control__value" aria-live="polite" data-testid="quantity-value">
          {quantity}
        </output>
        <button
          type="button"
          className="btn btn-outline-primary quantity-control__button"
          onClick={() => onChange(increaseQuantity(product.product_type, quantity))}
          disabled={!controls.canIncrease}
          aria-label={t('booking.increase')}
          data-testid="quantity-plus"
        >
          <PlusIcon size={16} />
        </button>
      </div>
      {product.min_qty > 1 ? (
        <small className="text-body-secondary w-100">
          {t('booking.minimum', { min: product.min_qty, unit })}
        </small>
      ) : null}
    </div>
  );
}
