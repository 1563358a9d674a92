import type { RuleMessage } from './locale';
import type { ProductType } from './product-types';

/** Spec §4/§9: survey items are limited to quantity 1. */
export const SURVEY_MAX_QUANTITY = 1;
/**
 * The largest quantity a line may have. Spec §4 sets no upper bound for an installation; this one
 * keeps every line price a safe integer (unit prices are PostgreSQL integers) and turns a huge or
 * mistyped quantity into a refusal instead of a meaningless price. A product's limit_qty, when
 * set, is lower.
 */
export const LINE_QUANTITY_MAX = 9_999;

export const QUANTITY_MESSAGE_KEYS = ['quantity.surveyLimit', 'quantity.maximum'] as const;

/** The survey's tooltip (spec §8 'this service can be chosen at most 1 item'). */
export const SURVEY_LIMIT_MESSAGE: RuleMessage<'quantity.surveyLimit'> = {
  key: 'quantity.surveyLimit',
  params: { max: SURVEY_MAX_QUANTITY },
};

/** What the quantity bounds read of a product (the catalogue's fields). */
export interface QuantityLimits {
  product_type: ProductType;
  min_qty?: number | null;
  limit_qty?: number | null;
}

export interface QuantityBounds {
  min: number;
  max: number;
}

/**
 * The quantities a line may have: a survey exactly 1; an installation from its min_qty (a missing
 * one is 1) up to its limit_qty or LINE_QUANTITY_MAX. The order refuses a line outside them; the
 * booking form and the cart stop at them.
 */
export const quantityBounds = (product: QuantityLimits): QuantityBounds =>
  product.product_type === 'S'
    ? { min: SURVEY_MAX_QUANTITY, max: SURVEY_MAX_QUANTITY }
    : { min: product.min_qty ?? 1, max: product.limit_qty ?? LINE_QUANTITY_MAX };

/** The message beside a quantity at its upper bound: the survey's words, or 'at most {max}'. */
export const quantityLimitMessage = (
  product: QuantityLimits,
): RuleMessage<(typeof QUANTITY_MESSAGE_KEYS)[number]> =>
  product.product_type === 'S'
    ? SURVEY_LIMIT_MESSAGE
    : { key: 'quantity.maximum', params: { max: quantityBounds(product).max } };

/** What the minus button does: lower the quantity, ask to delete the line, or nothing (disabled). */
export type MinusAction = 'decrease' | 'confirmDelete' | 'disabled';

export interface QuantityControls {
  /** Survey items: no plus or minus at all. */
  fixed: boolean;
  canIncrease: boolean;
  minus: MinusAction;
}

/**
 * Spec §4 quantity rules. Survey: fixed at 1. Installation: plus +1 up to its upper bound
 * (quantityBounds: limit_qty or LINE_QUANTITY_MAX); in the cart, minus lowers while quantity >
 * minQty, at 1 it asks to delete the line, otherwise it is disabled; on the detail page minus works
 * only while quantity > 1 (and > minQty), otherwise it is disabled. Decision: a missing minQty is 1.
 */
export const quantityControls = (
  productType: ProductType,
  quantity: number,
  minQty: number | null | undefined,
  place: 'cart' | 'detail',
  limitQty?: number | null,
): QuantityControls => {
  if (productType === 'S') return { fixed: true, canIncrease: false, minus: 'disabled' };
  const floor = minQty ?? 1;
  const canIncrease =
    quantity < quantityBounds({ product_type: productType, limit_qty: limitQty }).max;
  if (quantity > floor && quantity > 1) return { fixed: false, canIncrease, minus: 'decrease' };
  if (place === 'cart' && quantity <= 1)
    return { fixed: false, canIncrease, minus: 'confirmDelete' };
  return { fixed: false, canIncrease, minus: 'disabled' };
};

/** One step up, never past the line's upper bound (quantityBounds); a survey stays 1. */
export const increaseQuantity = (
  productType: ProductType,
  quantity: number,
  limitQty?: number | null,
): number =>
  Math.min(quantity + 1, quantityBounds({ product_type: productType, limit_qty: limitQty }).max);

/** One step down while above max(1, minQty), else unchanged (the minus is disabled); a survey stays 1. */
export const decreaseQuantity = (
  productType: ProductType,
  quantity: number,
  minQty?: number | null,
): number => {
  if (productType === 'S') return SURVEY_MAX_QUANTITY;
  return quantity > Math.max(1, minQty ?? 1) ? quantity - 1 : quantity;
};
