import { sql, type SQL } from 'drizzle-orm';
import type { ProblemKind } from '@changdee/domain/job-report';
import type { BusinessDate } from '@changdee/domain/dates';
import type { OrderStatus, PaymentMethod, PaymentState } from '@changdee/domain/order-status';
import { methodsWhere } from '@changdee/domain/payment-methods';
import type { TimeSlot } from '@changdee/domain/time-slots';
import type { DbExecutor } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import {
  contractorServiceAreas,
  contractorUnavailableDates,
  contractorWorkTypes,
  contractors,
} from '../../db/schema/contractors';
import { executePrepared, nameByText } from '../../db/prepared';
import { rowsOf, sqlList } from '../../db/sql-rows';
import { openJobProblems } from '../../db/schema/dispatch';
import { districts, subdistricts } from '../../db/schema/geography';
import { orderLines, orders } from '../../db/schema/orders';
import { inList } from '../../db/schema/sql-checks';
import { rescheduleRequests } from '../../db/schema/tracking';
import { contractorCapacityColumns, type ContractorCapacity } from '../availability/service';

// Data access of the dispatch board and assignments: queries only, no rules. The board is four
// statements whatever the number of teams and jobs (docs/decisions/044, 055): the page of teams
// with their capacities, counters and days off; the jobs those teams hold; the work types held;
// the jobs that may need a decision.

const list = sqlList;

export interface BoardFilters {
  from: BusinessDate;
  to: BusinessDate;
  province?: string;
  district?: string;
  workType?: string;
}

/** A team of the board: the contractor, with its capacity read by availability's columns. */
export interface TeamRow extends ContractorCapacity {
  id: string;
  code: string;
  nameTh: string;
  nameEn: string;
  active: boolean;
  daily: number;
  total: number;
}

/** A team serves the area and the work type asked (a province: any of its districts). */
function teamFilter(filters: BoardFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.district)
    parts.push(sql`exists (select 1 from ${contractorServiceAreas} a
      where a.contractor_id = c.id and a.district_code = ${filters.district})`);
  if (filters.province)
    parts.push(sql`exists (select 1 from ${contractorServiceAreas} a
      join ${districts} d on d.code = a.district_code
      where a.contractor_id = c.id and d.province_code = ${filters.province})`);
  if (filters.workType)
    parts.push(sql`exists (select 1 from ${contractorWorkTypes} w
      where w.contractor_id = c.id and w.work_type = ${filters.workType})`);
  return sql.join(parts, sql` and `);
}

/** A page of teams by code, each with its capacities, counters and days off in the dates. */
export async function boardTeams(
  db: DbExecutor,
  filters: BoardFilters,
  page: { limit: number; offset: number },
): Promise<TeamRow[]> {
  const result = await db.execute(sql`
    with team as (
      select c.id, c.code, c.name_th, c.name_en, c.active, c.daily_capacity,
        count(*) over () as total
      from ${contractors} c
      where ${teamFilter(filters)}
      order by c.code
      limit ${page.limit} offset ${page.offset}
    )
    select t.id, t.code, t.name_th as "nameTh", t.name_en as "nameEn", t.active,
      t.daily_capacity as daily, t.total,
      ${contractorCapacityColumns(sql`t.id`, filters.from, filters.to)}
    from team t
    order by t.code`);
  return rowsOf<TeamRow>(result).map((row) => ({
    ...row,
    daily: Number(row.daily),
    total: Number(row.total),
  }));
}

export interface JobRow {
  orderNo: string;
  date: BusinessDate;
  slot: TimeSlot;
  status: OrderStatus;
  paymentState: PaymentState;
  subDistrictCode: string;
  subDistrictTh: string;
  subDistrictEn: string;
  serviceTh: string;
  serviceEn: string;
  moreServices: number;
  contractorId: string | null;
  problem: ProblemKind | null;
}

/** What a job shows on the board, from `o` (orders) and the column of its team (or null). */
const jobColumns = (
  team: SQL,
) => sql`o.order_no as "orderNo", o.service_date as date, o.time_slot as slot,
  o.status, o.payment_state as "paymentState", o.sub_district_code as "subDistrictCode",
  sd.name_th as "subDistrictTh", sd.name_en as "subDistrictEn",
  l.name_th as "serviceTh", l.name_en as "serviceEn",
  (select max(l2.position) from ${orderLines} l2 where l2.order_no = o.order_no) as "moreServices",
  ${team} as "contractorId", p.kind as problem`;
const JOB_JOINS = sql`join ${orderLines} l on l.order_no = o.order_no and l.position = 0
  join ${subdistricts} sd on sd.code = o.sub_district_code
  left join ${openJobProblems} p on p.order_no = o.order_no`;

const toJob = <T extends JobRow>(row: T): T => ({
  ...row,
  date: String(row.date),
  moreServices: Number(row.moreServices),
});

/** The jobs the teams hold in the dates, by date, slot and order number. */
export async function teamJobs(
  db: DbExecutor,
  teamIds: readonly string[],
  from: BusinessDate,
  to: BusinessDate,
): Promise<JobRow[]> {
  if (teamIds.length === 0) return [];
  const result = await db.execute(sql`
    select ${jobColumns(sql`b.contractor_id`)}
    from ${bookings} b
    join ${orders} o on o.order_no = b.order_no
    ${JOB_JOINS}
    where b.status = 'booked' and b.contractor_id in (${list(teamIds)})
      and b.service_date between ${from} and ${to}
    order by b.service_date, b.time_slot, o.order_no`);
  return rowsOf<JobRow>(result).map(toJob);
}

export interface CandidateRow extends JobRow {
  requestedPayment: PaymentMethod | null;
  createdAt: Date;
  teamActive: boolean | null;
  teamOff: boolean;
  /** The customer's latest undecided request for another date (decision 046), or nulls. */
  rescheduleAt: Date | null;
  rescheduleDate: BusinessDate | null;
  rescheduleNote: string | null;
}

/**
 * The open jobs of the dates (in the area and work type asked) that may need a decision: no
 * booked team, the team off or closed, a problem standing, or an online payment still due since
 * before `holdCutoff`. The domain's attentionReasons decides; this only leaves out the rest.
 * Each reason is found where it is small, never by reading the day's every order: those without a
 * team and those still to be paid by their partial indexes on orders (decision 055), each day off
 * by its team's bookings that day, closed teams, problems and requests by their own tables. Only
 * the jobs found get their team's facts (as subqueries: fewer joins to plan) and the board's
 * columns.
 */
export async function decisionCandidates(
  db: DbExecutor,
  filters: BoardFilters,
  holdCutoff: Date,
  limit: number,
): Promise<CandidateRow[]> {
  const inDates = (column: SQL) => sql`${column} between ${filters.from} and ${filters.to}`;
  const area: SQL[] = [];
  if (filters.district) area.push(sql`and o.district_code = ${filters.district}`);
  if (filters.province) area.push(sql`and o.province_code = ${filters.province}`);
  if (filters.workType)
    area.push(sql`and exists (select 1 from ${orderLines} w
      where w.order_no = o.order_no and w.type_of_work = ${filters.workType})`);
  // Prepared (decision 038): after a few runs PostgreSQL keeps one plan for it, where planning it
  // every time cost half its run. So that one plan fits every day, each reason finds only jobs of
  // the dates and the rest is read by order number.
  const result = await executePrepared(
    db,
    nameByText('dispatch_candidates'),
    sql`
    with found as (
      select o.order_no from ${orders} o
      where ${inDates(sql`o.service_date`)} and not o.team_booked
        and o.status not in ('completed', 'cancelled')
      union
      select o.order_no from ${orders} o
      where ${inDates(sql`o.service_date`)}
        and ${inList(sql`o.requested_payment`, methodsWhere('paidBeforeJob'))}
        and o.payment_state in ('unpaid', 'pending') and o.created_at < ${holdCutoff}
      union
      -- offset 0 keeps this a lookup of each team's day (an index), not a scan of the bookings
      select b.order_no from ${contractorUnavailableDates} u
      cross join lateral (select b.order_no from ${bookings} b
        where b.contractor_id = u.contractor_id and b.service_date = u.unavailable_date
          and b.status = 'booked' offset 0) b
      where ${inDates(sql`u.unavailable_date`)}
      union
      select b.order_no from ${contractors} c
      join ${bookings} b on b.contractor_id = c.id and b.status = 'booked'
        and ${inDates(sql`b.service_date`)}
      where not c.active
      union
      select q.order_no from ${openJobProblems} q
      join ${orders} o on o.order_no = q.order_no and ${inDates(sql`o.service_date`)}
      union
      select r.order_no from ${rescheduleRequests} r
      join ${orders} o on o.order_no = r.order_no and ${inDates(sql`o.service_date`)}
      where r.decided_at is null
    )
    select ${jobColumns(sql`b.contractor_id`)}, o.requested_payment as "requestedPayment",
      o.created_at as "createdAt",
      (select c.active from ${contractors} c where c.id = b.contractor_id) as "teamActive",
      exists (select 1 from ${contractorUnavailableDates} u
        where u.contractor_id = b.contractor_id and u.unavailable_date = b.service_date) as "teamOff",
      r.created_at as "rescheduleAt", r.preferred_date as "rescheduleDate",
      r.note as "rescheduleNote"
    from found f
    join ${orders} o on o.order_no = f.order_no
    left join ${bookings} b on b.order_no = o.order_no and b.status = 'booked'
    left join lateral (select rr.created_at, rr.preferred_date, rr.note
      from ${rescheduleRequests} rr where rr.order_no = o.order_no and rr.decided_at is null
      order by rr.created_at desc limit 1) r on true
    ${JOB_JOINS}
    where o.status not in ('completed', 'cancelled') ${sql.join(area, sql` `)}
    order by o.service_date, o.time_slot, o.order_no
    limit ${limit}`,
  );
  return rowsOf<CandidateRow>(result).map((row) => ({
    ...toJob(row),
    createdAt: new Date(row.createdAt),
    rescheduleAt: row.rescheduleAt === null ? null : new Date(row.rescheduleAt),
    rescheduleDate: row.rescheduleDate === null ? null : String(row.rescheduleDate),
  }));
}

/** The work types the teams hold, for the board's filter. */
export async function heldWorkTypes(db: DbExecutor): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct work_type as "workType" from ${contractorWorkTypes} order by 1`,
  );
  return rowsOf<{ workType: string }>(result).map((row) => row.workType);
}

// ---- assigning ----

export interface TeamFit {
  id: string;
  active: boolean;
  /** Serves the job's place: its whole district, or its sub-district (decision 054). */
  serves: boolean;
  /** How many of the job's work types it holds. */
  workTypesHeld: number;
  off: boolean;
}

/** What a team is for a job: whether it serves the district, its work types, its day off. */
export async function teamFit(
  db: DbExecutor,
  contractorId: string,
  job: {
    districtCode: string;
    subDistrictCode: string;
    workTypes: readonly string[];
    date: BusinessDate;
  },
): Promise<TeamFit | null> {
  const result = await db.execute(sql`
    select c.id, c.active,
      exists (select 1 from ${contractorServiceAreas} a
        where a.contractor_id = c.id and a.district_code = ${job.districtCode}
          and (a.sub_district_code is null
            or a.sub_district_code = ${job.subDistrictCode})) as serves,
      (select count(*) from ${contractorWorkTypes} w
        where w.contractor_id = c.id and w.work_type in (${list(job.workTypes)})) as "workTypesHeld",
      exists (select 1 from ${contractorUnavailableDates} u
        where u.contractor_id = c.id and u.unavailable_date = ${job.date}) as off
    from ${contractors} c where c.id = ${contractorId}`);
  const [row] = rowsOf<TeamFit>(result);
  return row ? { ...row, workTypesHeld: Number(row.workTypesHeld) } : null;
}

/** The work types of an order's lines. */
export async function orderWorkTypes(db: DbExecutor, orderNo: string): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct type_of_work as "workType" from ${orderLines} where order_no = ${orderNo}`,
  );
  return rowsOf<{ workType: string }>(result).map((row) => row.workType);
}
