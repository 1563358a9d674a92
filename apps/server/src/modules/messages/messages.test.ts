import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  messagePaths,
  opsMessageResendPath,
  opsOrderMessagesPath,
  orderMessageResponseSchema,
  orderMessagesResponseSchema,
} from '@changdee/contract/messages';
import { cartOrderResponseSchema, orderPaths, type CartOrder } from '@changdee/contract/orders';
import { smsLength } from '@changdee/domain/sms-segments';
import type { App } from '../../app';
import { messages, orderLineLinks } from '../../db/schema';
import { ConfigError } from '../../config';
import { buildTestApp, testConfig, testDriver } from '../../../test/context';
import { messagesKit } from '../../../test/messages-kit';
import { ORDER_NOW, type OrderKit } from '../../../test/order-kit';
import { standInEnv, type ProviderStandIn } from './provider-stand-in';
import { messageSendJob } from './send-job';
import { sendMessages } from './service';
import { recordOrderEvent } from '../orders/service';

// The customer messages' outbox end to end (issue 22, docs/decisions/045) on the real app and
// database, against a real local HTTP server standing in for the SMS gateway and LINE: messages
// exist exactly when the order's change commits, failed sends are retried and die after the last
// try, a crash between sending and recording never sends twice through LINE (its retry key) and
// at most once more by SMS, and operators list and resend them.

const MOBILE = '0891234567';
const LINE_USER = 'U4af4980629aaaaaaaaaaaaaaaaaaaaaa';
let standIn: ProviderStandIn;
let kit: OrderKit;
let day = 0;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ standIn, kit, close } = await messagesKit('CT-MSG'));
});
afterAll(() => close());
beforeEach(() => {
  standIn.options = {};
});

async function placeOrder(): Promise<CartOrder> {
  day += 1;
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ expected_date: { date: `2031-10-${String(day).padStart(2, '0')}`, time: '2' } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

const linkLine = (orderNo: string) =>
  kit.db.insert(orderLineLinks).values({ orderNo, lineUserId: LINE_USER });

/**
 * An order whose customer linked LINE from its tracking page (the webhook's part is
 * line-link.test.ts), with its "placed" messages written again so that they go by LINE too.
 */
async function placeLinkedOrder(): Promise<CartOrder> {
  const order = await placeOrder();
  await linkLine(order.cartOrderNo);
  await kit.db.delete(messages).where(eq(messages.orderNo, order.cartOrderNo));
  await kit.db.transaction((tx) => recordOrderEvent(tx, order.cartOrderNo, { kind: 'placed' }));
  return order;
}

const rowsOf = (orderNo: string) =>
  kit.db.select().from(messages).where(eq(messages.orderNo, orderNo)).orderBy(messages.channel);

const context = (lastTry = false, afterSend?: () => Promise<void>) => ({
  config: kit.app.config,
  log: kit.app.log,
  signal: new AbortController().signal,
  lastTry,
  ...(afterSend ? { afterSend } : {}),
});

async function jobsWith(ids: string[]): Promise<number> {
  const result = await kit.db.execute(
    sql`select count(*)::int as n from pgboss.job
        where name = 'messages.send' and data->'ids' ?| ${sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]`)}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe(`order events enqueue their messages (${testDriver()})`, () => {
  it('writes one message per channel and one job in the order’s transaction', async () => {
    const order = await placeOrder();
    const rows = await rowsOf(order.cartOrderNo);
    // No LINE yet: the customer links it from this job's tracking page, after the booking.
    expect(rows.map((row) => [row.event, row.channel, row.recipient, row.state])).toEqual([
      ['placed', 'log', MOBILE, 'queued'],
      ['placed', 'sms', MOBILE, 'queued'],
    ]);
    expect(rows.every((row) => row.language === 'th' && row.body === null)).toBe(true);
    expect(await jobsWith(rows.map((row) => row.id))).toBe(1);

    // A change that rolls back leaves no message.
    await expect(
      kit.db.transaction(async (tx) => {
        await recordOrderEvent(tx, order.cartOrderNo, { kind: 'completed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await rowsOf(order.cartOrderNo)).map((row) => row.event)).not.toContain('completed');

    // Once linked, the job's next event goes by LINE too; the mobile's next order does not.
    await linkLine(order.cartOrderNo);
    const next = await placeOrder();
    expect((await rowsOf(next.cartOrderNo)).map((row) => row.channel)).toEqual(['log', 'sms']);

    // An operator's cancellation tells the customer too.
    const cancelled = await kit.post(
      orderPaths.updateStatus,
      { cartOrderNo: order.cartOrderNo, status: 'cancelled', reason: 'ลูกค้าขอยกเลิก' },
      { as: kit.operator },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelledRows = (await rowsOf(order.cartOrderNo)).filter(
      (row) => row.event === 'cancelled',
    );
    expect(cancelledRows.map((row) => [row.channel, row.recipient])).toEqual([
      ['line', LINE_USER],
      ['log', MOBILE],
      ['sms', MOBILE],
    ]);
  });
});

describe(`the worker sends through the stand-in (${testDriver()})`, () => {
  it('retries what fails, then sends the text with the date, slot and link', async () => {
    const order = await placeLinkedOrder();
    const ids = (await rowsOf(order.cartOrderNo)).map((row) => row.id);
    standIn.options = { failFirst: 2 };

    expect(await sendMessages(kit.db, ids, context())).toMatchObject({
      sent: 1,
      retry: 2,
      dead: 0,
    });
    let rows = await rowsOf(order.cartOrderNo);
    expect(rows.map((row) => [row.channel, row.state, row.tries])).toEqual([
      ['line', 'failed', 1],
      ['log', 'sent', 1],
      ['sms', 'failed', 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/^HTTP 503/);

    expect(await sendMessages(kit.db, ids, context())).toMatchObject({
      sent: 0,
      retry: 2,
      dead: 0,
    });
    expect(await sendMessages(kit.db, ids, context())).toMatchObject({
      sent: 2,
      retry: 0,
      dead: 0,
    });
    rows = await rowsOf(order.cartOrderNo);
    expect(rows.map((row) => [row.channel, row.state, row.tries])).toEqual([
      ['line', 'sent', 3],
      ['log', 'sent', 1],
      ['sms', 'sent', 3],
    ]);
    const sms = rows[2]!;
    expect(sms.body).toContain(order.cartOrderNo);
    expect(sms.body).toMatch(
      /\d{2} ต\.ค\. 2574 13\.00-17\.00 http:\/\/localhost:\d+\/t\/[\w-]{43}$/,
    );
    expect(smsLength(sms.body!).segments).toBeLessThanOrEqual(2);
    expect(sms.providerId).toMatch(/^sms-/);

    // Each try carried the message's own key; the gateway got the number in 66… form.
    const smsCalls = standIn.calls.filter((call) => call.key === sms.idempotencyKey);
    expect(smsCalls.map((call) => call.status)).toEqual([503, 503, 200]);
    expect(smsCalls[2]!.body).toMatchObject({
      to: '66891234567',
      from: 'Changdee',
      text: sms.body,
    });
    const line = rows[0]!;
    const lineCalls = standIn.calls.filter((call) => call.key === line.idempotencyKey);
    expect(lineCalls.map((call) => call.status)).toEqual([503, 503, 200]);
    expect(JSON.stringify(lineCalls[2]!.body)).toContain('"type":"flex"');

    // Sent messages are not sent again by a job run once more.
    expect(await sendMessages(kit.db, ids, context())).toMatchObject({
      sent: 0,
      retry: 0,
      dead: 0,
    });
  });

  it('marks a message dead after the last try, and a slow provider counts as a failure', async () => {
    const order = await placeLinkedOrder();
    const ids = (await rowsOf(order.cartOrderNo))
      .filter((row) => row.channel !== 'log')
      .map((row) => row.id);
    standIn.options = { delayMs: 3000 }; // longer than MESSAGE_SEND_TIMEOUT_MS (2000)
    expect(await sendMessages(kit.db, ids, context())).toMatchObject({
      sent: 0,
      retry: 2,
      dead: 0,
    });
    expect((await rowsOf(order.cartOrderNo))[0]!.lastError).toMatch(/timeout|aborted/i);
    standIn.options = { failFirst: 100 };
    expect(await sendMessages(kit.db, ids, context(true))).toMatchObject({
      sent: 0,
      retry: 0,
      dead: 2,
    });
    const rows = (await rowsOf(order.cartOrderNo)).filter((row) => row.channel !== 'log');
    expect(rows.map((row) => [row.state, row.tries])).toEqual([
      ['dead', 2],
      ['dead', 2],
    ]);
    expect(rows[0]!.lastError).toMatch(/^HTTP 503/);
  });

  it('never sends twice through LINE after a crash between send and record; SMS once more', async () => {
    const order = await placeLinkedOrder();
    const rows = await rowsOf(order.cartOrderNo);
    const ids = rows.filter((row) => row.channel !== 'log').map((row) => row.id);
    await expect(
      sendMessages(
        kit.db,
        ids,
        context(false, async () => {
          throw new Error('the server died');
        }),
      ),
    ).rejects.toThrow('the server died');
    expect((await rowsOf(order.cartOrderNo)).map((row) => row.state)).toEqual([
      'sending',
      'queued',
      'sending',
    ]);
    // The job runs again (pg-boss retries it once its time is up).
    expect(await sendMessages(kit.db, ids, context())).toMatchObject({
      sent: 2,
      retry: 0,
      dead: 0,
    });
    const [line, , sms] = await rowsOf(order.cartOrderNo);
    expect(
      standIn.calls.filter((c) => c.key === line!.idempotencyKey).map((c) => c.status),
    ).toEqual([200, 409]);
    expect(standIn.deliveries.get(line!.idempotencyKey)).toBe(1);
    expect(line!.state).toBe('sent');
    expect(line!.providerId).toBe(`req-${line!.idempotencyKey}`);
    expect(standIn.deliveries.get(sms!.idempotencyKey)).toBe(2);
  });
});

describe(`the job queue runs the outbox (${testDriver()})`, () => {
  let worker: App;
  beforeAll(async () => {
    worker = await buildTestApp(standInEnv(standIn), {
      now: () => ORDER_NOW,
      jobs: {
        work: true,
        pollSeconds: 0.5,
        definitions: [messageSendJob({ limit: 2, delaySeconds: 1, maxDelaySeconds: 1 })],
      },
    });
    await worker.ready();
  });
  afterAll(async () => {
    await worker.close();
  });

  it('sends after the commit, retries with backoff, and leaves the dead visible', async () => {
    const order = await placeLinkedOrder(); // through the kit's app; the worker runs its jobs
    await vi.waitFor(
      async () => {
        const rows = await rowsOf(order.cartOrderNo);
        expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
      },
      { timeout: 15_000, interval: 200 },
    );

    standIn.options = { failFirst: 100 };
    await kit.db.transaction((tx) =>
      recordOrderEvent(tx, order.cartOrderNo, { kind: 'completed' }),
    );
    await vi.waitFor(
      async () => {
        const rows = (await rowsOf(order.cartOrderNo)).filter(
          (row) => row.event === 'completed' && row.channel !== 'log',
        );
        expect(rows.map((row) => [row.state, row.tries])).toEqual([
          ['dead', 3],
          ['dead', 3],
        ]);
      },
      { timeout: 20_000, interval: 200 },
    );
    const deadLetters = await kit.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'messages.send.dead'
          and data::text like ${`%${(await rowsOf(order.cartOrderNo)).find((r) => r.event === 'completed')!.id}%`}`,
    );
    expect((deadLetters as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});

describe(`the order page's messages (${testDriver()})`, () => {
  it('lists them for operators, sends one again, and refuses everyone else', async () => {
    const order = await placeLinkedOrder();
    const ids = (await rowsOf(order.cartOrderNo)).map((row) => row.id);
    await sendMessages(kit.db, ids, context());
    const list = await kit.get(opsOrderMessagesPath(order.cartOrderNo), kit.operator);
    expect(list.statusCode, list.body).toBe(200);
    const { messages: listed } = orderMessagesResponseSchema.parse(list.json()).data;
    expect(listed).toHaveLength(3);
    expect(listed.every((m) => m.state === 'sent' && m.can_resend && m.tries === 1)).toBe(true);

    for (const who of [kit.sales, kit.manager, kit.brand, kit.technician]) {
      expect((await kit.get(opsOrderMessagesPath(order.cartOrderNo), who)).statusCode).toBe(403);
    }
    const anonymous = await kit.app.inject({
      method: 'GET',
      url: opsOrderMessagesPath(order.cartOrderNo),
    });
    expect(anonymous.statusCode).toBe(401);

    const sms = listed.find((m) => m.channel === 'sms')!;
    const before = (await rowsOf(order.cartOrderNo)).find((r) => r.id === sms.id)!;
    const again = await kit.post(
      opsMessageResendPath(order.cartOrderNo, sms.id),
      {},
      {
        as: kit.operator,
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(orderMessageResponseSchema.parse(again.json()).data).toMatchObject({
      id: sms.id,
      state: 'queued',
      can_resend: false,
    });
    const after = (await rowsOf(order.cartOrderNo)).find((r) => r.id === sms.id)!;
    expect(after.idempotencyKey).not.toBe(before.idempotencyKey);
    expect(await jobsWith([sms.id])).toBe(2);

    const twice = await kit.post(
      opsMessageResendPath(order.cartOrderNo, sms.id),
      {},
      {
        as: kit.operator,
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(errorBodySchema.parse(twice.json()).code).toBe('MESSAGE_NOT_RESENDABLE');
    const unknown = await kit.post(
      opsMessageResendPath(order.cartOrderNo, '00000000-0000-4000-8000-000000000000'),
      {},
      { as: kit.operator },
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).code).toBe('MESSAGE_NOT_FOUND');
    const bySales = await kit.post(opsMessageResendPath(order.cartOrderNo, sms.id), {});
    expect(bySales.statusCode).toBe(403);
  });

  it('records the gateway’s delivery report when it carries the report token', async () => {
    const order = await placeOrder();
    const ids = (await rowsOf(order.cartOrderNo)).map((row) => row.id);
    await sendMessages(kit.db, ids, context());
    const sms = (await rowsOf(order.cartOrderNo)).find((row) => row.channel === 'sms')!;
    const report = (authorization: string, messageId = sms.providerId!) =>
      kit.app.inject({
        method: 'POST',
        url: messagePaths.smsReports,
        headers: { authorization },
        payload: { messageId, status: 'delivered' },
      });
    expect((await report('Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    const ok = await report('Bearer stand-in-report-token');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'success', data: { known: true } });
    expect((await report('Bearer stand-in-report-token', 'sms-nobody')).json()).toEqual({
      message: 'success',
      data: { known: false },
    });
    const [row] = await kit.db
      .select()
      .from(messages)
      .where(inArray(messages.id, [sms.id]));
    expect(row!.deliveryStatus).toBe('delivered');
  });
});

describe('the message settings, checked at start', () => {
  it('defaults to the log channel and names every missing provider setting', () => {
    expect(testConfig().messages).toMatchObject({ channels: ['log'], sms: null, line: null });
    expect(() =>
      testConfig({ MESSAGE_CHANNELS: 'sms,line,fax', SMS_SENDER: 'ChangdeeServiceCo' }),
    ).toThrow(ConfigError);
    try {
      testConfig({ MESSAGE_CHANNELS: 'sms,line,fax', SMS_SENDER: 'ChangdeeServiceCo' });
    } catch (error) {
      expect((error as ConfigError).lines).toEqual(
        expect.arrayContaining([
          'MESSAGE_CHANNELS must list channels among log, sms, line (got "fax")',
          'SMS_API_URL must be the SMS gateway’s http(s) URL when MESSAGE_CHANNELS has sms',
          'SMS_API_KEY is required when MESSAGE_CHANNELS has sms',
          'SMS_SENDER must be the registered sender name (1 to 11 characters)',
          'SMS_REPORT_TOKEN must be at least 16 characters when MESSAGE_CHANNELS has sms',
          'LINE_CHANNEL_ACCESS_TOKEN is required when MESSAGE_CHANNELS has line',
        ]),
      );
    }
    expect(() =>
      testConfig({
        ...standInEnv({ url: 'http://127.0.0.1:1' } as ProviderStandIn),
        PUBLIC_BASE_URL: `https://${'very-long-host-name.'.repeat(4)}changdee.co.th`,
      }),
    ).toThrow(/PUBLIC_BASE_URL is too long/);
  });
});
