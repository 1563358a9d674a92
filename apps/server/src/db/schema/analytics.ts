import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SALES_ROLLUP_DIMENSIONS } from '@changdee/domain/sales-figures';
import { channels, stores } from './identity';
import { inList } from './sql-checks';

// The dashboards' daily rollup (issue 32 item 4, decisions 076 and 077): the figures of each
// business day, made from the order events and the money ledger by the rollup job
// (modules/analytics/reroll-day.ts), never counted by hand. A day is re-rolled whole (its rows
// deleted and written again in one transaction) whenever an event touches it, so a late event
// corrects the day it belongs to. The charts read these rows only.
//
// Each day is kept once per dimension a chart splits by: per store, per seller, per work type and
// per team, each row within one store (a Channel Manager reads their channel's stores). A chart
// reads the rows of its one dimension, so a year of a dimension is a few hundred thousand rows at
// most, never the cross product of every dimension (the bench: docs/benchmarks.md).

/** Where the rows of one day and store belong. */
const storeColumns = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  channelCode: text('channel_code')
    .notNull()
    .references(() => channels.code, { onDelete: 'cascade' }),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
});

/** The figures a row counts (domain sales-figures.ts COUNTED_FIGURES). */
const figureColumns = () => ({
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
  /** The customers' ratings given that day, and their stars added up. */
  ratings: integer('ratings').notNull().default(0),
  ratingStars: integer('rating_stars').notNull().default(0),
});

/** What a row is split by within its store, and its place there. */
const splitColumns = () => ({
  /** What the row is split by within its store: 'store' is the store's whole day. */
  dimension: text('dimension', { enum: SALES_ROLLUP_DIMENSIONS }).notNull(),
  /**
   * The seller's code, the work type of the order's first line, or the id of the team last
   * booked for the order ('' for none ever); '' for the store's whole day.
   */
  key: text('key').notNull(),
  /** A seller's name as their orders keep it (the greatest, if it changed). */
  sellerName: text('seller_name'),
});

export const salesDays = pgTable(
  'sales_days',
  {
    ...storeColumns(),
    ...splitColumns(),
    ...figureColumns(),
  },
  (t) => [
    index('sales_days_dimension_day_idx').on(t.dimension, t.day),
    index('sales_days_day_idx').on(t.day),
    check('sales_days_dimension_ck', inList(t.dimension, SALES_ROLLUP_DIMENSIONS)),
  ],
);

/**
 * The same figures per calendar month (`month` is its first day), added up from the month's days
 * whenever one of them is rolled up: a chart by month over two years reads 24 rows a place.
 */
export const salesMonths = pgTable(
  'sales_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    ...splitColumns(),
    ...figureColumns(),
  },
  (t) => [
    index('sales_months_dimension_month_idx').on(t.dimension, t.month),
    check('sales_months_dimension_ck', inList(t.dimension, SALES_ROLLUP_DIMENSIONS)),
  ],
);

/** Orders cancelled per day, store and reason (the reason as the person who cancelled wrote it). */
export const salesDayCancellations = pgTable(
  'sales_day_cancellations',
  {
    ...storeColumns(),
    reason: text('reason').notNull(),
    cancelled: integer('cancelled').notNull(),
  },
  (t) => [index('sales_day_cancellations_day_idx').on(t.day)],
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
