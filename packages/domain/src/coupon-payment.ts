import type { PaymentMethod } from './order-status';

// A coupon may be limited to one way of paying (spec §3: PAYNOW150 by PromptPay, STOREPAY100 at
// the store's counter): its discount holds only for an order paid that way. The coupon names that
// way in `requested_payment` (null: any way), and the order names the way it chose in a field of
// the same name (null: none chosen) — one PaymentMethod each, so a new way is a new value, not a
// new flag (issue 30, docs/decisions/069).

/** A line's coupon: the way it asks for, or null (no coupon, or one that asks for none). */
export type CouponWay = PaymentMethod | null | undefined;

/**
 * The way the coupons of an order's lines decide (the checkout form's payment, fixed): null when
 * none asks for one, or when they ask for different ways (then no choice suits them all, and
 * paymentConflict names the coupon the choice does not suit).
 */
export function requiredPayment(ways: readonly CouponWay[]): PaymentMethod | null {
  const asked = new Set(ways.filter((way): way is PaymentMethod => Boolean(way)));
  return asked.size === 1 ? [...asked][0]! : null;
}

/**
 * The first line whose coupon asks for a way other than `chosen` (null: the order chose none),
 * with that way; null when every coupon is content.
 */
export function paymentConflict(
  chosen: PaymentMethod | null,
  ways: readonly CouponWay[],
): { line: number; required: PaymentMethod } | null {
  for (const [line, way] of ways.entries())
    if (way && way !== chosen) return { line, required: way };
  return null;
}
