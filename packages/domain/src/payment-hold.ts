import type { PolicyOrder } from './order-policy';
import {
  isBeforeScheduled,
  type OrderStatus,
  type PaymentMethod,
  type PaymentState,
} from './order-status';
import { hasReceivedPayment } from './payment-ledger';
import { PAYMENT_WAY_RULES } from './payment-methods';

// The hold an unpaid PromptPay order keeps on its technician's slot, and the status that follows
// the order's booking (issue 19, docs/decisions/040). These are the system's steps, not a
// person's: ORDER_TRANSITIONS and the policy say what people may do; this says what the booking
// and the clock do to an order.

/** PAYMENT_HOLD_MINUTES' default: how long a PromptPay QR holds the slot unpaid. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 30;

/** The history's login for changes the server makes by itself (a hold expiring, a re-booking). */
export const SYSTEM_LOGIN = 'system';

/** Why the system changed an order: kept in the history's `reason`, read in either language. */
export const HOLD_REASONS = {
  /** The hold ran out unpaid: the booking and the coupon uses were given back. */
  expired: 'payment_hold_expired',
  /** Paid after the hold ran out, and the slot was still free: booked again. */
  rebooked: 'paid_after_hold_expired',
  /** Paid after the hold ran out, but the slot had been taken: cancelled, the money to refund. */
  slotTaken: 'slot_taken_after_hold_expired',
  /** Re-booked, but a coupon was used up meanwhile: the paid discount is honoured all the same. */
  couponUsedUp: 'coupon_used_up_after_hold_expired',
} as const;
export type HoldReason = (typeof HOLD_REASONS)[keyof typeof HOLD_REASONS];

export const isHoldReason = (value: unknown): value is HoldReason =>
  (Object.values(HOLD_REASONS) as unknown[]).includes(value);

/** When a hold started at `issuedAt` ends. */
export const holdEndsAt = (issuedAt: Date, minutes: number): Date =>
  new Date(issuedAt.getTime() + minutes * 60_000);

/** What decides whether an order's hold has run out. */
export interface HoldFacts {
  status: OrderStatus;
  paymentState: PaymentState;
  paymentMethod: PaymentMethod | null;
  /** When the hold ends; null when none was started (no QR issued). */
  holdUntil: Date | null;
  /** When the hold was released; null while it holds (or after a re-booking). */
  holdReleasedAt: Date | null;
}

/**
 * Whether the order's hold has run out at `now` and its booking should be released: a PromptPay
 * QR still unpaid after its hold time, on a job nobody has scheduled yet (once Changdee schedules
 * it, the slot is theirs to keep), released once.
 */
export const holdExpired = (order: HoldFacts, now: Date): boolean =>
  order.paymentState === 'pending' &&
  order.paymentMethod !== null &&
  PAYMENT_WAY_RULES[order.paymentMethod].releasedWhenHoldEnds &&
  order.holdReleasedAt === null &&
  order.holdUntil !== null &&
  order.holdUntil.getTime() <= now.getTime() &&
  isBeforeScheduled(order.status);

/**
 * The status that follows the booking: a job booked with a contractor is at least "contractor
 * assigned"; one whose booking was released goes back to where it stood without one (paid or
 * created). Later statuses are people's steps and stay.
 */
export function statusWithBooking(
  order: { status: OrderStatus; paymentState: PaymentState },
  booked: boolean,
): OrderStatus {
  if (!isBeforeScheduled(order.status)) return order.status;
  if (booked) return 'contractor_assigned';
  return hasReceivedPayment(order.paymentState) ? 'paid' : 'created';
}

/** The order as placed: its booking names a contractor (or not). */
export const placedOrder = (order: PolicyOrder): PolicyOrder => ({
  ...order,
  status: statusWithBooking(order, order.contractorId !== null),
});

/** The order after its hold ran out: no contractor, its status back to unbooked. */
export const afterHoldReleased = (order: PolicyOrder): PolicyOrder => ({
  ...order,
  contractorId: null,
  status: statusWithBooking(order, false),
});

/**
 * The order after money arrived once its hold had run out (the payment already applied): booked
 * again with `contractorId` when its slot was still free, cancelled otherwise (the money is then
 * to be refunded).
 */
export const afterLatePayment = (order: PolicyOrder, contractorId: string | null): PolicyOrder =>
  contractorId === null
    ? { ...order, status: 'cancelled' }
    : { ...order, contractorId, status: statusWithBooking(order, true) };
