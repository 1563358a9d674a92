import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, contractorDayUsage, contractorSlotUsage } from '../../db/schema/bookings';
import {
  contractorMembers,
  contractorServiceAreas,
  contractorSlotCapacities,
  contractorUnavailableDates,
  contractorWorkTypes,
  contractors,
} from '../../db/schema/contractors';
import { districts, subdistricts } from '../../db/schema/geography';
import { sqlList } from '../../db/sql-rows';
import { users } from '../../db/schema/identity';
import { orderLines, orders } from '../../db/schema/orders';
import type {
  AffectedJob,
  CapacityConflict,
  TeamDetail,
  TeamFields,
  TeamSummary,
} from '@changdee/contract/teams-admin';

// The teams' tables as the portal edits them (docs/decisions/051). A team's capacity lives in
// contractors.daily_capacity and contractor_slot_capacities; the usage counters follow them by the
// triggers of decision 011 (0003_capacity_sync.sql), so a write here is all a change of capacity
// needs.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const summaryColumns = sql`
  c.id, c.code, c.name_th, c.name_en, c.phone, c.active, c.daily_capacity, c.version,
  coalesce((select s.capacity from ${contractorSlotCapacities} s
    where s.contractor_id = c.id and s.time_slot = '1'), 0) as morning_capacity,
  coalesce((select s.capacity from ${contractorSlotCapacities} s
    where s.contractor_id = c.id and s.time_slot = '2'), 0) as afternoon_capacity,
  coalesce((select array_agg(w.work_type order by w.work_type) from ${contractorWorkTypes} w
    where w.contractor_id = c.id), '{}') as work_types,
  (select count(distinct a.district_code)::int from ${contractorServiceAreas} a
    where a.contractor_id = c.id) as district_count,
  (select count(*)::int from ${contractorMembers} m where m.contractor_id = c.id) as member_count`;

export async function listTeams(db: DbExecutor): Promise<TeamSummary[]> {
  const result = await db.execute(
    sql`select ${summaryColumns} from ${contractors} c order by c.code`,
  );
  return rowsOf<TeamSummary>(result);
}

/** Every work type a product or a team names: the picker's choices. */
export async function knownWorkTypes(db: DbExecutor): Promise<string[]> {
  const result = await db.execute(sql`
    select type_of_work as w from products where type_of_work is not null
    union select work_type from ${contractorWorkTypes} order by 1`);
  return rowsOf<{ w: string }>(result).map((r) => r.w);
}

export async function teamSummary(
  db: DbExecutor,
  id: string,
  lock = false,
): Promise<TeamSummary | null> {
  if (lock) await db.execute(sql`select id from ${contractors} where id = ${id} for update`);
  const result = await db.execute(
    sql`select ${summaryColumns} from ${contractors} c where c.id = ${id}`,
  );
  return rowsOf<TeamSummary>(result)[0] ?? null;
}

/**
 * The area as stored: districts served whole split into whole provinces and the districts outside
 * them, and the single sub-districts served (decision 054).
 */
export async function teamArea(
  db: DbExecutor,
  id: string,
): Promise<{ provinces: string[]; districts: string[]; sub_districts: string[] }> {
  const result = await db.execute(sql`
    with served as (
      select d.code, d.province_code from ${contractorServiceAreas} a
      join ${districts} d on d.code = a.district_code
      where a.contractor_id = ${id} and a.sub_district_code is null
    ), whole as (
      select s.province_code from served s group by s.province_code
      having count(*) = (select count(*) from ${districts} d2 where d2.province_code = s.province_code)
    )
    select (select coalesce(array_agg(w.province_code order by w.province_code), '{}') from whole w)
        as provinces,
      (select coalesce(array_agg(s.code order by s.code), '{}') from served s
        where s.province_code not in (select province_code from whole)) as districts,
      (select coalesce(array_agg(a.sub_district_code order by a.sub_district_code), '{}')
        from ${contractorServiceAreas} a
        where a.contractor_id = ${id} and a.sub_district_code is not null) as sub_districts`);
  const row = rowsOf<{ provinces: string[]; districts: string[]; sub_districts: string[] }>(
    result,
  )[0]!;
  return {
    provinces: row.provinces.map((p) => p.trim()),
    districts: row.districts,
    sub_districts: row.sub_districts,
  };
}

export async function teamMembers(db: DbExecutor, id: string): Promise<TeamDetail['members']> {
  return db
    .select({
      id: users.id,
      username: users.username,
      display_name: users.displayName,
      active: users.active,
    })
    .from(contractorMembers)
    .innerJoin(users, eq(users.id, contractorMembers.userId))
    .where(eq(contractorMembers.contractorId, id))
    .orderBy(users.username);
}

export async function daysOffFrom(
  db: DbExecutor,
  id: string,
  from: string,
): Promise<TeamDetail['days_off']> {
  const result = await db.execute(sql`
    select unavailable_date::text as date, reason from ${contractorUnavailableDates}
    where contractor_id = ${id} and unavailable_date >= ${from} order by unavailable_date`);
  return rowsOf<TeamDetail['days_off'][number]>(result);
}

/**
 * The open booked jobs of the team from `from` on that it cannot do: on a day off, or any while
 * the team is inactive. These are what the dispatch board lists under "needs a decision".
 */
export async function affectedJobs(
  db: DbExecutor,
  id: string,
  from: string,
): Promise<AffectedJob[]> {
  const result = await db.execute(sql`
    select b.order_no as cart_order_no, b.service_date::text as date, b.time_slot as time,
      b.district_code as district_code
    from bookings b
    join orders o on o.order_no = b.order_no
    join ${contractors} c on c.id = b.contractor_id
    where b.contractor_id = ${id} and b.status = 'booked' and b.service_date >= ${from}
      and o.status not in ('in_progress', 'completed', 'cancelled')
      and (not c.active or exists (select 1 from ${contractorUnavailableDates} u
        where u.contractor_id = c.id and u.unavailable_date = b.service_date))
    order by b.service_date, b.time_slot, b.order_no`);
  return rowsOf<AffectedJob>(result);
}

/** A team's area as stored (decision 054): districts served whole, and single sub-districts. */
export interface StoredArea {
  /** Districts served whole (one row each, sub_district_code null). */
  codes: string[];
  /** Sub-districts of districts not served whole (one row each). */
  subDistricts: Array<{ districtCode: string; subDistrictCode: string }>;
  /** Codes asked that do not exist. */
  unknown: string[];
  /** Sub-districts asked whose district is already served whole (a province or a district). */
  inWholeArea: string[];
}

/**
 * The area asked, as it is to be stored: whole provinces and districts as districts; sub-districts
 * by their district, unless every sub-district of a district is asked (then the whole district).
 * Unknown codes and sub-districts inside an area already chosen whole are answered for refusal.
 */
export async function expandArea(
  db: DbExecutor,
  area: { provinces: string[]; districts: string[]; sub_districts?: string[] },
): Promise<StoredArea> {
  const codes = new Set<string>();
  const unknown: string[] = [];
  if (area.provinces.length) {
    const rows = await db
      .select({ code: districts.code, province: districts.provinceCode })
      .from(districts)
      .where(inArray(districts.provinceCode, area.provinces));
    const found = new Set(rows.map((r) => r.province));
    for (const p of area.provinces) if (!found.has(p)) unknown.push(p);
    for (const r of rows) codes.add(r.code);
  }
  if (area.districts.length) {
    const rows = await db
      .select({ code: districts.code })
      .from(districts)
      .where(inArray(districts.code, area.districts));
    const found = new Set(rows.map((r) => r.code));
    for (const d of area.districts) if (!found.has(d)) unknown.push(d);
    for (const r of rows) codes.add(r.code);
  }
  const subDistricts: StoredArea['subDistricts'] = [];
  const inWholeArea: string[] = [];
  const asked = [...new Set(area.sub_districts ?? [])];
  if (asked.length) {
    const result = await db.execute(sql`
      select s.code, s.district_code,
        (select count(*)::int from ${subdistricts} s2 where s2.district_code = s.district_code)
          as in_district
      from ${subdistricts} s where s.code in (${sqlList(asked)})`);
    const rows = rowsOf<{ code: string; district_code: string; in_district: number }>(result);
    const found = new Set(rows.map((r) => r.code));
    for (const code of asked) if (!found.has(code)) unknown.push(code);
    const byDistrict = new Map<string, { total: number; codes: string[] }>();
    for (const r of rows) {
      if (codes.has(r.district_code)) {
        inWholeArea.push(r.code);
        continue;
      }
      const entry = byDistrict.get(r.district_code) ?? { total: r.in_district, codes: [] };
      entry.codes.push(r.code);
      byDistrict.set(r.district_code, entry);
    }
    for (const [districtCode, entry] of byDistrict) {
      if (entry.codes.length === entry.total) codes.add(districtCode);
      else
        for (const subDistrictCode of entry.codes)
          subDistricts.push({ districtCode, subDistrictCode });
    }
  }
  subDistricts.sort((a, b) => a.subDistrictCode.localeCompare(b.subDistrictCode));
  return { codes: [...codes].sort(), subDistricts, unknown, inWholeArea: inWholeArea.sort() };
}

/** The ids among `ids` that are not active Technician users. */
export async function notTechnicians(db: DbExecutor, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'Technician'), eq(users.active, true)));
  const ok = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

/** Booked units from `from` on above the capacities asked (each a day or a slot). */
export async function capacityConflicts(
  db: DbExecutor,
  id: string,
  from: string,
  capacity: { morning: number; afternoon: number; daily: number },
): Promise<CapacityConflict[]> {
  const result = await db.execute(sql`
    select s.service_date::text as date, s.time_slot as time, s.used as booked,
      case s.time_slot when '1' then ${capacity.morning}::int else ${capacity.afternoon}::int end
        as capacity
    from ${contractorSlotUsage} s
    where s.contractor_id = ${id} and s.service_date >= ${from}
      and s.used > case s.time_slot when '1' then ${capacity.morning}::int
        else ${capacity.afternoon}::int end
    union all
    select d.service_date::text, null, d.used, ${capacity.daily}::int
    from ${contractorDayUsage} d
    where d.contractor_id = ${id} and d.service_date >= ${from} and d.used > ${capacity.daily}::int
    order by 1, 2 nulls last`);
  return rowsOf<CapacityConflict>(result);
}

/** A booked job the team would no longer serve. */
export interface StrandedJob {
  order_no: string;
  date: string;
  time: string;
}

/**
 * The team's booked jobs from `from` on that it does not serve as it now stands (read after
 * writeTeam, in its transaction): outside its area (the job's district whole or its sub-district,
 * decision 054) or of a work type it no longer holds.
 */
export async function jobsNoLongerServed(
  db: DbExecutor,
  id: string,
  from: string,
): Promise<StrandedJob[]> {
  const result = await db.execute(sql`
    select b.order_no, b.service_date::text as date, b.time_slot as time
    from ${bookings} b
    join ${orders} o on o.order_no = b.order_no
    where b.contractor_id = ${id} and b.status = 'booked' and b.service_date >= ${from}
      and (not exists (select 1 from ${contractorServiceAreas} a
          where a.contractor_id = b.contractor_id and a.district_code = o.district_code
            and (a.sub_district_code is null or a.sub_district_code = o.sub_district_code))
        or exists (select 1 from ${orderLines} l
          where l.order_no = b.order_no and not exists (select 1 from ${contractorWorkTypes} w
            where w.contractor_id = b.contractor_id and w.work_type = l.type_of_work)))
    order by b.service_date, b.time_slot, b.order_no`);
  return rowsOf<StrandedJob>(result);
}

/** Writes everything of a team but its days off (the caller has locked and checked it). */
export async function writeTeam(
  db: DbExecutor,
  id: string,
  fields: TeamFields,
  area: Pick<StoredArea, 'codes' | 'subDistricts'>,
): Promise<void> {
  await db
    .update(contractors)
    .set({
      code: fields.code,
      nameTh: fields.name_th,
      nameEn: fields.name_en,
      phone: fields.phone,
      active: fields.active,
      dailyCapacity: fields.daily_capacity,
      version: sql`${contractors.version} + 1`,
    })
    .where(eq(contractors.id, id));
  for (const [timeSlot, capacity] of [
    ['1', fields.morning_capacity],
    ['2', fields.afternoon_capacity],
  ] as const)
    await db
      .insert(contractorSlotCapacities)
      .values({ contractorId: id, timeSlot, capacity })
      .onConflictDoUpdate({
        target: [contractorSlotCapacities.contractorId, contractorSlotCapacities.timeSlot],
        set: { capacity },
      });

  const workTypes = [...new Set(fields.work_types)];
  await db
    .delete(contractorWorkTypes)
    .where(
      and(
        eq(contractorWorkTypes.contractorId, id),
        notInArray(contractorWorkTypes.workType, workTypes),
      ),
    );
  await db
    .insert(contractorWorkTypes)
    .values(workTypes.map((workType) => ({ contractorId: id, workType })))
    .onConflictDoNothing();

  // The area is written whole (decision 054): its rows are read by nothing but "who serves this
  // place", inside this transaction's lock, so replacing them is the plainest exact write.
  await db.delete(contractorServiceAreas).where(eq(contractorServiceAreas.contractorId, id));
  const areaRows = [
    ...area.codes.map((districtCode) => ({ contractorId: id, districtCode })),
    ...area.subDistricts.map((sub) => ({ contractorId: id, ...sub })),
  ];
  if (areaRows.length) await db.insert(contractorServiceAreas).values(areaRows);

  const members = [...new Set(fields.member_ids)];
  await db
    .delete(contractorMembers)
    .where(
      members.length
        ? and(eq(contractorMembers.contractorId, id), notInArray(contractorMembers.userId, members))
        : eq(contractorMembers.contractorId, id),
    );
  if (members.length) {
    // A technician named here leaves their other team: that team's copy is stale now.
    await db.execute(sql`
      update ${contractors} set version = version + 1
      where id in (select contractor_id from ${contractorMembers}
        where user_id in (${sql.join(
          members.map((m) => sql`${m}::uuid`),
          sql`, `,
        )}) and contractor_id <> ${id})`);
    await db
      .insert(contractorMembers)
      .values(members.map((userId) => ({ userId, contractorId: id })))
      .onConflictDoUpdate({ target: contractorMembers.userId, set: { contractorId: id } });
  }
}

export async function insertTeam(db: DbExecutor, fields: TeamFields): Promise<string> {
  const [row] = await db
    .insert(contractors)
    .values({
      code: fields.code,
      nameTh: fields.name_th,
      nameEn: fields.name_en,
      phone: fields.phone,
      active: fields.active,
      dailyCapacity: fields.daily_capacity,
      version: 0,
    })
    .returning({ id: contractors.id });
  return row!.id;
}

export async function codeTaken(db: DbExecutor, code: string, exceptId?: string) {
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.code, code));
  return rows.some((r) => r.id !== exceptId);
}

export async function addDaysOff(
  db: DbExecutor,
  id: string,
  dates: string[],
  reason: string | null,
): Promise<void> {
  await db
    .insert(contractorUnavailableDates)
    .values(dates.map((unavailableDate) => ({ contractorId: id, unavailableDate, reason })))
    .onConflictDoUpdate({
      target: [contractorUnavailableDates.contractorId, contractorUnavailableDates.unavailableDate],
      set: { reason },
    });
  await bumpVersion(db, id);
}

export async function removeDayOff(db: DbExecutor, id: string, date: string): Promise<boolean> {
  const removed = await db
    .delete(contractorUnavailableDates)
    .where(
      and(
        eq(contractorUnavailableDates.contractorId, id),
        eq(contractorUnavailableDates.unavailableDate, date),
      ),
    )
    .returning({ date: contractorUnavailableDates.unavailableDate });
  if (removed.length) await bumpVersion(db, id);
  return removed.length > 0;
}

const bumpVersion = (db: DbExecutor, id: string) =>
  db
    .update(contractors)
    .set({ version: sql`${contractors.version} + 1` })
    .where(eq(contractors.id, id));
