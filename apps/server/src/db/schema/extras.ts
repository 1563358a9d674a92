import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADD_ON_UNITS } from '@changdee/domain/add-ons';
import {
  EXTRA_DECISION_PLACES,
  EXTRA_ENTRY_KINDS,
  EXTRA_STATES,
} from '@changdee/domain/order-extras';
import { PAYMENT_METHODS } from '@changdee/domain/order-status';
import { bytea } from './dispatch';
import { users } from './identity';
import { orders } from './orders';
import { addOns } from './quotations';
import { inList } from './sql-checks';

// On-site extras (issue 31 item 5, docs/decisions/080): the add-ons a technician adds to an
// installation in progress, priced by the server when added (name, unit and price kept as
// offered), and the customer's consent or refusal with its signature. Their money is satang, so
// it has its own ledger beside the order's whole-baht one (decision 039): a charge per approved
// extra and the payments of the difference.

export const orderExtras = pgTable(
  'order_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order the extras were added in (one request adds several at one instant). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    addOnId: uuid('add_on_id')
      .notNull()
      .references(() => addOns.id),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    unit: text('unit', { enum: ADD_ON_UNITS }).notNull(),
    qty: numeric('qty', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    unitPriceSatang: integer('unit_price_satang').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    vatApplies: boolean('vat_applies').notNull(),
    state: text('state', { enum: EXTRA_STATES }).notNull().default('proposed'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByName: text('added_by_name').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the customer decided, their typed name, signature (PNG as drawn) and device. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedOn: text('decided_on', { enum: EXTRA_DECISION_PLACES }),
    signerName: text('signer_name'),
    signature: bytea('signature'),
    device: text('device'),
  },
  (t) => [
    index('order_extras_order_idx').on(t.orderNo, t.seq),
    check('order_extras_state_ck', inList(t.state, EXTRA_STATES)),
    check('order_extras_unit_ck', inList(t.unit, ADD_ON_UNITS)),
    check(
      'order_extras_money_ck',
      sql`${t.qty} > 0 and ${t.unitPriceSatang} >= 0 and ${t.amountSatang} >= 0`,
    ),
    // A decided extra says where and when; an approved one carries the signed consent.
    check(
      'order_extras_decision_ck',
      sql`(${t.state} = 'proposed') = (${t.decidedAt} is null)
        and (${t.state} = 'proposed') = (${t.decidedOn} is null)
        and (${t.state} <> 'approved' or (${t.signerName} is not null and ${t.signature} is not null))`,
    ),
  ],
);

export const orderExtraEntries = pgTable(
  'order_extra_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXTRA_ENTRY_KINDS }).notNull(),
    amountSatang: integer('amount_satang').notNull(),
    /** The approved extra a charge is for (one charge each). */
    extraId: uuid('extra_id').references(() => orderExtras.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }),
    reference: text('reference').notNull().default(''),
    /** The provider's event that brought the money (one entry per event). */
    providerEventId: text('provider_event_id').unique(),
    actorName: text('actor_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_extra_entries_order_idx').on(t.orderNo, t.id),
    uniqueIndex('order_extra_entries_charge_uq').on(t.extraId),
    check('order_extra_entries_kind_ck', inList(t.kind, EXTRA_ENTRY_KINDS)),
    check(
      'order_extra_entries_shape_ck',
      sql`${t.amountSatang} > 0 and case ${t.kind}
        when 'charged' then ${t.extraId} is not null and ${t.method} is null
        else ${t.extraId} is null and ${t.method} is not null end`,
    ),
  ],
);
