import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SIGN_OFF_ABSENCE_REASONS, SIGN_OFF_KINDS } from '@changdee/domain/sign-off';
import { contractors } from './contractors';
import { bytea } from './dispatch';
import { users } from './identity';
import { orders } from './orders';
import { inList } from './sql-checks';

// The customer's sign-off of a completed job and their rating of it (issue 31 item 6, decision
// 078). One sign-off per order, written with the completion step; one rating per order (the
// primary key makes a second one lose), with its follow-up when it is low.

/**
 * How the completion was signed off: the customer's PNG signature, typed name, time and device,
 * or the technician's reason for their absence until the customer confirms on their page (then
 * the signature columns are filled and confirmed_at set).
 */
export const orderSignOffs = pgTable(
  'order_sign_offs',
  {
    orderNo: text('order_no')
      .primaryKey()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SIGN_OFF_KINDS }).notNull(),
    signerName: text('signer_name'),
    /** PNG bytes as drawn (checked by their first bytes, size and pixels; never blank). */
    signature: bytea('signature'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The signing browser's user agent. */
    device: text('device'),
    absenceReason: text('absence_reason', { enum: SIGN_OFF_ABSENCE_REASONS }),
    absenceNote: text('absence_note'),
    /** When the absent customer confirmed the completion on their tracking page. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Who completed the job, and their team: what the ratings are counted under. */
    technicianId: uuid('technician_id').references(() => users.id, { onDelete: 'set null' }),
    technicianName: text('technician_name').notNull(),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_sign_offs_kind_ck', inList(t.kind, SIGN_OFF_KINDS)),
    check(
      'order_sign_offs_reason_ck',
      sql`${t.absenceReason} is null or ${inList(t.absenceReason, SIGN_OFF_ABSENCE_REASONS)}`,
    ),
    // A signed sign-off has its signature; an absent one its reason.
    check(
      'order_sign_offs_shape_ck',
      sql`(${t.kind} = 'signed' and ${t.signature} is not null and ${t.signerName} is not null)
        or (${t.kind} = 'absent' and ${t.absenceReason} is not null)`,
    ),
  ],
);

/** The customer's rating: once per order; a low one waits for an operator's follow-up. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderNo: text('order_no')
      .primaryKey()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    technicianId: uuid('technician_id').references(() => users.id, { onDelete: 'set null' }),
    technicianName: text('technician_name'),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A low rating's follow-up, once an operator handled it. */
    followUpHandledAt: timestamp('follow_up_handled_at', { withTimezone: true }),
    followUpHandledBy: text('follow_up_handled_by'),
    followUpNote: text('follow_up_note'),
  },
  (t) => [
    check('order_ratings_stars_ck', sql`${t.stars} between 1 and 5`),
    index('order_ratings_contractor_idx').on(t.contractorId, t.createdAt),
  ],
);
