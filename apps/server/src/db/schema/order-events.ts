import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ORDER_EVENT_KINDS } from '@changdee/domain/order-events';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { orders } from './orders';
import { inList } from './sql-checks';

// What happened to each order, in the order it happened (issue 30, decisions 068 and 071): one
// row per order event, written in the transaction of the change and in one statement with the
// rows its reactions write (the customer's messages). The facts are the order's as they were
// then, so a reaction that runs later still tells what happened, not what the order says now.
// A row is never changed or deleted: it is the order's record of its life.
export const orderEvents = pgTable(
  'order_events',
  {
    /** Increasing: the order of an order's events. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    /** Not checked by the database: a kind is added by code first (domain order-events.ts). */
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    /** The money received or given back, in baht (paid, refund_recorded). */
    amount: integer('amount'),
    /** Why an operator did not accept a transfer slip (payment_slip_rejected). */
    reason: text('reason'),
    /** The ledger entry of a refund (refund_recorded). */
    refundEntryId: bigint('refund_entry_id', { mode: 'number' }),
    /** The last day the survey's quotation may be approved (quotation_sent, _expiring; 081). */
    validUntil: date('valid_until', { mode: 'string' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot', { enum: TIME_SLOTS }).notNull(),
    /** The first name of the technician who took the order's last step, when one had. */
    technician: text('technician'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderNo, t.id),
    // The dashboards' rollup reads a day's events, and the jobs completed on a service date.
    index('order_events_at_idx').on(t.at),
    index('order_events_completed_date_idx')
      .on(t.serviceDate)
      .where(sql`${t.kind} = 'completed'`),
    check('order_events_time_slot_ck', inList(t.timeSlot, TIME_SLOTS)),
  ],
);
