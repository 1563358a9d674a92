import type { PaymentMethod } from './order-status';

// How each way of paying behaves, in one table (issue 30, docs/decisions/069): the server, the
// shop and the portal read it instead of comparing a method with 'store' or 'promptpay', so a new
// way does not compile until its row is written here.

/** What a way of paying means to the order. */
export interface PaymentWayRules {
  /** The order-policy action that pays this way (order-policy.ts). */
  action: 'pay_store' | 'pay_promptpay' | 'pay_bank_transfer';
  /** Money is taken at once (the store's counter), or the order waits for it (payment pending). */
  receivedAtOnce: boolean;
  /** The request carries what proves the money came (the store's receipt number). */
  needsReference: boolean;
  /**
   * The order must be paid before the job is done, and while it waits its slot is held only for
   * the hold time (decision 040): the dispatch board and the technician see it is not paid yet.
   */
  paidBeforeJob: boolean;
  /**
   * An order waiting for this way's money gives its slot back when its hold ends unpaid (a
   * PromptPay QR nobody paid, decision 040).
   */
  releasedWhenHoldEnds: boolean;
}

export const PAYMENT_WAY_RULES: Readonly<Record<PaymentMethod, PaymentWayRules>> = {
  promptpay: {
    action: 'pay_promptpay',
    receivedAtOnce: false,
    needsReference: false,
    paidBeforeJob: true,
    releasedWhenHoldEnds: true,
  },
  store: {
    action: 'pay_store',
    receivedAtOnce: true,
    needsReference: true,
    paidBeforeJob: false,
    releasedWhenHoldEnds: false,
  },
  // The customer transfers and a slip is attached (pending); an operator confirms it against the
  // slip (paid) or rejects it (unpaid again). A slip waiting is never released as unpaid: nobody
  // has looked at it yet, so no hold runs on it (decision 069).
  bank_transfer: {
    action: 'pay_bank_transfer',
    receivedAtOnce: false,
    needsReference: false,
    paidBeforeJob: true,
    releasedWhenHoldEnds: false,
  },
};

/**
 * A bank transfer's slip (decision 069): waiting for an operator, then confirmed (the money is
 * recorded) or rejected with a reason (kept, and a new slip may follow).
 */
export const PAYMENT_SLIP_STATES = ['waiting', 'confirmed', 'rejected'] as const;
export type PaymentSlipState = (typeof PAYMENT_SLIP_STATES)[number];

/** An order's history entry as the slip's rejection reads it. */
interface PaymentChange {
  kind: string;
  from: string | null;
  to: string;
  reason?: string | null;
}

/**
 * Why the order's last slip was not accepted: its rejection moved the payment from pending back
 * to unpaid with the operator's reason, and nothing about the payment changed since; else null.
 */
export function lastSlipRejection(history: readonly PaymentChange[]): string | null {
  const change = history.findLast((entry) => entry.kind === 'payment');
  return change?.from === 'pending' && change.to === 'unpaid' ? (change.reason ?? null) : null;
}

/** The rules of `method`. */
export const paymentWayRules = (method: PaymentMethod): PaymentWayRules =>
  PAYMENT_WAY_RULES[method];

/** The ways whose rule `rule` holds (a database query lists them). */
export const methodsWhere = (rule: 'paidBeforeJob' | 'releasedWhenHoldEnds'): PaymentMethod[] =>
  (Object.keys(PAYMENT_WAY_RULES) as PaymentMethod[]).filter(
    (method) => PAYMENT_WAY_RULES[method][rule],
  );

/**
 * Whether an order that names `requested` (null: none chosen) must be paid before its job: the
 * customer chose a way that pays ahead.
 */
export const requiresPaymentBeforeJob = (requested: PaymentMethod | null): boolean =>
  requested !== null && PAYMENT_WAY_RULES[requested].paidBeforeJob;

/**
 * Whether an order whose method is `method` but has no money yet is waiting for it (pending): a
 * way that waits (a QR issued) sets the method before the money comes; one taken at once never
 * does.
 */
export const isAwaitingMoney = (method: PaymentMethod | null): boolean =>
  method !== null && !PAYMENT_WAY_RULES[method].receivedAtOnce;
