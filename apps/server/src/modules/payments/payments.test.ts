import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, validationDetailsSchema } from '@changdee/contract/envelope';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  orderPaths,
  type CartOrder,
} from '@changdee/contract/orders';
import {
  paymentPaths,
  refundResponseSchema,
  refundsDueResponseSchema,
  takingsResponseSchema,
} from '@changdee/contract/payments';
import { formatNumber } from '@changdee/domain/money';
import { orderMoneyEntries } from '../../db/schema/orders';
import { testDriver } from '../../../test/context';
import { ORDER_TODAY, orderKit, type OrderKit } from '../../../test/order-kit';
import type { SignedIn } from '../../../test/sign-in';

// The operators' money routes (docs/decisions/039) on both drivers: who may call each (every
// role), the refund-due list, recording a refund (amount against what is due, its words, its
// Idempotency-Key, two at once for the last baht), and a day's takings by method.

let kit: OrderKit;
let day = 0;
let keys = 0;

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-REFUND',
        districts: ['5002'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 30,
        afternoon: 30,
        daily: 60,
      },
    ],
    ['5002'],
  );
});

afterAll(async () => {
  await kit.close();
});

/** An order paid at the store, then cancelled by an operator: its money is due back. */
async function refundDueOrder(): Promise<CartOrder> {
  day += 1;
  const date = `2031-09-${String(1 + (day % 28)).padStart(2, '0')}`;
  const created = await kit.post(
    orderPaths.create,
    kit.payload({ expected_date: { date, time: day % 2 ? '1' : '2' } }),
  );
  expect(created.statusCode, created.body).toBe(200);
  const order = cartOrderResponseSchema.parse(created.json()).data;
  const paid = await kit.post(orderPaths.payment, {
    cartOrderNo: order.cartOrderNo,
    method: 'store',
    reference: 'RC-REFUND',
    employee_code: 'BN-002',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const cancelled = await kit.post(
    orderPaths.updateStatus,
    { cartOrderNo: order.cartOrderNo, status: 'cancelled', reason: 'ลูกค้าย้ายบ้าน' },
    { as: kit.operator },
  );
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return order;
}

const refundPath = (cartOrderNo: string) =>
  paymentPaths.refund.replace(':cartOrderNo', cartOrderNo);

const refund = (
  cartOrderNo: string,
  body: Record<string, unknown>,
  options: { as?: SignedIn; key?: string; lang?: string } = {},
) =>
  kit.post(
    refundPath(cartOrderNo),
    { reason: 'ลูกค้ายกเลิก', reference: 'TRF-0001', ...body },
    {
      as: options.as ?? kit.operator,
      headers: {
        ...(options.key ? { 'idempotency-key': options.key } : {}),
        'accept-language': options.lang ?? 'th',
      },
    },
  );

const code = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;
const dueList = async () =>
  refundsDueResponseSchema.parse((await kit.get(paymentPaths.refundsDue, kit.operator)).json())
    .data;

describe(`operators' money routes, every role (${testDriver()})`, () => {
  it('answers operators only: 403 FORBIDDEN for every other role, 401 without a token', async () => {
    const order = await refundDueOrder();
    const others: Array<[string, SignedIn]> = [
      ['Sales', kit.sales],
      ['Sales of another store', kit.salesOther],
      ['External Brand', kit.brand],
      ['Channel Manager', kit.manager],
      ['Technician', kit.technician],
      ['Technician of another team', kit.technicianOther],
    ];
    const calls = [
      (as: SignedIn) => kit.get(paymentPaths.refundsDue, as),
      (as: SignedIn) => kit.get(`${paymentPaths.takings}?date=${ORDER_TODAY}`, as),
      (as: SignedIn) => refund(order.cartOrderNo, { amount: 1 }, { as }),
    ];
    for (const [name, as] of others)
      for (const call of calls) {
        const response = await call(as);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
        expect(code(response)).toBe('FORBIDDEN');
      }
    for (const url of [paymentPaths.refundsDue, paymentPaths.takings])
      expect((await kit.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await kit.get(paymentPaths.refundsDue, kit.operator)).statusCode).toBe(200);
    expect((await kit.get(paymentPaths.takings, kit.operator)).statusCode).toBe(200);
    // Nothing was refunded by the refused callers.
    expect((await refund(order.cartOrderNo, { amount: order.total_payable })).statusCode).toBe(200);
  });
});

describe(`refunds (${testDriver()})`, () => {
  it('lists the order due back, refunds it in two parts, then nothing is due', async () => {
    const order = await refundDueOrder();
    const listed = (await dueList()).orders.find((o) => o.cartOrderNo === order.cartOrderNo);
    expect(listed).toMatchObject({
      status: 'cancelled',
      received: order.total_payable,
      refunded: 0,
      refund_due: order.total_payable,
    });

    const part = await refund(order.cartOrderNo, { amount: 100 });
    expect(part.statusCode, part.body).toBe(200);
    const first = refundResponseSchema.parse(part.json()).data;
    expect(first.refund).toMatchObject({
      kind: 'refunded',
      method: null,
      amount: 100,
      reason: 'ลูกค้ายกเลิก',
      reference: 'TRF-0001',
      by: 'ปิยะนุช ช่างดีออปส์',
      login: 'ops.demo',
    });
    expect(first.payment).toMatchObject({
      state: 'refund_due',
      refund_due: order.total_payable - 100,
    });

    const tooMuch = await refund(
      order.cartOrderNo,
      { amount: order.total_payable },
      { lang: 'en' },
    );
    expect(tooMuch.statusCode).toBe(409);
    const refused = errorBodySchema.parse(tooMuch.json());
    expect(refused.code).toBe('REFUND_EXCEEDS_DUE');
    expect(refused.message).toContain(`${formatNumber(order.total_payable - 100)}\u00a0baht`);

    const rest = await refund(order.cartOrderNo, { amount: order.total_payable - 100 });
    expect(refundResponseSchema.parse(rest.json()).data.payment).toMatchObject({
      state: 'refunded',
      received: order.total_payable,
      refunded: order.total_payable,
      refund_due: 0,
    });
    expect(code(await refund(order.cartOrderNo, { amount: 1 }))).toBe('REFUND_NOT_DUE');
    expect((await dueList()).orders.map((o) => o.cartOrderNo)).not.toContain(order.cartOrderNo);

    const history = cartOrderResponseSchema
      .parse((await kit.get(cartOrderPath(order.cartOrderNo), kit.operator)).json())
      .data.history.filter((change) => change.kind === 'payment')
      .map((change) => `${change.from}→${change.to}`);
    expect(history.slice(-3)).toEqual([
      'paid→refund_due',
      'refund_due→refund_due',
      'refund_due→refunded',
    ]);
  });

  it('asks the amount, the reason and the reference, in the request’s language', async () => {
    const order = await refundDueOrder();
    for (const [body, field] of [
      [{ amount: 0 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ amount: 1, reason: '  ' }, 'reason'],
      [{ amount: 1, reference: '' }, 'reference'],
    ] as const) {
      const response = await refund(order.cartOrderNo, body, { lang: 'en' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorBodySchema.parse(response.json());
      expect(validationDetailsSchema.parse(error.details).map((issue) => issue.path)).toContain(
        field,
      );
    }
    const noReason = await refund(order.cartOrderNo, { amount: 1, reason: undefined });
    expect(noReason.statusCode).toBe(400);
    expect(validationDetailsSchema.parse(errorBodySchema.parse(noReason.json()).details)).toEqual([
      { in: 'body', path: 'reason', message: 'กรุณาระบุเหตุผลที่คืนเงิน' },
    ]);
    expect(code(await refund('CO310610999999', { amount: 1 }))).toBe('ORDER_NOT_FOUND');
    // An order not cancelled and not paid twice owes what it took: nothing is due back.
    const open = await kit.post(
      orderPaths.create,
      kit.payload({ expected_date: { date: '2031-09-29', time: '1' } }),
    );
    const openOrder = cartOrderResponseSchema.parse(open.json()).data;
    expect(code(await refund(openOrder.cartOrderNo, { amount: 1 }))).toBe('REFUND_NOT_DUE');
  });

  it('answers a repeated Idempotency-Key with the first answer, never a second refund', async () => {
    const order = await refundDueOrder();
    const key = `test-refund-${testDriver()}-${++keys}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(order.cartOrderNo, { amount: 10 }, { key })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const reused = await refund(order.cartOrderNo, { amount: 11 }, { key });
    expect(reused.statusCode).toBe(422);
    expect(code(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    const refunds = await kit.db
      .select()
      .from(orderMoneyEntries)
      .where(eq(orderMoneyEntries.orderNo, order.cartOrderNo));
    expect(refunds.filter((entry) => entry.kind === 'refunded')).toHaveLength(1);
  });

  it('two refunds at once for the last baht: one wins, the other finds nothing due', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await refundDueOrder();
      const answers = await Promise.all([
        refund(order.cartOrderNo, { amount: order.total_payable, reference: 'TRF-A' }),
        refund(order.cartOrderNo, { amount: order.total_payable, reference: 'TRF-B' }),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      expect(code(answers.find((a) => a.statusCode === 409)!)).toBe('REFUND_NOT_DUE');
      const current = cartOrderResponseSchema.parse(
        (await kit.get(cartOrderPath(order.cartOrderNo), kit.operator)).json(),
      ).data;
      expect(current.payment).toMatchObject({ state: 'refunded', refunded: order.total_payable });
    }
  });
});

describe(`a day's takings (${testDriver()})`, () => {
  it('sums the entries of one Bangkok day by method, and the refunds', async () => {
    const order = await refundDueOrder();
    // Entries at the edges of 2031-06-10 in Bangkok (UTC+7): 2031-06-09T17:00Z … 2031-06-10T16:59Z.
    const at = (iso: string) => new Date(iso);
    const entry = (over: Partial<typeof orderMoneyEntries.$inferInsert>) => ({
      orderNo: order.cartOrderNo,
      kind: 'received' as const,
      method: 'promptpay' as const,
      amount: 100,
      reference: 'takings',
      ...over,
    });
    await kit.db.insert(orderMoneyEntries).values([
      entry({ at: at('2031-06-09T16:59:59Z'), amount: 1 }), // the day before
      entry({ at: at('2031-06-09T17:00:00Z'), amount: 300 }),
      entry({ at: at('2031-06-10T08:00:00Z'), amount: 200 }),
      entry({ at: at('2031-06-10T09:00:00Z'), method: 'store', amount: 500 }),
      entry({
        at: at('2031-06-10T16:59:59Z'),
        kind: 'refunded',
        method: null,
        reason: 'double payment',
        amount: 150,
      }),
      entry({ at: at('2031-06-10T17:00:00Z'), amount: 7 }), // the day after
    ]);
    const response = await kit.get(`${paymentPaths.takings}?date=2031-06-10`, kit.operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(takingsResponseSchema.parse(response.json()).data).toEqual({
      date: '2031-06-10',
      received: [
        { method: 'promptpay', count: 2, amount: 500 },
        { method: 'store', count: 1, amount: 500 },
        { method: 'bank_transfer', count: 0, amount: 0 },
      ],
      refunded: { count: 1, amount: 150 },
      net: 850,
    });
    // Today (the app's clock) when no date is given; a date that is not one: 400.
    const today = takingsResponseSchema.parse(
      (await kit.get(paymentPaths.takings, kit.operator)).json(),
    ).data;
    expect(today.date).toBe(ORDER_TODAY);
    expect(
      (await kit.get(`${paymentPaths.takings}?date=2031-13-40`, kit.operator)).statusCode,
    ).toBe(400);
  });
});
