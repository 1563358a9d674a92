import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractors } from './contractors';
import { districts } from './geography';
import { orders } from './orders';

// Bookings and the capacity they use (decision 011). Capacity is a counted row, never a
// count of bookings: one row per contractor, date and slot, and one per contractor and date, each
// holding `used` and `capacity`, with CHECK used <= capacity. A booking takes a unit with a
// conditional upsert (… ON CONFLICT DO UPDATE SET used = used + 1 WHERE used < capacity) inside the
// order's transaction, so concurrent orders can never overbook.
//
// `capacity` on a counter is the contractor's capacity now, never below `used`: the reservation
// writes it, and triggers (custom migration 0003_capacity_sync.sql) rewrite it when a contractor's
// slot or daily capacity changes. So a counter is full exactly when used >= capacity, and the
// partial indexes on that predicate let the calendar read only the full ones.

export const TIME_SLOT_VALUES = ['1', '2'] as const;
export const BOOKING_STATUSES = ['booked', 'released'] as const;

/** Units of a contractor's slot capacity in use on a date (rows appear with the first booking). */
export const contractorSlotUsage = pgTable(
  'contractor_slot_usage',
  {
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot', { enum: TIME_SLOT_VALUES }).notNull(),
    used: integer('used').notNull(),
    /** The contractor's capacity in this slot, or `used` if that is more (it was lowered). */
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractorId, t.serviceDate, t.timeSlot] }),
    index('contractor_slot_usage_full_idx')
      .on(t.contractorId, t.serviceDate)
      .where(sql`${t.used} >= ${t.capacity}`),
    check(
      'contractor_slot_usage_ck',
      sql`${t.timeSlot} in ('1', '2') and ${t.used} >= 0 and ${t.used} <= ${t.capacity}`,
    ),
  ],
);

/** Units of a contractor's daily capacity in use on a date, over both slots. */
export const contractorDayUsage = pgTable(
  'contractor_day_usage',
  {
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
    /** The contractor's daily capacity, or `used` if that is more (it was lowered). */
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractorId, t.serviceDate] }),
    index('contractor_day_usage_full_idx')
      .on(t.contractorId, t.serviceDate)
      .where(sql`${t.used} >= ${t.capacity}`),
    check('contractor_day_usage_ck', sql`${t.used} >= 0 and ${t.used} <= ${t.capacity}`),
  ],
);

/**
 * One job a contractor comes for: an order's date and slot. A booked row holds one unit of both
 * usage counters; releasing it gives them back. An order has at most one booked row at a time.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    /** Where the job is, and the work it needs: what a move to another date must satisfy again. */
    districtCode: char('district_code', { length: 4 })
      .notNull()
      .references(() => districts.code),
    workTypes: text('work_types').array().notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot', { enum: TIME_SLOT_VALUES }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_order_booked_uq')
      .on(t.orderNo)
      .where(sql`${t.status} = 'booked'`),
    index('bookings_contractor_date_idx').on(t.contractorId, t.serviceDate),
    // An order's bookings, newest first: the team the dashboards' rollup counts a job for.
    index('bookings_order_created_idx').on(t.orderNo, t.createdAt),
    // The dispatch board's "which of the day's jobs hold no team" (docs/decisions/044).
    index('bookings_booked_date_idx')
      .on(t.serviceDate, t.orderNo)
      .where(sql`${t.status} = 'booked'`),
    check(
      'bookings_ck',
      sql`${t.timeSlot} in ('1', '2') and ${t.status} in ('booked', 'released')
        and (${t.status} = 'released') = (${t.releasedAt} is not null)
        and cardinality(${t.workTypes}) > 0`,
    ),
  ],
);
