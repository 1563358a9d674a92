import { sql } from 'drizzle-orm';
import {
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { districts, subdistricts } from './geography';
import { users } from './identity';
import { inList } from './sql-checks';

// Contractors: the technician teams who do the jobs. A product is "in area" for a sub-district when
// an active contractor has the product's work type (type_of_work) and serves the sub-district: its
// whole district, or that sub-district of it (spec §4 Availability, decision 054; the calendar
// calls pass the district code, and the shop adds the sub-district when it knows it).

export const contractors = pgTable(
  'contractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Natural key ('CT-BKK-COOL'): what seeds, logs and support staff refer to. */
    code: text('code').notNull().unique(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    phone: text('phone').notNull(),
    /** Inactive contractors keep their history but serve nothing. */
    active: boolean('active').notNull().default(true),
    /** Jobs the team can take in one day, over all slots (each slot has its own limit too). */
    dailyCapacity: integer('daily_capacity').notNull(),
    /** Optimistic concurrency for the portal's edits (decision 051): +1 on every change. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('contractors_daily_capacity_ck', sql`${t.dailyCapacity} >= 0`)],
);

export const contractorWorkTypes = pgTable(
  'contractor_work_types',
  {
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    /** A product's type_of_work (DEMO_WORK_TYPES: 'WT-AC', 'WT-SOLAR', …). */
    workType: text('work_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractorId, t.workType] }),
    index('contractor_work_types_work_type_idx').on(t.workType),
  ],
);

/**
 * Where a contractor works. Decision 011: a whole province is stored as all its districts (the
 * seed and the portal expand it), so "who serves this district" is one indexed lookup with no
 * province special case. Decision 054: a row with `sub_district_code` null serves the whole
 * district; rows with a sub-district serve only those sub-districts of it. The lookup stays one
 * index scan on the district: `district_code = D and (sub_district_code is null or
 * sub_district_code = S)`, or any row of D when the sub-district is not known (the calendar asked
 * by district only). A team holds either the whole-district row or sub-district rows for a
 * district, never both (the portal's writer keeps it so; both would still mean "whole").
 */
export const contractorServiceAreas = pgTable(
  'contractor_service_areas',
  {
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    districtCode: char('district_code', { length: 4 })
      .notNull()
      .references(() => districts.code),
    /** Null: the whole district. Else one sub-district of it (its code starts with the district's). */
    subDistrictCode: char('sub_district_code', { length: 6 }).references(() => subdistricts.code),
  },
  (t) => [
    uniqueIndex('contractor_service_areas_whole_uq')
      .on(t.contractorId, t.districtCode)
      .where(sql`${t.subDistrictCode} is null`),
    uniqueIndex('contractor_service_areas_sub_uq')
      .on(t.contractorId, t.subDistrictCode)
      .where(sql`${t.subDistrictCode} is not null`),
    index('contractor_service_areas_district_idx').on(t.districtCode),
    check(
      'contractor_service_areas_sub_ck',
      sql`${t.subDistrictCode} is null or left(${t.subDistrictCode}, 4) = ${t.districtCode}`,
    ),
  ],
);

/** Jobs per day a contractor takes in each time slot ('1' 09.00-12.00, '2' 13.00-17.00, spec §5). */
export const contractorSlotCapacities = pgTable(
  'contractor_slot_capacities',
  {
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    timeSlot: text('time_slot', { enum: TIME_SLOTS }).notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractorId, t.timeSlot] }),
    check(
      'contractor_slot_capacities_ck',
      sql`${inList(t.timeSlot, TIME_SLOTS)} and ${t.capacity} >= 0`,
    ),
  ],
);

/** Whole days a contractor does not work (holidays, training), business dates. */
export const contractorUnavailableDates = pgTable(
  'contractor_unavailable_dates',
  {
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    unavailableDate: date('unavailable_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.contractorId, t.unavailableDate] }),
    index('contractor_unavailable_dates_date_idx').on(t.unavailableDate),
  ],
);

/**
 * The technicians of a team (issue 19): a Technician user belongs to one contractor team and sees
 * and works only its jobs (packages/domain/src/order-policy.ts).
 */
export const contractorMembers = pgTable(
  'contractor_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
  },
  (t) => [index('contractor_members_contractor_idx').on(t.contractorId)],
);
