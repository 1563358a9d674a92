import { useId } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import {
  decreaseQuantity,
  increaseQuantity,
  quantityControls,
  quantityLimitMessage,
  SURVEY_LIMIT_MESSAGE,
} from '@changdee/domain/quantity';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';
import { ruleText } from '../../../shared/lib/rule-text';
import { MinusIcon, PlusIcon } from './icons';

/**
 * Spec §4 Quantity: a survey is fixed at 1 (its tooltip says so); an installation goes up by 1 to
 * its upper bound (limit_qty, or the domain's LINE_QUANTITY_MAX: the order refuses more), where
 * plus stops and the domain's message says why, and down while above its minimum. On the product
 * page minus stops at 1; in the cart, minus at 1 asks to remove the line (onRemove).
 */
type QuantityProduct = Pick<
  ProductSummary,
  'product_type' | 'min_qty' | 'limit_qty' | 'calculator'
> & {
  name: ProductSummary['name'];
};

export function QuantityControl({
  product,
  quantity,
  onChange,
  place,
  onRemove,
  compact = false,
}: {
  product: QuantityProduct;
  quantity: number;
  onChange: (quantity: number) => void;
  place: 'cart' | 'detail';
  /** Cart: minus at quantity 1 (the confirmation is the caller's). */
  onRemove?: () => void;
  /** The label for screen readers only (the cart line). */
  compact?: boolean;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const id = useId();
  const controls = quantityControls(
    product.product_type,
    quantity,
    product.min_qty,
    place,
    product.limit_qty,
  );
  const unit = product.calculator ? localized(product.calculator.unit, locale) : '';
  const labelClass = cx('quantity-control__label', compact && 'visually-hidden');

  if (controls.fixed) return <FixedQuantity labelClass={labelClass} />;
  const removes = controls.minus === 'confirmDelete';
  return (
    <div
      className="quantity-control"
      role="group"
      aria-labelledby={`${id}-label`}
      data-testid="quantity-control"
    >
      <span className={labelClass} id={`${id}-label`}>
        {t('booking.quantityUnit', { unit })}
      </span>
      <div className="quantity-control__buttons">
        <MinusButton
          name={localized(product.name, locale)}
          removes={removes}
          disabled={controls.minus === 'disabled' || (removes && !onRemove)}
          onClick={() =>
            removes
              ? onRemove?.()
              : onChange(decreaseQuantity(product.product_type, quantity, product.min_qty))
          }
        />
        <output className="quantity-control__value" aria-live="polite" data-testid="quantity-value">
          {quantity}
        </output>
        <button
          type="button"
          className="btn btn-outline-primary quantity-control__button"
          onClick={() =>
            onChange(increaseQuantity(product.product_type, quantity, product.limit_qty))
          }
          disabled={!controls.canIncrease}
          aria-label={t('booking.increase')}
          data-testid="quantity-plus"
        >
          <PlusIcon size={16} />
        </button>
      </div>
      <QuantityNotes
        product={product}
        unit={unit}
        atMaximum={!controls.canIncrease}
        showMinimum={!compact}
      />
    </div>
  );
}

/** A survey's quantity: fixed at 1, its tooltip says why. */
function FixedQuantity({ labelClass }: { labelClass: string }) {
  const { t } = useTranslation('cart');
  const why = ruleText(t, SURVEY_LIMIT_MESSAGE);
  return (
    <div className="quantity-control" data-testid="quantity-control">
      <span className={labelClass}>{t('booking.quantity')}</span>
      <OverlayTrigger placement="top" overlay={<Tooltip>{why}</Tooltip>}>
        <span
          className="quantity-control__fixed"
          tabIndex={0}
          aria-label={`${t('booking.quantity')} 1 (${why})`}
          data-testid="quantity-value"
        >
          1
        </span>
      </OverlayTrigger>
    </div>
  );
}

/** Why plus stopped (the domain's message), and the product's minimum when above 1. */
function QuantityNotes({
  product,
  unit,
  atMaximum,
  showMinimum,
}: {
  product: QuantityProduct;
  unit: string;
  atMaximum: boolean;
  showMinimum: boolean;
}) {
  const { t } = useTranslation('cart');
  return (
    <>
      {atMaximum ? (
        <small className="text-body-secondary w-100" data-testid="quantity-maximum">
          {ruleText(t, quantityLimitMessage(product))}
        </small>
      ) : null}
      {product.min_qty > 1 && showMinimum ? (
        <small className="text-body-secondary w-100">
          {t('booking.minimum', { min: product.min_qty, unit })}
        </small>
      ) : null}
    </>
  );
}

/** Minus: one less, or, in the cart at quantity 1, asks to remove the line. */
function MinusButton({
  name,
  removes,
  disabled,
  onClick,
}: {
  name: string;
  removes: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <button
      type="button"
      className="btn btn-outline-primary quantity-control__button"
      onClick={onClick}
      disabled={disabled}
      aria-label={removes ? t('booking.removeAtOne', { name }) : t('booking.decrease')}
      data-testid="quantity-minus"
    >
      <MinusIcon size={16} />
    </button>
  );
}
