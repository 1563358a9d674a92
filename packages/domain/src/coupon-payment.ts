import type { RuleMessage } from './locale';
import type { PaymentMethod } from './order-status';

// A coupon may ask for one way of paying (spec §3 coupon request_payment: by PromptPay, e.g.
// PAYNOW150; request_store_payment: at the store's counter, e.g. STOREPAY100): its discount holds
// only for an order paid that way. The order names its way with the same two flags; the checkout
// form sets one of them, and an order naming both says nothing clear.

/** The two flags of a coupon, and of an order (the way it chose). */
export interface PaymentFlags {
  request_payment: boolean;
  request_store_payment: boolean;
}

export const PAYMENT_CHOICE_MESSAGE_KEYS = ['payment.oneWay'] as const;

/** The message of an order that asks for both ways at once. */
export const ONE_PAYMENT_WAY_MESSAGE: RuleMessage<'payment.oneWay'> = { key: 'payment.oneWay' };

/** Whether the flags ask for both ways at once. */
export const asksBothWays = (flags: PaymentFlags): boolean =>
  flags.request_payment && flags.request_store_payment;

/** The one way the flags ask for; null when they ask for none, or for both. */
export function paymentWay(flags: PaymentFlags): PaymentMethod | null {
  if (asksBothWays(flags)) return null;
  if (flags.request_payment) return 'promptpay';
  return flags.request_store_payment ? 'store' : null;
}

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
