import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADD_ON_UNITS } from '@changdee/domain/add-ons';
import {
  QUOTATION_DECISION_CHANNELS,
  QUOTATION_DECISION_KINDS,
} from '@changdee/domain/quotation-decisions';
import { QUOTATION_STATES } from '@changdee/domain/quotation-states';
import { bytea } from './dispatch';
import { products } from './catalog';
import { users } from './identity';
import { orders } from './orders';
import { promotions } from './promotions';
import { inList } from './sql-checks';

// Add-ons and quotations (issue 31 items 1-2, docs/decisions/072). An add-on is a priced extra of
// a work type. A quotation belongs to one survey order; every save is a new version with its own
// lines and totals (old versions stay as they were), and the quotation row holds its state, its
// current version and the version sent.

const quantity = (name: string) => numeric(name, { precision: 9, scale: 2, mode: 'number' });

export const addOns = pgTable(
  'add_ons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workType: text('work_type').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    unit: text('unit', { enum: ADD_ON_UNITS }).notNull(),
    unitPriceSatang: integer('unit_price_satang').notNull(),
    minQty: quantity('min_qty').notNull(),
    maxQty: quantity('max_qty').notNull(),
    wholeUnits: boolean('whole_units').notNull(),
    vatApplies: boolean('vat_applies').notNull(),
    active: boolean('active').notNull().default(true),
    /** Raised by every edit: an edit on an older copy is refused (decision 049). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('add_ons_work_type_idx').on(t.workType, t.active),
    check('add_ons_unit_ck', inList(t.unit, ADD_ON_UNITS)),
    check('add_ons_price_ck', sql`${t.unitPriceSatang} >= 0`),
    check('add_ons_qty_ck', sql`${t.minQty} > 0 and ${t.minQty} <= ${t.maxQty}`),
  ],
);

export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** QT + YYMMDD + six random digits: says nothing of how many quotations there are. */
    number: text('number').notNull(),
    /** The survey it prices: one quotation a survey. */
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    state: text('state', { enum: QUOTATION_STATES }).notNull(),
    /** The latest version (1, 2, …). */
    version: integer('version').notNull(),
    /** The version the customer was sent (null before the first send). */
    sentVersion: integer('sent_version'),
    /** When it was last sent (null before the first send): the portal's "sent" dates. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last Bangkok date it may be approved on, once sent. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** When the customer was reminded of its end (the reminder job's mark: once a sending). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The installation order its approval booked (null until approved). */
    installationOrderNo: text('installation_order_no').references(() => orders.orderNo, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotations_number_uq').on(t.number),
    uniqueIndex('quotations_order_uq').on(t.orderNo),
    uniqueIndex('quotations_installation_uq').on(t.installationOrderNo),
    index('quotations_state_valid_idx').on(t.state, t.validUntil),
    // The portal's list, newest first by either date, paged (docs/decisions/082).
    index('quotations_created_idx').on(t.createdAt, t.id),
    index('quotations_sent_idx')
      .on(t.sentAt, t.id)
      .where(sql`${t.sentAt} is not null`),
    check('quotations_state_ck', inList(t.state, QUOTATION_STATES)),
    check(
      'quotations_sent_ck',
      sql`${t.state} = 'draft' or (${t.sentVersion} is not null and ${t.validUntil} is not null)`,
    ),
  ],
);

export const quotationVersions = pgTable(
  'quotation_versions',
  {
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    note: text('note').notNull(),
    validDays: integer('valid_days').notNull(),
    /** The survey's photos shown with it (job_photos ids of the survey order). */
    photoIds: uuid('photo_ids').array().notNull(),
    subtotalSatang: integer('subtotal_satang').notNull(),
    promotionDiscountSatang: integer('promotion_discount_satang').notNull(),
    payableSatang: integer('payable_satang').notNull(),
    vatSatang: integer('vat_satang').notNull(),
    vatFreeSatang: integer('vat_free_satang').notNull(),
    optionalSatang: integer('optional_satang').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'quotation_versions_pk', columns: [t.quotationId, t.version] }),
    check('quotation_versions_valid_days_ck', sql`${t.validDays} between 1 and 90`),
  ],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    quotationId: uuid('quotation_id').notNull(),
    version: integer('version').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['service', 'add_on'] }).notNull(),
    productId: uuid('product_id').references(() => products.id),
    addOnId: uuid('add_on_id').references(() => addOns.id),
    /** The names and unit as quoted (a later edit of the catalogue does not change them). */
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    /** An add-on's unit (the vocabulary); null for a service, whose unit words are below. */
    addOnUnit: text('add_on_unit', { enum: ADD_ON_UNITS }),
    unitTh: text('unit_th'),
    unitEn: text('unit_en'),
    qty: quantity('qty').notNull(),
    unitPriceSatang: integer('unit_price_satang').notNull(),
    priceSatang: integer('price_satang').notNull(),
    promotionId: uuid('promotion_id').references(() => promotions.id),
    promotionDiscountSatang: integer('promotion_discount_satang').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    vatApplies: boolean('vat_applies').notNull(),
    optional: boolean('optional').notNull(),
  },
  (t) => [
    primaryKey({ name: 'quotation_lines_pk', columns: [t.quotationId, t.version, t.position] }),
    check(
      'quotation_lines_kind_ck',
      sql`(${t.kind} = 'service' and ${t.productId} is not null and ${t.addOnId} is null)
        or (${t.kind} = 'add_on' and ${t.addOnId} is not null and ${t.productId} is null
            and ${t.addOnUnit} is not null)`,
    ),
    foreignKey({
      name: 'quotation_lines_version_fk',
      columns: [t.quotationId, t.version],
      foreignColumns: [quotationVersions.quotationId, quotationVersions.version],
    }).onDelete('cascade'),
  ],
);

/** Every change of a quotation's state or version: who, when, from, to. */
export const quotationHistory = pgTable(
  'quotation_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fromState: text('from_state', { enum: QUOTATION_STATES }),
    toState: text('to_state', { enum: QUOTATION_STATES }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person, or null for the system (the expiry job). */
    actorName: text('actor_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotation_history_quotation_idx').on(t.quotationId, t.at)],
);

/**
 * The customer's answers to a sent version (issue 31 item 3): an approval with the optional lines
 * taken, the typed name and the PNG signature with its time and device; a decline with its reason;
 * a request for a change with its text. An approval given at the store's counter names the clerk.
 */
export const quotationDecisions = pgTable(
  'quotation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    /** The version answered (the one sent). */
    version: integer('version').notNull(),
    kind: text('kind', { enum: QUOTATION_DECISION_KINDS }).notNull(),
    channel: text('channel', { enum: QUOTATION_DECISION_CHANNELS }).notNull(),
    /** The optional lines (positions of the version) the customer took; approvals only. */
    chosenPositions: integer('chosen_positions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    signerName: text('signer_name'),
    /** PNG bytes as drawn (checked like the sign-off's: first bytes, size, pixels, never blank). */
    signature: bytea('signature'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The signing browser's user agent. */
    device: text('device'),
    /** A decline's reason or a change request's text. */
    text: text('text'),
    /** The clerk who recorded it at the counter; null on the customer's page. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotation_decisions_quotation_idx').on(t.quotationId, t.at),
    index('quotation_decisions_kind_idx').on(t.kind, t.at),
    check('quotation_decisions_kind_ck', inList(t.kind, QUOTATION_DECISION_KINDS)),
    check('quotation_decisions_channel_ck', inList(t.channel, QUOTATION_DECISION_CHANNELS)),
    // An approval is signed; a decline and a change request say why.
    check(
      'quotation_decisions_shape_ck',
      sql`(${t.kind} = 'approved' and ${t.signature} is not null and ${t.signerName} is not null
            and ${t.signedAt} is not null)
        or (${t.kind} <> 'approved' and ${t.text} is not null)`,
    ),
    // One approval a quotation: a second one at the same moment loses on this index.
    uniqueIndex('quotation_decisions_one_approval_uq')
      .on(t.quotationId)
      .where(sql`${t.kind} = 'approved'`),
  ],
);

/**
 * The add-ons an approved quotation put on its installation order (decision 079), as quoted: the
 * names, unit, quantity and money to the satang. The order's own totals count whole baht (the
 * ledger's unit); they include these lines' sum rounded half up to the baht.
 */
export const orderAddOnLines = pgTable(
  'order_add_on_lines',
  {
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addOnId: uuid('add_on_id')
      .notNull()
      .references(() => addOns.id),
    workType: text('work_type').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    unit: text('unit', { enum: ADD_ON_UNITS }).notNull(),
    qty: quantity('qty').notNull(),
    unitPriceSatang: integer('unit_price_satang').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    vatApplies: boolean('vat_applies').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_add_on_lines_pk', columns: [t.orderNo, t.position] }),
    check('order_add_on_lines_unit_ck', inList(t.unit, ADD_ON_UNITS)),
    check(
      'order_add_on_lines_amounts_ck',
      sql`${t.qty} > 0 and ${t.unitPriceSatang} >= 0 and ${t.amountSatang} >= 0`,
    ),
  ],
);
