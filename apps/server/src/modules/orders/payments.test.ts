import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
  cartOrderPath,
  cartOrderResponseSchema,
  cartPaymentResponseSchema,
  orderPaths,
  paymentWebhookResponseSchema,
  type CartOrder,
} from '@changdee/contract/orders';
import { paymentEvents } from '../../db/schema/orders';
import { testDriver } from '../../../test/context';
import { ORDER_NOW, roomyTeamKit, type OrderKit } from '../../../test/order-kit';
import { paymentSignature } from './payment-signature';

// cart-payment (PromptPay QR, store) and the payment provider's signed webhook.

const SECRET = 'test-payment-webhook-secret-0123456789abcdef';
const PROMPTPAY_ID = '0105561000011';
let kit: OrderKit;
let day = 0;

beforeAll(async () => {
  kit = await roomyTeamKit('CT-PAY', { PAYMENT_WEBHOOK_SECRET: SECRET, PROMPTPAY_ID });
});

afterAll(async () => {
  await kit.close();
});

async function newOrder(): Promise<CartOrder> {
  day += 1;
  const date = `2031-07-${String(10 + day).padStart(2, '0')}`;
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ expected_date: { date, time: '1' } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

// The store's receipt number and the employee acting at the counter (issue 19).
const pay = (cartOrderNo: string, method: 'promptpay' | 'store') =>
  kit.post(orderPaths.payment, {
    cartOrderNo,
    method,
    reference: method === 'store' ? 'RC-0001' : undefined,
    employee_code: 'BN-002',
  });

const current = async (cartOrderNo: string) =>
  cartOrderResponseSchema.parse((await kit.get(cartOrderPath(cartOrderNo))).json()).data;

/** EMVCo tag → value of a QR payload's top level. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    fields.set(tag, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE, the checksum EMVCo QR payloads end with. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe(`cart-payment (${testDriver()})`, () => {
  it('answers a PromptPay QR for the amount to the shop’s id, the payment pending', async () => {
    const order = await newOrder();
    const response = await pay(order.cartOrderNo, 'promptpay');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = cartPaymentResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      amount: order.total_payable,
      payment: { state: 'pending', method: 'promptpay', paid_at: null },
      status: 'contractor_assigned',
    });
    const payload = data.promptpay!.payload;
    const fields = emvFields(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12'); // dynamic: it carries an amount
    expect(fields.get('29')).toContain('A000000677010111');
    expect(fields.get('29')).toContain(PROMPTPAY_ID);
    expect(fields.get('53')).toBe('764');
    expect(fields.get('54')).toBe(order.total_payable.toFixed(2));
    expect(fields.get('58')).toBe('TH');
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
    expect(data.promptpay!.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    // Asking again gives the same QR and records nothing new.
    const again = cartPaymentResponseSchema.parse(
      (await pay(order.cartOrderNo, 'promptpay')).json(),
    );
    expect(again.data.promptpay!.payload).toBe(payload);
    const history = (await current(order.cartOrderNo)).history;
    expect(history.filter((change) => change.kind === 'payment')).toHaveLength(1);
  });

  it('records a store payment as paid at once, and refuses to be paid twice', async () => {
    const order = await newOrder();
    const response = await pay(order.cartOrderNo, 'store');
    const { data } = cartPaymentResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      promptpay: null,
      // Booked, the job is assigned already: paying does not move it back to "paid".
      status: 'contractor_assigned',
      payment: { state: 'paid', method: 'store' },
    });
    expect(data.payment.paid_at).not.toBeNull();
    const twice = await pay(order.cartOrderNo, 'promptpay');
    expect(twice.statusCode).toBe(409);
    expect(errorBodySchema.parse(twice.json()).code).toBe('ORDER_ALREADY_PAID');
    const stored = await current(order.cartOrderNo);
    expect(stored.history.slice(2)).toMatchObject([
      {
        kind: 'payment',
        from: 'unpaid',
        to: 'paid',
        reason: 'RC-0001',
        by: 'สุนิสา แก้วมณี',
        login: 'sales.demo',
      },
    ]);
    expect(
      (
        await kit.post(
          orderPaths.payment,
          {
            cartOrderNo: order.cartOrderNo,
            method: 'store',
            reference: 'RC-9',
            employee_code: 'NB-002',
          },
          { as: kit.salesOther },
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe(`payment webhook (${testDriver()})`, () => {
  // The app's clock is ORDER_NOW: the provider signs with its own time, in unix seconds.
  const NOW_SECONDS = Math.floor(ORDER_NOW.getTime() / 1000);
  const send = (body: unknown, signature?: string, timestamp = NOW_SECONDS) => {
    const raw = JSON.stringify(body);
    return kit.app.inject({
      method: 'POST',
      url: orderPaths.paymentWebhook,
      headers: {
        'content-type': 'application/json',
        [PAYMENT_TIMESTAMP_HEADER]: String(timestamp),
        [PAYMENT_SIGNATURE_HEADER]: signature ?? paymentSignature(SECRET, timestamp, raw),
      },
      payload: raw,
    });
  };
  const event = (id: string, cartOrderNo: string, amount: number) => ({
    event_id: id,
    type: 'payment.succeeded',
    data: { cartOrderNo, amount, reference: `ref-${id}` },
  });

  it('marks the order paid once, whatever the provider repeats', async () => {
    const order = await newOrder();
    await pay(order.cartOrderNo, 'promptpay');
    const body = event(`evt-${testDriver()}-1`, order.cartOrderNo, order.total_payable);
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(paymentWebhookResponseSchema.parse(first.json()).data).toEqual({
      received: true,
      duplicate: false,
    });
    const paid = await current(order.cartOrderNo);
    expect(paid).toMatchObject({
      status: 'contractor_assigned',
      payment: { state: 'paid', method: 'promptpay' },
    });
    const repeated = await Promise.all([send(body), send(body), send(body)]);
    for (const response of repeated)
      expect(paymentWebhookResponseSchema.parse(response.json()).data.duplicate).toBe(true);
    expect(await current(order.cartOrderNo)).toEqual(paid);
    const events = await kit.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, order.cartOrderNo));
    expect(events).toHaveLength(1);
  });

  it('refuses a wrong signature, a wrong amount and an unknown order, changing nothing', async () => {
    const order = await newOrder();
    const body = event(`evt-${testDriver()}-2`, order.cartOrderNo, order.total_payable);
    const forged = await send(
      body,
      paymentSignature(
        'another-secret-of-32-characters-or-more',
        NOW_SECONDS,
        JSON.stringify(body),
      ),
    );
    expect(forged.statusCode).toBe(401);
    expect(errorBodySchema.parse(forged.json()).code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await send(body, '')).statusCode).toBe(401);
    // Signed over the body alone (the old scheme), or a notice older or newer than 5 minutes.
    const bodyOnly = `sha256=${createHmac('sha256', SECRET).update(JSON.stringify(body)).digest('hex')}`;
    expect((await send(body, bodyOnly)).statusCode).toBe(401);
    const raw = JSON.stringify(body);
    for (const skew of [-301, 301]) {
      const at = NOW_SECONDS + skew;
      const stale = await send(body, paymentSignature(SECRET, at, raw), at);
      expect(stale.statusCode, `${skew}s`).toBe(401);
      expect(errorBodySchema.parse(stale.json()).code).toBe('PAYMENT_SIGNATURE_INVALID');
    }
    const unstamped = await kit.app.inject({
      method: 'POST',
      url: orderPaths.paymentWebhook,
      headers: {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: paymentSignature(SECRET, NOW_SECONDS, raw),
      },
      payload: raw,
    });
    expect(unstamped.statusCode, 'no timestamp header').toBe(401);
    const wrongAmount = await send({ ...body, data: { ...body.data, amount: 1 } });
    expect(wrongAmount.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrongAmount.json()).code).toBe('PAYMENT_AMOUNT_MISMATCH');
    const unknown = await send(event(`evt-${testDriver()}-3`, 'CO310610999999', 1));
    expect(unknown.statusCode).toBe(404);
    expect((await current(order.cartOrderNo)).payment.state).toBe('unpaid');
    // The same event id, now right, is taken: the refused ones were not recorded.
    expect((await send(body)).statusCode).toBe(200);
    expect((await current(order.cartOrderNo)).payment.state).toBe('paid');
  });
});
