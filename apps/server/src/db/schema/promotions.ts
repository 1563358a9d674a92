import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUPON_MODELS, COUPON_STATUSES, COUPON_TYPES } from '@changdee/domain/coupon';
import { PAYMENT_METHODS } from '@changdee/domain/order-status';
import { channels, stores } from './identity';
import { inList } from './sql-checks';

// Coupons (spec §3 Coupon, §5 rules) and date-bound promotions (spec §3 Promotion, §4). Money is
// whole baht. Dates are business dates (`date`, Asia/Bangkok) compared by day, both ends inclusive:
// a coupon or promotion is valid from its first day through its last.
//
// Scope: channel_code and store_code are both optional; null means every channel / every store.
// Products are named by sku_code (products are unique per channel + sku, and a coupon for
// 'IN-AC-9000' means that service in whichever channel it is sold); no rows = every product.

// Coupon statuses, types (fixed / range) and models are the domain's vocabulary (domain/coupon.ts).

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The code staff type; stored upper-case, looked up trimmed and upper-cased. */
    code: text('code').notNull().unique(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    /** 'inactive' coupons are withdrawn: never listed, a search answers "not found". */
    status: text('status', { enum: COUPON_STATUSES }).notNull().default('active'),
    type: text('type', { enum: COUPON_TYPES }).notNull().default('fixed'),
    model: text('model', { enum: COUPON_MODELS }).notNull().default('product'),
    /** Baht off for a fixed coupon; for a range coupon the ranges decide and this is 0. */
    discount: integer('discount').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expireDate: date('expire_date', { mode: 'string' }).notNull(),
    /** false: listed but disabled, showing error_message (spec §5). */
    isCanUse: boolean('is_can_use').notNull().default(true),
    /** false: a hidden coupon, never in a store's list; found only by searching its code. */
    listed: boolean('listed').notNull().default(true),
    /** How many times it may be used in all (orders); null: no limit. Counted in coupon_usage. */
    usageLimit: integer('usage_limit'),
    /** How many times one customer (by mobile) may use it; null: no limit. */
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    errorMessageTh: text('error_message_th'),
    errorMessageEn: text('error_message_en'),
    /** A code that must answer "this discount coupon was not found" (revoked or mistyped campaign code). */
    invalidCode: boolean('invalid_code').notNull().default(false),
    /** The one way of paying the coupon is limited to (PAYNOW150: promptpay); null: any way. */
    requestedPayment: text('requested_payment', { enum: PAYMENT_METHODS }),
    /** Shown on the coupon card ('ช่างดี พาร์ทเนอร์รีเทล', 'ทุกช่องทาง'). */
    channelNameTh: text('channel_name_th'),
    /** 80×80 thumbnail (spec §9) and its 160×160 version for dense screens: URL paths. */
    thumbnailUrl: text('thumbnail_url'),
    thumbnail2xUrl: text('thumbnail_2x_url'),
    /** information.coupon_header and information.terms_brief, per language. */
    headerTh: text('header_th'),
    headerEn: text('header_en'),
    termsTh: text('terms_th'),
    termsEn: text('terms_en'),
    channelCode: text('channel_code').references(() => channels.code),
    storeCode: text('store_code').references(() => stores.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every portal edit: an edit on an older copy is refused (decisions 049, 050). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('coupons_code_upper_ck', sql`${t.code} = upper(btrim(${t.code})) and ${t.code} <> ''`),
    check('coupons_discount_ck', sql`${t.discount} >= 0`),
    check('coupons_dates_ck', sql`${t.startDate} <= ${t.expireDate}`),
    check(
      'coupons_error_message_ck',
      sql`${t.isCanUse} or (${t.errorMessageTh} is not null and ${t.errorMessageEn} is not null)`,
    ),
    check(
      'coupons_usage_limits_ck',
      sql`(${t.usageLimit} is null or ${t.usageLimit} >= 1)
        and (${t.usageLimitPerCustomer} is null or ${t.usageLimitPerCustomer} >= 1)`,
    ),
    check(
      'coupons_requested_payment_ck',
      sql`${t.requestedPayment} is null or ${inList(t.requestedPayment, PAYMENT_METHODS)}`,
    ),
    index('coupons_channel_code_idx').on(t.channelCode),
    index('coupons_store_code_idx').on(t.storeCode),
  ],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productSku: text('product_sku').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.productSku] }),
    index('coupon_products_sku_idx').on(t.productSku),
  ],
);

// Usage counters (decision 014): one row per coupon, and one per coupon and customer mobile,
// holding how many orders used it. An order takes a use with one conditional statement inside its
// transaction (insert the first use, or add one only while below the coupon's limit) and gives it
// back when cancelled: never "count, then insert". See consumeCouponUse and releaseCouponUse
// (modules/promotions/service.ts) and their test, modules/promotions/coupon-usage.test.ts.

export const couponUsage = pgTable(
  'coupon_usage',
  {
    couponId: uuid('coupon_id')
      .primaryKey()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coupon_usage_used_ck', sql`${t.used} >= 0`)],
);

export const couponCustomerUsage = pgTable(
  'coupon_customer_usage',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** The customer's mobile, digits only (9–10, spec §5). */
    customerMobile: text('customer_mobile').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.customerMobile] }),
    check('coupon_customer_usage_used_ck', sql`${t.used} >= 0`),
    check('coupon_customer_usage_mobile_ck', sql`${t.customerMobile} ~ '^[0-9]{9,10}$'`),
  ],
);

/** Tiers of a range coupon (spec §3 discount_range): price min..max inclusive → value baht off. */
export const couponDiscountRanges = pgTable(
  'coupon_discount_ranges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    min: integer('min').notNull(),
    /** null: no upper bound (the spec's 5,000–∞ tier). */
    max: integer('max'),
    value: integer('value').notNull(),
    /** The part of the discount the contractor bears, baht (spec contractor_discount). */
    contractorDiscount: integer('contractor_discount'),
  },
  (t) => [
    index('coupon_discount_ranges_coupon_idx').on(t.couponId),
    check(
      'coupon_discount_ranges_ck',
      sql`${t.min} >= 0 and ${t.value} >= 0 and (${t.max} is null or ${t.max} >= ${t.min})
        and (${t.contractorDiscount} is null or (${t.contractorDiscount} >= 0 and ${t.contractorDiscount} <= ${t.value}))`,
    ),
  ],
);

/** A date-bound promotion (spec §3): value is the fallback amount when no item or range fits. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    value: integer('value'),
    channelCode: text('channel_code').references(() => channels.code),
    storeCode: text('store_code').references(() => stores.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every portal edit (decisions 049, 050). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('promotions_dates_ck', sql`${t.startDate} <= ${t.endDate}`),
    check('promotions_value_ck', sql`${t.value} is null or ${t.value} >= 0`),
    index('promotions_dates_idx').on(t.startDate, t.endDate),
  ],
);

/** promotion.items[]: the products it covers, with an optional value and price tiers. */
export const promotionItems = pgTable(
  'promotion_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    value: integer('value'),
  },
  (t) => [
    index('promotion_items_promotion_idx').on(t.promotionId),
    check('promotion_items_value_ck', sql`${t.value} is null or ${t.value} >= 0`),
  ],
);

export const promotionItemProducts = pgTable(
  'promotion_item_products',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => promotionItems.id, { onDelete: 'cascade' }),
    productSku: text('product_sku').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.productSku] }),
    index('promotion_item_products_sku_idx').on(t.productSku),
  ],
);

/** promotion.items[].range[]: price min..max inclusive → value baht off. */
export const promotionItemRanges = pgTable(
  'promotion_item_ranges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => promotionItems.id, { onDelete: 'cascade' }),
    min: integer('min').notNull(),
    max: integer('max'),
    value: integer('value').notNull(),
  },
  (t) => [
    index('promotion_item_ranges_item_idx').on(t.itemId),
    check(
      'promotion_item_ranges_ck',
      sql`${t.min} >= 0 and ${t.value} >= 0 and (${t.max} is null or ${t.max} >= ${t.min})`,
    ),
  ],
);
