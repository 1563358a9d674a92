import { sql } from 'drizzle-orm';
import { check, char, date, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { RESCHEDULE_OUTCOMES } from '@changdee/domain/tracking-link';
import { orders } from './orders';
import { inList } from './sql-checks';

// The customer's tracking link and what the customer asks through it (issue 22 item 2,
// docs/decisions/046).

/**
 * One link per order. The token itself is never stored: it is HMAC-derived from the server's key
 * and the row's random nonce (128 bits), so trackingLink() can give the same URL again, and a copy
 * of this table alone opens nothing. Lookups go by the token's SHA-256 (`token_hash`), an equality
 * on a digest: its timing says nothing about how close a guessed token was.
 */
export const trackingLinks = pgTable('tracking_links', {
  orderNo: text('order_no')
    .primaryKey()
    .references(() => orders.orderNo, { onDelete: 'cascade' }),
  /** 16 random bytes, hex. */
  nonce: char('nonce', { length: 32 }).notNull(),
  /** SHA-256 of the token, hex. */
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's request for another date, for the operators' "needs a decision" list (the dispatch
 * board reads it). One per order and Bangkok day: a repeat the same day updates nothing.
 */
export const rescheduleRequests = pgTable(
  'reschedule_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    /** The Bangkok day it was asked on (the idempotency key with the order). */
    requestDay: date('request_day', { mode: 'string' }).notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }),
    note: text('note').notNull(),
    /** Set by the operator who decided it (the dispatch board); null while it needs a decision. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** How it was decided (set with decided_at): the job moved, or kept as booked. */
    outcome: text('outcome', { enum: RESCHEDULE_OUTCOMES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reschedule_requests_order_day_uq').on(t.orderNo, t.requestDay),
    check(
      'reschedule_requests_outcome_ck',
      sql`${inList(t.outcome, RESCHEDULE_OUTCOMES)} and (${t.outcome} is null) = (${t.decidedAt} is null)`,
    ),
  ],
);
