import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchBoardResponseSchema, dispatchPaths } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import {
  teamAdminPaths,
  teamDetailResponseSchema,
  teamListResponseSchema,
  teamPath,
  type TeamDetail,
} from '@changdee/contract/teams-admin';
import { contractorSlotUsage } from '../../db/schema/bookings';
import { contractorMembers, contractors } from '../../db/schema/contractors';
import { auditLog } from '../../db/schema/audit';
import { orderKit, type OrderKit } from '../../../test/order-kit';
import { teamForm } from '../../../test/contractor-fixtures';
import type { SignedIn } from '../../../test/sign-in';

// Contractor teams from the portal (docs/decisions/051) against the real server and database:
// create, read, edit with the version (409 STALE_EDIT), capacity that cannot drop below what is
// booked, a closure whose booked job appears in the dispatch board's "needs a decision", members,
// the audit trail, and who may call.

const DISTRICT = '5013';
const TEAM = 'CT-ADM-A';
let kit: OrderKit;
const created: string[] = [];

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: TEAM,
        districts: [DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 2,
        afternoon: 2,
        daily: 4,
      },
    ],
    [DISTRICT],
  );
});

afterAll(async () => {
  if (created.length) await kit.db.delete(contractors).where(inArray(contractors.id, created));
  await kit.close();
});

const teamId = () => kit.contractors[TEAM]!;
const code = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;
const patch = (url: string, body: object, as: SignedIn = kit.operator) =>
  kit.app.inject({ method: 'PATCH', url, headers: as.headers, payload: body });
const remove = (url: string, body: object, as: SignedIn = kit.operator) =>
  kit.app.inject({ method: 'DELETE', url, headers: as.headers, payload: body });

async function detail(id = teamId()): Promise<TeamDetail> {
  const response = await kit.get(teamPath(id), kit.operator);
  expect(response.statusCode, response.body).toBe(200);
  return teamDetailResponseSchema.parse(response.json()).data;
}

async function newOrder(date: string) {
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ district: DISTRICT, expected_date: { date, time: '1' } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data.cartOrderNo;
}

describe('contractor teams from the portal', () => {
  it('only an operator lists, reads and edits teams', async () => {
    for (const as of [kit.sales, kit.manager, kit.technician]) {
      expect((await kit.get(teamAdminPaths.list, as)).statusCode).toBe(403);
      expect((await patch(teamPath(teamId()), {}, as)).statusCode).toBe(403);
    }
    const list = await kit.get(teamAdminPaths.list, kit.operator);
    expect(list.statusCode).toBe(200);
    const { teams, work_types } = teamListResponseSchema.parse(list.json()).data;
    expect(teams.find((t) => t.code === TEAM)).toMatchObject({
      morning_capacity: 2,
      afternoon_capacity: 2,
      daily_capacity: 4,
      district_count: 1,
    });
    expect(work_types).toContain('WT-SURVEY');
  });

  it('creates a team over a whole province, audited; a taken code and unknown places are refused', async () => {
    const body = {
      code: 'CT-ADM-NEW',
      name_th: 'ทีมใหม่',
      name_en: 'New team',
      phone: '0812345678',
      // Inactive: it serves nothing the other tests book.
      active: false,
      morning_capacity: 3,
      afternoon_capacity: 2,
      daily_capacity: 5,
      work_types: ['WT-SURVEY'],
      provinces: ['96'],
      districts: ['5014'],
      member_ids: [],
    };
    const response = await kit.post(teamAdminPaths.list, body, { as: kit.operator });
    expect(response.statusCode, response.body).toBe(200);
    const team = teamDetailResponseSchema.parse(response.json()).data;
    created.push(team.id);
    expect(team).toMatchObject({ version: 1, provinces: ['96'], districts: ['5014'] });
    expect(team.district_count).toBeGreaterThan(10);

    const again = await kit.post(teamAdminPaths.list, body, { as: kit.operator });
    expect([again.statusCode, code(again)]).toEqual([409, 'CODE_TAKEN']);
    const nowhere = await kit.post(
      teamAdminPaths.list,
      { ...body, code: 'CT-ADM-NOWHERE', provinces: ['99'] },
      { as: kit.operator },
    );
    expect([nowhere.statusCode, code(nowhere)]).toEqual([422, 'UNKNOWN_REFERENCE']);

    const entries = await kit.db.select().from(auditLog).where(eq(auditLog.entityId, team.id));
    expect(entries.map((e) => [e.entity, e.action])).toEqual([['team', 'create']]);
  });

  it('an edit on a stale copy is refused with 409 and the team as it is now', async () => {
    const team = await detail();
    const first = await patch(teamPath(team.id), teamForm(team, { name_en: 'Team A (edited)' }));
    expect(first.statusCode, first.body).toBe(200);
    const stale = await patch(teamPath(team.id), teamForm(team, { name_en: 'Lost edit' }));
    expect([stale.statusCode, code(stale)]).toEqual([409, 'STALE_EDIT']);
    const details = errorBodySchema.parse(stale.json()).details as {
      current: { name_en: string; version: number };
    };
    expect(details.current).toMatchObject({
      name_en: 'Team A (edited)',
      version: team.version + 1,
    });
  });

  it('an area or work types that would leave a booked job unserved are refused, listing the job', async () => {
    const date = '2031-06-26';
    const no = await newOrder(date);
    const team = await detail();
    for (const over of [
      { districts: ['5014'] }, // the job's district dropped
      { work_types: ['WT-AC-CLEAN'] }, // the job's work type (a survey) dropped
    ]) {
      const refused = await patch(teamPath(team.id), teamForm(team, over));
      expect([refused.statusCode, code(refused)]).toEqual([409, 'BOOKED_JOBS_NOT_SERVED']);
      expect(errorBodySchema.parse(refused.json()).details).toEqual({
        jobs: [{ order_no: no, date, time: '1' }],
      });
    }
    // Nothing was written: the team still serves the job.
    expect(await detail()).toMatchObject({
      districts: team.districts,
      work_types: team.work_types,
      version: team.version,
    });
    const cancelled = await kit.post(
      orderPaths.updateStatus,
      { cartOrderNo: no, status: 'cancelled', reason: 'ทดสอบ' },
      { as: kit.operator },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('capacity below what is booked is refused with the days and slots; above it goes to the counters', async () => {
    const date = '2031-06-24';
    const no = await newOrder(date);
    expect(no).toMatch(/^CO/);
    const team = await detail();
    const lower = await patch(teamPath(team.id), teamForm(team, { morning_capacity: 0 }));
    expect([lower.statusCode, code(lower)]).toEqual([409, 'CAPACITY_BELOW_BOOKED']);
    expect(errorBodySchema.parse(lower.json()).details).toEqual({
      conflicts: [{ date, time: '1', booked: 1, capacity: 0 }],
    });

    const raise = await patch(teamPath(team.id), teamForm(team, { morning_capacity: 5 }));
    expect(raise.statusCode, raise.body).toBe(200);
    // The trigger of decision 011 carries the new capacity to the day's counter.
    const [counter] = await kit.db
      .select({ capacity: contractorSlotUsage.capacity })
      .from(contractorSlotUsage)
      .where(
        and(
          eq(contractorSlotUsage.contractorId, team.id),
          eq(contractorSlotUsage.serviceDate, date),
          eq(contractorSlotUsage.timeSlot, '1'),
        ),
      );
    expect(counter?.capacity).toBe(5);
    expect(await kit.slotUsed(TEAM, date, '1')).toBe(1);
  });

  it('a closure on a booked day lists the job and the dispatch board shows it under needs_decision', async () => {
    const date = '2031-06-26';
    const no = await newOrder(date);
    const board = async () => {
      const response = await kit.get(`${dispatchPaths.board}?date=${date}&days=1`, kit.operator);
      expect(response.statusCode, response.body).toBe(200);
      return dispatchBoardResponseSchema.parse(response.json()).data.needs_decision;
    };
    expect((await board()).some((job) => job.cartOrderNo === no)).toBe(false);

    const team = await detail();
    const closed = await kit.post(
      teamPath(team.id, teamAdminPaths.daysOff),
      { expected_version: team.version, from: date, to: date, reason: 'สงกรานต์' },
      { as: kit.operator },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const after = teamDetailResponseSchema.parse(closed.json()).data;
    expect(after.days_off).toContainEqual({ date, reason: 'สงกรานต์' });
    expect(after.affected_jobs).toContainEqual({
      cart_order_no: no,
      date,
      time: '1',
      district_code: DISTRICT,
    });
    const decide = (await board()).find((job) => job.cartOrderNo === no);
    expect(decide?.reasons).toContain('team_unavailable');

    // The past cannot be closed; a stale copy cannot reopen.
    const past = await kit.post(
      teamPath(team.id, teamAdminPaths.daysOff),
      { expected_version: after.version, from: '2031-06-01', to: '2031-06-02' },
      { as: kit.operator },
    );
    expect(past.statusCode).toBe(400);
    const dayPath = teamPath(team.id, teamAdminPaths.dayOff).replace(':date', date);
    const stale = await remove(dayPath, { expected_version: team.version });
    expect([stale.statusCode, code(stale)]).toEqual([409, 'STALE_EDIT']);
    const reopened = await remove(dayPath, { expected_version: after.version });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(teamDetailResponseSchema.parse(reopened.json()).data.affected_jobs).toEqual([]);
    expect((await board()).some((job) => job.cartOrderNo === no)).toBe(false);
  });

  it('deactivating a team lists its booked jobs; members must be active technicians', async () => {
    const date = '2031-06-27';
    const no = await newOrder(date);
    const team = await detail();
    const off = await patch(teamPath(team.id), teamForm(team, { active: false }));
    expect(off.statusCode, off.body).toBe(200);
    const after = teamDetailResponseSchema.parse(off.json()).data;
    expect(after.affected_jobs.map((j) => j.cart_order_no)).toContain(no);

    const notTech = await patch(
      teamPath(team.id),
      teamForm(after, { active: true, member_ids: [kit.sales.userId] }),
    );
    expect([notTech.statusCode, code(notTech)]).toEqual([422, 'NOT_A_TECHNICIAN']);

    // A technician named here moves from their team, whose copy is then stale.
    const [membership] = await kit.db
      .select()
      .from(contractorMembers)
      .where(eq(contractorMembers.userId, kit.technician.userId));
    try {
      const joined = await patch(
        teamPath(team.id),
        teamForm(after, { active: true, member_ids: [kit.technician.userId] }),
      );
      expect(joined.statusCode, joined.body).toBe(200);
      const members = teamDetailResponseSchema.parse(joined.json()).data.members;
      expect(members.map((m) => m.id)).toEqual([kit.technician.userId]);
    } finally {
      if (membership)
        await kit.db
          .update(contractorMembers)
          .set({ contractorId: membership.contractorId })
          .where(eq(contractorMembers.userId, membership.userId));
    }
  });
});
