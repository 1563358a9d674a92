import type {
  ContractorBlocks,
  EligibleContractor,
} from '@changdee/domain/contractor-availability';
import type { BusinessDate } from '@changdee/domain/dates';
import type { TimeSlot } from '@changdee/domain/time-slots';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rowsOf, sqlList } from '../../db/sql-rows';
import { bookings, contractorDayUsage, contractorSlotUsage } from '../../db/schema/bookings';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import {
  contractorServiceAreas,
  contractorSlotCapacities,
  contractorUnavailableDates,
  contractorWorkTypes,
  contractors,
} from '../../db/schema/contractors';

// The queries of availability and booking. Each answer is one statement whatever the window's
// length (no query per day), using the primary keys and the district index; the same SQL runs on
// PGlite and PostgreSQL.

const list = sqlList;

export interface ContractorQuery {
  districtCode: string;
  /**
   * The job's sub-district (of that district), when known: only contractors serving the whole
   * district or that sub-district count (decision 054). Without it, any contractor serving some
   * of the district counts (the calendar asked by district only).
   */
  subDistrictCode?: string | null;
  /** Distinct work types; a contractor must hold every one. */
  workTypes: readonly string[];
  /** Only this contractor, when given. */
  contractorId?: string | null;
}

/**
 * `select distinct a.contractor_id`: the contractors whose service area holds the place — the
 * whole district or, when the sub-district is known, that sub-district of it (decision 054). One
 * scan of the district's few rows by the district index; distinct, since a contractor serving
 * several sub-districts of the district has a row for each.
 */
export function servingContractors(districtCode: string, subDistrictCode?: string | null): SQL {
  return sql`select distinct a.contractor_id from ${contractorServiceAreas} a
    where a.district_code = ${districtCode}${
      subDistrictCode
        ? sql` and (a.sub_district_code is null or a.sub_district_code = ${subDistrictCode})`
        : sql``
    }`;
}

/**
 * `eligible (id, code, daily_capacity)`: the active contractors that serve the place and hold
 * every work type — the only ones that may take the whole job (a job is never split).
 */
function eligibleContractors(query: ContractorQuery): SQL {
  // Driven by the district's few service-area rows; each contractor's work types by primary key.
  return sql`eligible as (
    select c.id, c.code, c.daily_capacity
    from (${servingContractors(query.districtCode, query.subDistrictCode)}) a
    join ${contractors} c on c.id = a.contractor_id
    where c.active
      ${query.contractorId ? sql`and c.id = ${query.contractorId}` : sql``}
      and (select count(*) from ${contractorWorkTypes} w
           where w.contractor_id = a.contractor_id
             and w.work_type in (${list(query.workTypes)})) = ${query.workTypes.length}
  )`;
}

/** `(select …)`: a contractor's capacity per slot as a JSON object (null when it has none). */
const slotCapacitiesOf = (contractorId: SQL): SQL =>
  sql`(select json_object_agg(sc.time_slot, sc.capacity) from ${contractorSlotCapacities} sc
    where sc.contractor_id = ${contractorId})`;

/** A contractor's capacities, what its counters have used and its days off, in some dates. */
export interface ContractorCapacity {
  slotCapacity: Partial<Record<TimeSlot, number>> | null;
  slotUsed: Array<[BusinessDate, TimeSlot, number]>;
  dayUsed: Array<[BusinessDate, number]>;
  daysOff: BusinessDate[];
}

/**
 * The select-list columns of ContractorCapacity for the contractor `contractorId` (a column of
 * the caller's query) from `from` to `to`: JSON aggregates, so a page of contractors is one
 * statement (the dispatch board, decision 044). Each counter by its primary key.
 */
export const contractorCapacityColumns = (
  contractorId: SQL,
  from: BusinessDate,
  to: BusinessDate,
): SQL => sql`${slotCapacitiesOf(contractorId)} as "slotCapacity",
  coalesce((select json_agg(json_build_array(s.service_date, s.time_slot, s.used))
    from ${contractorSlotUsage} s
    where s.contractor_id = ${contractorId} and s.service_date between ${from} and ${to}),
    '[]') as "slotUsed",
  coalesce((select json_agg(json_build_array(d.service_date, d.used))
    from ${contractorDayUsage} d
    where d.contractor_id = ${contractorId} and d.service_date between ${from} and ${to}),
    '[]') as "dayUsed",
  coalesce((select json_agg(u.unavailable_date) from ${contractorUnavailableDates} u
    where u.contractor_id = ${contractorId} and u.unavailable_date between ${from} and ${to}),
    '[]') as "daysOff"`;

export interface CalendarFacts {
  contractors: EligibleContractor[];
  blocks: ContractorBlocks;
}

/**
 * Everything the calendar rule needs for a window, in one statement: the eligible contractors
 * (by code, their order of preference) with their capacities, and only what blocks them there —
 * days off, slots booked to capacity and days booked to the daily capacity. Full counters are read
 * through the partial indexes on used >= capacity (schema/bookings.ts), so neither the query nor
 * its answer grows with the bookings that merely use some of a contractor's room.
 */
export async function calendarFacts(
  db: DbExecutor,
  query: ContractorQuery & { start: BusinessDate; end: BusinessDate },
): Promise<CalendarFacts> {
  const result = await db.execute(sql`
    with ${eligibleContractors(query)}
    select
      coalesce((
        select json_agg(json_build_object(
          'id', e.id,
          'daily', e.daily_capacity,
          'slots', ${slotCapacitiesOf(sql`e.id`)}
        ) order by e.code)
        from eligible e), '[]') as contractors,
      coalesce((
        select json_agg(json_build_array(u.contractor_id, u.unavailable_date))
        from ${contractorUnavailableDates} u join eligible e on e.id = u.contractor_id
        where u.unavailable_date between ${query.start} and ${query.end}), '[]') as days_off,
      coalesce((
        select json_agg(json_build_array(s.contractor_id, s.service_date, s.time_slot))
        from ${contractorSlotUsage} s join eligible e on e.id = s.contractor_id
        where s.service_date between ${query.start} and ${query.end}
          and s.used >= s.capacity), '[]') as full_slots,
      coalesce((
        select json_agg(json_build_array(d.contractor_id, d.service_date))
        from ${contractorDayUsage} d join eligible e on e.id = d.contractor_id
        where d.service_date between ${query.start} and ${query.end}
          and d.used >= d.capacity), '[]') as full_days`);
  const [row] = rowsOf<{
    contractors: Array<{ id: string; daily: number; slots: Record<string, number> | null }>;
    days_off: Array<[string, string]>;
    full_slots: Array<[string, string, TimeSlot]>;
    full_days: Array<[string, string]>;
  }>(result);
  return {
    contractors: row!.contractors.map((c) => ({
      id: c.id,
      dailyCapacity: c.daily,
      slotCapacity: c.slots ?? {},
    })),
    blocks: {
      daysOff: row!.days_off.map(([contractorId, date]) => ({ contractorId, date })),
      fullSlots: row!.full_slots.map(([contractorId, date, slot]) => ({
        contractorId,
        date,
        slot,
      })),
      fullDays: row!.full_days.map(([contractorId, date]) => ({ contractorId, date })),
    },
  };
}

export interface FreeContractor {
  id: string;
  code: string;
  nameTh: string;
  nameEn: string;
  freeInSlot: number;
  freeInDay: number;
}

/**
 * The eligible contractors free for a date and slot (working then, not off, slot and day not
 * booked up), the preferred one first, then the one with the most room left in the slot.
 */
export async function freeContractors(
  db: DbExecutor,
  query: ContractorQuery & { date: BusinessDate; slot: TimeSlot; preferredId?: string | null },
): Promise<FreeContractor[]> {
  const result = await db.execute(sql`
    with ${eligibleContractors(query)}
    select c.id, c.code, c.name_th as "nameTh", c.name_en as "nameEn",
      sc.capacity - coalesce(s.used, 0) as "freeInSlot",
      e.daily_capacity - coalesce(d.used, 0) as "freeInDay"
    from eligible e
    join ${contractors} c on c.id = e.id
    join ${contractorSlotCapacities} sc on sc.contractor_id = e.id and sc.time_slot = ${query.slot}
    left join ${contractorSlotUsage} s
      on s.contractor_id = e.id and s.service_date = ${query.date} and s.time_slot = ${query.slot}
    left join ${contractorDayUsage} d on d.contractor_id = e.id and d.service_date = ${query.date}
    where sc.capacity > coalesce(s.used, 0)
      and e.daily_capacity > coalesce(d.used, 0)
      and not exists (select 1 from ${contractorUnavailableDates} u
                      where u.contractor_id = e.id and u.unavailable_date = ${query.date})
    order by ${query.preferredId ? sql`e.id = ${query.preferredId} desc,` : sql``}
      sc.capacity - coalesce(s.used, 0) desc, c.code`);
  return rowsOf<FreeContractor>(result).map((row) => ({
    ...row,
    freeInSlot: Number(row.freeInSlot),
    freeInDay: Number(row.freeInDay),
  }));
}

export interface BookingAttempt extends ContractorQuery {
  orderNo: string;
  date: BusinessDate;
  slot: TimeSlot;
  preferredId?: string | null;
  /** Contractors already tried by this reservation (they lost a race): not picked again. */
  tried: readonly string[];
}

/** What one attempt picked and took (see takeFirstFree). */
export interface AttemptOutcome {
  /** The contractor picked, with what an order's answer shows of it. */
  contractor: { id: string; nameTh: string; nameEn: string; phone: string };
  /** The booking row's id when both units were taken and the row written; else null. */
  bookingId: string | null;
  /** The slot's unit was taken but not the day's (a race lost on the day): to give back. */
  slotOnly: boolean;
}

/**
 * One attempt at a booking in ONE statement (decisions 011, 037): picks the first free contractor
 * in freeContractors' order (not among `tried`), then takes one unit of its slot, then — only if
 * that was taken — one unit of its day, then — only if both were — writes the booking row. Each
 * unit is a conditional upsert: the day's first booking inserts the counter row, later ones add
 * one only while used < capacity (the capacity read now). The pick reads the statement's snapshot,
 * but the upserts lock the counter row and re-check the latest version (PostgreSQL waits for a
 * concurrent order on the row), so capacity holds under any concurrency; the CHECK used <=
 * capacity stays as the last guard. Null when nobody is free; `bookingId` null when the pick lost
 * a race (the caller tries the next contractor, giving back a lone slot unit first).
 */
export async function takeFirstFree(
  db: DbExecutor,
  attempt: BookingAttempt,
): Promise<AttemptOutcome | null> {
  // Named by what shapes its text (decision 038): planned once per connection, not per order.
  const shape = [
    attempt.workTypes.length,
    attempt.subDistrictCode ? 's' : '',
    attempt.contractorId ? 'c' : '',
    attempt.preferredId ? 'p' : '',
    attempt.tried.length,
  ].join('');
  const result = await executePrepared(
    db,
    `take_first_free_${shape}`,
    sql`
    with ${eligibleContractors(attempt)},
    pick as (
      select c.id, c.name_th, c.name_en, c.phone, sc.capacity as slot_capacity,
        e.daily_capacity
      from eligible e
      join ${contractors} c on c.id = e.id
      join ${contractorSlotCapacities} sc
        on sc.contractor_id = e.id and sc.time_slot = ${attempt.slot}
      left join ${contractorSlotUsage} s on s.contractor_id = e.id
        and s.service_date = ${attempt.date} and s.time_slot = ${attempt.slot}
      left join ${contractorDayUsage} d
        on d.contractor_id = e.id and d.service_date = ${attempt.date}
      where sc.capacity > coalesce(s.used, 0)
        and e.daily_capacity > coalesce(d.used, 0)
        and not exists (select 1 from ${contractorUnavailableDates} u
                        where u.contractor_id = e.id and u.unavailable_date = ${attempt.date})
        ${attempt.tried.length > 0 ? sql`and e.id not in (${list(attempt.tried)})` : sql``}
      order by ${attempt.preferredId ? sql`e.id = ${attempt.preferredId} desc,` : sql``}
        sc.capacity - coalesce(s.used, 0) desc, c.code
      limit 1
    ),
    slot_unit as (
      insert into ${contractorSlotUsage} as s (contractor_id, service_date, time_slot, used, capacity)
      select p.id, ${attempt.date}::date, ${attempt.slot}, 1, p.slot_capacity from pick p
      on conflict (contractor_id, service_date, time_slot) do update
        set used = s.used + 1, capacity = excluded.capacity
        where s.used < excluded.capacity
      returning s.contractor_id
    ),
    day_unit as (
      insert into ${contractorDayUsage} as d (contractor_id, service_date, used, capacity)
      select p.id, ${attempt.date}::date, 1, p.daily_capacity from pick p
      where exists (select 1 from slot_unit)
      on conflict (contractor_id, service_date) do update
        set used = d.used + 1, capacity = excluded.capacity
        where d.used < excluded.capacity
      returning d.contractor_id
    ),
    booked as (
      insert into ${bookings}
        (order_no, contractor_id, district_code, work_types, service_date, time_slot)
      select ${attempt.orderNo}, p.id, ${attempt.districtCode},
        array[${list(attempt.workTypes)}]::text[], ${attempt.date}::date, ${attempt.slot}
      from pick p
      where exists (select 1 from day_unit)
      returning id
    )
    select p.id, p.name_th as "nameTh", p.name_en as "nameEn", p.phone,
      (select id from booked) as "bookingId",
      exists (select 1 from slot_unit) and not exists (select 1 from day_unit) as "slotOnly"
    from pick p`,
  );
  const [row] = rowsOf<{
    id: string;
    nameTh: string;
    nameEn: string;
    phone: string;
    bookingId: string | null;
    slotOnly: boolean;
  }>(result);
  if (!row) return null;
  const { bookingId, slotOnly, ...contractor } = row;
  return { contractor, bookingId, slotOnly };
}

/** Gives back one unit of a slot taken alone (its day was full): see takeFirstFree. */
export async function giveBackSlotUnit(
  db: DbExecutor,
  contractorId: string,
  date: BusinessDate,
  slot: TimeSlot,
): Promise<void> {
  await db
    .update(contractorSlotUsage)
    .set({ used: sql`${contractorSlotUsage.used} - 1` })
    .where(
      and(
        eq(contractorSlotUsage.contractorId, contractorId),
        eq(contractorSlotUsage.serviceDate, date),
        eq(contractorSlotUsage.timeSlot, slot),
      ),
    );
}

/** Gives back the units a released booking held (CHECK used >= 0 guards against a double give). */
export async function giveBackUnits(
  db: DbExecutor,
  contractorId: string,
  date: BusinessDate,
  slot: TimeSlot,
): Promise<void> {
  await giveBackSlotUnit(db, contractorId, date, slot);
  await db
    .update(contractorDayUsage)
    .set({ used: sql`${contractorDayUsage.used} - 1` })
    .where(
      and(
        eq(contractorDayUsage.contractorId, contractorId),
        eq(contractorDayUsage.serviceDate, date),
      ),
    );
}

export type BookingRow = typeof bookings.$inferSelect & {
  /** The order's sub-district (where the job is): a move must find a team serving it again. */
  subDistrictCode: string;
};

/** Marks the order's booked row released and returns it; null when the order holds none. */
export async function markReleased(db: DbExecutor, orderNo: string): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: 'released', releasedAt: sql`now()` })
    .where(and(eq(bookings.orderNo, orderNo), eq(bookings.status, 'booked')))
    .returning({
      ...getTableColumns(bookings),
      // Qualified by hand: Drizzle writes a column of the updated table without its table.
      subDistrictCode: sql<string>`(select o.sub_district_code from ${orders} o
        where o.order_no = "bookings"."order_no")`,
    });
  return row ?? null;
}

/** The products of a cart within the given channels: their lock days and work types. */
export async function cartProducts(
  db: DbExecutor,
  productIds: readonly string[],
  channels: readonly string[],
): Promise<Array<{ id: string; lockDays: number; typeOfWork: string }>> {
  if (productIds.length === 0 || channels.length === 0) return [];
  return db
    .select({ id: products.id, lockDays: products.lockDays, typeOfWork: products.typeOfWork })
    .from(products)
    .where(
      and(
        inArray(products.id, [...productIds]),
        inArray(products.channelCode, [...channels]),
        eq(products.active, true),
      ),
    );
}

/**
 * `select distinct work_type`: which of the work types (a list or a subquery) an active contractor
 * serving the place (the district, or that sub-district of it when given: decision 054) holds —
 * the service-area rule, also read inside an order's facts (orders repository orderFacts) so an
 * order pays no statement of its own for it.
 */
export function servedWorkTypesQuery(
  districtCode: string,
  workTypes: SQL,
  subDistrictCode?: string | null,
): SQL {
  return sql`select distinct w.work_type
    from (${servingContractors(districtCode, subDistrictCode)}) a
    join ${contractors} c on c.id = a.contractor_id
    join ${contractorWorkTypes} w on w.contractor_id = c.id
    where c.active and w.work_type in (${workTypes})`;
}

/** Which of the work types an active contractor serving the place holds. */
export async function workTypesServed(
  db: DbExecutor,
  districtCode: string,
  workTypes: readonly string[],
  subDistrictCode?: string | null,
): Promise<Set<string>> {
  const result = await db.execute(
    servedWorkTypesQuery(districtCode, list(workTypes), subDistrictCode),
  );
  return new Set(rowsOf<{ work_type: string }>(result).map((row) => row.work_type));
}
