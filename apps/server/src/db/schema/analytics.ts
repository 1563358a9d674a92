import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { channels, stores } from './identity';

// The dashboards' daily rollup (issue 32 item 4, decisions 076 and 077): one row per business day
// and per place an order belongs to (channel, store, seller, work type, team) with the figures of
// that day, made from the order events and the money ledger by the rollup job
// (modules/analytics/reroll-day.ts), never counted by hand. A day is re-rolled whole (its rows
// deleted and written again in one transaction) whenever an event touches it, so a late event
// corrects the day it belongs to. The charts read these rows only.

/** The place columns both rollup tables share: what the figures can be split by. */
const placeColumns = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  channelCode: text('channel_code')
    .notNull()
    .references(() => channels.code, { onDelete: 'cascade' }),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  sellerCode: text('seller_code').notNull(),
  /** The seller's name as their orders of that day keep it (the greatest, if it changed). */
  sellerName: text('seller_name').notNull(),
  /** The work type of the order's first line. */
  workType: text('work_type').notNull(),
  /** The contractor team last booked for the order; null when none ever was. */
  teamId: uuid('team_id'),
});

export const salesDays = pgTable(
  'sales_days',
  {
    ...placeColumns(),
    /** Orders placed that day, their value after discounts and what the discounts gave away. */
    orders: integer('orders').notNull(),
    booked: integer('booked').notNull(),
    promotionCost: integer('promotion_cost').notNull(),
    couponCost: integer('coupon_cost').notNull(),
    /** The ledger's entries of that day: money received and money refunded. */
    received: integer('received').notNull(),
    refunded: integer('refunded').notNull(),
    /** Orders cancelled that day. */
    cancelled: integer('cancelled').notNull(),
    /** Jobs completed whose service date is that day, by their slot's end, at the first visit. */
    completed: integer('completed').notNull(),
    onTime: integer('on_time').notNull(),
    firstVisit: integer('first_visit').notNull(),
  },
  (t) => [
    index('sales_days_day_idx').on(t.day),
    index('sales_days_channel_day_idx').on(t.channelCode, t.day),
  ],
);

/** Orders cancelled per day, place and reason (the reason as the person who cancelled wrote it). */
export const salesDayCancellations = pgTable(
  'sales_day_cancellations',
  {
    ...placeColumns(),
    reason: text('reason').notNull(),
    cancelled: integer('cancelled').notNull(),
  },
  (t) => [
    index('sales_day_cancellations_day_idx').on(t.day),
    index('sales_day_cancellations_channel_day_idx').on(t.channelCode, t.day),
  ],
);

/**
 * The days whose figures changed since they were last rolled up: every order event marks the day
 * it happened and, for a completed job, its service date (a late event marks a past day). Rows are
 * only appended, so an order's transaction never waits on another's mark; the rollup job takes
 * them all, re-rolls each day once and deletes them in its transaction.
 */
export const salesDayMarks = pgTable(
  'sales_day_marks',
  { day: date('day', { mode: 'string' }).notNull() },
  (t) => [index('sales_day_marks_day_idx').on(t.day)],
);
