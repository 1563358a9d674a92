import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignOptionsResponseSchema,
  dispatchBoardResponseSchema,
  dispatchPaths,
  dispatchQuerySchema,
  jobPhotoResponseSchema,
  jobsResponseSchema,
  jobStatusResponseSchema,
} from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  trackingLinkPath,
  trackingLinkResponseSchema,
  trackingPagePath,
  trackingReschedulePath,
  trackingResponseSchema,
} from '@changdee/contract/tracking';
import { teamAdminPaths, teamDetailResponseSchema } from '@changdee/contract/teams-admin';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  changeDatePath,
  IDEMPOTENCY_KEY_HEADER,
  orderPaths,
} from '@changdee/contract/orders';
import { bookings, contractorDayUsage, contractorSlotUsage } from '../../db/schema/bookings';
import { contractorMembers, contractorUnavailableDates } from '../../db/schema/contractors';
import { orderChanges, orders } from '../../db/schema/orders';
import { countingDatabase } from '../../../test/counting-database';
import { getTestContext, testDriver } from '../../../test/context';
import { dispatchBoard } from './service';
import { orderKit, type OrderKit } from '../../../test/order-kit';
import type { SignedIn } from '../../../test/sign-in';
import { ABSENT, SIGNED } from '../../../test/signatures';

// The dispatch board and the technician's day (issue 20, docs/decisions/044) against the real
// server and database: every route × every role × own and other team, the capacity counters
// through assignments (also two operators racing for the last unit, and a technician completing
// while an operator re-assigns), idempotent steps and the photos' limits.

const DISTRICT = '5006';
const FAR_DISTRICT = '5007';
let kit: OrderKit;
let teamsBefore: Map<string, string>;
let day = 0;

const A = 'CT-DSP-A';
const B = 'CT-DSP-B';
const FAR = 'CT-DSP-FAR';

beforeAll(async () => {
  kit = await orderKit(
    [
      // A has the most room, so new orders book it; B takes what operators move to it.
      {
        code: A,
        districts: [DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 20,
        afternoon: 20,
        daily: 40,
      },
      {
        code: B,
        districts: [DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 1,
        afternoon: 1,
        daily: 2,
      },
      {
        code: FAR,
        districts: [FAR_DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 5,
        afternoon: 5,
        daily: 10,
      },
    ],
    [DISTRICT],
  );
  // tech.demo works for A and tech2.demo for B during this file (put back after).
  const members = await kit.db.select().from(contractorMembers);
  teamsBefore = new Map(members.map((m) => [m.userId, m.contractorId]));
  await setTeam(kit.technician, A);
  await setTeam(kit.technicianOther, B);
});

afterAll(async () => {
  for (const as of [kit.technician, kit.technicianOther])
    await kit.db
      .update(contractorMembers)
      .set({ contractorId: teamsBefore.get(as.userId)! })
      .where(eq(contractorMembers.userId, as.userId));
  await kit.close();
});

const setTeam = (as: SignedIn, code: string) =>
  kit.db
    .update(contractorMembers)
    .set({ contractorId: kit.contractors[code]! })
    .where(eq(contractorMembers.userId, as.userId));

const code = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;
const pathOf = (template: string, no: string) => template.replace(':cartOrderNo', no);

/** A date of its own for each test, from 1 July 2031. */
const nextDate = () => {
  day += 1;
  return new Date(Date.UTC(2031, 6, day)).toISOString().slice(0, 10);
};

/** A new Bang Na order in the district on `date`, booked with A by the server. */
async function newOrder(date: string, time: '1' | '2' = '1') {
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ district: DISTRICT, expected_date: { date, time } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data.cartOrderNo;
}

const assign = (no: string, body: object, as = kit.operator) =>
  kit.post(pathOf(dispatchPaths.assign, no), body, { as });

/** A new order the operator has assigned to A (contractor assigned: the technician's to take). */
async function assignedOrder(date: string) {
  const no = await newOrder(date);
  const response = await assign(no, { contractor_id: kit.contractors[A] });
  expect(response.statusCode, response.body).toBe(200);
  return no;
}

const step = (no: string, body: object, as: SignedIn, key?: string) =>
  kit.post(pathOf(dispatchPaths.jobStatus, no), body, {
    as,
    headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
  });

async function walk(no: string, as: SignedIn, steps: string[]) {
  for (const status of steps) {
    const response = await step(no, { status }, as);
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** The customer asks for another date through the order's tracking link (decision 046). */
async function ask(no: string, body: object) {
  const link = await kit.get(trackingLinkPath(no), kit.operator);
  expect(link.statusCode, link.body).toBe(200);
  const token = trackingLinkResponseSchema.parse(link.json()).data.url.th.split('/t/')[1]!;
  const asked = await kit.app.inject({
    method: 'POST',
    url: trackingReschedulePath(token),
    payload: body,
    remoteAddress: `198.51.100.${day}`,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return token;
}

/** The request the customer's tracking page shows (today's). */
async function requestShown(token: string) {
  const page = await kit.app.inject({
    method: 'GET',
    url: trackingPagePath(token),
    remoteAddress: `198.51.100.${day}`,
  });
  expect(page.statusCode, page.body).toBe(200);
  return trackingResponseSchema.parse(page.json()).data.reschedule.requested;
}

/** The order's history entries of a kind, as the shop reads them. */
async function historyOf(no: string, kind: string) {
  const order = cartOrderResponseSchema.parse((await kit.get(cartOrderPath(no))).json()).data;
  return order.history.filter((change) => change.kind === kind);
}

const board = async (date: string) =>
  dispatchBoardResponseSchema.parse(
    (
      await kit.get(`${dispatchPaths.board}?date=${date}&district=${DISTRICT}`, kit.operator)
    ).json(),
  ).data;

/** Counters of a team's cell and day, and its booked rows there. */
async function cell(team: string, date: string, slot: '1' | '2') {
  const id = kit.contractors[team]!;
  const [slotRow] = await kit.db
    .select({ used: contractorSlotUsage.used })
    .from(contractorSlotUsage)
    .where(
      and(
        eq(contractorSlotUsage.contractorId, id),
        eq(contractorSlotUsage.serviceDate, date),
        eq(contractorSlotUsage.timeSlot, slot),
      ),
    );
  const [dayRow] = await kit.db
    .select({ used: contractorDayUsage.used })
    .from(contractorDayUsage)
    .where(and(eq(contractorDayUsage.contractorId, id), eq(contractorDayUsage.serviceDate, date)));
  const booked = await kit.db
    .select({ orderNo: bookings.orderNo })
    .from(bookings)
    .where(
      and(
        eq(bookings.contractorId, id),
        eq(bookings.serviceDate, date),
        eq(bookings.timeSlot, slot),
        eq(bookings.status, 'booked'),
      ),
    );
  return { slot: slotRow?.used ?? 0, day: dayRow?.used ?? 0, booked: booked.length };
}

/** A small JPEG carrying EXIF (a copyright line and a GPS-like comment). */
const jpegWithExif = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner', ImageDescription: 'home of customer' } })
    .toBuffer();

function multipart(file: Buffer, contentType = 'image/jpeg', fields: Record<string, string> = {}) {
  const boundary = `----dispatch${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="job.jpg"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const upload = (
  no: string,
  file: Buffer,
  as: SignedIn,
  options: { contentType?: string; fields?: Record<string, string>; language?: string } = {},
) => {
  const form = multipart(file, options.contentType, options.fields);
  return kit.app.inject({
    method: 'POST',
    url: pathOf(dispatchPaths.jobPhotos, no),
    headers: {
      ...as.headers,
      'content-type': form.type,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: form.body,
  });
};

describe(`the dispatch routes: who may call them (${testDriver()})`, () => {
  it('admits only operators to the board, the assignment and the picker', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    for (const as of [kit.sales, kit.manager, kit.brand, kit.technician, kit.technicianOther]) {
      expect((await kit.get(`${dispatchPaths.board}?date=${date}`, as)).statusCode).toBe(403);
      expect((await assign(no, { contractor_id: kit.contractors[B] }, as)).statusCode).toBe(403);
      expect((await kit.get(pathOf(dispatchPaths.assignOptions, no), as)).statusCode).toBe(403);
      expect(
        (await kit.post(pathOf(dispatchPaths.dismissReschedule, no), {}, { as })).statusCode,
      ).toBe(403);
    }
    expect(
      (await kit.app.inject({ method: 'GET', url: `${dispatchPaths.board}?date=${date}` }))
        .statusCode,
    ).toBe(401);
  });

  it('admits technicians and operators to the jobs, never the shop', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    for (const as of [kit.sales, kit.manager, kit.brand]) {
      expect((await kit.get(`${dispatchPaths.jobs}?date=${date}`, as)).statusCode).toBe(403);
      expect((await step(no, { status: 'scheduled' }, as)).statusCode).toBe(403);
      expect((await upload(no, await jpegWithExif(), as)).statusCode).toBe(403);
    }
  });
});

describe(`the board (${testDriver()})`, () => {
  it('shows teams with their capacity used and free, their jobs, and the jobs to decide', async () => {
    const date = nextDate();
    const first = await newOrder(date, '1');
    const second = await newOrder(date, '2');
    await kit.db
      .insert(contractorUnavailableDates)
      .values({ contractorId: kit.contractors[B]!, unavailableDate: nextDate() });

    const response = await kit.get(
      `${dispatchPaths.board}?date=${date}&days=2&district=${DISTRICT}`,
      kit.operator,
    );
    expect(response.statusCode, response.body).toBe(200);
    const board = dispatchBoardResponseSchema.parse(response.json()).data;
    expect(board.total_teams).toBe(2);
    expect(board.teams.map((t) => t.code)).toEqual([A, B]);
    const [a, b] = board.teams;
    expect(a!.days).toHaveLength(2);
    expect(a!.days[0]).toMatchObject({
      date,
      off: false,
      day: { capacity: 40, used: 2, free: 38 },
      slots: { '1': { capacity: 20, used: 1, free: 19 }, '2': { capacity: 20, used: 1, free: 19 } },
    });
    expect(a!.jobs.map((j) => j.cartOrderNo)).toEqual([first, second]);
    expect(a!.jobs[0]).toMatchObject({
      payment_state: 'unpaid',
      more_services: 1,
      problem: null,
    });
    expect(a!.jobs[0]!.service.th).not.toBe('');
    expect(a!.jobs[0]!.sub_district.code).toBe(kit.places[DISTRICT]!.code);
    expect(b!.days[1]!.off).toBe(true);
    expect(b!.jobs).toEqual([]);
    expect(board.needs_decision).toEqual([]);

    // A filter for a work type nobody holds, and one for another district.
    const none = await kit.get(
      `${dispatchPaths.board}?date=${date}&district=${DISTRICT}&work_type=WT-NOBODY`,
      kit.operator,
    );
    expect(dispatchBoardResponseSchema.parse(none.json()).data.total_teams).toBe(0);
    const far = await kit.get(
      `${dispatchPaths.board}?date=${date}&district=${FAR_DISTRICT}`,
      kit.operator,
    );
    expect(dispatchBoardResponseSchema.parse(far.json()).data.teams.map((t) => t.code)).toEqual([
      FAR,
    ]);
  });

  it('lists a job whose team took the day off after the booking, and a reported problem', async () => {
    const date = nextDate();
    const off = await newOrder(date);
    const troubled = await newOrder(date);
    await kit.db
      .insert(contractorUnavailableDates)
      .values({ contractorId: kit.contractors[A]!, unavailableDate: date });
    await assign(troubled, { contractor_id: kit.contractors[B] });
    const reported = await step(
      troubled,
      { status: 'problem', problem: 'customer_absent' },
      kit.technicianOther,
    );
    expect(reported.statusCode, reported.body).toBe(200);

    const board = dispatchBoardResponseSchema.parse(
      (
        await kit.get(`${dispatchPaths.board}?date=${date}&district=${DISTRICT}`, kit.operator)
      ).json(),
    ).data;
    const reasons = Object.fromEntries(board.needs_decision.map((j) => [j.cartOrderNo, j.reasons]));
    expect(reasons).toEqual({ [off]: ['team_unavailable'], [troubled]: ['problem'] });
    expect(board.teams[1]!.jobs[0]).toMatchObject({
      cartOrderNo: troubled,
      problem: 'customer_absent',
    });

    // Moving the job to a team that works clears its reason; the problem stays until acted on.
    expect((await assign(off, { contractor_id: kit.contractors[B], time: '2' })).statusCode).toBe(
      200,
    );
    const after = dispatchBoardResponseSchema.parse(
      (
        await kit.get(`${dispatchPaths.board}?date=${date}&district=${DISTRICT}`, kit.operator)
      ).json(),
    ).data;
    expect(after.needs_decision.map((j) => j.cartOrderNo)).toEqual([troubled]);
  });

  it('lists a customer’s request for another date until an operator moves or dismisses it', async () => {
    const date = nextDate();
    const moved = await newOrder(date);
    const kept = await newOrder(date);
    const askedDate = nextDate();
    const movedToken = await ask(moved, { preferred_date: askedDate, note: 'ไม่อยู่บ้าน' });
    const keptToken = await ask(kept, { note: 'ขอเลื่อน' });
    expect(await requestShown(keptToken)).toMatchObject({ note: 'ขอเลื่อน', decided: null });
    const before = await board(date);
    expect(before.work_types).toEqual(expect.arrayContaining(['WT-SURVEY', 'WT-AC-CLEAN']));
    const listed = Object.fromEntries(before.needs_decision.map((j) => [j.cartOrderNo, j]));
    expect(Object.keys(listed).sort()).toEqual([moved, kept].sort());
    expect(listed[moved]).toMatchObject({
      reasons: ['customer_asked_another_date'],
      reschedule: { note: 'ไม่อยู่บ้าน', preferred_date: expect.stringMatching(/^2031-/) },
    });
    expect(listed[kept]).toMatchObject({
      reasons: ['customer_asked_another_date'],
      reschedule: { note: 'ขอเลื่อน', preferred_date: null },
    });

    // Re-dating the job decides the request; dismissing the other closes it and nothing else.
    const redated = await assign(moved, { contractor_id: kit.contractors[A], time: '2' });
    expect(redated.statusCode, redated.body).toBe(200);
    const dismissPath = pathOf(dispatchPaths.dismissReschedule, kept);
    const dismissed = await kit.post(dismissPath, {}, { as: kit.operator });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().data).toEqual({ cartOrderNo: kept, dismissed: 1 });
    expect((await kit.post(dismissPath, {}, { as: kit.operator })).json().data.dismissed).toBe(0);
    expect((await board(date)).needs_decision).toEqual([]);
    // Each decision is in the order's history under the operator, with the date asked; the
    // second dismissal wrote nothing.
    expect(await historyOf(kept, 'reschedule')).toEqual([
      expect.objectContaining({ from: null, to: 'dismissed', by: expect.any(String) }),
    ]);
    expect(await historyOf(moved, 'reschedule')).toEqual([
      expect.objectContaining({ from: askedDate, to: 'moved', by: expect.any(String) }),
    ]);
    expect(await cell(A, date, '1')).toEqual({ slot: 1, day: 2, booked: 1 });
    // The customer's page says how each request was decided.
    expect((await requestShown(keptToken))?.decided).toEqual({
      at: expect.any(String),
      outcome: 'dismissed',
    });
    expect((await requestShown(movedToken))?.decided).toMatchObject({ outcome: 'moved' });
    const shop = await kit.post(dismissPath, {});
    expect(shop.statusCode).toBe(403);
  });

  it('decides the request when the order page re-dates the job, like every other move', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    await ask(no, { note: 'ขอเปลี่ยนเป็นช่วงบ่าย' });
    const redated = await kit.post(changeDatePath(no), {
      cartOrderNo: no,
      expected_date: { date, time: '2' },
    });
    expect(redated.statusCode, redated.body).toBe(200);
    expect((await board(date)).needs_decision).toEqual([]);
    const history = cartOrderResponseSchema.parse((await kit.get(cartOrderPath(no))).json()).data
      .history;
    expect(history.slice(-2).map((change) => [change.kind, change.from, change.to])).toEqual([
      ['expected_date', `${date}/1`, `${date}/2`],
      ['reschedule', null, 'moved'],
    ]);
  });

  it('keeps a job whose team’s day was closed in the team’s cell and asks for a decision; the picker leaves the team out', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    const teamPath = teamAdminPaths.one.replace(':teamId', kit.contractors[A]!);
    const team = teamDetailResponseSchema.parse(
      (await kit.get(teamPath, kit.operator)).json(),
    ).data;
    const closed = await kit.post(
      teamAdminPaths.daysOff.replace(':teamId', team.id),
      { expected_version: team.version, from: date, to: date, reason: 'ซ่อมรถ' },
      { as: kit.operator },
    );
    expect(closed.statusCode, closed.body).toBe(200);

    const shown = await board(date);
    const a = shown.teams.find((t) => t.code === A)!;
    expect(a.days[0]!.off).toBe(true);
    expect(a.jobs.map((job) => job.cartOrderNo)).toEqual([no]);
    expect(shown.needs_decision.map((job) => [job.cartOrderNo, job.reasons])).toEqual([
      [no, ['team_unavailable']],
    ]);
    const options = assignOptionsResponseSchema.parse(
      (
        await kit.get(
          `${pathOf(dispatchPaths.assignOptions, no)}?date=${date}&time=1`,
          kit.operator,
        )
      ).json(),
    ).data;
    expect(options.teams.map((t) => t.code)).toEqual([B]);
    const refused = await assign(no, { contractor_id: kit.contractors[A], time: '2' });
    expect([refused.statusCode, code(refused)]).toEqual([409, 'CONTRACTOR_UNAVAILABLE']);

    expect((await assign(no, { contractor_id: kit.contractors[B] })).statusCode).toBe(200);
    expect((await board(date)).needs_decision).toEqual([]);
  });

  it('reads a day or a week in four statements: teams, their jobs, work types, jobs to decide', async () => {
    const date = nextDate();
    await newOrder(date);
    await newOrder(nextDate(), '2'); // the next day: in the week read below
    const { handle } = await getTestContext();
    const counting = countingDatabase(handle);
    for (const days of [1, 7]) {
      const before = counting.count();
      const answer = await dispatchBoard(
        counting.handle.db,
        dispatchQuerySchema.parse({ date, days }),
        new Date(),
        30,
      );
      expect(answer.teams.length).toBeGreaterThan(0);
      expect(counting.count() - before).toBe(4);
    }
  });

  it('refuses a week longer than seven days and a malformed date, in words', async () => {
    const bad = await kit.app.inject({
      method: 'GET',
      url: `${dispatchPaths.board}?date=2031-13-01&days=8`,
      headers: { ...kit.operator.headers, 'accept-language': 'th' },
    });
    expect(bad.statusCode).toBe(400);
    expect(code(bad)).toBe('VALIDATION_FAILED');
    expect(bad.body).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe(`assigning a job (${testDriver()})`, () => {
  it('moves the booking to the team through the counters, records it and assigns the status', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    expect(await cell(A, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });

    const options = assignOptionsResponseSchema.parse(
      (await kit.get(pathOf(dispatchPaths.assignOptions, no), kit.operator)).json(),
    ).data;
    expect(options.teams.map((t) => [t.code, t.current, t.slot_free])).toEqual([
      [A, true, 19],
      [B, false, 1],
    ]);

    const response = await assign(no, { contractor_id: kit.contractors[B] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      contractor_id: kit.contractors[B],
      status: 'contractor_assigned',
    });
    expect(await cell(A, date, '1')).toEqual({ slot: 0, day: 0, booked: 0 });
    expect(await cell(B, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });

    const order = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(no), kit.operator)).json(),
    ).data;
    expect(order.contractor?.contractor_id).toBe(kit.contractors[B]);
    expect(order.status).toBe('contractor_assigned');
    expect(order.history.map((c) => [c.kind, c.to])).toContainEqual([
      'contractor',
      kit.contractors[B],
    ]);

    // B's morning is now full: the picker leaves it out, and assigning there is SLOT_FULL.
    const other = await newOrder(date);
    const picker = assignOptionsResponseSchema.parse(
      (await kit.get(pathOf(dispatchPaths.assignOptions, other), kit.operator)).json(),
    ).data;
    expect(picker.teams.map((t) => t.code)).toEqual([A]);
    const full = await assign(other, { contractor_id: kit.contractors[B] });
    expect(full.statusCode).toBe(409);
    expect(code(full)).toBe('SLOT_FULL');
    expect(await cell(A, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });

    // Another slot of B is free: the job moves there, date and slot recorded.
    const moved = await assign(other, { contractor_id: kit.contractors[B], time: '2' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await cell(B, date, '2')).toEqual({ slot: 1, day: 2, booked: 1 });
  });

  it('refuses a team that does not serve the job, is off, or does not exist, and a past date', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    const far = await assign(no, { contractor_id: kit.contractors[FAR] });
    expect([far.statusCode, code(far)]).toEqual([422, 'CONTRACTOR_NOT_SERVING']);
    const missing = await assign(no, { contractor_id: randomUUID() });
    expect([missing.statusCode, code(missing)]).toEqual([404, 'CONTRACTOR_NOT_FOUND']);
    const dayOff = nextDate();
    await kit.db
      .insert(contractorUnavailableDates)
      .values({ contractorId: kit.contractors[B]!, unavailableDate: dayOff });
    const off = await assign(no, { contractor_id: kit.contractors[B], date: dayOff });
    expect([off.statusCode, code(off)]).toEqual([409, 'CONTRACTOR_UNAVAILABLE']);
    const past = await assign(no, { contractor_id: kit.contractors[B], date: '2031-06-01' });
    expect([past.statusCode, code(past)]).toEqual([400, 'DATE_OUT_OF_WINDOW']);
    const unknown = await assign('CO310610999999', { contractor_id: kit.contractors[B] });
    expect([unknown.statusCode, code(unknown)]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(await cell(A, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });
  });

  it('gives a job without a team (its booking released) a team', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    // orders.team_booked follows the bookings through the trigger of decision 055, whoever writes.
    const teamBooked = async () =>
      (await kit.db.select({ v: orders.teamBooked }).from(orders).where(eq(orders.orderNo, no)))[0]!
        .v;
    expect(await teamBooked()).toBe(true);
    await kit.db
      .update(bookings)
      .set({ status: 'released', releasedAt: new Date() })
      .where(eq(bookings.orderNo, no));
    await kit.db
      .update(contractorSlotUsage)
      .set({ used: 0 })
      .where(
        and(
          eq(contractorSlotUsage.contractorId, kit.contractors[A]!),
          eq(contractorSlotUsage.serviceDate, date),
        ),
      );
    await kit.db
      .update(contractorDayUsage)
      .set({ used: 0 })
      .where(
        and(
          eq(contractorDayUsage.contractorId, kit.contractors[A]!),
          eq(contractorDayUsage.serviceDate, date),
        ),
      );
    const board = dispatchBoardResponseSchema.parse(
      (
        await kit.get(`${dispatchPaths.board}?date=${date}&district=${DISTRICT}`, kit.operator)
      ).json(),
    ).data;
    expect(board.needs_decision.map((j) => [j.cartOrderNo, j.reasons])).toEqual([
      [no, ['no_team']],
    ]);
    expect(await teamBooked()).toBe(false);
    const response = await assign(no, { contractor_id: kit.contractors[B] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await cell(B, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });
    expect(await teamBooked()).toBe(true);
    // A move releases one booking and books another in one transaction: booked throughout.
    expect((await assign(no, { contractor_id: kit.contractors[A] })).statusCode).toBe(200);
    expect(await teamBooked()).toBe(true);
    const after = dispatchBoardResponseSchema.parse(
      (
        await kit.get(`${dispatchPaths.board}?date=${date}&district=${DISTRICT}`, kit.operator)
      ).json(),
    ).data;
    expect(after.needs_decision).toEqual([]);
  });

  it('two operators racing for the last unit of a cell: one wins, the counters stay exact', async () => {
    const date = nextDate();
    const first = await newOrder(date);
    const second = await newOrder(date);
    const responses = await Promise.all([
      assign(first, { contractor_id: kit.contractors[B] }),
      assign(second, { contractor_id: kit.contractors[B] }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(code(responses.find((r) => r.statusCode === 409)!)).toBe('SLOT_FULL');
    expect(await cell(B, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });
    expect(await cell(A, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });
  });
});

describe(`the technician's day (${testDriver()})`, () => {
  it('shows a technician their own team’s job cards, and another team’s nothing', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    const mine = jobsResponseSchema.parse(
      (await kit.get(`${dispatchPaths.jobs}?date=${date}`, kit.technician)).json(),
    ).data;
    expect(mine.contractor_id).toBe(kit.contractors[A]);
    expect(mine.jobs).toHaveLength(1);
    expect(mine.jobs[0]).toMatchObject({
      cartOrderNo: no,
      time: '1',
      customer: { firstname: 'มานี', mobile: '0891234567' },
      address: { no: '7/1', landmark: 'ใกล้ตลาด' },
      note: '',
      photos: 0,
    });
    expect(mine.jobs[0]!.services.map((s) => s.qty)).toEqual([1, 2]);
    expect(mine.jobs[0]!.services[0]!.remark).toBe('โทรก่อนเข้า');

    // tech2.demo asks for A's day: gets its own team's (empty), never A's.
    const other = jobsResponseSchema.parse(
      (
        await kit.get(
          `${dispatchPaths.jobs}?date=${date}&contractor_id=${kit.contractors[A]}`,
          kit.technicianOther,
        )
      ).json(),
    ).data;
    expect(other).toMatchObject({ contractor_id: kit.contractors[B], jobs: [] });
    const foreign = await step(no, { status: 'scheduled' }, kit.technicianOther);
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'ORDER_NOT_FOUND']);
    const foreignPhoto = await upload(no, await jpegWithExif(), kit.technicianOther);
    expect(foreignPhoto.statusCode).toBe(404);

    // The operator names a team, and must.
    const asOperator = await kit.get(
      `${dispatchPaths.jobs}?date=${date}&contractor_id=${kit.contractors[A]}`,
      kit.operator,
    );
    expect(jobsResponseSchema.parse(asOperator.json()).data.jobs).toHaveLength(1);
    expect((await kit.get(`${dispatchPaths.jobs}?date=${date}`, kit.operator)).statusCode).toBe(
      400,
    );
  });

  it('walks a job on the way, started and completed with a note and a photo; tracking shows it', async () => {
    const date = nextDate();
    const no = await assignedOrder(date);
    await walk(no, kit.technician, ['scheduled', 'on_the_way', 'in_progress']);

    const noNote = await step(no, { status: 'completed' }, kit.technician);
    expect([noNote.statusCode, code(noNote)]).toEqual([400, 'VALIDATION_FAILED']);
    const noPhoto = await step(
      no,
      { status: 'completed', note: 'ล้างแอร์ 2 เครื่อง', sign_off: SIGNED },
      kit.technician,
    );
    expect([noPhoto.statusCode, code(noPhoto)]).toEqual([409, 'JOB_PHOTO_REQUIRED']);

    const uploaded = await upload(no, await jpegWithExif(), kit.technician);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = jobPhotoResponseSchema.parse(uploaded.json()).data;
    expect(photo).toMatchObject({ content_type: 'image/webp', width: 640, height: 480 });

    const done = await step(
      no,
      { status: 'completed', note: 'ล้างแอร์ 2 เครื่อง', sign_off: SIGNED },
      kit.technician,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(jobStatusResponseSchema.parse(done.json()).data).toMatchObject({
      status: 'completed',
      photos: 1,
    });

    // The clerk's tracking: each step with its time, the technician's first name, the photo.
    const order = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(no), kit.sales)).json(),
    ).data;
    const steps = order.history.filter((c) => c.kind === 'status').map((c) => [c.to, c.technician]);
    expect(steps.slice(-4)).toEqual([
      ['scheduled', 'สมศักดิ์'],
      ['on_the_way', 'สมศักดิ์'],
      ['in_progress', 'สมศักดิ์'],
      ['completed', 'สมศักดิ์'],
    ]);
    expect(order.history.at(-1)).toMatchObject({ by: 'สมศักดิ์ เย็นฉ่ำ', reason: 'ล้างแอร์ 2 เครื่อง' });
    expect(order.photos).toEqual([{ id: photo.id, url: photo.url, at: expect.any(String) }]);

    // The photo: for the store's clerk, as stored and without EXIF; hidden from the rest.
    const image = await kit.get(photo.url, kit.sales);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    for (const as of [kit.salesOther, kit.brand, kit.technicianOther])
      expect((await kit.get(photo.url, as)).statusCode).toBe(404);
  });

  it('applies a step sent twice with one key once, and answers the same', async () => {
    const date = nextDate();
    const no = await assignedOrder(date);
    const key = `dispatch-${randomUUID()}`;
    const [one, two] = await Promise.all([
      step(no, { status: 'scheduled' }, kit.technician, key),
      step(no, { status: 'scheduled' }, kit.technician, key),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.body).toBe(two.body);
    const again = await step(no, { status: 'scheduled' }, kit.technician, key);
    expect(again.body).toBe(one.body);
    const changes = await kit.db
      .select()
      .from(orderChanges)
      .where(and(eq(orderChanges.orderNo, no), eq(orderChanges.toValue, 'scheduled')));
    expect(changes).toHaveLength(1);
    const reused = await step(no, { status: 'on_the_way' }, kit.technician, key);
    expect([reused.statusCode, code(reused)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // Without a key, the same step again is refused by the order's life.
    const twice = await step(no, { status: 'scheduled' }, kit.technician);
    expect([twice.statusCode, code(twice)]).toEqual([409, 'ORDER_STATUS_NOT_ALLOWED']);
  });

  it('takes a problem with its kind (and a note for "other"), flags the job, ends nothing', async () => {
    const date = nextDate();
    const no = await assignedOrder(date);
    await walk(no, kit.technician, ['scheduled', 'on_the_way']);
    const noKind = await step(no, { status: 'problem' }, kit.technician);
    expect(noKind.statusCode).toBe(400);
    const noNote = await step(no, { status: 'problem', problem: 'other' }, kit.technician);
    expect(noNote.statusCode).toBe(400);
    const reported = await step(
      no,
      { status: 'problem', problem: 'other', note: 'ประตูล็อก' },
      kit.technician,
    );
    expect(reported.statusCode, reported.body).toBe(200);
    expect(jobStatusResponseSchema.parse(reported.json()).data).toMatchObject({
      status: 'on_the_way',
      problem: { kind: 'other', note: 'ประตูล็อก' },
    });
    // The next step clears it.
    await walk(no, kit.technician, ['in_progress']);
    const card = jobsResponseSchema.parse(
      (await kit.get(`${dispatchPaths.jobs}?date=${date}`, kit.technician)).json(),
    ).data;
    expect(card.jobs.find((j) => j.cartOrderNo === no)!.problem).toBeNull();
  });

  it('a technician completing while an operator re-assigns: one of them, never both', async () => {
    const date = nextDate();
    const no = await assignedOrder(date);
    await walk(no, kit.technician, ['scheduled', 'on_the_way', 'in_progress']);
    expect((await upload(no, await jpegWithExif(), kit.technician)).statusCode).toBe(200);
    // In progress, the job no longer moves: the re-assignment is refused whichever runs first.
    const [done, moved] = await Promise.all([
      step(no, { status: 'completed', note: 'เสร็จ', sign_off: ABSENT }, kit.technician),
      assign(no, { contractor_id: kit.contractors[B] }),
    ]);
    expect(done.statusCode).toBe(200);
    expect([moved.statusCode, code(moved)]).toEqual([409, 'ORDER_CLOSED']);
    expect(await cell(A, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });

    // Before it starts, the two race for the job: either it moved (and the technician is told it
    // is not theirs) or it was already on its way, then moved.
    const next = await assignedOrder(date);
    await walk(next, kit.technician, ['scheduled']);
    const [going, reassigned] = await Promise.all([
      step(next, { status: 'on_the_way' }, kit.technician),
      assign(next, { contractor_id: kit.contractors[B] }),
    ]);
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect([200, 404]).toContain(going.statusCode);
    expect(await cell(B, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });
    expect(await cell(A, date, '1')).toEqual({ slot: 1, day: 1, booked: 1 });
  });
});

describe(`photos (${testDriver()})`, () => {
  it('refuses more than 10 MB (413) and anything but an image (415), in the request’s words', async () => {
    const date = nextDate();
    const no = await assignedOrder(date);
    await walk(no, kit.technician, ['scheduled', 'in_progress']);
    const big = await upload(no, Buffer.alloc(10 * 1024 * 1024 + 1, 1), kit.technician, {
      language: 'th',
    });
    expect([big.statusCode, code(big)]).toEqual([413, 'IMAGE_TOO_LARGE']);
    expect(big.json().message).toContain('10 MB');
    expect(big.json().message).toMatch(/[\u0E00-\u0E7F]/);
    const text = await upload(no, Buffer.from('not a picture at all'), kit.technician, {
      contentType: 'text/plain',
      language: 'en',
    });
    expect([text.statusCode, code(text)]).toEqual([415, 'NOT_AN_IMAGE']);
    expect(text.json().message).toMatch(/not a photo/);
    const json = await kit.post(
      pathOf(dispatchPaths.jobPhotos, no),
      { photo: 'x' },
      { as: kit.technician },
    );
    expect(json.statusCode).toBe(415);

    // A JPEG when asked, fitted within 1600 px.
    const huge = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const fitted = await upload(no, huge, kit.technician, {
      contentType: 'image/png',
      fields: { format: 'jpeg' },
    });
    expect(fitted.statusCode, fitted.body).toBe(200);
    expect(jobPhotoResponseSchema.parse(fitted.json()).data).toMatchObject({
      content_type: 'image/jpeg',
      width: 1600,
      height: 1200,
    });
  });

  it('takes photos only of a job in progress', async () => {
    const date = nextDate();
    const no = await newOrder(date);
    const early = await upload(no, await jpegWithExif(), kit.technician);
    expect([early.statusCode, code(early)]).toEqual([409, 'ORDER_STATUS_NOT_ALLOWED']);
  });
});
