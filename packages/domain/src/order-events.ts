import type { BusinessDate } from './dates';
import type { OrderStatus } from './order-status';

// What happened to an order (issue 30, decision 068): every change its customer, its documents or
// its people react to is one of these events, told once, in the transaction of the change. The
// reactions (the customer's messages, the tax documents) handle every kind: a kind added here
// that a reaction does not handle does not compile.

export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'date_changed',
  'technician_assigned',
  'on_the_way',
  'completed',
  'cancelled',
  'refund_recorded',
  'hold_released',
  // An operator rejected a bank transfer's slip, with the reason the customer is told (069).
  'payment_slip_rejected',
  // Just after "completed", in its transaction: the customer is asked to rate the job (078).
  'rating_requested',
  // The customer rated the completed job, once (078); the dashboards count it on its day (077).
  'rated',
  // On-site extras (decision 080): the technician added extras for the customer to approve; the
  // customer approved or declined one; the difference the approved ones owe was paid.
  'extras_proposed',
  'extra_approved',
  'extra_declined',
  'extras_paid',
  // A survey's quotation was sent to the customer, with its last valid day (081).
  'quotation_sent',
  // A sent quotation ends within three days and is not answered yet: the reminder (081).
  'quotation_expiring',
  // The customer approved the survey's quotation, which placed this installation order (079).
  'quotation_approved',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The kinds whose facts are all the order's own (no amount). */
export type PlainEventKind = Exclude<
  OrderEventKind,
  'paid' | 'refund_recorded' | 'payment_slip_rejected' | QuotationEventKind
>;

/** The events of a survey's quotation: each carries the quotation's last valid day (081). */
export type QuotationEventKind = 'quotation_sent' | 'quotation_expiring';

/** An event with the facts its reactions need that the order itself does not keep. */
export type OrderEvent =
  /** Money received, in baht (one payment; the order may have more). */
  | { kind: 'paid'; amount: number }
  /** Money given back, in baht, and the ledger entry that records it. */
  | { kind: 'refund_recorded'; amount: number; refundEntryId: number }
  /** A transfer slip an operator did not accept, and why. */
  | { kind: 'payment_slip_rejected'; reason: string }
  /** The survey's quotation sent, or ending soon: the last Bangkok day it may be approved. */
  | { kind: QuotationEventKind; validUntil: BusinessDate }
  | { kind: PlainEventKind };

/** The event of a status step (a status reached by a step of the job); null for none. */
export function statusEvent(to: OrderStatus): PlainEventKind | null {
  switch (to) {
    case 'contractor_assigned':
      return 'technician_assigned';
    case 'on_the_way':
    case 'completed':
    case 'cancelled':
      return to;
    case 'created':
    case 'paid':
    case 'scheduled':
    case 'in_progress':
      return null;
  }
}

/**
 * The events a status step tells, in their order: a completion is followed by the request for a
 * rating, so the customer reads "done" before "please rate" (decision 078).
 */
export function statusEvents(to: OrderStatus): PlainEventKind[] {
  const event = statusEvent(to);
  if (!event) return [];
  return event === 'completed' ? ['completed', 'rating_requested'] : [event];
}

/** An event of `kind` that carries no facts beyond the order (a status step's). */
export const eventOf = (kind: PlainEventKind): OrderEvent => ({ kind });
