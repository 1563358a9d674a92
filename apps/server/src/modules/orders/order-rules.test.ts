import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  cartPaymentResponseSchema,
  orderPaths,
  type CreateOrderRequest,
} from '@changdee/contract/orders';
import { testDriver } from '../../../test/context';
import { orderRows, roomyTeamKit, type OrderKit } from '../../../test/order-kit';
import { createTestCoupon, deleteTestCoupons } from '../../../test/promotion-fixtures';

// createCartOrder holds each product on one line (spec §4) and the way of paying a line's coupon
// asks for (PAYNOW: PromptPay, STOREPAY: the store's counter); cart-payment holds it too.

const PAY_NOW = 'TESTRULEPAYNOW';
const PAY_AT_STORE = 'TESTRULESTORE';
let kit: OrderKit;
let day = 0;

beforeAll(async () => {
  kit = await roomyTeamKit('CT-RULES');
  await createTestCoupon(kit.db, { code: PAY_NOW, discount: 150, requestedPayment: 'promptpay' });
  await createTestCoupon(kit.db, { code: PAY_AT_STORE, discount: 100, requestedPayment: 'store' });
});

afterAll(async () => {
  await kit.close();
  await deleteTestCoupons(kit.db, [PAY_NOW, PAY_AT_STORE]);
});

/** A date of its own for each order, so that none shares a slot. */
function nextDate(): string {
  day += 1;
  return `2031-08-${String(day).padStart(2, '0')}`;
}

/** The payload with `coupon` on the cleaning line and the way of paying given. */
function withCoupon(
  coupon: string,
  payment: CreateOrderRequest['requested_payment'],
  date = nextDate(),
): CreateOrderRequest {
  const base = kit.payload({ expected_date: { date, time: '1' } });
  return {
    ...base,
    items: [base.items[0]!, { ...base.items[1]!, promotion: { coupon_code: coupon } }],
    requested_payment: payment,
  };
}

const english = { headers: { 'accept-language': 'en' } };

describe(`createCartOrder: one line per product (${testDriver()})`, () => {
  it('refuses a product on a second line, naming each repeated line, and writes nothing', async () => {
    const date = nextDate();
    const base = kit.payload({ expected_date: { date, time: '1' } });
    const cleaning = { ...base.items[1]!, qty: 1 };
    const response = await kit.post(
      orderPaths.create,
      { ...base, items: [cleaning, base.items[0]!, cleaning, cleaning] },
      english,
    );
    expect(response.statusCode, response.body).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(
      [2, 3].map((line) => ({
        in: 'body',
        path: `items.${line}.product_id`,
        message:
          'This product is already in the order: change the quantity of its line instead of adding another.',
      })),
    );
    expect(await orderRows(kit.db, date)).toMatchObject({ orders: 0, bookings: 0 });
  });

  it('refuses a survey booked twice, in Thai by default', async () => {
    const base = kit.payload({ expected_date: { date: nextDate(), time: '1' } });
    const survey = base.items[0]!;
    const response = await kit.post(orderPaths.create, {
      ...base,
      items: [survey, { ...survey, product_id: survey.product_id.toUpperCase() }],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBodySchema.parse(response.json()).details).toEqual([
      {
        in: 'body',
        path: 'items.1.product_id',
        message: 'สินค้านี้อยู่ในคำสั่งซื้อแล้ว ให้แก้จำนวนในรายการเดิมแทนการเพิ่มรายการใหม่',
      },
    ]);
  });
});

describe(`createCartOrder: the way of paying a coupon asks for (${testDriver()})`, () => {
  it('refuses a PromptPay coupon on an order paid at the store or paid no way said', async () => {
    for (const payment of ['store', null] as const) {
      const date = nextDate();
      const response = await kit.post(
        orderPaths.create,
        withCoupon(PAY_NOW, payment, date),
        english,
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(errorBodySchema.parse(response.json())).toEqual({
        code: 'COUPON_PAYMENT_REQUIRED',
        message: `The coupon ${PAY_NOW} is valid only with payment by PromptPay.`,
        details: [
          {
            in: 'body',
            path: 'requested_payment',
            message: `The coupon ${PAY_NOW} is valid only with payment by PromptPay.`,
          },
        ],
      });
      expect(await orderRows(kit.db, date)).toMatchObject({ orders: 0, bookings: 0 });
    }
  });

  it('refuses a store coupon on an order paid by PromptPay, in Thai', async () => {
    const response = await kit.post(orderPaths.create, withCoupon(PAY_AT_STORE, 'promptpay'));
    expect(response.statusCode, response.body).toBe(422);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'COUPON_PAYMENT_REQUIRED',
      message: `คูปอง ${PAY_AT_STORE} ใช้ได้เฉพาะเมื่อชำระเงินที่ร้านค้า`,
    });
  });

  it('refuses a way of paying that is not one of the methods', async () => {
    const response = await kit.post(
      orderPaths.create,
      { ...withCoupon(PAY_AT_STORE, 'store'), requested_payment: 'cash' },
      english,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBodySchema.parse(response.json()).details).toEqual([
      {
        in: 'body',
        path: 'requested_payment',
        message: 'Choose one of: promptpay, store, bank_transfer.',
      },
    ]);
  });
});

describe(`cart-payment: the way of paying a coupon asks for (${testDriver()})`, () => {
  async function placed(coupon: string, payment: Parameters<typeof withCoupon>[1]) {
    const response = await kit.post(orderPaths.create, withCoupon(coupon, payment));
    expect(response.statusCode, response.body).toBe(200);
    const order = cartOrderResponseSchema.parse(response.json()).data;
    expect(order.items[1]!.coupon?.code).toBe(coupon);
    return order;
  }

  const pay = (cartOrderNo: string, method: 'promptpay' | 'store') =>
    kit.post(
      orderPaths.payment,
      { cartOrderNo, method, reference: 'RC-1', employee_code: 'BN-002' },
      english,
    );

  it('keeps a PromptPay coupon’s order from being paid at the store', async () => {
    const order = await placed(PAY_NOW, 'promptpay');
    const refused = await pay(order.cartOrderNo, 'store');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      code: 'COUPON_PAYMENT_REQUIRED',
      details: [{ in: 'body', path: 'method' }],
    });
    const still = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(order.cartOrderNo))).json(),
    ).data;
    expect(still.payment).toMatchObject({ state: 'unpaid', method: null });

    const paid = await pay(order.cartOrderNo, 'promptpay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(cartPaymentResponseSchema.parse(paid.json()).data.payment.state).toBe('pending');
  });

  it('keeps a store coupon’s order from being paid by PromptPay', async () => {
    const order = await placed(PAY_AT_STORE, 'store');
    const refused = await pay(order.cartOrderNo, 'promptpay');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorBodySchema.parse(refused.json()).message).toBe(
      `The coupon ${PAY_AT_STORE} is valid only with payment at the store.`,
    );
    const paid = await pay(order.cartOrderNo, 'store');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(cartPaymentResponseSchema.parse(paid.json()).data.payment.state).toBe('paid');
  });
});
