import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  orderPaths,
  type CartOrder,
} from '@changdee/contract/orders';
import { orderMoneyEntries, orders } from '../../db/schema/orders';
import { testDriver } from '../../../test/context';
import { orderKit, type OrderKit } from '../../../test/order-kit';
import { webhookHeaders } from '../../../test/webhook-headers';

// An order's money as a ledger (docs/decisions/039), through the API on both drivers: what each
// way money comes or goes leaves in the entries and the derived state, and races of many requests
// at once on one order that never lose or double a money event.

const SECRET = 'test-ledger-webhook-secret-0123456789abcdef';
let kit: OrderKit;
let day = 0;

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-LEDGER',
        districts: ['5001'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 30,
        afternoon: 30,
        daily: 60,
      },
    ],
    ['5001'],
    { PAYMENT_WEBHOOK_SECRET: SECRET },
  );
});

afterAll(async () => {
  await kit.close();
});

async function newOrder(): Promise<CartOrder> {
  day += 1;
  const date = `2031-08-${String(1 + (day % 28)).padStart(2, '0')}`;
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ expected_date: { date, time: day % 2 ? '1' : '2' } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

const payAtStore = (cartOrderNo: string, reference = 'RC-LEDGER') =>
  kit.post(orderPaths.payment, {
    cartOrderNo,
    method: 'store',
    reference,
    employee_code: 'BN-002',
  });

const issueQr = (cartOrderNo: string) =>
  kit.post(orderPaths.payment, { cartOrderNo, method: 'promptpay', employee_code: 'BN-002' });

let events = 0;
/** The provider's signed notice that `amount` was paid for the order (a new event id unless given). */
function providerPays(order: CartOrder, eventId = `evt-ledger-${testDriver()}-${++events}`) {
  const raw = JSON.stringify({
    event_id: eventId,
    type: 'payment.succeeded',
    data: { cartOrderNo: order.cartOrderNo, amount: order.total_payable, reference: eventId },
  });
  return kit.app.inject({
    method: 'POST',
    url: orderPaths.paymentWebhook,
    headers: { 'content-type': 'application/json', ...webhookHeaders(kit.app, SECRET, raw) },
    payload: raw,
  });
}

const cancel = (cartOrderNo: string, as = kit.operator) =>
  kit.post(
    orderPaths.updateStatus,
    { cartOrderNo, status: 'cancelled', reason: 'ลูกค้ายกเลิก', employee_code: 'BN-002' },
    { as },
  );

const current = async (cartOrderNo: string) =>
  cartOrderResponseSchema.parse((await kit.get(cartOrderPath(cartOrderNo), kit.operator)).json())
    .data;

const entriesOf = (cartOrderNo: string) =>
  kit.db.select().from(orderMoneyEntries).where(eq(orderMoneyEntries.orderNo, cartOrderNo));

/** The order as answered, after checking the stored payment state is the ledger's. */
async function settled(cartOrderNo: string): Promise<CartOrder> {
  const order = await current(cartOrderNo);
  const [row] = await kit.db
    .select({ state: orders.paymentState })
    .from(orders)
    .where(eq(orders.orderNo, cartOrderNo));
  expect(row?.state).toBe(order.payment.state);
  return order;
}

const paymentChanges = (order: CartOrder) =>
  order.history.filter((change) => change.kind === 'payment').map((c) => `${c.from}→${c.to}`);

describe(`the money ledger (${testDriver()})`, () => {
  it('answers the payment with its sums and entries: a store payment is one received entry', async () => {
    const order = await newOrder();
    expect(order.payment).toMatchObject({
      state: 'unpaid',
      amount: order.total_payable,
      received: 0,
      refunded: 0,
      refund_due: 0,
      entries: [],
    });
    expect((await payAtStore(order.cartOrderNo, 'RC-1001')).statusCode).toBe(200);
    const paid = await current(order.cartOrderNo);
    expect(paid.payment).toMatchObject({
      state: 'paid',
      method: 'store',
      amount: order.total_payable,
      received: order.total_payable,
      refund_due: 0,
      entries: [
        {
          kind: 'received',
          method: 'store',
          amount: order.total_payable,
          reference: 'RC-1001',
          reason: null,
          provider_event_id: null,
          by: 'สุนิสา แก้วมณี',
          login: 'sales.demo',
        },
      ],
    });
    // The clerk is still stopped before taking the money twice.
    const twice = await payAtStore(order.cartOrderNo);
    expect(twice.statusCode).toBe(409);
    expect(errorBodySchema.parse(twice.json()).code).toBe('ORDER_ALREADY_PAID');
  });

  it('takes a payment on a cancelled order and leaves it due back, in the history', async () => {
    const order = await newOrder();
    expect((await issueQr(order.cartOrderNo)).statusCode).toBe(200);
    expect((await cancel(order.cartOrderNo, kit.sales)).statusCode).toBe(200);
    const late = await providerPays(order);
    expect(late.statusCode, late.body).toBe(200);
    const after = await current(order.cartOrderNo);
    expect(after).toMatchObject({
      status: 'cancelled',
      payment: {
        state: 'refund_due',
        amount: 0,
        received: order.total_payable,
        refund_due: order.total_payable,
      },
    });
    expect(after.payment.entries[0]).toMatchObject({ method: 'promptpay', by: null });
    expect(paymentChanges(after)).toEqual(['unpaid→pending', 'pending→refund_due']);
  });

  it('takes a second payment and a PromptPay payment after a store payment: refund due', async () => {
    const twice = await newOrder();
    await issueQr(twice.cartOrderNo);
    expect((await providerPays(twice)).statusCode).toBe(200);
    expect((await providerPays(twice)).statusCode).toBe(200);
    expect((await current(twice.cartOrderNo)).payment).toMatchObject({
      state: 'refund_due',
      received: 2 * twice.total_payable,
      refund_due: twice.total_payable,
    });

    const mixed = await newOrder();
    await issueQr(mixed.cartOrderNo);
    expect((await payAtStore(mixed.cartOrderNo)).statusCode).toBe(200);
    expect((await providerPays(mixed)).statusCode).toBe(200);
    const after = await current(mixed.cartOrderNo);
    expect(after.payment).toMatchObject({ state: 'refund_due', refund_due: mixed.total_payable });
    expect(after.payment.entries.map((entry) => entry.method)).toEqual(['store', 'promptpay']);
    expect(paymentChanges(after)).toEqual(['unpaid→pending', 'pending→paid', 'paid→refund_due']);
    // A third payment is still written down, its history entry never silent.
    expect((await providerPays(mixed)).statusCode).toBe(200);
    expect(paymentChanges(await current(mixed.cartOrderNo)).at(-1)).toBe('refund_due→refund_due');
  });

  it('leaves a refund due when an operator cancels a paid order', async () => {
    const order = await newOrder();
    await payAtStore(order.cartOrderNo);
    const cancelled = await cancel(order.cartOrderNo);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cartOrderResponseSchema.parse(cancelled.json()).data.payment).toMatchObject({
      state: 'refund_due',
      amount: 0,
      refund_due: order.total_payable,
    });
  });
});

describe(`money races, many requests at once (${testDriver()})`, () => {
  it('cancel ∥ webhook: whichever comes first, the money is kept as due back', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await newOrder();
      await issueQr(order.cartOrderNo);
      const [cancelled, paid] = await Promise.all([cancel(order.cartOrderNo), providerPays(order)]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(paid.statusCode, paid.body).toBe(200);
      const after = await settled(order.cartOrderNo);
      expect(after.status).toBe('cancelled');
      expect(after.payment).toMatchObject({
        state: 'refund_due',
        received: order.total_payable,
        refund_due: order.total_payable,
      });
      expect(await entriesOf(order.cartOrderNo)).toHaveLength(1);
    }
  });

  it('the same event ten times at once: one entry', async () => {
    const order = await newOrder();
    await issueQr(order.cartOrderNo);
    const eventId = `evt-ledger-${testDriver()}-same`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => providerPays(order, eventId)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.filter((a) => a.json().data.duplicate === false)).toHaveLength(1);
    expect(await entriesOf(order.cartOrderNo)).toHaveLength(1);
    expect((await settled(order.cartOrderNo)).payment.state).toBe('paid');
  });

  it('five different events at once (a payment made five times): five entries, four due back', async () => {
    const order = await newOrder();
    await issueQr(order.cartOrderNo);
    const answers = await Promise.all(Array.from({ length: 5 }, () => providerPays(order)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await entriesOf(order.cartOrderNo)).toHaveLength(5);
    const after = await settled(order.cartOrderNo);
    expect(after.payment).toMatchObject({
      state: 'refund_due',
      received: 5 * order.total_payable,
      refund_due: 4 * order.total_payable,
    });
    expect(after.history.filter((change) => change.kind === 'status')).toHaveLength(2);
  });

  it('store payment ∥ webhook: both are kept, one of them due back', async () => {
    const order = await newOrder();
    await issueQr(order.cartOrderNo);
    const [store, provider] = await Promise.all([
      payAtStore(order.cartOrderNo),
      providerPays(order),
    ]);
    expect(provider.statusCode, provider.body).toBe(200);
    const after = await settled(order.cartOrderNo);
    if (store.statusCode === 200) {
      // The store came first: the provider's money is a second payment.
      expect(after.payment).toMatchObject({ state: 'refund_due', refund_due: order.total_payable });
      expect(await entriesOf(order.cartOrderNo)).toHaveLength(2);
    } else {
      // The provider came first: the clerk was stopped before taking the money twice.
      expect(errorBodySchema.parse(store.json()).code).toBe('ORDER_ALREADY_PAID');
      expect(after.payment.state).toBe('paid');
      expect(await entriesOf(order.cartOrderNo)).toHaveLength(1);
    }
  });
});
