import { char, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Thai administrative geography with the official DOPA codes: each code starts with its parent's
// (province 2 digits, district 4, sub-district 6). Reference data, loaded on every start by
// db/geography/load-geography.ts from the committed thailand-geography.json; never edited by users.

export const provinces = pgTable('provinces', {
  code: char('code', { length: 2 }).primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    code: char('code', { length: 4 }).primaryKey(),
    provinceCode: char('province_code', { length: 2 })
      .notNull()
      .references(() => provinces.code),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [index('districts_province_code_idx').on(t.provinceCode)],
);

export const subdistricts = pgTable(
  'subdistricts',
  {
    code: char('code', { length: 6 }).primaryKey(),
    districtCode: char('district_code', { length: 4 })
      .notNull()
      .references(() => districts.code),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    /** The main postcode (what a picker shows first). */
    postcode: char('postcode', { length: 5 }).notNull(),
    /** All postcodes, main first, only when the sub-district has several; null otherwise. */
    postcodes: text('postcodes').array(),
  },
  (t) => [
    index('subdistricts_district_code_idx').on(t.districtCode),
    index('subdistricts_postcode_idx').on(t.postcode),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The geography's whole answers (the location tree and the three address lists), compressed once
 * by the process that prepares the database (docs/decisions/048), so a serving process reads the
 * bytes instead of running brotli at quality 11 itself. Keyed by the digest of the uncompressed
 * answer: a server whose data or code makes other bytes looks up another key, never stale bytes.
 */
export const geographyAnswers = pgTable('geography_answers', {
  /** sha256 of the uncompressed JSON, base64url, 27 characters (the ETag's digest). */
  digest: text('digest').primaryKey(),
  br: bytea('br').notNull(),
  gzip: bytea('gzip').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
