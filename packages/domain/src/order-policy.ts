import {
  canTransition,
  isBeforeScheduled,
  isOrderOpen,
  isTeamAtWork,
  statusAfterPayment,
  type OrderStatus,
  type PaymentMethod,
  type PaymentState,
} from './order-status';
import {
  inReach,
  reachOf,
  type OrderPlace,
  type Reach,
  type ReachingActor,
  type Scope,
} from './order-reach';
import { hasReceivedPayment } from './payment-ledger';
import { PAYMENT_WAY_RULES } from './payment-methods';
import type { Role } from './roles';

// Who may do what to an order, and when (issue 19, docs/decisions/036): one table of role × action
// → the orders it reaches (its scope), then the order's own state (status, payment). The server
// asks `can` before every change and answers its refusal; the web shows only what `can` allows.

/** What can be done to an existing order. Each status step has its action; `paid` comes by paying. */
export const ORDER_ACTIONS = [
  'read',
  'change_date',
  'pay_store',
  'pay_promptpay',
  // Attaching a bank transfer's slip (decision 069); an operator verifies it.
  'pay_bank_transfer',
  'assign_contractor',
  'schedule',
  'depart',
  'start',
  'complete',
  'cancel',
  'refund',
  // The technician's report that the job cannot go on as booked: flags it, changes no status.
  'report_problem',
  // Recording the customer's signed approval of a survey's quotation at the store's counter (079).
  'approve_quotation',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Which orders an action reaches: the caller's stores, their channel, their team, or all. */
export type { Scope };

const SHOP_TABLE = {
  change_date: 'store',
  pay_store: 'store',
  pay_promptpay: 'store',
  pay_bank_transfer: 'store',
  cancel: 'store',
  approve_quotation: 'store',
} as const satisfies Partial<Record<OrderAction, Scope>>;

/** The policy table. An action missing from a role's row is never allowed to it. */
export const ORDER_POLICY: Readonly<Record<Role, Readonly<Partial<Record<OrderAction, Scope>>>>> = {
  Sales: { read: 'store', ...SHOP_TABLE },
  // A channel manager reads every order of their channel, and changes only their stores' orders.
  'Channel Manager': { read: 'channel', ...SHOP_TABLE },
  'External Brand': { read: 'store' },
  // Refunds are Changdee's alone (docs/decisions/039).
  Operator: Object.fromEntries(ORDER_ACTIONS.map((action) => [action, 'all'])),
  Technician: {
    read: 'team',
    schedule: 'team',
    depart: 'team',
    start: 'team',
    complete: 'team',
    report_problem: 'team',
  },
};

/**
 * The status step each action takes (read, paying, re-dating and reporting a problem take none of
 * their own).
 */
export const ACTION_STATUS: Readonly<Partial<Record<OrderAction, OrderStatus>>> = {
  assign_contractor: 'contractor_assigned',
  schedule: 'scheduled',
  depart: 'on_the_way',
  start: 'in_progress',
  complete: 'completed',
  cancel: 'cancelled',
};

/** The action that moves an order to `status`; null for `created` and `paid` (payments only). */
export function statusAction(status: OrderStatus): OrderAction | null {
  const entry = Object.entries(ACTION_STATUS).find(([, to]) => to === status);
  return entry ? (entry[0] as OrderAction) : null;
}

/** The person asking: their role, stores, channels and contractor team. */
export interface PolicyActor extends ReachingActor {
  role: Role;
}

/** The facts of an order the policy reads. */
export interface PolicyOrder extends OrderPlace {
  status: OrderStatus;
  paymentState: PaymentState;
  /** A coupon of the order asked for payment online before confirmation (PAYNOW150). */
  requiresOnlinePayment: boolean;
}

/**
 * Why an action is refused: `not_found` — the order is not the caller's to see (answered as if it
 * did not exist); `forbidden` — their role may not do it to this order; the others are the
 * order's state.
 */
export type Refusal =
  | 'not_found'
  | 'forbidden'
  | 'status'
  | 'closed'
  | 'already_paid'
  | 'payment_required'
  | 'contractor_required'
  | 'no_refund_due';

export type Decision = { allowed: true } | { allowed: false; reason: Refusal };

const ALLOWED: Decision = { allowed: true };
const refuse = (reason: Refusal): Decision => ({ allowed: false, reason });

function reaches(actor: PolicyActor, scope: Scope | undefined, order: PolicyOrder): boolean {
  return inReach(reachOf(actor, scope), order);
}

/** The orders `actor` may read, as a query applies it (the portal's order list). */
export const readReach = (actor: PolicyActor): Reach =>
  reachOf(actor, ORDER_POLICY[actor.role].read);

/** What the order's state says about an action, whoever asks. */
function stateAllows(actor: PolicyActor, action: OrderAction, order: PolicyOrder): Decision {
  const shop = actor.role !== 'Operator';
  switch (action) {
    case 'read':
      return ALLOWED;
    case 'change_date':
      // The store re-dates until the job is scheduled; after that, until it starts, Changdee does.
      if (shop ? !isBeforeScheduled(order.status) : !isOrderOpen(order.status))
        return refuse('closed');
      return ALLOWED;
    case 'pay_store':
    case 'pay_promptpay':
    case 'pay_bank_transfer':
      // Money the provider sends anyway is taken (a refund falls due); a person is stopped first.
      if (hasReceivedPayment(order.paymentState)) return refuse('already_paid');
      return isOrderOpen(order.status) ? ALLOWED : refuse('closed');
    case 'refund':
      return order.paymentState === 'refund_due' ? ALLOWED : refuse('no_refund_due');
    case 'report_problem':
      return isTeamAtWork(order.status) ? ALLOWED : refuse('status');
    case 'approve_quotation':
      // The survey's state matters not: the quotation's own rules decide (decision 079).
      return ALLOWED;
    default: {
      const to = ACTION_STATUS[action]!;
      if (!canTransition(order.status, to)) return refuse('status');
      // A store cancels only an unpaid job not yet started; paid ones go to Changdee (refunds).
      if (
        action === 'cancel' &&
        shop &&
        (hasReceivedPayment(order.paymentState) || !isOrderOpen(order.status))
      )
        return refuse('forbidden');
      if (action === 'assign_contractor' && order.contractorId === null)
        return refuse('contractor_required');
      if (
        action === 'schedule' &&
        order.requiresOnlinePayment &&
        !hasReceivedPayment(order.paymentState)
      )
        return refuse('payment_required');
      return ALLOWED;
    }
  }
}

/**
 * Whether `actor` may do `action` to `order`, or why not. An order the actor may not even read is
 * `not_found`; one they read but may not act on is `forbidden`; then the order's state decides.
 */
export function can(actor: PolicyActor, action: OrderAction, order: PolicyOrder): Decision {
  const row = ORDER_POLICY[actor.role];
  if (!reaches(actor, row.read, order)) return refuse('not_found');
  if (!reaches(actor, row[action], order)) return refuse('forbidden');
  return stateAllows(actor, action, order);
}

/** The actions `actor` may do to `order` now (what the web offers). */
export const allowedActions = (actor: PolicyActor, order: PolicyOrder): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => can(actor, action, order).allowed);

/**
 * The order's status after an allowed action. Its payment state is not this function's: it is
 * derived from the money entries the action writes (payment-ledger.ts paymentSummary).
 */
export function afterAction(order: PolicyOrder, action: OrderAction): PolicyOrder {
  if (action === 'pay_store') return { ...order, status: statusAfterPayment(order.status) };
  const to = ACTION_STATUS[action];
  return to ? { ...order, status: to } : order;
}

/** Words the request itself must carry: a reason to cancel, the receipt of a store payment. */
export const needsReason = (status: OrderStatus): boolean => status === 'cancelled';
export const needsReference = (method: PaymentMethod): boolean =>
  PAYMENT_WAY_RULES[method].needsReference;
