import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_SLIP_STATES } from '@changdee/domain/payment-methods';
import { THAI_BANKS } from '@changdee/domain/thai-banks';
import { bytea } from './dispatch';
import { users } from './identity';
import { orders } from './orders';
import { inList } from './sql-checks';

// A bank transfer's slips (issue 30 item 3, docs/decisions/069): each one attached is kept, with
// what the operator read from it and their decision; a rejected slip stays in the order's history.

export const PAYMENT_SLIP_SOURCES = ['store', 'customer'] as const;

export const paymentSlips = pgTable(
  'payment_slips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    state: text('state', { enum: PAYMENT_SLIP_STATES }).notNull().default('waiting'),
    /** A photo as the job photos are stored (WebP or JPEG), or the PDF as sent. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    attachedBy: text('attached_by', { enum: PAYMENT_SLIP_SOURCES }).notNull(),
    /** The clerk who attached it; null for the customer. */
    attachedByUser: uuid('attached_by_user').references(() => users.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the operator read from the slip (confirmed slips). */
    amountSatang: integer('amount_satang'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    bank: text('bank', { enum: THAI_BANKS }),
    reference: text('reference'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_slips_order_idx').on(t.orderNo, t.attachedAt),
    // The operators' list: the slips still waiting, oldest first.
    index('payment_slips_waiting_idx')
      .on(t.attachedAt)
      .where(sql`${t.state} = 'waiting'`),
    check('payment_slips_state_ck', inList(t.state, PAYMENT_SLIP_STATES)),
    check('payment_slips_source_ck', inList(t.attachedBy, PAYMENT_SLIP_SOURCES)),
    check(
      'payment_slips_type_ck',
      sql`${t.contentType} in ('image/webp', 'image/jpeg', 'application/pdf')`,
    ),
    check(
      'payment_slips_decision_ck',
      sql`case ${t.state}
        when 'waiting' then ${t.decidedAt} is null
        when 'confirmed' then ${t.decidedAt} is not null and ${t.amountSatang} is not null
          and ${t.transferredAt} is not null and ${t.bank} is not null and ${t.reference} is not null
        else ${t.decidedAt} is not null and ${t.rejectReason} is not null end`,
    ),
  ],
);
