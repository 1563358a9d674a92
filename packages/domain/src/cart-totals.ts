import { couponDiscount, type Coupon } from './coupon';
import { effectiveQuantity, linePrice, unitPrice, type ProductForPricing } from './line-price';
import type { Baht } from './money';

/** What the totals read of a cart line (quantity.CartLine has all of it). */
export interface CartLineForTotals extends ProductForPricing {
  _id: string;
  total: number;
  coupon?: Pick<Coupon, 'discount' | 'discount_range' | 'is_can_use'> | null;
  lock_days?: number | null;
}

export interface LineAmount {
  _id: string;
  quantity: number;
  unitPrice: Baht;
  /** Line price before discount (S price; I unit_price × quantity). */
  price: Baht;
  /** The coupon's discount, 0 ≤ discount ≤ price. */
  discount: Baht;
  /** price − discount, floored at 0. */
  amount: Baht;
}

export interface CartTotals {
  lines: LineAmount[];
  /** Σ quantity × normal (unit) price. */
  cartTotal: Baht;
  /** Σ coupon discounts (the spec's "promotion total"). */
  promotionTotal: Baht;
  /** Σ line amounts after discount, each floored at 0. */
  payable: Baht;
  /** Max lock_days among the lines (0 for an empty cart). */
  lockDays: number;
}

/**
 * The coupon discount of a line. Decision: a coupon marked is_can_use false gives nothing (it is
 * shown disabled and cannot be applied); otherwise coupon.couponDiscount on the line price.
 */
export const lineDiscount = (line: CartLineForTotals): Baht => {
  const coupon = line.coupon;
  if (!coupon || coupon.is_can_use === false) return 0;
  return couponDiscount(coupon, linePrice(line, line.total));
};

export const lineAmount = (line: CartLineForTotals): LineAmount => {
  const quantity = effectiveQuantity(line.product_type, line.total);
  const price = linePrice(line, quantity);
  const discount = lineDiscount(line);
  return {
    _id: line._id,
    quantity,
    unitPrice: unitPrice(line),
    price,
    discount,
    amount: Math.max(0, price - discount),
  };
};

/** Spec §9: cart lock period = the largest lock_days among the items (0 when empty). */
export const cartLockDays = (lines: readonly Pick<CartLineForTotals, 'lock_days'>[]): number =>
  lines.reduce((max, line) => {
    const days = Number(line.lock_days);
    return Number.isFinite(days) ? Math.max(max, Math.trunc(days)) : max;
  }, 0);

/** Spec §9 cart totals; a preview in the browser, authoritative when the server reprices an order. */
export const cartTotals = (lines: readonly CartLineForTotals[]): CartTotals => {
  const amounts = lines.map(lineAmount);
  let cartTotal = 0;
  let promotionTotal = 0;
  let payable = 0;
  for (const line of amounts) {
    cartTotal += line.quantity * line.unitPrice;
    promotionTotal += line.discount;
    payable += line.amount;
  }
  return { lines: amounts, cartTotal, promotionTotal, payable, lockDays: cartLockDays(lines) };
};
