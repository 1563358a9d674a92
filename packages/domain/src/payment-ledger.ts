import type { Baht } from './money';
import type { OrderStatus, PaymentState } from './order-status';

// An order's money as a ledger (issue 19, docs/decisions/039): entries of money received (a store
// payment, the payment provider's confirmation) and money refunded, never edited or deleted. The
// payment state is derived from them and from what the order owes — by this one function, for the
// server and the web alike.

export const LEDGER_ENTRY_KINDS = ['received', 'refunded'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * How an operator settles a payment event that came under an event id another order had already
 * used (decision 061): its money recorded on the order it names, or dismissed (no money came).
 */
export const PAYMENT_CONFLICT_RESOLUTIONS = ['recorded', 'dismissed'] as const;
export type PaymentConflictResolution = (typeof PAYMENT_CONFLICT_RESOLUTIONS)[number];

/** What the derivation reads of an entry: its kind and its amount (whole baht, never negative). */
export interface LedgerAmount {
  kind: LedgerEntryKind;
  amount: Baht;
}

/** What an order owes: its total payable, nothing once it is cancelled. */
export const amountOwed = (status: OrderStatus, totalPayable: Baht): Baht =>
  status === 'cancelled' ? 0 : totalPayable;

export interface PaymentFacts {
  status: OrderStatus;
  totalPayable: Baht;
  /** A PromptPay QR was issued (the order waits for the provider). */
  qrIssued: boolean;
  entries: readonly LedgerAmount[];
}

export interface PaymentSummary {
  state: PaymentState;
  /** What the order owes now (amountOwed). */
  owed: Baht;
  received: Baht;
  refunded: Baht;
  /** Money kept beyond what is owed: to be given back. */
  refundDue: Baht;
}

const total = (entries: readonly LedgerAmount[], kind: LedgerEntryKind): Baht =>
  entries.reduce((sum, entry) => (entry.kind === kind ? sum + entry.amount : sum), 0);

/**
 * The payment state of an order. Money kept beyond what it owes: `refund_due`. Nothing received
 * yet, or less than owed: `pending` when a QR was issued, else `unpaid`. Everything received gone
 * back: `refunded`. Otherwise `paid` (an order with nothing to pay is paid by its payment of 0).
 */
export function paymentSummary(facts: PaymentFacts): PaymentSummary {
  const owed = amountOwed(facts.status, facts.totalPayable);
  const received = total(facts.entries, 'received');
  const refunded = total(facts.entries, 'refunded');
  const kept = received - refunded;
  const refundDue = Math.max(0, kept - owed);
  const anyReceived = facts.entries.some((entry) => entry.kind === 'received');
  let state: PaymentState;
  if (refundDue > 0) state = 'refund_due';
  else if (!anyReceived || kept < owed) state = facts.qrIssued ? 'pending' : 'unpaid';
  else if (refunded > 0 && kept === 0) state = 'refunded';
  else state = 'paid';
  return { state, owed, received, refunded, refundDue };
}

/** Whether the order has its money (more, even): paying again would be paying twice. */
export const hasReceivedPayment = (state: PaymentState): boolean =>
  state === 'paid' || state === 'refund_due' || state === 'refunded';

/** Why a refund of `amount` cannot be recorded: nothing is due, or more than is due. */
export type RefundRefusal = 'not_due' | 'exceeds_due';

export function refundRefusal(summary: PaymentSummary, amount: Baht): RefundRefusal | null {
  if (summary.refundDue === 0) return 'not_due';
  return amount > summary.refundDue ? 'exceeds_due' : null;
}
