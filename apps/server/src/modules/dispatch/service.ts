import type {
  AssignRequest,
  BoardJob,
  DispatchBoard,
  DispatchQuery,
} from '@changdee/contract/dispatch';
import { addDays, businessToday, compareDates, type BusinessDate } from '@changdee/domain/dates';
import { attentionReasons } from '@changdee/domain/job-report';
import { requiresPaymentBeforeJob } from '@changdee/domain/payment-methods';
import { TIME_SLOTS, type TimeSlot } from '@changdee/domain/time-slots';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { findContractors, moveBooking, reserveBooking } from '../availability/service';
import { clearProblem } from '../jobs/service';
import * as orders from '../orders/service';
import * as repository from './repository';

// The dispatch board and assignments (issue 20, docs/decisions/044). The board reads four
// statements whatever the number of teams and jobs; an assignment moves the job's booking through
// the availability counters (one unit released, one taken, in one transaction) and records it.

/** The most jobs the "needs a decision" list answers at once. */
const DECISIONS_MAX = 500;

const toBoardJob = (row: repository.JobRow): BoardJob => ({
  cartOrderNo: row.orderNo,
  date: row.date,
  time: row.slot,
  service: { th: row.serviceTh, en: row.serviceEn },
  more_services: row.moreServices,
  sub_district: {
    code: row.subDistrictCode,
    name: { th: row.subDistrictTh, en: row.subDistrictEn },
  },
  status: row.status,
  payment_state: row.paymentState,
  contractor_id: row.contractorId,
  problem: row.problem,
});

const capacity = (total: number, used: number) => ({
  capacity: total,
  used,
  free: Math.max(0, total - used),
});

/** GET /ops/v1/dispatch: the teams of a page with their days and jobs, and the jobs to decide. */
/** A page of teams, then the jobs those teams hold in the dates. */
async function teamsWithJobs(
  db: DbExecutor,
  filters: repository.BoardFilters,
  page: { limit: number; offset: number },
) {
  const teams = await repository.boardTeams(db, filters, page);
  const ids = teams.map((team) => team.id);
  return { teams, jobs: await repository.teamJobs(db, ids, filters.from, filters.to) };
}

export async function dispatchBoard(
  db: DbExecutor,
  query: DispatchQuery,
  now: Date,
  /** PAYMENT_HOLD_MINUTES: how long an order to be paid online may wait unpaid (decision 040). */
  holdMinutes: number,
): Promise<DispatchBoard> {
  const dates = Array.from({ length: query.days }, (_, i) => addDays(query.date, i));
  const filters: repository.BoardFilters = {
    from: dates[0]!,
    to: dates.at(-1)!,
    province: query.province,
    district: query.district,
    workType: query.work_type,
  };
  // Three independent reads at once: on PostgreSQL each takes its own pooled connection, so the
  // board waits for the slowest, not the sum (bench/dispatch.ts); PGlite runs them in turn.
  const [{ teams, jobs }, workTypes, candidates] = await Promise.all([
    teamsWithJobs(db, filters, query),
    repository.heldWorkTypes(db),
    repository.decisionCandidates(
      db,
      filters,
      new Date(now.getTime() - holdMinutes * 60_000),
      DECISIONS_MAX,
    ),
  ]);

  const jobsOf = new Map<string, BoardJob[]>();
  for (const job of jobs) {
    const list = jobsOf.get(job.contractorId!) ?? [];
    list.push(toBoardJob(job));
    jobsOf.set(job.contractorId!, list);
  }
  return {
    from: filters.from,
    to: filters.to,
    total_teams: teams[0]?.total ?? 0,
    teams: teams.map((team) => boardTeam(team, dates, jobsOf.get(team.id) ?? [])),
    needs_decision: candidates.flatMap((row) => jobToDecide(row, now, holdMinutes)),
    work_types: workTypes,
  };
}

/**
 * A page of teams by code with their capacity and use each day and slot of the dates, as the
 * board counts them (the same statement and mapping; no jobs): the capacity ahead (decision 075).
 */
export async function teamCapacities(
  db: DbExecutor,
  dates: readonly BusinessDate[],
  page: { limit: number; offset: number },
) {
  const teams = await repository.boardTeams(db, { from: dates[0]!, to: dates.at(-1)! }, page);
  return {
    total: teams[0]?.total ?? 0,
    teams: teams.map((team) => boardTeam(team, [...dates], [])),
  };
}

/** A team on the board: its capacity and use each day and slot of the dates, and its jobs. */
function boardTeam(team: repository.TeamRow, dates: BusinessDate[], jobs: BoardJob[]) {
  const slotUsed = new Map(team.slotUsed.map(([date, slot, used]) => [`${date}/${slot}`, used]));
  const dayUsed = new Map(team.dayUsed);
  const off = new Set(team.daysOff);
  return {
    contractor_id: team.id,
    code: team.code,
    name: { th: team.nameTh, en: team.nameEn },
    active: team.active,
    days: dates.map((date) => ({
      date,
      off: off.has(date),
      day: capacity(team.daily, dayUsed.get(date) ?? 0),
      slots: Object.fromEntries(
        TIME_SLOTS.map((slot) => [
          slot,
          capacity(team.slotCapacity?.[slot] ?? 0, slotUsed.get(`${date}/${slot}`) ?? 0),
        ]),
      ) as Record<TimeSlot, ReturnType<typeof capacity>>,
    })),
    jobs,
  };
}

/** A candidate job with the reasons it needs a decision, or nothing when it needs none. */
function jobToDecide(row: repository.CandidateRow, now: Date, holdMinutes: number) {
  const reasons = attentionReasons(
    {
      status: row.status,
      paymentState: row.paymentState,
      requiresOnlinePayment: requiresPaymentBeforeJob(row.requestedPayment),
      createdAt: row.createdAt,
      hasTeam: row.contractorId !== null,
      teamUnavailable: row.teamOff || row.teamActive === false,
      openProblem: row.problem !== null,
      rescheduleAsked: row.rescheduleAt !== null,
    },
    now,
    holdMinutes,
  );
  if (reasons.length === 0) return [];
  const reschedule = row.rescheduleAt
    ? {
        preferred_date: row.rescheduleDate,
        note: row.rescheduleNote ?? '',
        at: row.rescheduleAt.toISOString(),
      }
    : null;
  return [{ ...toBoardJob(row), reasons, reschedule }];
}

/** The job's date and slot as asked, or its own. */
const targetOf = (order: orders.OrderRow, request: { date?: BusinessDate; time?: TimeSlot }) => ({
  date: request.date ?? order.serviceDate,
  slot: request.time ?? order.timeSlot,
});

/**
 * A team may take the job: it exists, serves the job's place (the whole district or its
 * sub-district, decision 054) and every work type, works that day.
 */
async function checkTeam(
  db: DbExecutor,
  contractorId: string,
  job: {
    districtCode: string;
    subDistrictCode: string;
    workTypes: readonly string[];
    date: BusinessDate;
  },
): Promise<void> {
  const fit = await repository.teamFit(db, contractorId, job);
  if (!fit) throw new AppError('CONTRACTOR_NOT_FOUND', { field: 'contractor_id' });
  if (!fit.serves || fit.workTypesHeld < job.workTypes.length)
    throw new AppError('CONTRACTOR_NOT_SERVING', {
      details: {
        district: job.districtCode,
        sub_district: job.subDistrictCode,
        work_types: job.workTypes,
      },
    });
  if (!fit.active || fit.off)
    throw new AppError('CONTRACTOR_UNAVAILABLE', { details: { date: job.date } });
}

/** The team's booking of the job: the old team's unit moved, or a first one taken. */
async function bookTheTeam(
  tx: DbExecutor,
  order: orders.OrderRow,
  job: {
    date: BusinessDate;
    slot: TimeSlot;
    workTypes: string[];
    before: string | null;
    to: string;
  },
) {
  const { before, to: contractorId, workTypes, ...target } = job;
  if (before) {
    // Moves of one team's bookings queue (as orders' changeDate does); a cross between teams
    // that still deadlocks is run again by the retry.
    await orders.lockContractorMoves(tx, before);
    await moveBooking(tx, { orderNo: order.orderNo, ...target, contractorId });
  } else
    await reserveBooking(tx, {
      orderNo: order.orderNo,
      districtCode: order.districtCode,
      subDistrictCode: order.subDistrictCode,
      workTypes,
      ...target,
      contractorId,
    });
}

/**
 * POST /ops/v1/orders/{no}/assign: the job to a team, on its date and slot or others. One
 * transaction: the order locked, its booking's unit released and the team's taken (SLOT_FULL when
 * the cell filled meanwhile, leaving the old booking), the status to "contractor assigned" when it
 * was before that, the history, and a standing problem cleared.
 */
export async function assignJob(
  db: Database,
  caller: orders.Caller,
  orderNo: string,
  request: AssignRequest,
  now: Date,
) {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order, facts } = await orders.orderFor(tx, caller, orderNo, 'change_date', {
        lock: true,
      });
      const target = targetOf(order, request);
      if (compareDates(target.date, businessToday(now)) < 0)
        throw new AppError('DATE_OUT_OF_WINDOW', { field: 'date' });
      const workTypes = await repository.orderWorkTypes(tx, order.orderNo);
      await checkTeam(tx, request.contractor_id, {
        districtCode: order.districtCode,
        subDistrictCode: order.subDistrictCode,
        workTypes,
        date: target.date,
      });
      const before = facts.contractorId;
      await bookTheTeam(tx, order, { ...target, workTypes, before, to: request.contractor_id });
      const status = await orders.assignTeam(tx, {
        order,
        facts,
        actor: await orders.actingPerson(tx, caller, order, undefined),
        before,
        contractorId: request.contractor_id,
        ...target,
      });
      await clearProblem(tx, order.orderNo);
      return {
        cartOrderNo: order.orderNo,
        contractor_id: request.contractor_id,
        date: target.date,
        time: target.slot,
        status,
      };
    }),
  );
}

/**
 * GET /ops/v1/orders/{no}/assign-options: the teams that can take the job at a date and slot now
 * (serving its district or its sub-district and every work type, working that day, room in the slot and the day),
 * most room first; the team holding it is marked. Its own unit counts as taken.
 */
export async function assignOptions(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  request: { date?: BusinessDate; time?: TimeSlot },
) {
  const { order, facts } = await orders.orderFor(db, caller, orderNo, 'change_date');
  const target = targetOf(order, request);
  const teams = await findContractors(db, {
    districtCode: order.districtCode,
    subDistrictCode: order.subDistrictCode,
    workTypes: await repository.orderWorkTypes(db, order.orderNo),
    ...target,
  });
  return {
    cartOrderNo: order.orderNo,
    date: target.date,
    time: target.slot,
    teams: teams.map((team) => ({
      contractor_id: team.id,
      code: team.code,
      name: { th: team.nameTh, en: team.nameEn },
      slot_free: team.freeInSlot,
      day_free: team.freeInDay,
      current: team.id === facts.contractorId,
    })),
  };
}

/**
 * POST /ops/v1/orders/{no}/reschedule-requests/dismiss: the operator keeps the job as booked and
 * closes the customer's open requests for another date (the board no longer lists it for that),
 * each written to the order's history as dismissed, under the operator, with the date asked.
 * Nothing else changes; a second call closes nothing and writes nothing.
 */
export async function dismissReschedule(db: Database, caller: orders.Caller, orderNo: string) {
  return db.transaction(async (tx) => {
    const { order } = await orders.orderFor(tx, caller, orderNo, 'read', { lock: true });
    const actor = await orders.actingPerson(tx, caller, order, undefined);
    const dismissed = await orders.closeRescheduleRequests(tx, order.orderNo, actor, 'dismissed');
    return { cartOrderNo: order.orderNo, dismissed };
  });
}
