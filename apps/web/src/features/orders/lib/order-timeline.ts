import type { OrderChange } from '@changdee/contract/orders';
import { isBusinessDate, type BusinessDate } from '@changdee/domain/dates';
import type { OrderStatus } from '@changdee/domain/order-status';
import { isTimeSlot, type TimeSlot } from '@changdee/domain/time-slots';

// The tracking page's reading of an order's life (domain order-status): the steps of the way an
// order goes, which it has passed and when, and what each change of its history was.

/**
 * The way an order goes when nothing goes wrong. The status 'paid' is passed only when paid before
 * assignment; a payment made later still ticks the 'paid' step, at the payment's time.
 */
export const ORDER_PATH: readonly OrderStatus[] = [
  'created',
  'paid',
  'contractor_assigned',
  'scheduled',
  'on_the_way',
  'in_progress',
  'completed',
];

export type StepState = 'done' | 'current' | 'todo' | 'skipped';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached the step (ISO instant), if it did. */
  at: string | null;
}

/**
 * What the steps are read from: the shop's order, or the customer's tracking answer (whose history
 * has the status changes only, without names; decision 046).
 */
export interface TimelineSource {
  status: OrderStatus;
  created_at: string;
  history: readonly Pick<OrderChange, 'kind' | 'to' | 'at'>[];
  payment: { paid_at: string | null };
}

/** When the order's history says it reached each status (the first time). */
function reachedAt(
  order: Pick<TimelineSource, 'created_at' | 'history'>,
): Map<OrderStatus, string> {
  const reached = new Map<OrderStatus, string>([['created', order.created_at]]);
  for (const change of order.history)
    if (change.kind === 'status' && !reached.has(change.to as OrderStatus))
      reached.set(change.to as OrderStatus, change.at);
  return reached;
}

/**
 * The path's steps for the order, up to its status: passed ones are done (a 'paid' step the order went past without
 * it is skipped), its status is current, the rest to come. A cancelled order keeps the steps it
 * passed and ends with 'cancelled'.
 */
export function orderTimeline(order: TimelineSource): TimelineStep[] {
  const reached = reachedAt(order);
  const currentIndex = ORDER_PATH.indexOf(order.status);
  const lastReached = Math.max(...ORDER_PATH.map((status, i) => (reached.has(status) ? i : -1)));
  const steps = ORDER_PATH.map((status, index): TimelineStep => {
    const at = reached.get(status) ?? null;
    // Paid after a team was assigned (PromptPay, or at the store): the status never was 'paid'.
    if (status === 'paid' && !at && order.payment.paid_at && status !== order.status)
      return { status, state: 'done', at: order.payment.paid_at };
    if (status === order.status) return { status, state: 'current', at };
    // A step the order reached and then left backwards (its payment hold ran out: no technician
    // any more, decision 040) is not ticked while the order stands before it again.
    if (at && (order.status === 'cancelled' || index < currentIndex))
      return { status, state: 'done', at };
    const passed = order.status === 'cancelled' ? index < lastReached : index < currentIndex;
    return { status, state: passed ? 'skipped' : 'todo', at: null };
  });
  if (order.status !== 'cancelled') return steps;
  const kept = steps.filter((step) => step.state === 'done');
  return [...kept, { status: 'cancelled', state: 'current', at: reached.get('cancelled') ?? null }];
}

/** An expected_date change's value ('YYYY-MM-DD/1'), or null when it is not one. */
export function readDateSlot(value: string | null): { date: BusinessDate; slot: TimeSlot } | null {
  const [date, slot] = (value ?? '').split('/');
  return isBusinessDate(date) && isTimeSlot(slot) ? { date, slot } : null;
}

/** Newest first: what the tracking page lists under the steps. */
export const historyNewestFirst = (history: readonly OrderChange[]): OrderChange[] =>
  [...history].reverse();
