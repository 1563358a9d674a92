import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOrderResponseSchema, changeDatePath, orderPaths } from '@changdee/contract/orders';
import type { MessageEvent } from '@changdee/domain/order-messages';
import { messages } from '../../db/schema';
import { testDriver } from '../../../test/context';
import { messagesKit, type MessagesKit } from '../../../test/messages-kit';
import { ROOMY_DISTRICT } from '../../../test/order-kit';
import { sendMessages } from './service';

// A customer's messages tell what happened when it happened, in the order it happened (issue 30
// item 1): each message keeps its event's facts (a quick change of date does not turn "booked for
// the 5th" into "booked for the 6th"), and a message never leaves before an earlier one of its
// order and channel — "cancelled" never reaches the customer before "paid".

let env: MessagesKit;
beforeAll(async () => {
  env = await messagesKit('CT-EVENT-ORDER');
});
afterAll(() => env.close());

const send = (ids: string[], lastTry = false) =>
  sendMessages(env.kit.db, ids, {
    config: env.kit.app.config,
    log: env.kit.app.log,
    signal: new AbortController().signal,
    lastTry,
  });

const smsOf = async (no: string, event: MessageEvent) => {
  const rows = await env.kit.db.select().from(messages).where(eq(messages.orderNo, no));
  return rows.find((row) => row.event === event && row.channel === 'sms')!;
};

/** The events of the order's SMS as the gateway received them. */
const gatewayOrder = async (no: string) => {
  const rows = await env.kit.db.select().from(messages).where(eq(messages.orderNo, no));
  const eventOf = new Map(rows.map((row) => [row.idempotencyKey, row.event]));
  return env.standIn.calls
    .filter((call) => call.channel === 'sms' && call.status === 200 && eventOf.has(call.key))
    .map((call) => eventOf.get(call.key));
};

async function place(date: string, language: 'th' | 'en' = 'en') {
  const response = await env.kit.post(
    orderPaths.create,
    env.kit.payload({
      district: ROOMY_DISTRICT,
      expected_date: { date, time: '1' },
      customer_language: language,
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data.cartOrderNo;
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
};

describe(`the customer's messages, in order and as they were (${testDriver()})`, () => {
  it('tells the date booked, then the new date, though both leave after the change', async () => {
    const no = await place('2031-12-05');
    await ok(
      env.kit.post(changeDatePath(no), {
        cartOrderNo: no,
        expected_date: { date: '2031-12-06', time: '2' },
      }),
    );
    const [placed, moved] = [await smsOf(no, 'placed'), await smsOf(no, 'date_changed')];
    await send([moved.id, placed.id]);

    expect((await smsOf(no, 'placed')).body).toMatch(/ for 05 Dec 2031 09\.00-12\.00 /);
    expect((await smsOf(no, 'date_changed')).body).toContain('06 Dec 2031 13.00-17.00');
    expect(await gatewayOrder(no)).toEqual(['placed', 'date_changed']);
  });

  it('holds "cancelled" until "paid" has left, whichever job runs first', async () => {
    const no = await place('2031-12-08', 'th');
    await ok(
      env.kit.post(orderPaths.payment, {
        cartOrderNo: no,
        method: 'store',
        reference: 'RC-ORDER-1',
        employee_code: 'BN-002',
      }),
    );
    await ok(
      env.kit.post(
        orderPaths.updateStatus,
        { cartOrderNo: no, status: 'cancelled', reason: 'ลูกค้าขอยกเลิก' },
        { as: env.kit.operator },
      ),
    );
    const [placed, paid, cancelled] = [
      await smsOf(no, 'placed'),
      await smsOf(no, 'paid'),
      await smsOf(no, 'cancelled'),
    ];
    // The cancellation's job runs first: its message waits, untried.
    const early = await send([cancelled.id]);
    expect(early.states.get(cancelled.id)).toBe('waiting');
    expect((await smsOf(no, 'cancelled')).tries).toBe(0);

    await send([placed.id, paid.id]);
    const later = await send([cancelled.id]);
    expect(later.states.get(cancelled.id)).toBe('sent');
    expect(await gatewayOrder(no)).toEqual(['placed', 'paid', 'cancelled']);
  });

  it('lets a later message go on the last try when an earlier one died', async () => {
    const no = await place('2031-12-09', 'th');
    await ok(
      env.kit.post(orderPaths.payment, {
        cartOrderNo: no,
        method: 'store',
        reference: 'RC-ORDER-2',
        employee_code: 'BN-002',
      }),
    );
    const [placed, paid] = [await smsOf(no, 'placed'), await smsOf(no, 'paid')];
    await env.kit.db.update(messages).set({ state: 'dead' }).where(eq(messages.id, placed.id));
    expect((await send([paid.id])).states.get(paid.id)).toBe('sent');
    expect(await gatewayOrder(no)).toEqual(['paid']);
  });
});
