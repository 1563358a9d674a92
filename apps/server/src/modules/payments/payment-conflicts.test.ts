import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorCatalogue } from '@changdee/contract/errors';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  orderPaths,
  type CartOrder,
} from '@changdee/contract/orders';
import {
  paymentConflictPath,
  paymentConflictSettledResponseSchema,
  paymentConflictsResponseSchema,
  paymentPaths,
} from '@changdee/contract/payments';
import { orderMoneyEntries } from '../../db/schema/orders';
import { DEMO_USERS } from '../../db/seed/demo-keys';
import { testDriver } from '../../../test/context';
import { roomyTeamKit, type OrderKit } from '../../../test/order-kit';
import type { SignedIn } from '../../../test/sign-in';
import { webhookHeaders } from '../../../test/webhook-headers';

// A payment event whose event_id another order's event already used (issue 28 item 8, decision
// 061), on both drivers: it answered 200 duplicate and that order's money was never recorded. Now
// it is 409 PAYMENT_EVENT_ID_REUSED, kept once however often the provider retries, listed for the
// operators, and an operator records its money on the order (or dismisses it), once.

const SECRET = 'test-conflict-webhook-secret-0123456789abcdef';
let kit: OrderKit;
let day = 0;

beforeAll(async () => {
  kit = await roomyTeamKit('CT-PAYCONF', { PAYMENT_WEBHOOK_SECRET: SECRET });
});
afterAll(() => kit.close());

async function newOrder(): Promise<CartOrder> {
  day += 1;
  const date = `2031-10-${String(day).padStart(2, '0')}`;
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ expected_date: { date, time: '1' } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

const RUN = `${testDriver()}-${Date.now()}`;

/** The provider's signed notice that the order was paid, under `eventId`. */
function providerPays(order: CartOrder, eventId: string, language = 'en') {
  const raw = JSON.stringify({
    event_id: eventId,
    type: 'payment.succeeded',
    data: {
      cartOrderNo: order.cartOrderNo,
      amount: order.total_payable,
      reference: `ref-${eventId}`,
    },
  });
  return kit.app.inject({
    method: 'POST',
    url: orderPaths.paymentWebhook,
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...webhookHeaders(kit.app, SECRET, raw),
    },
    payload: raw,
  });
}

const conflicts = async (as: SignedIn = kit.operator) => {
  const response = await kit.get(paymentPaths.conflicts, as);
  expect(response.statusCode, response.body).toBe(200);
  return paymentConflictsResponseSchema.parse(response.json()).data.conflicts;
};
const settle = (id: string, resolution: string, as: SignedIn = kit.operator) =>
  kit.post(paymentConflictPath(id), { resolution }, { as });
const paymentOf = async (order: CartOrder) =>
  cartOrderResponseSchema.parse(
    (await kit.get(cartOrderPath(order.cartOrderNo), kit.operator)).json(),
  ).data.payment;

describe(`a payment event id reused for another order (${testDriver()})`, () => {
  it('is 409 with a code, kept once for the operators, and its money not yet recorded', async () => {
    const [first, second] = [await newOrder(), await newOrder()];
    const eventId = `evt-reused-${RUN}`;
    expect((await providerPays(first, eventId)).json()).toEqual({
      message: 'success',
      data: { received: true, duplicate: false },
    });
    // The provider retrying the first order's event: still a harmless repeat.
    expect((await providerPays(first, eventId)).json()).toEqual({
      message: 'success',
      data: { received: true, duplicate: true },
    });
    for (const language of ['en', 'th'] as const) {
      const reused = await providerPays(second, eventId, language);
      expect(reused.statusCode, reused.body).toBe(409);
      expect(errorBodySchema.parse(reused.json())).toEqual({
        code: 'PAYMENT_EVENT_ID_REUSED',
        message: errorCatalogue.PAYMENT_EVENT_ID_REUSED[language],
      });
    }
    const kept = (await conflicts()).filter((c) => c.event_id === eventId);
    expect(kept).toEqual([
      {
        id: expect.any(String),
        event_id: eventId,
        cartOrderNo: second.cartOrderNo,
        amount: second.total_payable,
        reference: `ref-${eventId}`,
        first_order_no: first.cartOrderNo,
        received_at: expect.any(String),
      },
    ]);
    expect((await paymentOf(second)).state).not.toBe('paid');
    expect(
      await kit.db
        .select()
        .from(orderMoneyEntries)
        .where(eq(orderMoneyEntries.orderNo, second.cartOrderNo)),
    ).toEqual([]);
  });

  it('an operator records its money on the order, once; another is dismissed; operators only', async () => {
    const [first, second, third] = [await newOrder(), await newOrder(), await newOrder()];
    const eventId = `evt-settle-${RUN}`;
    expect((await providerPays(first, eventId)).statusCode).toBe(200);
    expect((await providerPays(second, eventId)).statusCode).toBe(409);
    expect((await providerPays(third, eventId)).statusCode).toBe(409);
    const kept = (await conflicts()).filter((c) => c.event_id === eventId);
    const toRecord = kept.find((c) => c.cartOrderNo === second.cartOrderNo)!;
    const toDismiss = kept.find((c) => c.cartOrderNo === third.cartOrderNo)!;

    for (const as of [kit.sales, kit.manager, kit.technician]) {
      expect((await kit.get(paymentPaths.conflicts, as)).statusCode).toBe(403);
      expect((await settle(toRecord.id, 'recorded', as)).statusCode).toBe(403);
    }

    const recorded = await settle(toRecord.id, 'recorded');
    expect(recorded.statusCode, recorded.body).toBe(200);
    const answer = paymentConflictSettledResponseSchema.parse(recorded.json()).data;
    expect([answer.resolution, answer.payment.state]).toEqual(['recorded', 'paid']);
    const entries = await kit.db
      .select()
      .from(orderMoneyEntries)
      .where(eq(orderMoneyEntries.orderNo, second.cartOrderNo));
    expect(entries.map((e) => [e.kind, e.method, e.amount, e.reference, e.actorLogin])).toEqual([
      ['received', 'promptpay', second.total_payable, `ref-${eventId}`, DEMO_USERS.operator],
    ]);

    const again = await settle(toRecord.id, 'dismissed');
    expect([again.statusCode, errorBodySchema.parse(again.json()).code]).toEqual([
      409,
      'PAYMENT_CONFLICT_SETTLED',
    ]);
    const dismissed = await settle(toDismiss.id, 'dismissed');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await paymentOf(third)).state).not.toBe('paid');
    expect((await conflicts()).filter((c) => c.event_id === eventId)).toEqual([]);

    const unknown = await settle('00000000-0000-4000-8000-000000000000', 'recorded');
    expect([unknown.statusCode, errorBodySchema.parse(unknown.json()).code]).toEqual([
      404,
      'PAYMENT_CONFLICT_NOT_FOUND',
    ]);
  });
});
