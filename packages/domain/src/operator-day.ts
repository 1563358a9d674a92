import type { MessageState } from './order-messages';

// What the operator's day counts beside the jobs (issue 32, docs/decisions/075), as the orders
// list's `attention` filter names it, so each number on the page opens exactly the orders it
// counts. Refunds due are the payment state refund_due (the list's `payment` filter).

export const ORDER_ATTENTIONS = [
  /** Late by the rule of late-jobs.ts. */
  'late',
  /** A technician reported a problem that still stands. */
  'problem',
  /** The customer asked for another date and no one has decided yet. */
  'request',
  /** A bank-transfer slip waits for an operator to verify it. */
  'slip',
  /** A customer message failed, was given up, or was reported undelivered. */
  'message',
  /** The customer rated the job low and no operator has followed it up yet (decision 078). */
  'rating',
] as const;
export type OrderAttention = (typeof ORDER_ATTENTIONS)[number];

/** Message states that mean the customer has not been told: failing, or given up. */
export const MESSAGE_TROUBLE_STATES: readonly MessageState[] = ['failed', 'dead'];

/** Delivery reports (the SMS gateway's words) that mean the message never reached the phone. */
export const UNDELIVERED_REPORTS = ['failed', 'undelivered', 'expired', 'rejected'] as const;

/** Whether a message leaves its customer untold. */
export const messageInTrouble = (message: {
  state: MessageState;
  deliveryStatus: string | null;
}): boolean =>
  MESSAGE_TROUBLE_STATES.includes(message.state) ||
  (UNDELIVERED_REPORTS as readonly string[]).includes(message.deliveryStatus ?? '');
