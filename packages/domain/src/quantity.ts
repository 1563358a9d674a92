import type { RuleMessage } from './locale';
import type { ProductType } from './product-types';

/** Spec §4/§9: survey items are limited to quantity 1. */
export const SURVEY_MAX_QUANTITY = 1;

export const QUANTITY_MESSAGE_KEYS = ['quantity.surveyLimit'] as const;

/** The survey's tooltip (spec §8 'this service can be chosen at most 1 item'). */
export const SURVEY_LIMIT_MESSAGE: RuleMessage<'quantity.surveyLimit'> = {
  key: 'quantity.surveyLimit',
  params: { max: SURVEY_MAX_QUANTITY },
};

/** What the minus button does: lower the quantity, ask to delete the line, or nothing (disabled). */
export type MinusAction = 'decrease' | 'confirmDelete' | 'disabled';

export interface QuantityControls {
  /** Survey items: no plus or minus at all. */
  fixed: boolean;
  canIncrease: boolean;
  minus: MinusAction;
}

/**
 * Spec §4 quantity rules. Survey: fixed at 1. Installation: plus +1 without upper bound; in the cart,
 * minus lowers while quantity > minQty, at 1 it asks to delete the line, otherwise it is disabled; on
 * the detail page minus works only while quantity > 1 (and > minQty), otherwise it is disabled.
 * Decision: a missing minQty is 1.
 */
export const quantityControls = (
  productType: ProductType,
  quantity: number,
  minQty: number | null | undefined,
  place: 'cart' | 'detail',
): QuantityControls => {
  if (productType === 'S') return { fixed: true, canIncrease: false, minus: 'disabled' };
  const floor = minQty ?? 1;
  if (quantity > floor && quantity > 1)
    return { fixed: false, canIncrease: true, minus: 'decrease' };
  if (place === 'cart' && quantity <= 1)
    return { fixed: false, canIncrease: true, minus: 'confirmDelete' };
  return { fixed: false, canIncrease: true, minus: 'disabled' };
};

export const increaseQuantity = (productType: ProductType, quantity: number): number =>
  productType === 'S' ? SURVEY_MAX_QUANTITY : quantity + 1;

/** One step down while above max(1, minQty), else unchanged (the minus is disabled); a survey stays 1. */
export const decreaseQuantity = (
  productType: ProductType,
  quantity: number,
  minQty?: number | null,
): number => {
  if (productType === 'S') return SURVEY_MAX_QUANTITY;
  return quantity > Math.max(1, minQty ?? 1) ? quantity - 1 : quantity;
};
