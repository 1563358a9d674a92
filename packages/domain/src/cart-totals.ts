import type { BusinessDate } from './dates';
import { lineDiscounts, type DiscountedLine, type LineDiscounts } from './line-discounts';
import { effectiveQuantity, linePrice, unitPrice, type PricedProduct } from './line-price';
import type { Baht } from './money';

/**
 * What the totals read of a cart line (the contract's cart line has all of it): the product's
 * price fields, the quantity (`total`), the applied coupon and the product's promotion.
 */
export interface CartLineForTotals
  extends PricedProduct, Pick<DiscountedLine, 'coupon' | 'promotion'> {
  _id: string;
  total: number;
  lock_days?: number | null;
}

export interface LineAmount extends LineDiscounts {
  _id: string;
  quantity: number;
  unitPrice: Baht;
  /** Spec §3 getter "price with promotion": the line price less its promotion. */
  promotedPrice: Baht;
}

export interface CartTotals {
  lines: LineAmount[];
  /** Σ quantity × normal (unit) price. */
  cartTotal: Baht;
  /** Σ what the promotions take off. */
  promotionDiscount: Baht;
  /** Σ what the coupons take off. */
  couponDiscount: Baht;
  /** Σ everything taken off, promotions and coupons (the spec's "promotion total"). */
  promotionTotal: Baht;
  /** Σ line amounts; always cartTotal − promotionTotal, and no line below 0. */
  payable: Baht;
  /** Max lock_days among the lines (0 for an empty cart). */
  lockDays: number;
}

export const lineAmount = (line: CartLineForTotals, today: BusinessDate): LineAmount => {
  const quantity = effectiveQuantity(line.product_type, line.total);
  const discounts = lineDiscounts(
    {
      productId: line._id,
      price: linePrice(line, quantity),
      promotion: line.promotion,
      coupon: line.coupon,
    },
    today,
  );
  return {
    _id: line._id,
    quantity,
    unitPrice: unitPrice(line),
    promotedPrice: discounts.price - discounts.promotionDiscount,
    ...discounts,
  };
};

/** Spec §9: cart lock period = the largest lock_days among the items (0 when empty). */
export const cartLockDays = (lines: readonly Pick<CartLineForTotals, 'lock_days'>[]): number =>
  lines.reduce((max, line) => Math.max(max, Math.trunc(line.lock_days ?? 0)), 0);

/**
 * Spec §9 cart totals on a business day (promotions count only on their days): a preview in the
 * browser, authoritative when the server re-prices an order.
 */
export const cartTotals = (
  lines: readonly CartLineForTotals[],
  today: BusinessDate,
): CartTotals => {
  const amounts = lines.map((line) => lineAmount(line, today));
  const sum = (field: 'price' | 'promotionDiscount' | 'couponDiscount' | 'amount') =>
    amounts.reduce((total, line) => total + line[field], 0);
  const promotionDiscount = sum('promotionDiscount');
  const couponDiscount = sum('couponDiscount');
  return {
    lines: amounts,
    cartTotal: sum('price'),
    promotionDiscount,
    couponDiscount,
    promotionTotal: promotionDiscount + couponDiscount,
    payable: sum('amount'),
    lockDays: cartLockDays(lines),
  };
};
