import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '@changdee/domain/locale';
import { TAX_INVOICE_TYPES } from '@changdee/domain/order-enums';
import {
  ORDER_CHANGE_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from '@changdee/domain/order-status';
import { methodsWhere } from '@changdee/domain/payment-methods';
import { LEDGER_ENTRY_KINDS, PAYMENT_CONFLICT_RESOLUTIONS } from '@changdee/domain/payment-ledger';
import { PRODUCT_TYPES } from '@changdee/domain/product-types';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { products } from './catalog';
import { customers } from './customers';
import { districts, provinces, subdistricts } from './geography';
import { channels, employees, stores, users } from './identity';
import { keyAnswerColumns } from './idempotency';
import { coupons, promotions } from './promotions';
import { inList } from './sql-checks';

// Cart orders (issue 12): the order, its lines priced by the server, its tax invoice, its history
// of changes, the Idempotency-Key answers of createCartOrder and the payment provider's events.
// The booking a contractor holds for an order is in bookings (schema/bookings.ts), keyed by the
// order number. Money is whole baht; every total is checked against its parts.

/**
 * Order numbers issued per business date (Asia/Bangkok), counted on one of the day's shards: the
 * order's transaction takes the next index of a shard, which a keyed permutation turns into the
 * number's six digits (modules/orders/order-number.ts, docs/decisions/028 and 038).
 */
export const orderNumberDays = pgTable(
  'order_number_days',
  {
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    shard: integer('shard').notNull().default(0),
    issued: integer('issued').notNull(),
    /**
     * The key the shard was first counted under (order-number.ts keyIdOf; null: before keys were
     * noted). A day counted under more than one checks each new code against its orders.
     */
    keyId: text('key_id'),
  },
  (t) => [
    primaryKey({ columns: [t.orderDate, t.shard] }),
    check('order_number_days_issued_ck', sql`${t.issued} between 1 and 1000000`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    /** The business date (Asia/Bangkok) the order was placed on: its prices and promotions. */
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),

    // The customer, as on the form; the family membership and the customer record are the
    // server's own lookup by mobile.
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    familyId: text('family_id'),
    scgId: text('scg_id'),
    isFamily: boolean('is_family').notNull().default(false),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    leadFrom: text('lead_from')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mobile: text('mobile').notNull(),
    mobile2: text('mobile2').notNull().default(''),
    email: text('email').notNull(),
    addressNo: text('address_no').notNull(),
    landmark: text('landmark').notNull().default(''),
    subDistrictCode: char('sub_district_code', { length: 6 })
      .notNull()
      .references(() => subdistricts.code),
    districtCode: char('district_code', { length: 4 })
      .notNull()
      .references(() => districts.code),
    provinceCode: char('province_code', { length: 2 })
      .notNull()
      .references(() => provinces.code),
    postcode: char('postcode', { length: 5 }).notNull(),
    requestLocation: boolean('request_location').notNull().default(false),
    locationLat: text('location_lat').notNull().default(''),
    locationLng: text('location_lng').notNull().default(''),

    /** The service date and slot the booking holds (moved by changeDate). */
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot', { enum: TIME_SLOTS }).notNull(),

    requestTaxInvoice: boolean('request_tax_invoice').notNull().default(false),
    remark: text('remark').notNull().default(''),
    /** The language of the customer's messages and tracking page, chosen at checkout (decision 053). */
    customerLanguage: char('customer_language', { length: 2 })
      .$type<Locale>()
      .notNull()
      .default('th'),

    // The seller: the store's employee, as the server found them.
    sellerEmployeeId: uuid('seller_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    sellerCode: text('seller_code').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerPhone: text('seller_phone').notNull(),
    sellerBranch: text('seller_branch').notNull(),
    sellerBranchUuid: uuid('seller_branch_uuid').notNull(),

    /** The way the customer chose to pay (null: none chosen); payment_method is how they paid. */
    requestedPayment: text('requested_payment', { enum: PAYMENT_METHODS }),

    total: integer('total').notNull(),
    promotionDiscount: integer('promotion_discount').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    totalPayable: integer('total_payable').notNull(),

    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('unpaid'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When an unpaid PromptPay order's hold on its slot ends (set when its first QR is issued), and
     * when the hold was released for want of payment (cleared again by a re-booking): decision 040.
     */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    holdReleasedAt: timestamp('hold_released_at', { withTimezone: true }),
    /**
     * Whether the order holds a booked team now: kept by a trigger on bookings (custom migration
     * 0026, decision 055), never written by the app, so the dispatch board finds the jobs without
     * a team through the partial index below instead of comparing every order of the day with
     * the bookings.
     */
    teamBooked: boolean('team_booked').notNull().default(false),
  },
  (t) => [
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    index('orders_mobile_idx').on(t.mobile),
    // The hold sweep reads only the orders still waiting for a PromptPay payment.
    index('orders_pending_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.paymentState} = 'pending' and ${t.holdReleasedAt} is null`),
    // The portal's order list (docs/decisions/042): its sorts with the number breaking ties, and
    // a channel's orders newest first.
    index('orders_created_no_idx').on(t.createdAt, t.orderNo),
    index('orders_service_date_no_idx').on(t.serviceDate, t.orderNo),
    index('orders_channel_created_idx').on(t.channelCode, t.createdAt),
    // The dispatch board reads a day's jobs (orders_service_date_no_idx above), those still to be
    // paid online (decision 044) and the open ones without a team (decision 055).
    index('orders_online_unpaid_idx')
      .on(t.serviceDate)
      .where(
        sql`${inList(t.requestedPayment, methodsWhere('paidBeforeJob'))}
          and ${t.paymentState} in ('unpaid', 'pending')`,
      ),
    index('orders_without_team_idx')
      .on(t.serviceDate)
      .where(sql`not ${t.teamBooked} and ${t.status} not in ('completed', 'cancelled')`),
    check('orders_status_ck', inList(t.status, ORDER_STATUSES)),
    check('orders_customer_language_ck', inList(t.customerLanguage, LOCALES)),
    check('orders_time_slot_ck', inList(t.timeSlot, TIME_SLOTS)),
    check('orders_payment_state_ck', inList(t.paymentState, PAYMENT_STATES)),
    check(
      'orders_requested_payment_ck',
      sql`${t.requestedPayment} is null or ${inList(t.requestedPayment, PAYMENT_METHODS)}`,
    ),
    check(
      'orders_payment_method_ck',
      sql`${t.paymentMethod} is null or ${inList(t.paymentMethod, PAYMENT_METHODS)}`,
    ),
    // paid_at: when money first came; payment_state is the ledger's state (order_money_entries).
    check(
      'orders_paid_ck',
      sql`(${t.paymentState} in ('unpaid', 'pending')) = (${t.paidAt} is null)
        and (${t.paymentState} = 'unpaid' or ${t.paymentMethod} is not null)`,
    ),
    check(
      'orders_totals_ck',
      sql`${t.total} >= 0 and ${t.promotionDiscount} >= 0 and ${t.couponDiscount} >= 0
        and ${t.totalPayable} >= 0
        and ${t.totalPayable} = ${t.total} - ${t.promotionDiscount} - ${t.couponDiscount}`,
    ),
  ],
);

/** The lines of an order, priced by the server on the order's date. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    skuCode: text('sku_code').notNull(),
    skuMapping: text('sku_mapping').notNull(),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    typeOfWork: text('type_of_work').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** unit price × qty (a survey: its price). */
    price: integer('price').notNull(),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    promotionNameTh: text('promotion_name_th'),
    promotionNameEn: text('promotion_name_en'),
    promotionDiscount: integer('promotion_discount').notNull(),
    /** The coupon whose use this line took (given back if the order is cancelled). */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponNameTh: text('coupon_name_th'),
    couponNameEn: text('coupon_name_en'),
    couponDiscount: integer('coupon_discount').notNull(),
    totalPrice: integer('total_price').notNull(),
    remark: text('remark').notNull().default(''),
    requireWh: boolean('require_wh').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.orderNo, t.position] }),
    check('order_lines_type_ck', inList(t.productType, PRODUCT_TYPES)),
    check(
      'order_lines_amounts_ck',
      sql`${t.qty} >= 1 and ${t.unitPrice} >= 0 and ${t.price} >= 0
        and ${t.promotionDiscount} >= 0 and ${t.couponDiscount} >= 0 and ${t.totalPrice} >= 0
        and ${t.totalPrice} = ${t.price} - ${t.promotionDiscount} - ${t.couponDiscount}`,
    ),
  ],
);

export const orderTaxInvoices = pgTable(
  'order_tax_invoices',
  {
    orderNo: text('order_no')
      .primaryKey()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    type: text('type', { enum: TAX_INVOICE_TYPES }).notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    subDistrictCode: char('sub_district_code', { length: 6 })
      .notNull()
      .references(() => subdistricts.code),
    districtCode: char('district_code', { length: 4 })
      .notNull()
      .references(() => districts.code),
    provinceCode: char('province_code', { length: 2 })
      .notNull()
      .references(() => provinces.code),
    postcode: char('postcode', { length: 5 }).notNull(),
    taxId: char('tax_id', { length: 13 }).notNull(),
    /** A company's branch number (00000 head office); '' for a person. */
    branch: text('branch').notNull().default(''),
  },
  (t) => [check('order_tax_invoices_type_ck', inList(t.type, TAX_INVOICE_TYPES))],
);

/** Who changed what of an order and when: its creation, status, payment, date and contractor. */
export const orderChanges = pgTable(
  'order_changes',
  {
    /** Increasing: the changes of one transaction share `at`, this keeps them in order. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_CHANGE_KINDS }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    /** The signed-in user; null for the payment provider's webhook. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The person who acted, by name then (a user may be renamed or deleted later): the selling
     * employee the shop named when a shop login acted, the user's own name otherwise.
     */
    actorName: text('actor_name'),
    /** That employee (shop logins; docs/decisions/036). */
    actorEmployeeId: uuid('actor_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    /** The login the change was made with (a store's shared login, an operator's own). */
    actorLogin: text('actor_login'),
    /** Why: a cancellation's reason, a store payment's receipt reference. */
    reason: text('reason'),
    /** The technician's first name when a technician acted: what the customer's tracking shows. */
    technicianName: text('technician_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_changes_order_idx').on(t.orderNo, t.id),
    check('order_changes_kind_ck', inList(t.kind, ORDER_CHANGE_KINDS)),
  ],
);

/**
 * createCartOrder's Idempotency-Key answers (decision 018): the key row is inserted
 * first in the order's transaction (a concurrent duplicate waits on it), the answer saved before
 * commit; a later request with the key gets the saved answer when its body hash matches.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    ...keyAnswerColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.key] }),
    index('order_idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Payment providers' events already applied (a repeated event id changes nothing). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  orderNo: text('order_no')
    .notNull()
    .references(() => orders.orderNo, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  reference: text('reference').notNull().default(''),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed payment event whose event_id an event of another order had already used (decision 061).
 * The webhook answers 409 PAYMENT_EVENT_ID_REUSED and keeps it here, its money not on the order
 * yet, until an operator records it on the order or dismisses it (the portal's payments page).
 * The provider's retries of it add nothing (one row per event id and order).
 */
export const paymentEventConflicts = pgTable(
  'payment_event_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    /** The order the event names. */
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull().default(''),
    /** The order the event id was first used for. */
    firstOrderNo: text('first_order_no').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    resolution: text('resolution', { enum: PAYMENT_CONFLICT_RESOLUTIONS }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_event_conflicts_event_order_uq').on(t.eventId, t.orderNo),
    check(
      'payment_event_conflicts_resolution_ck',
      inList(t.resolution, PAYMENT_CONFLICT_RESOLUTIONS),
    ),
  ],
);

/**
 * An order's money as a ledger (docs/decisions/039): every sum received (a store payment, the
 * provider's confirmation) and refunded, with who and when. Rows are only ever inserted: the
 * server has no statement that edits or deletes one. The order's payment_state is derived from
 * them (packages/domain/src/payment-ledger.ts) in the transaction that writes them.
 */
export const orderMoneyEntries = pgTable(
  'order_money_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    /** How the money came (received only). */
    method: text('method', { enum: PAYMENT_METHODS }),
    /** Whole baht: a refund is more than 0; a payment of a free order is 0. */
    amount: integer('amount').notNull(),
    /** The store's receipt number, the provider's reference, the refund's transfer reference. */
    reference: text('reference').notNull().default(''),
    /** Why the money went back (refunds only). */
    reason: text('reason'),
    /** The provider's event that brought the money (one entry per event). */
    providerEventId: text('provider_event_id').unique(),
    /** Who recorded it; all null for the payment provider. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmployeeId: uuid('actor_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    actorName: text('actor_name'),
    actorLogin: text('actor_login'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_money_entries_order_idx').on(t.orderNo, t.id),
    index('order_money_entries_at_idx').on(t.at),
    check('order_money_entries_kind_ck', inList(t.kind, LEDGER_ENTRY_KINDS)),
    check(
      'order_money_entries_shape_ck',
      sql`case ${t.kind}
        when 'received' then ${t.method} is not null and ${t.amount} >= 0 and ${t.reason} is null
        else ${t.method} is null and ${t.amount} > 0 and ${t.reason} is not null
          and ${t.providerEventId} is null end`,
    ),
  ],
);
