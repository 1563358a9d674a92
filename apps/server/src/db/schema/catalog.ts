import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, SELLING_POINT_ICONS } from '@changdee/domain/product-types';
import { channels, stores } from './identity';
import { inList } from './sql-checks';

// The service catalogue of spec §3 (Product): one row per service and channel, with its gallery,
// information sections and selling points, plus the per-store favourites and recent searches.
// Stores and channels live in schema/identity.ts.

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code),
    skuCode: text('sku_code').notNull(),
    skuMapping: text('sku_mapping').notNull(),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    /** Fixed price of a survey (S), whole baht. */
    price: integer('price'),
    /** The undiscounted reference price shown struck through, whole baht. */
    normalPrice: integer('normal_price'),
    /** Price per unit of an installation (I), whole baht, with its unit. */
    unitPrice: integer('unit_price'),
    unitTh: text('unit_th'),
    unitEn: text('unit_en'),
    minQty: integer('min_qty').notNull().default(1),
    limitQty: integer('limit_qty'),
    lockDays: integer('lock_days').notNull().default(0),
    typeOfWork: text('type_of_work').notNull(),
    isSurveyDiscount: boolean('is_survey_discount').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Catalogue order within the channel. */
    position: integer('position').notNull().default(0),
    /** Lower-cased Thai and English names and sku, what the keyword search matches. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every edit: an edit on an older copy is refused (optimistic concurrency, 049). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('products_channel_sku_uq').on(t.channelCode, t.skuCode),
    index('products_channel_active_position_idx').on(t.channelCode, t.active, t.position),
    check('products_type_ck', inList(t.productType, PRODUCT_TYPES)),
    check(
      'products_price_ck',
      sql`(${t.productType} = 'S' and ${t.price} is not null and ${t.price} >= 0)
        or (${t.productType} = 'I' and ${t.unitPrice} is not null and ${t.unitPrice} >= 0
            and ${t.unitTh} is not null and ${t.unitEn} is not null)`,
    ),
    check(
      'products_qty_ck',
      sql`${t.minQty} >= 1 and (${t.limitQty} is null or ${t.limitQty} >= ${t.minQty})`,
    ),
    check('products_lock_days_ck', sql`${t.lockDays} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    thumbnail: text('thumbnail').notNull(),
    altTh: text('alt_th').notNull(),
    altEn: text('alt_en').notNull(),
  },
  (t) => [uniqueIndex('product_images_product_position_uq').on(t.productId, t.position)],
);

export const productInformations = pgTable(
  'product_informations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised HTML (sanitize-html allow-list) in each language. */
    htmlTh: text('html_th').notNull(),
    htmlEn: text('html_en').notNull(),
  },
  (t) => [uniqueIndex('product_informations_product_position_uq').on(t.productId, t.position)],
);

export const productSellingPoints = pgTable(
  'product_selling_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    textTh: text('text_th').notNull(),
    textEn: text('text_en').notNull(),
    icon: text('icon', { enum: SELLING_POINT_ICONS }).notNull(),
  },
  (t) => [
    uniqueIndex('product_selling_points_product_position_uq').on(t.productId, t.position),
    check('product_selling_points_icon_ck', inList(t.icon, SELLING_POINT_ICONS)),
  ],
);

/** A store's saved services (spec §4 Favourite): one row per store and product. */
export const favourites = pgTable(
  'favourites',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'favourites_pk', columns: [t.storeId, t.productId] })],
);

/** The latest keywords a store searched (one row per distinct keyword, newest kept). */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_searches_store_keyword_uq').on(t.storeId, t.keyword),
    index('recent_searches_store_searched_idx').on(t.storeId, t.searchedAt),
  ],
);

const imageBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images uploaded in the services admin (issue 21): WebP, metadata removed, named by a hash of
 * their content, kept in the database so every server serves them (/images/uploads/{name}).
 */
export const catalogImages = pgTable('catalog_images', {
  name: text('name').primaryKey(),
  bytes: imageBytes('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
