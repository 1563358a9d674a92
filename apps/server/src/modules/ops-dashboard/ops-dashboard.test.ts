import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchBoardResponseSchema, dispatchPaths } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  capacityAheadResponseSchema,
  opsDashboardPaths,
  operatorDayResponseSchema,
  type OperatorDay,
} from '@changdee/contract/ops-dashboard';
import { opsOrderListResponseSchema, opsOrderPaths } from '@changdee/contract/ops-orders';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import { ORDER_STATUSES } from '@changdee/domain/order-status';
import { ROLES } from '@changdee/domain/roles';
import { openJobProblems } from '../../db/schema/dispatch';
import { messages } from '../../db/schema/messages';
import { paymentSlips } from '../../db/schema/payment-slips';
import { orderRatings } from '../../db/schema/sign-offs';
import { rescheduleRequests } from '../../db/schema/tracking';
import { orderKit, type OrderKit } from '../../../test/order-kit';
import type { SignedIn } from '../../../test/sign-in';

// The operator's day and the capacity ahead (issue 32 items 1 and 2, docs/decisions/075) on the
// real server and database: every role, the counts of orders this file seeds (exactly, over what
// the demo data already counts), each count equal to the orders list it links to, and the
// capacity ahead equal to the dispatch board's cells.

const DISTRICT = '5010';
const TEAM = 'CT-OPS-DAY';
let kit: OrderKit;

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: TEAM,
        districts: [DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 3,
        afternoon: 2,
        daily: 5,
        daysOff: ['2031-06-14'],
      },
    ],
    [DISTRICT],
  );
});

// The orders, with their problems, requests, slips and messages (on delete cascade), and the team.
afterAll(() => kit.close());

/** The app's clock at a Bangkok time. */
const setClock = (bangkok: string) => {
  kit.app.clock.now = () => new Date(`${bangkok}+07:00`);
};

const day = async (): Promise<OperatorDay> => {
  const response = await kit.get(opsDashboardPaths.day, kit.operator);
  expect(response.statusCode, response.body).toBe(200);
  return operatorDayResponseSchema.parse(response.json()).data;
};

/** The orders list under `query`: its total, and the numbers of this file's orders on it. */
async function list(query: string) {
  const all = await kit.get(`${opsOrderPaths.list}?${query}&limit=100`, kit.operator);
  expect(all.statusCode, all.body).toBe(200);
  const mine = await kit.get(`${opsOrderPaths.list}?${query}&q=CO310610&limit=100`, kit.operator);
  return {
    total: opsOrderListResponseSchema.parse(all.json()).data.total,
    mine: opsOrderListResponseSchema
      .parse(mine.json())
      .data.orders.map((order) => order.cartOrderNo)
      .sort(),
  };
}

async function newOrder(date: string, time: '1' | '2') {
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ district: DISTRICT, expected_date: { date, time } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

/** Paid at the store, then cancelled by the operator: its money is due back. */
async function refundDue(no: string) {
  const paid = await kit.post(orderPaths.payment, {
    cartOrderNo: no,
    method: 'store',
    reference: 'RC-OPS-DAY',
    employee_code: 'BN-001',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const cancelled = await kit.post(
    orderPaths.updateStatus,
    { cartOrderNo: no, status: 'cancelled', reason: 'ลูกค้ายกเลิกงาน' },
    { as: kit.operator },
  );
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return cartOrderResponseSchema.parse(cancelled.json()).data.payment.refund_due;
}

describe('the operator’s day', () => {
  it('answers operators only: every other role 403, no token 401', async () => {
    for (const path of [opsDashboardPaths.day, opsDashboardPaths.capacity]) {
      const anonymous = await kit.app.inject({ method: 'GET', url: path });
      expect(anonymous.statusCode).toBe(401);
      const signedIn: Record<string, SignedIn> = {
        Sales: kit.sales,
        'Channel Manager': kit.manager,
        Technician: kit.technician,
        'External Brand': kit.brand,
        Operator: kit.operator,
      };
      expect(Object.keys(signedIn).sort()).toEqual([...ROLES].sort());
      for (const [role, as] of Object.entries(signedIn)) {
        const response = await kit.get(path, as);
        expect(response.statusCode, `${role} ${path}`).toBe(role === 'Operator' ? 200 : 403);
        if (role !== 'Operator')
          expect(errorBodySchema.parse(response.json()).code).toBe('FORBIDDEN');
      }
    }
  });

  it('counts the seeded jobs, late jobs, problems, requests, slips, messages and refunds exactly', async () => {
    setClock('2031-06-10T12:00:00');
    const morning = await newOrder('2031-06-11', '1');
    const afternoon = await newOrder('2031-06-11', '2');
    const later = await newOrder('2031-06-12', '1');
    const cancelled = await newOrder('2031-06-12', '2');
    setClock('2031-06-11T13:00:00');
    const before = await day();
    // The demo's own orders are in 2026: nothing of theirs is booked on these days.
    expect(before.jobs.map((jobs) => [jobs.date, jobs.total])).toEqual([
      ['2031-06-11', 2],
      ['2031-06-12', 2],
    ]);
    const countOf = (jobs: OperatorDay['jobs'][number], status: string) =>
      jobs.by_status.find((row) => row.status === status)!.count;
    expect(before.jobs[0]!.by_status.map((row) => row.status)).toEqual([...ORDER_STATUSES]);
    expect(countOf(before.jobs[0]!, morning.status)).toBe(2);
    const late = before.late.jobs.filter((job) => job.cartOrderNo.startsWith('CO310610'));
    // 13:00: the morning job is late (not on the way since 09:30), the afternoon one not yet.
    expect(late).toEqual([
      {
        cartOrderNo: morning.cartOrderNo,
        date: '2031-06-11',
        time: '1',
        status: morning.status,
        reason: 'not_on_the_way',
        team: { th: `ทีมทดสอบ ${TEAM}`, en: `Test team ${TEAM}` },
      },
    ]);

    const due = await refundDue(cancelled.cartOrderNo);
    await kit.db.insert(openJobProblems).values({
      orderNo: morning.cartOrderNo,
      kind: 'customer_absent',
      note: 'ลูกค้าไม่อยู่บ้าน',
      reportedBy: 'tech.demo',
    });
    await kit.db.insert(rescheduleRequests).values({
      orderNo: afternoon.cartOrderNo,
      requestDay: '2031-06-11',
      note: 'ขอเลื่อนเป็นวันเสาร์',
    });
    await kit.db.insert(paymentSlips).values({
      orderNo: later.cartOrderNo,
      contentType: 'image/webp',
      bytes: Buffer.from('slip'),
      attachedBy: 'customer',
    });
    await kit.db
      .update(messages)
      .set({ state: 'dead', lastError: 'gateway down' })
      .where(eq(messages.orderNo, later.cartOrderNo));
    await kit.db
      .update(messages)
      .set({ state: 'sent', deliveryStatus: 'undelivered' })
      .where(eq(messages.orderNo, afternoon.cartOrderNo));
    // Two stars waits for a follow-up; a handled one and three stars do not.
    await kit.db.insert(orderRatings).values([
      { orderNo: morning.cartOrderNo, stars: 2, comment: 'มาสาย' },
      {
        orderNo: afternoon.cartOrderNo,
        stars: 1,
        followUpHandledAt: new Date(),
        followUpHandledBy: 'ops',
      },
      { orderNo: later.cartOrderNo, stars: 3 },
    ]);

    setClock('2031-06-11T13:30:00');
    const after = await day();
    expect({
      late: after.late.count - before.late.count,
      problems: after.problems - before.problems,
      requests: after.requests - before.requests,
      slips: after.slips_waiting - before.slips_waiting,
      messages: after.messages_failed - before.messages_failed,
      ratings: after.ratings_to_follow_up - before.ratings_to_follow_up,
      refunds: after.refunds_due.count - before.refunds_due.count,
      refunded: after.refunds_due.total - before.refunds_due.total,
    }).toEqual({
      late: 1, // 13:30: the afternoon job joins the morning one
      problems: 1,
      requests: 1,
      slips: 1,
      messages: 2,
      ratings: 1,
      refunds: 1,
      refunded: due,
    });
    expect(due).toBeGreaterThan(0);
    expect(countOf(after.jobs[1]!, 'cancelled')).toBe(1);

    // Each number is the total of the list it opens, and names exactly the seeded orders.
    const [a, b, c, d] = [morning, afternoon, later, cancelled].map((o) => o.cartOrderNo);
    const expected: Array<[string, number, string[]]> = [
      ['attention=late', after.late.count, [a!, b!].sort()],
      ['attention=problem', after.problems, [a!]],
      ['attention=request', after.requests, [b!]],
      ['attention=slip', after.slips_waiting, [c!]],
      ['attention=message', after.messages_failed, [b!, c!].sort()],
      ['attention=rating', after.ratings_to_follow_up, [a!]],
      ['payment=refund_due', after.refunds_due.count, [d!]],
      ['status=cancelled&booked_from=2031-06-12&booked_to=2031-06-12', 1, [d!]],
    ];
    for (const [query, count, orders] of expected)
      expect(await list(query), query).toEqual({ total: count, mine: orders });
  });
});

describe('capacity ahead', () => {
  it('shows 14 days of each team’s slots, days off marked, equal to the board’s cells', async () => {
    setClock('2031-06-10T08:00:00');
    const response = await kit.get(`${opsDashboardPaths.capacity}?limit=100`, kit.operator);
    expect(response.statusCode, response.body).toBe(200);
    const ahead = capacityAheadResponseSchema.parse(response.json()).data;
    expect([ahead.from, ahead.to]).toEqual(['2031-06-10', '2031-06-23']);
    const team = ahead.teams.find((t) => t.code === TEAM)!;
    expect(team.days).toHaveLength(14);
    expect(team.days.filter((d) => d.off).map((d) => d.date)).toEqual(['2031-06-14']);
    const on11 = team.days.find((d) => d.date === '2031-06-11')!;
    expect(on11.slots).toEqual({
      '1': { capacity: 3, used: 1, free: 2 },
      '2': { capacity: 2, used: 1, free: 1 },
    });

    for (const from of ['2031-06-10', '2031-06-17']) {
      const answer = await kit.get(
        `${dispatchPaths.board}?date=${from}&days=7&limit=100`,
        kit.operator,
      );
      const board = dispatchBoardResponseSchema.parse(answer.json()).data;
      expect(board.total_teams).toBe(ahead.total_teams);
      for (const row of board.teams) {
        const same = ahead.teams.find((t) => t.contractor_id === row.contractor_id)!;
        const days = same.days.filter((d) => d.date >= board.from && d.date <= board.to);
        expect(days, row.code).toEqual(
          row.days.map(({ date, off, slots }) => ({ date, off, slots })),
        );
      }
    }
  });

  it('refuses a page size that is not a number in the caller’s language', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `${opsDashboardPaths.capacity}?limit=many`,
      headers: { authorization: `Bearer ${kit.operator.accessToken}`, 'accept-language': 'th' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });
});
