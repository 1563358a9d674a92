import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, validationDetailsSchema } from '@changdee/contract/envelope';
import {
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
  cartOrderPath,
  cartOrderResponseSchema,
  orderPaths,
  type CartOrder,
} from '@changdee/contract/orders';
import { bookings } from '../../db/schema/bookings';
import { contractorMembers, contractorUnavailableDates } from '../../db/schema/contractors';
import { testDriver } from '../../../test/context';
import { ORDER_NOW, orderKit, type OrderKit } from '../../../test/order-kit';
import { createTestCoupon, deleteTestCoupons } from '../../../test/promotion-fixtures';
import type { SignedIn } from '../../../test/sign-in';
import { paymentSignature } from './payment-signature';

// Issue 19: who may move an order along its life and record its payment (the order policy,
// packages/domain/src/order-policy.ts), for every role on its own and another store, channel and
// team, through the real app. The orders are Bang Na's (sales.demo's store); manager.demo manages
// Rangsit in the same channel; sales2.demo is of another store and channel; tech.demo is made a
// member of the team the orders are booked with, tech2.demo stays in another.

const SECRET = 'test-payment-webhook-secret-0123456789abcdef';
const PAY_NOW = 'TESTPOLICYPAYNOW';
let kit: OrderKit;
let day = 0;
let teamBefore: string;
const NOW_SECONDS = Math.floor(ORDER_NOW.getTime() / 1000);

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-POLICY',
        districts: ['5004'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 40,
        afternoon: 40,
        daily: 80,
      },
    ],
    ['5004'],
    { PAYMENT_WEBHOOK_SECRET: SECRET },
  );
  await createTestCoupon(kit.db, { code: PAY_NOW, discount: 150, requestedPayment: 'promptpay' });
  const [member] = await kit.db
    .select()
    .from(contractorMembers)
    .where(eq(contractorMembers.userId, kit.technician.userId));
  teamBefore = member!.contractorId;
});

afterAll(async () => {
  await kit.db
    .update(contractorMembers)
    .set({ contractorId: teamBefore })
    .where(eq(contractorMembers.userId, kit.technician.userId));
  await kit.close();
  await deleteTestCoupons(kit.db, [PAY_NOW]);
});

/** A new Bang Na order on a date of its own; tech.demo's team is the one it is booked with. */
async function newOrder(options: { payNow?: boolean } = {}): Promise<CartOrder> {
  day += 1;
  const date = new Date(Date.UTC(2031, 8, day)).toISOString().slice(0, 10);
  const base = kit.payload({ expected_date: { date, time: '1' } });
  const body = options.payNow
    ? {
        ...base,
        items: [base.items[0]!, { ...base.items[1]!, promotion: { coupon_code: PAY_NOW } }],
        requested_payment: 'promptpay',
      }
    : base;
  const response = await kit.post(orderPaths.create, body);
  expect(response.statusCode, response.body).toBe(200);
  const order = cartOrderResponseSchema.parse(response.json()).data;
  const [booking] = await kit.db
    .select({ contractorId: bookings.contractorId })
    .from(bookings)
    .where(and(eq(bookings.orderNo, order.cartOrderNo), eq(bookings.status, 'booked')));
  await kit.db
    .update(contractorMembers)
    .set({ contractorId: booking!.contractorId })
    .where(eq(contractorMembers.userId, kit.technician.userId));
  return order;
}

const employeeOf = (as: SignedIn): string | undefined =>
  as === kit.sales ? 'BN-002' : as === kit.manager ? 'RS-001' : undefined;

const setStatus = (cartOrderNo: string, status: string, as: SignedIn, words = {}) =>
  kit.post(
    orderPaths.updateStatus,
    { cartOrderNo, status, employee_code: employeeOf(as), ...words },
    { as },
  );

/** Walks the order to `status` as the operator. */
async function walkTo(cartOrderNo: string, steps: string[]) {
  for (const status of steps) {
    const response = await setStatus(cartOrderNo, status, kit.operator);
    expect(response.statusCode, response.body).toBe(200);
  }
}

type Row = [who: string, status: number, code: string | undefined, as: () => SignedIn];

const everyone = (expected: Record<string, [number, string?]>): Row[] =>
  (
    [
      ['Sales, own store', () => kit.sales],
      ['Channel Manager, another store of the channel', () => kit.manager],
      ['Sales, another store and channel', () => kit.salesOther],
      ['External Brand', () => kit.brand],
      ['Operator', () => kit.operator],
      ['Technician, own team', () => kit.technician],
      ['Technician, another team', () => kit.technicianOther],
    ] as const
  ).map(([who, as]): Row => [who, expected[who]![0], expected[who]![1], as]);

const code = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;

describe(`updateStatus: the policy matrix (${testDriver()})`, () => {
  it.each(
    everyone({
      'Sales, own store': [200],
      'Channel Manager, another store of the channel': [403, 'ACTION_NOT_ALLOWED'],
      'Sales, another store and channel': [404, 'ORDER_NOT_FOUND'],
      'External Brand': [403, 'FORBIDDEN'],
      Operator: [200],
      'Technician, own team': [403, 'ACTION_NOT_ALLOWED'],
      'Technician, another team': [404, 'ORDER_NOT_FOUND'],
    }),
  )('cancel an unpaid new order — %s: %i', async (_who, status, expected, as) => {
    const order = await newOrder();
    const response = await setStatus(order.cartOrderNo, 'cancelled', as(), {
      reason: 'ลูกค้าขอยกเลิก',
    });
    expect(response.statusCode, response.body).toBe(status);
    if (expected) expect(code(response)).toBe(expected);
  });

  // A job's field steps: the operator and the job's own team take them, a store never does.
  // Completing here asks why the customer did not sign on a technician's phone (decision 078).
  const absent = { sign_off: { kind: 'absent', reason: 'customer_not_home' } };
  const fieldSteps = [
    ['schedule an assigned job', [], 'scheduled', {}],
    ['complete a job in progress', ['scheduled', 'in_progress'], 'completed', absent],
  ] as const;
  for (const [what, walk, to, body] of fieldSteps)
    it.each(
      everyone({
        'Sales, own store': [403, 'ACTION_NOT_ALLOWED'],
        'Channel Manager, another store of the channel': [403, 'ACTION_NOT_ALLOWED'],
        'Sales, another store and channel': [404, 'ORDER_NOT_FOUND'],
        'External Brand': [403, 'FORBIDDEN'],
        Operator: [200],
        'Technician, own team': [200],
        'Technician, another team': [404, 'ORDER_NOT_FOUND'],
      }),
    )(`${what} — %s: %i`, async (_who, status, expected, as) => {
      const order = await newOrder();
      await walkTo(order.cartOrderNo, [...walk]);
      const response = await setStatus(order.cartOrderNo, to, as(), body);
      expect(response.statusCode, response.body).toBe(status);
      if (expected) expect(code(response)).toBe(expected);
    });

  it('refuses a clerk completing a job in the request’s language, and changes nothing', async () => {
    const order = await newOrder();
    const refused = await kit.post(
      orderPaths.updateStatus,
      { cartOrderNo: order.cartOrderNo, status: 'scheduled', employee_code: 'BN-002' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(refused.statusCode).toBe(403);
    expect(errorBodySchema.parse(refused.json()).message).toMatch(/Your role may not do this/);
    const thai = await setStatus(order.cartOrderNo, 'scheduled', kit.sales);
    expect(errorBodySchema.parse(thai.json()).message).toMatch(/บทบาทของคุณ/);
    const stored = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(order.cartOrderNo))).json(),
    ).data;
    expect(stored.status).toBe('contractor_assigned');
    expect(stored.history).toHaveLength(2);
  });

  it('asks a reason to cancel and the acting employee of a shop login (400 with the field)', async () => {
    const order = await newOrder();
    const noReason = await setStatus(order.cartOrderNo, 'cancelled', kit.sales);
    expect(noReason.statusCode).toBe(400);
    expect(validationDetailsSchema.parse(errorBodySchema.parse(noReason.json()).details)).toEqual([
      { in: 'body', path: 'reason', message: 'กรุณาระบุเหตุผลที่ยกเลิก' },
    ]);
    const noEmployee = await kit.post(orderPaths.updateStatus, {
      cartOrderNo: order.cartOrderNo,
      status: 'cancelled',
      reason: 'ลูกค้าขอยกเลิก',
    });
    expect(noEmployee.statusCode).toBe(400);
    expect(errorBodySchema.parse(noEmployee.json()).details).toMatchObject([
      { path: 'employee_code' },
    ]);
    const stranger = await kit.post(orderPaths.updateStatus, {
      cartOrderNo: order.cartOrderNo,
      status: 'cancelled',
      reason: 'ลูกค้าขอยกเลิก',
      employee_code: 'NB-002',
    });
    expect(code(stranger)).toBe('SELLER_NOT_FOUND');
  });

  it('lets a store not cancel a paid order, but the operator cancels even a job in progress', async () => {
    const order = await newOrder();
    const paid = await kit.post(orderPaths.payment, {
      cartOrderNo: order.cartOrderNo,
      method: 'store',
      reference: 'RC-42',
      employee_code: 'BN-002',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await setStatus(order.cartOrderNo, 'cancelled', kit.sales, { reason: 'x' });
    expect(code(refused)).toBe('ACTION_NOT_ALLOWED');
    await walkTo(order.cartOrderNo, ['scheduled', 'in_progress']);
    const cancelled = await setStatus(order.cartOrderNo, 'cancelled', kit.operator, {
      reason: 'ลูกค้าย้ายบ้าน',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The money the store took is due back now (docs/decisions/039), in the same change.
    const after = cartOrderResponseSchema.parse(cancelled.json()).data;
    expect(after.history.slice(-2)).toMatchObject([
      { to: 'cancelled', by: 'ปิยะนุช ช่างดีออปส์', login: 'ops.demo', reason: 'ลูกค้าย้ายบ้าน' },
      { kind: 'payment', from: 'paid', to: 'refund_due', login: 'ops.demo' },
    ]);
    expect(after.payment).toMatchObject({ state: 'refund_due', amount: 0 });
  });

  it('does not schedule a pay-online-first order (PAYNOW) before it is paid: 409', async () => {
    const order = await newOrder({ payNow: true });
    const early = await setStatus(order.cartOrderNo, 'scheduled', kit.operator);
    expect(early.statusCode).toBe(409);
    expect(code(early)).toBe('ORDER_PAYMENT_REQUIRED');

    const qr = await kit.post(orderPaths.payment, {
      cartOrderNo: order.cartOrderNo,
      method: 'promptpay',
      employee_code: 'BN-002',
    });
    expect(qr.statusCode, qr.body).toBe(200);
    const still = await setStatus(order.cartOrderNo, 'scheduled', kit.technician);
    expect(code(still)).toBe('ORDER_PAYMENT_REQUIRED');

    const raw = JSON.stringify({
      event_id: `evt-policy-${testDriver()}-${order.cartOrderNo}`,
      type: 'payment.succeeded',
      data: { cartOrderNo: order.cartOrderNo, amount: order.total_payable, reference: 'PP-1' },
    });
    const webhook = await kit.app.inject({
      method: 'POST',
      url: orderPaths.paymentWebhook,
      headers: {
        'content-type': 'application/json',
        [PAYMENT_TIMESTAMP_HEADER]: String(NOW_SECONDS),
        [PAYMENT_SIGNATURE_HEADER]: paymentSignature(SECRET, NOW_SECONDS, raw),
      },
      payload: raw,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    const scheduled = await setStatus(order.cartOrderNo, 'scheduled', kit.technician);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(cartOrderResponseSchema.parse(scheduled.json()).data.history.at(-1)).toMatchObject({
      to: 'scheduled',
      by: 'สมศักดิ์ เย็นฉ่ำ',
      login: 'tech.demo',
    });
  });
});

describe(`cart-payment: the policy matrix (${testDriver()})`, () => {
  it.each(
    everyone({
      'Sales, own store': [200],
      'Channel Manager, another store of the channel': [403, 'ACTION_NOT_ALLOWED'],
      'Sales, another store and channel': [404, 'ORDER_NOT_FOUND'],
      'External Brand': [403, 'FORBIDDEN'],
      Operator: [200],
      'Technician, own team': [403, 'FORBIDDEN'],
      'Technician, another team': [403, 'FORBIDDEN'],
    }),
  )('record a store payment — %s: %i', async (_who, status, expected, as) => {
    const order = await newOrder();
    const response = await kit.post(
      orderPaths.payment,
      {
        cartOrderNo: order.cartOrderNo,
        method: 'store',
        reference: 'RC-7788',
        employee_code: employeeOf(as()),
      },
      { as: as() },
    );
    expect(response.statusCode, response.body).toBe(status);
    if (expected) expect(code(response)).toBe(expected);
  });

  it('refuses a store payment without the receipt reference (400, the field named)', async () => {
    const order = await newOrder();
    const response = await kit.post(
      orderPaths.payment,
      { cartOrderNo: order.cartOrderNo, method: 'store', reference: '  ', employee_code: 'BN-002' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).details).toEqual([
      { in: 'body', path: 'reference', message: 'Enter the store’s receipt number.' },
    ]);
    const stored = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(order.cartOrderNo))).json(),
    ).data;
    expect(stored.payment.state).toBe('unpaid');
  });
});

describe(`carts/{cartOrderNo}: who reads an order (${testDriver()})`, () => {
  it.each(
    everyone({
      'Sales, own store': [200],
      'Channel Manager, another store of the channel': [200],
      'Sales, another store and channel': [404, 'ORDER_NOT_FOUND'],
      'External Brand': [404, 'ORDER_NOT_FOUND'],
      Operator: [200],
      'Technician, own team': [200],
      'Technician, another team': [404, 'ORDER_NOT_FOUND'],
    }),
  )('%s: %i', async (_who, status, expected, as) => {
    const order = await newOrder();
    const response = await kit.get(cartOrderPath(order.cartOrderNo), as());
    expect(response.statusCode, response.body).toBe(status);
    if (expected) expect(code(response)).toBe(expected);
  });
});

describe(`order/updateContractor as the operator (${testDriver()})`, () => {
  it('answers the calendar’s contractor when nobody is free on the date asked', async () => {
    const order = await newOrder();
    const dayOff = '2031-10-15';
    await kit.db
      .insert(contractorUnavailableDates)
      .values({ contractorId: kit.contractors['CT-POLICY']!, unavailableDate: dayOff });
    try {
      // The operator has no channel of its own: the calendar is the order's channel's.
      const response = await kit.post(
        orderPaths.updateContractor,
        { cartOrderNo: order.cartOrderNo, expected_date: { date: dayOff, time: '1' } },
        { as: kit.operator },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: { cartOrderNo: order.cartOrderNo, contractor_id: kit.contractors['CT-POLICY'] },
      });
    } finally {
      await kit.db
        .delete(contractorUnavailableDates)
        .where(eq(contractorUnavailableDates.unavailableDate, dayOff));
    }
  });
});
