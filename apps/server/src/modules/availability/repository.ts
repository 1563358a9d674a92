import type {
  ContractorBlocks,
  EligibleContractor,
} from '@changdee/domain/contractor-availability';
import type { BusinessDate } from '@changdee/domain/dates';
import type { TimeSlot } from '@changdee/domain/time-slots';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, contractorDayUsage, contractorSlotUsage } from '../../db/schema/bookings';
import { products } from '../../db/schema/catalog';
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

/** Rows of db.execute, whichever driver answered. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export interface ContractorQuery {
  districtCode: string;
  /** Distinct work types; a contractor must hold every one. */
  workTypes: readonly string[];
  /** Only this contractor, when given. */
  contractorId?: string | null;
}

/**
 * `eligible (id, code, daily_capacity)`: the active contractors that serve the district and hold
 * every work type — the only ones that may take the whole job (a job is never split).
 */
function eligibleContractors(query: ContractorQuery): SQL {
  // Driven by the district's few service-area rows; each contractor's work types by primary key.
  return sql`eligible as (
    select c.id, c.code, c.daily_capacity
    from ${contractorServiceAreas} a
    join ${contractors} c on c.id = a.contractor_id
    where a.district_code = ${query.districtCode} and c.active
      ${query.contractorId ? sql`and c.id = ${query.contractorId}` : sql``}
      and (select count(*) from ${contractorWorkTypes} w
           where w.contractor_id = a.contractor_id
             and w.work_type in (${list(query.workTypes)})) = ${query.workTypes.length}
  )`;
}

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
          'slots', (select json_object_agg(sc.time_slot, sc.capacity)
                    from ${contractorSlotCapacities} sc where sc.contractor_id = e.id)
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

/**
 * Takes one unit of the contractor's capacity in a slot: inserts the day's counter row with the
 * first booking, otherwise adds one only while used < capacity (the row is locked by the update,
 * so concurrent orders queue here and see each other's units). The capacity is read fresh from
 * contractor_slot_capacities each time. False when the slot is full or not worked.
 */
export async function takeSlotUnit(
  db: DbExecutor,
  contractorId: string,
  date: BusinessDate,
  slot: TimeSlot,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${contractorSlotUsage} as s (contractor_id, service_date, time_slot, used, capacity)
    select sc.contractor_id, ${date}::date, sc.time_slot, 1, sc.capacity
    from ${contractorSlotCapacities} sc
    where sc.contractor_id = ${contractorId} and sc.time_slot = ${slot} and sc.capacity > 0
    on conflict (contractor_id, service_date, time_slot) do update
      set used = s.used + 1, capacity = excluded.capacity
      where s.used < excluded.capacity
    returning s.used`);
  return rowsOf(result).length === 1;
}

/** The same for the contractor's daily capacity over both slots. */
export async function takeDayUnit(
  db: DbExecutor,
  contractorId: string,
  date: BusinessDate,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${contractorDayUsage} as d (contractor_id, service_date, used, capacity)
    select c.id, ${date}::date, 1, c.daily_capacity
    from ${contractors} c
    where c.id = ${contractorId} and c.daily_capacity > 0
    on conflict (contractor_id, service_date) do update
      set used = d.used + 1, capacity = excluded.capacity
      where d.used < excluded.capacity
    returning d.used`);
  return rowsOf(result).length === 1;
}

/** Gives back the units a released booking held (CHECK used >= 0 guards against a double give). */
export async function giveBackUnits(
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

export type BookingRow = typeof bookings.$inferSelect;

export async function insertBooking(
  db: DbExecutor,
  values: Pick<
    BookingRow,
    'orderNo' | 'contractorId' | 'districtCode' | 'workTypes' | 'serviceDate' | 'timeSlot'
  >,
): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

/** Marks the order's booked row released and returns it; null when the order holds none. */
export async function markReleased(db: DbExecutor, orderNo: string): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: 'released', releasedAt: sql`now()` })
    .where(and(eq(bookings.orderNo, orderNo), eq(bookings.status, 'booked')))
    .returning();
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

/** Which of the work types an active contractor serving the district holds. */
export async function workTypesServed(
  db: DbExecutor,
  districtCode: string,
  workTypes: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ workType: contractorWorkTypes.workType })
    .from(contractorServiceAreas)
    .innerJoin(contractors, eq(contractors.id, contractorServiceAreas.contractorId))
    .innerJoin(contractorWorkTypes, eq(contractorWorkTypes.contractorId, contractors.id))
    .where(
      and(
        eq(contractorServiceAreas.districtCode, districtCode),
        eq(contractors.active, true),
        inArray(contractorWorkTypes.workType, [...workTypes]),
      ),
    );
  return new Set(rows.map((row) => row.workType));
}
