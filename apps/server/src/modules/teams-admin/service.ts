import type {
  ClosureRequest,
  TeamDetail,
  TeamFields,
  TeamSummary,
  TeamUpdate,
} from '@changdee/contract/teams-admin';
import { CLOSURE_DAYS_MAX } from '@changdee/contract/teams-admin';
import { addDays, businessToday } from '@changdee/domain/dates';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { auditedCreate, auditedEdit, type AuditActor, type AuditedRecord } from '../audit/service';
import * as repository from './repository';

// Contractor teams from the portal (issue 21 item 4, docs/decisions/051). Every write locks the
// team's row, checks the version the form was made on (409 STALE_EDIT with the current team),
// writes, and records the change in the audit log in the same transaction (audit/service.ts auditedEdit).
//
// Capacity: the counters of decision 011 follow the team's capacities by trigger, so lowering
// needs no care there; but lowering below what is already booked on a day or slot from today on is
// refused (409 CAPACITY_BELOW_BOOKED with those days and slots): the operator first moves jobs or
// closes the days, so no booked job silently loses its place.

const ENTITY = 'team';

/** The work types there are: the catalogue's and the teams' (the add-ons' form offers them). */
export const knownWorkTypes = repository.knownWorkTypes;

export async function listTeams(db: DbExecutor) {
  const [teams, workTypes] = await Promise.all([
    repository.listTeams(db),
    repository.knownWorkTypes(db),
  ]);
  return { teams, work_types: workTypes };
}

export async function teamDetail(db: DbExecutor, id: string, now: Date): Promise<TeamDetail> {
  const summary = await repository.teamSummary(db, id);
  if (!summary) throw new AppError('CONTRACTOR_NOT_FOUND');
  return detailOf(db, summary, businessToday(now));
}

async function detailOf(db: DbExecutor, summary: TeamSummary, today: string): Promise<TeamDetail> {
  const area = await repository.teamArea(db, summary.id);
  const members = await repository.teamMembers(db, summary.id);
  const daysOff = await repository.daysOffFrom(db, summary.id, today);
  const affected = await repository.affectedJobs(db, summary.id, today);
  return { ...summary, ...area, members, days_off: daysOff, affected_jobs: affected };
}

/** What the audit log keeps of a team: its fields as the form edits them, and its days off. */
const auditView = (detail: TeamDetail) => {
  const { affected_jobs: _affected, ...rest } = detail;
  return rest;
};

/** A team as its writes lock, read and audit it (the days off and affected jobs from `today`). */
const teamRecord = (today: string): AuditedRecord<TeamDetail> => ({
  entity: ENTITY,
  lock: async (tx, id) => {
    const summary = await repository.teamSummary(tx, id, true);
    if (!summary) return null;
    const view = await detailOf(tx, summary, today);
    return { version: view.version, view };
  },
  notFound: () => new AppError('CONTRACTOR_NOT_FOUND'),
  read: async (tx, id) => detailOf(tx, (await repository.teamSummary(tx, id))!, today),
  audited: auditView,
});

async function checkedFields(tx: DbExecutor, fields: TeamFields, exceptId?: string) {
  if (await repository.codeTaken(tx, fields.code, exceptId))
    throw new AppError('CODE_TAKEN', { field: 'code' });
  const area = await repository.expandArea(tx, fields);
  if (area.unknown.length)
    throw new AppError('UNKNOWN_REFERENCE', {
      params: { what: area.unknown.join(', ') },
      details: { unknown: area.unknown },
    });
  if (area.inWholeArea.length)
    throw new AppError('VALIDATION_FAILED', {
      field: 'sub_districts',
      fieldIssue: 'issue.subDistrictInWholeArea',
    });
  const notTechnicians = await repository.notTechnicians(tx, [...new Set(fields.member_ids)]);
  if (notTechnicians.length)
    throw new AppError('NOT_A_TECHNICIAN', { details: { user_ids: notTechnicians } });
  return area;
}

export async function createTeam(
  db: Database,
  actor: AuditActor,
  fields: TeamFields,
  now: Date,
): Promise<TeamDetail> {
  const today = businessToday(now);
  return auditedCreate(db, teamRecord(today), actor, async (tx) => {
    const area = await checkedFields(tx, fields);
    const id = await repository.insertTeam(tx, fields);
    await repository.writeTeam(tx, id, fields, area);
    return id;
  });
}

export async function updateTeam(
  db: Database,
  actor: AuditActor,
  id: string,
  update: TeamUpdate,
  now: Date,
): Promise<TeamDetail> {
  const today = businessToday(now);
  const { expected_version: expected, ...fields } = update;
  return auditedEdit(db, teamRecord(today), {
    actor,
    id,
    expectedVersion: expected,
    write: async (tx) => {
      const area = await checkedFields(tx, fields, id);
      const conflicts = await repository.capacityConflicts(tx, id, today, {
        morning: fields.morning_capacity,
        afternoon: fields.afternoon_capacity,
        daily: fields.daily_capacity,
      });
      if (conflicts.length)
        throw new AppError('CAPACITY_BELOW_BOOKED', {
          params: { count: conflicts.length },
          details: { conflicts },
        });
      await repository.writeTeam(tx, id, fields, area);
      // Written first, then checked in the same transaction: a refusal rolls the write back.
      const stranded = await repository.jobsNoLongerServed(tx, id, today);
      if (stranded.length)
        throw new AppError('BOOKED_JOBS_NOT_SERVED', {
          params: { count: stranded.length },
          details: { jobs: stranded },
        });
    },
    action: (before) =>
      fields.active === before.active ? 'update' : fields.active ? 'activate' : 'deactivate',
  });
}

/** Every date from `from` to `to`, both included. */
const datesBetween = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
};

/**
 * Closes the team on a day or a run of days. The answer is the team with `affected_jobs`: the
 * booked jobs the closure (or any earlier one) leaves without a team that can come, which the
 * dispatch board now lists under "needs a decision".
 */
export async function closeDays(
  db: Database,
  actor: AuditActor,
  id: string,
  closure: ClosureRequest,
  now: Date,
): Promise<TeamDetail> {
  const today = businessToday(now);
  if (closure.from < today)
    throw new AppError('DATE_OUT_OF_WINDOW', { field: 'from', fieldIssue: 'issue.date' });
  const dates = datesBetween(closure.from, closure.to);
  if (dates.length > CLOSURE_DAYS_MAX)
    throw new AppError('VALIDATION_FAILED', {
      field: 'to',
      fieldIssue: 'issue.maxItems',
      params: { max: CLOSURE_DAYS_MAX },
    });
  return auditedEdit(db, teamRecord(today), {
    actor,
    id,
    expectedVersion: closure.expected_version,
    write: (tx) =>
      repository.addDaysOff(tx, id, dates, closure.reason?.length ? closure.reason : null),
    action: 'close_days',
  });
}

export async function reopenDay(
  db: Database,
  actor: AuditActor,
  id: string,
  date: string,
  expected: number,
  now: Date,
): Promise<TeamDetail> {
  const today = businessToday(now);
  return auditedEdit(db, teamRecord(today), {
    actor,
    id,
    expectedVersion: expected,
    write: async (tx) => {
      if (!(await repository.removeDayOff(tx, id, date))) throw new AppError('NOT_FOUND');
    },
    action: 'reopen_day',
  });
}
