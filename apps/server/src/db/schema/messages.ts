import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '@changdee/domain/locale';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATES } from '@changdee/domain/order-messages';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { orderEvents } from './order-events';
import { orders } from './orders';
import { inList } from './sql-checks';

// The customer's messages (issue 22, docs/decisions/045): the outbox. Each event of an order
// inserts its messages in the transaction of the change, with the job that sends them; the worker
// (modules/messages) moves each through queued → sending → sent, or failed → dead after its
// last try. A row is never deleted: it is the order's record of what the customer was told.

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    event: text('event', { enum: MESSAGE_EVENTS }).notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** The template: the event's text (domain order-messages.ts); kept apart for a later variant. */
    template: text('template').notNull(),
    language: char('language', { length: 2 }).notNull(),
    /** The mobile (sms, log) or the LINE user id (line). */
    recipient: text('recipient').notNull(),
    /**
     * The order's messages in the order of its events (one sequence for all, taken at insert, in
     * the transaction that holds the order's row): a message waits for the earlier ones of its
     * order and channel, so a customer never reads "cancelled" before "paid".
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** Written at the first try from the event's facts below, and sent as is on every retry. */
    body: text('body'),
    /** The event's facts: the amount paid or refunded. */
    amount: integer('amount'),
    /** The event's facts: why a transfer slip was not accepted (decision 069). */
    reason: text('reason'),
    /** The event's facts: the last day a quotation may be approved (decision 081). */
    validUntil: date('valid_until', { mode: 'string' }),
    /**
     * The event's facts as they were when it happened (read from the order in its transaction):
     * a quick change of date after the booking does not turn "booked for 01 Dec" into "02 Dec".
     */
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot', { enum: TIME_SLOTS }).notNull(),
    /** The first name of the technician who took the order's last step, when one had. */
    technician: text('technician'),
    /** The event that made the message (null: a message older than the events' table, 0035). */
    eventId: bigint('event_id', { mode: 'number' }).references(() => orderEvents.id, {
      onDelete: 'cascade',
    }),
    /**
     * Sent with every try (LINE's X-Line-Retry-Key, the SMS gateway's reference): a provider that
     * honours it never sends twice. A "send again" gives the message a new one.
     */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    state: text('state', { enum: MESSAGE_STATES }).notNull().default('queued'),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's id of the sent message (the gateway's message id, LINE's request id). */
    providerId: text('provider_id'),
    /** The SMS gateway's delivery report: delivered, failed, … */
    deliveryStatus: text('delivery_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_order_idx').on(t.orderNo, t.createdAt),
    // A message's earlier siblings (same order and channel) still to send.
    index('messages_order_channel_seq_idx').on(t.orderNo, t.channel, t.seq),
    index('messages_provider_idx').on(t.providerId),
    check('messages_event_ck', inList(t.event, MESSAGE_EVENTS)),
    check('messages_channel_ck', inList(t.channel, MESSAGE_CHANNELS)),
    check('messages_state_ck', inList(t.state, MESSAGE_STATES)),
    check('messages_language_ck', inList(t.language, LOCALES)),
    check('messages_time_slot_ck', inList(t.timeSlot, TIME_SLOTS)),
    check('messages_tries_ck', sql`${t.tries} >= 0`),
  ],
);

/**
 * A customer's LINE account linked to one order: that job's LINE messages go to it. Written when
 * the customer sends the order's tracking-page code to our LINE account; removed when they unlink
 * on that page, block the account (unfollow, by the user id) or the order goes — docs/decisions/052.
 * One job, not the mobile: whoever holds one order's tracking link must not receive the messages
 * of that mobile's later orders.
 */
export const orderLineLinks = pgTable(
  'order_line_links',
  {
    orderNo: text('order_no')
      .primaryKey()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    lineUserId: text('line_user_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_line_links_user_idx').on(t.lineUserId)],
);
