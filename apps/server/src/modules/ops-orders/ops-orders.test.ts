import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailableDatesResponseSchema } from '@changdee/contract/availability';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  opsOrderCalendarPath,
  opsOrderDetailResponseSchema,
  opsOrderListResponseSchema,
  opsOrderPath,
  opsOrderPaths,
  type OpsOrderList,
} from '@changdee/contract/ops-orders';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import { contractorMembers } from '../../db/schema/contractors';
import { employees } from '../../db/schema/identity';
import { DEMO_CHANNELS } from '../../db/seed/demo-keys';
import { productId } from '../../../test/contractor-fixtures';
import { testDriver } from '../../../test/context';
import { ORDER_TODAY, orderKit, SURVEY_SKU, type OrderKit } from '../../../test/order-kit';
import type { SignedIn } from '../../../test/sign-in';

// The portal's orders (docs/decisions/042) through the real app: who sees which orders in the
// list, the CSV and the detail (the order policy's read, for every role on its own and another
// store, channel and team), the filters, the sorts, and pages that stay whole while orders arrive.
// The orders: three of Bang Na (sales.demo), one of Rangsit (manager.demo, the same channel) and
// one of Nonthaburi (sales2.demo, another channel); tech.demo is made a member of team A.

const MOBILE = '0865550101';
const TEAM_A = 'CT-OPS-A';
const TEAM_B = 'CT-OPS-B';
let kit: OrderKit;
let teamBefore: string;
const placed: Record<'bn1' | 'bn2' | 'bn3' | 'rs' | 'nb', string> = {
  bn1: '',
  bn2: '',
  bn3: '',
  rs: '',
  nb: '',
};

async function place(
  as: SignedIn,
  over: { district: string; date: string; store?: string; channel?: string; seller?: string },
): Promise<string> {
  const base = kit.payload({
    district: over.district,
    expected_date: { date: over.date, time: '1' },
  });
  const body = {
    ...base,
    customer: { ...base.customer, mobile: MOBILE },
    ...(over.store
      ? {
          store_id: over.store,
          channel: over.channel!,
          seller: { code: over.seller! },
          items: [
            {
              product_id: await productId(kit.db, over.channel!, SURVEY_SKU),
              product_type: 'S' as const,
              qty: 1,
            },
          ],
        }
      : {}),
  };
  const response = await kit.post(orderPaths.create, body, { as });
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data.cartOrderNo;
}

async function sellerOf(storeId: string): Promise<string> {
  const [row] = await kit.db
    .select({ code: employees.code })
    .from(employees)
    .where(eq(employees.storeId, storeId))
    .orderBy(employees.code)
    .limit(1);
  return row!.code;
}

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: TEAM_A,
        districts: ['5006'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 20,
        afternoon: 20,
        daily: 40,
      },
      {
        code: TEAM_B,
        districts: ['5007'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 20,
        afternoon: 20,
        daily: 40,
      },
    ],
    ['5006', '5007'],
  );
  const [member] = await kit.db
    .select()
    .from(contractorMembers)
    .where(eq(contractorMembers.userId, kit.technician.userId));
  teamBefore = member!.contractorId;
  await kit.db
    .update(contractorMembers)
    .set({ contractorId: kit.contractors[TEAM_A]! })
    .where(eq(contractorMembers.userId, kit.technician.userId));

  placed.bn1 = await place(kit.sales, { district: '5006', date: '2031-07-01' });
  placed.bn2 = await place(kit.sales, { district: '5007', date: '2031-07-02' });
  placed.bn3 = await place(kit.sales, { district: '5006', date: '2031-07-03' });
  const rangsit = kit.manager.stores[0]!._id;
  placed.rs = await place(kit.manager, {
    district: '5006',
    date: '2031-07-04',
    store: rangsit,
    channel: DEMO_CHANNELS.retail,
    seller: await sellerOf(rangsit),
  });
  const nonthaburi = kit.salesOther.stores[0]!._id;
  placed.nb = await place(kit.salesOther, {
    district: '5007',
    date: '2031-07-05',
    store: nonthaburi,
    channel: DEMO_CHANNELS.builders,
    seller: await sellerOf(nonthaburi),
  });
});

afterAll(async () => {
  await kit.db
    .update(contractorMembers)
    .set({ contractorId: teamBefore })
    .where(and(eq(contractorMembers.userId, kit.technician.userId)));
  await kit.close();
});

const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

async function list(params: Record<string, string | number>, as = kit.operator) {
  const response = await kit.get(`${opsOrderPaths.list}${query(params)}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return opsOrderListResponseSchema.parse(response.json()).data;
}

const numbers = (page: OpsOrderList) => page.orders.map((order) => order.cartOrderNo);
const mine = (page: OpsOrderList) =>
  numbers(page).filter((no) => Object.values(placed).includes(no));
const sorted = (keys: Array<keyof typeof placed>) => keys.map((key) => placed[key]).sort();

describe(`the portal's orders: who sees which (${testDriver()})`, () => {
  const cases: Array<[string, () => SignedIn, Array<keyof typeof placed>]> = [
    ['Operator: every order', () => kit.operator, ['bn1', 'bn2', 'bn3', 'rs', 'nb']],
    ['Sales: its own store’s', () => kit.sales, ['bn1', 'bn2', 'bn3']],
    ['Channel Manager: every store of its channel', () => kit.manager, ['bn1', 'bn2', 'bn3', 'rs']],
    ['Sales of another store and channel: its own', () => kit.salesOther, ['nb']],
    ['Technician: its team’s jobs', () => kit.technician, ['bn1', 'bn3', 'rs']],
    ['Technician of another team: none of these', () => kit.technicianOther, []],
  ];

  it.each(cases)('list — %s', async (_who, as, expected) => {
    const page = await list({ q: MOBILE, limit: 100 }, as());
    expect(numbers(page).sort()).toEqual(sorted(expected));
    expect(page.total).toBe(expected.length);
  });

  it.each(cases)('CSV — %s', async (_who, as, expected) => {
    const response = await kit.get(`${opsOrderPaths.csv}${query({ q: MOBILE })}`, as());
    expect(response.statusCode).toBe(200);
    const found = Object.values(placed).filter((no) => response.body.includes(no));
    expect(found.sort()).toEqual(sorted(expected));
  });

  it.each(cases)('detail — %s', async (_who, as, expected) => {
    for (const [key, no] of Object.entries(placed)) {
      const response = await kit.get(opsOrderPath(no), as());
      const reads = expected.includes(key as keyof typeof placed);
      expect(response.statusCode, `${key} ${response.body.slice(0, 120)}`).toBe(reads ? 200 : 404);
      if (!reads) expect(errorBodySchema.parse(response.json()).code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('refuses External Brand the list, CSV and detail (its orders are masked): 403', async () => {
    for (const url of [opsOrderPaths.list, opsOrderPaths.csv, opsOrderPath(placed.bn1)]) {
      const response = await kit.get(url, kit.brand);
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).code).toBe('FORBIDDEN');
    }
  });

  it('answers the detail with the actions the order policy allows the caller now', async () => {
    const actions = async (as: SignedIn, no = placed.bn1) => {
      const response = await kit.get(opsOrderPath(no), as);
      return opsOrderDetailResponseSchema.parse(response.json()).data.allowed_actions;
    };
    expect(await actions(kit.sales)).toEqual([
      'read',
      'change_date',
      'pay_store',
      'pay_promptpay',
      'pay_bank_transfer',
      'cancel',
      'approve_quotation',
    ]);
    // Rangsit's manager reads Bang Na's order, and changes none of it.
    expect(await actions(kit.manager)).toEqual(['read']);
    expect(await actions(kit.operator)).toEqual([
      'read',
      'change_date',
      'pay_store',
      'pay_promptpay',
      'pay_bank_transfer',
      'schedule',
      'cancel',
      'report_problem',
      'approve_quotation',
    ]);
    // The job's team confirms the booked job (placed at "contractor assigned", decision 040).
    expect(await actions(kit.technician)).toEqual(['read', 'schedule', 'report_problem']);
    const detail = opsOrderDetailResponseSchema.parse(
      (await kit.get(opsOrderPath(placed.bn1.toLowerCase()), kit.operator)).json(),
    ).data;
    expect(detail).toMatchObject({
      cartOrderNo: placed.bn1,
      customer: { mobile: MOBILE },
      contractor: { contractor_id: kit.contractors[TEAM_A] },
      payment: { state: 'unpaid' },
      masked: false,
    });
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.history[0]).toMatchObject({ kind: 'status', to: 'created' });
  });

  it('answers the calendar of a change of date to whoever may change it', async () => {
    const ok = await kit.get(opsOrderCalendarPath(placed.bn1), kit.operator);
    expect(ok.statusCode, ok.body).toBe(200);
    const calendar = unavailableDatesResponseSchema.parse(ok.json()).data;
    expect(calendar.availableTime?.contractor_id).toBe(kit.contractors[TEAM_A]);
    expect((await kit.get(opsOrderCalendarPath(placed.bn1), kit.sales)).statusCode).toBe(200);
    const manager = await kit.get(opsOrderCalendarPath(placed.bn1), kit.manager);
    expect(manager.statusCode).toBe(403);
    expect(errorBodySchema.parse(manager.json()).code).toBe('ACTION_NOT_ALLOWED');
    expect((await kit.get(opsOrderCalendarPath(placed.bn1), kit.salesOther)).statusCode).toBe(404);
    expect((await kit.get(opsOrderCalendarPath(placed.bn1), kit.technician)).statusCode).toBe(403);
  });
});

describe(`the portal's orders: filters, sorts and pages (${testDriver()})`, () => {
  it('finds an order by part of its number in any case, and by a mobile however written', async () => {
    const part = placed.bn2.slice(-7).toLowerCase();
    const byNumber = await list({ q: part, limit: 100 });
    expect(numbers(byNumber)).toContain(placed.bn2);
    for (const no of numbers(byNumber)) expect(no).toContain(part.toUpperCase());
    const byMobile = await list({ q: '086-555 0101', limit: 100 });
    expect(numbers(byMobile).sort()).toEqual(sorted(['bn1', 'bn2', 'bn3', 'rs', 'nb']));
    expect((await list({ q: '%', limit: 100 })).total).toBe(0);
  });

  it('narrows by store, channel, team, booking date, date placed, status and payment', async () => {
    const rangsit = kit.manager.stores[0]!._id;
    expect(mine(await list({ q: MOBILE, store: rangsit }))).toEqual([placed.rs]);
    expect(mine(await list({ q: MOBILE, channel: DEMO_CHANNELS.builders }))).toEqual([placed.nb]);
    expect(mine(await list({ q: MOBILE, team: kit.contractors[TEAM_B]! })).sort()).toEqual(
      sorted(['bn2', 'nb']),
    );
    expect(
      mine(await list({ q: MOBILE, booked_from: '2031-07-02', booked_to: '2031-07-03' })).sort(),
    ).toEqual(sorted(['bn2', 'bn3']));
    expect(
      (await list({ q: MOBILE, created_from: ORDER_TODAY, created_to: ORDER_TODAY })).total,
    ).toBe(5);
    expect((await list({ q: MOBILE, created_to: '2031-06-09' })).total).toBe(0);

    const pay = await kit.post(orderPaths.payment, {
      cartOrderNo: placed.bn3,
      method: 'store',
      reference: 'RCPT-OPS-1',
      employee_code: 'BN-002',
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(mine(await list({ q: MOBILE, payment: 'paid' }))).toEqual([placed.bn3]);
    // A booked order is placed at "contractor assigned" and stays there when paid (decision 040).
    expect((await list({ q: MOBILE, status: 'contractor_assigned' })).total).toBe(5);
    expect((await list({ q: MOBILE, status: 'paid' })).total).toBe(0);
    expect((await list({ q: MOBILE, payment: 'unpaid' })).total).toBe(4);
  });

  it('refuses a range that ends before it starts, and an unknown sort, in the request’s language', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `${opsOrderPaths.list}${query({ booked_from: '2031-07-05', booked_to: '2031-07-01' })}`,
      headers: { ...kit.operator.headers, 'accept-language': 'th' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect(response.body).toContain('booked_to');
    const sort = await kit.get(`${opsOrderPaths.list}?sort=price`, kit.operator);
    expect(sort.statusCode).toBe(400);
  });

  it('sorts by the date placed, the booking’s date, the total and the status, either way', async () => {
    expect(mine(await list({ q: MOBILE, sort: 'booking_date', dir: 'asc' }))).toEqual([
      placed.bn1,
      placed.bn2,
      placed.bn3,
      placed.rs,
      placed.nb,
    ]);
    expect(mine(await list({ q: MOBILE, sort: 'created', dir: 'desc' }))).toEqual([
      placed.nb,
      placed.rs,
      placed.bn3,
      placed.bn2,
      placed.bn1,
    ]);
    const totals = (await list({ q: MOBILE, sort: 'total', dir: 'asc' })).orders.map(
      (order) => order.total_payable,
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const cancel = await kit.post(
      orderPaths.updateStatus,
      { cartOrderNo: placed.rs, status: 'cancelled', reason: 'ลูกค้าขอยกเลิก' },
      { as: kit.operator },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const byStatus = await list({ q: MOBILE, sort: 'status', dir: 'desc' });
    // Cancelled is the last step of the order's life: first when sorted backwards.
    expect(numbers(byStatus)[0]).toBe(placed.rs);
    expect(numbers(await list({ q: MOBILE, sort: 'status', dir: 'asc' })).at(-1)).toBe(placed.rs);
  });

  it('pages after the last order of the page before: orders placed meanwhile shift nothing', async () => {
    const first = await list({ q: MOBILE, limit: 2 });
    expect(numbers(first)).toEqual([placed.nb, placed.rs]);
    expect(first.total).toBe(5);
    const newer = await place(kit.sales, { district: '5006', date: '2031-07-06' });
    const second = await list({ q: MOBILE, limit: 2, after: first.next! });
    expect(numbers(second)).toEqual([placed.bn3, placed.bn2]);
    expect(second.total).toBe(6);
    const third = await list({ q: MOBILE, limit: 2, after: second.next! });
    expect(numbers(third)).toEqual([placed.bn1]);
    expect(third.next).toBeNull();
    expect(numbers(await list({ q: MOBILE, limit: 2 }))[0]).toBe(newer);
  });
});

describe(`the portal's orders as CSV (${testDriver()})`, () => {
  it('streams UTF-8 with a byte-order mark, headings in the request’s language', async () => {
    for (const [language, heading] of [
      ['th', 'เลขที่คำสั่งซื้อ'],
      ['en', 'Order number'],
    ] as const) {
      const response = await kit.app.inject({
        method: 'GET',
        url: `${opsOrderPaths.csv}${query({ q: MOBILE, store: kit.storeId })}`,
        headers: { ...kit.operator.headers, 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-/);
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]!.startsWith(heading)).toBe(true);
      // Bang Na's orders of this file (the fourth came with the paging test), newest first.
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
        numbers(await list({ q: MOBILE, store: kit.storeId })),
      );
      expect(lines[1]).toContain('086-555-0101');
    }
  });
});
