import { char, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

// Linking a customer's LINE account to one order (issue 22, docs/decisions/052). The tracking page
// gives a one-time code; the LINE webhook reads it in the customer's message and writes
// order_line_links (schema/messages.ts), which the outbox joins on the order.

/**
 * One code a row, given on the tracking page of an order and good for a day. Only its keyed digest
 * is stored (HMAC-SHA256 under a key derived from ACCESS_TOKEN_SECRET): a copy of the table gives
 * no code, and 50 bits are too few to keep a plain hash from being searched.
 */
export const lineLinkCodes = pgTable(
  'line_link_codes',
  {
    /** HMAC-SHA256 of the normalised code, hex. */
    codeHash: char('code_hash', { length: 64 }).primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a LINE message carried it; a used code links nothing again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('line_link_codes_order_idx').on(t.orderNo)],
);

/**
 * The LINE webhook's events already handled, by LINE's webhookEventId (or, for an event without
 * one, 'derived:' and a digest of what identifies it: messages/line-link.ts): a redelivered event
 * changes nothing and gets no second reply. Rows older than two days are pruned as events arrive.
 */
export const lineWebhookEvents = pgTable(
  'line_webhook_events',
  {
    webhookEventId: text('webhook_event_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('line_webhook_events_received_idx').on(t.receivedAt)],
);
