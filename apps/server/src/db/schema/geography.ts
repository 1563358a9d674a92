import { char, index, pgTable, text } from 'drizzle-orm/pg-core';

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
