import { isOneOf } from './one-of';

/**
 * The life of an order (issue 12). Decision: payment has a state of its own (PAYMENT_STATES), and
 * `paid` is also a step of the life, taken when the payment arrives before a contractor confirmed
 * the job; a payment arriving later is recorded without moving the order back.
 */
export const ORDER_STATUSES = [
  'created',
  'paid',
  'contractor_assigned',
  'scheduled',
  'on_the_way',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  isOneOf(ORDER_STATUSES, value);

/**
 * The steps an order may take from each status; completed and cancelled are final. Who may take
 * each step, and what must be true first, is order-policy.ts (docs/decisions/036): an operator may
 * still cancel a job in progress.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['paid', 'contractor_assigned', 'cancelled'],
  paid: ['contractor_assigned', 'cancelled'],
  contractor_assigned: ['scheduled', 'cancelled'],
  // The technician says they are on their way (issue 20, docs/decisions/044); one already at the
  // door may start at once.
  scheduled: ['on_the_way', 'in_progress', 'cancelled'],
  on_the_way: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/**
 * Whether the job is still to be done: its booking may move and it may be paid. A technician on
 * the way has not started: the job may still be re-dated or given to another team.
 */
export const isOrderOpen = (status: OrderStatus): boolean =>
  status !== 'in_progress' && status !== 'completed' && status !== 'cancelled';

/** Spec §1 "change an order's date": only before the technician has started. */
export const canChangeDate = (status: OrderStatus): boolean => isOrderOpen(status);

/** Issue 19: a store changes the date only before the job is scheduled (then Changdee does). */
export const isBeforeScheduled = (status: OrderStatus): boolean =>
  status === 'created' || status === 'paid' || status === 'contractor_assigned';

/** A team holds the job and has not finished it: what a technician may report a problem on. */
export const isTeamAtWork = (status: OrderStatus): boolean =>
  status === 'contractor_assigned' ||
  status === 'scheduled' ||
  status === 'on_the_way' ||
  status === 'in_progress';

/** The status after a payment arrives: `paid` for a new order, otherwise unchanged. */
export const statusAfterPayment = (status: OrderStatus): OrderStatus =>
  status === 'created' ? 'paid' : status;

/**
 * Spec §7 cart-payment methods: a PromptPay QR, the store took the money, or a bank transfer whose
 * slip an operator verifies (docs/decisions/069). Each way's rules: payment-methods.ts.
 */
export const PAYMENT_METHODS = ['promptpay', 'store', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * unpaid → pending (a PromptPay QR was issued, or a transfer slip waits for an operator) → paid; a store payment is paid at once. Money
 * received beyond what the order owes (a payment on a cancelled order, a second payment) is
 * `refund_due` until refunded; a cancelled order whose money all went back is `refunded`. Derived
 * from the order's money entries by payment-ledger.ts (docs/decisions/039).
 */
export const PAYMENT_STATES = ['unpaid', 'pending', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What an order's history records a change of. */
export const ORDER_CHANGE_KINDS = [
  'status',
  'payment',
  'expected_date',
  'contractor',
  // The payment hold: released when it ran out unpaid, booked again when paid late (decision 040).
  'hold',
  // A technician's report that the job cannot go on as booked (docs/decisions/044).
  'problem',
  // A customer's request for another date decided by the office: dismissed, or the job moved
  // (tracking-link.ts RESCHEDULE_OUTCOMES; docs/decisions/044).
  'reschedule',
  // An on-site extra (decision 080): added (to 'proposed'), then approved or declined by the
  // customer; `from` is the extra's id (the pages name it from the order's extras).
  'extra',
] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];
