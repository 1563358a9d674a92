import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  LINE_SIGNATURE_HEADER,
  lineCodePath,
  lineCodeResponseSchema,
  lineLinkPath,
  lineLinkPaths,
  lineWebhookResponseSchema,
} from '@changdee/contract/line-link';
import { cartOrderResponseSchema, orderPaths, type CartOrder } from '@changdee/contract/orders';
import { trackingPagePath, trackingResponseSchema } from '@changdee/contract/tracking';
import { LINE_LINK_REPLIES } from '@changdee/domain/line-link';
import { lineLinkCodes, messages, orderChanges, orderLineLinks, orders } from '../../db/schema';
import { ConfigError } from '../../config';
import { testConfig, testDriver } from '../../../test/context';
import { messagesKit } from '../../../test/messages-kit';
import { ORDER_NOW, type OrderKit } from '../../../test/order-kit';
import { STAND_IN_LINE_SECRET, type ProviderStandIn } from './provider-stand-in';
import { sendMessages } from './service';
import { trackingLink } from '../tracking-links/service';
import { LINE_CODE_TRIES } from './line-link';
import { LINE_WEBHOOK_BODY_LIMIT } from './line-link-routes';

// Linking the customer's LINE account end to end (issue 22, docs/decisions/052) on the real app and
// database, with a real local HTTP server standing in for LINE (push and reply): the tracking page
// gives a code, LINE's signed webhook brings it back in the customer's message, the sender is
// linked to the order (not its mobile), and the order's next event goes to that LINE user.

const MOBILE = '0897770101';
let standIn: ProviderStandIn;
let kit: OrderKit;
let day = 0;
let address = 0;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ standIn, kit, close } = await messagesKit('CT-LINE'));
});
afterAll(() => close());

async function placeOrder(): Promise<CartOrder> {
  day += 1;
  const base = kit.payload();
  const response = await kit.post(orderPaths.create, {
    ...base,
    customer: { ...base.customer, mobile: MOBILE },
    expected_date: { date: `2031-11-${String(day).padStart(2, '0')}`, time: '1' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

const tokenOf = async (order: CartOrder) =>
  (
    await trackingLink(
      kit.db,
      {
        secret: kit.app.config.secrets.accessTokenSecret,
        publicBaseUrl: kit.app.config.publicBaseUrl,
      },
      order.cartOrderNo,
    )
  ).token;

/** A customer's call: no session, its own address (the public routes are rate-limited by it). */
const customer = (method: 'GET' | 'POST' | 'DELETE', url: string, language = 'th') =>
  kit.app.inject({
    method,
    url,
    remoteAddress: `10.52.0.${++address}`,
    headers: { 'accept-language': language },
  });

const trackingOf = async (token: string) => {
  const response = await customer('GET', trackingPagePath(token));
  expect(response.statusCode, response.body).toBe(200);
  return trackingResponseSchema.parse(response.json()).data;
};

const codeFor = async (token: string, language = 'th') => {
  const response = await customer('POST', lineCodePath(token), language);
  expect(response.statusCode, response.body).toBe(200);
  return lineCodeResponseSchema.parse(response.json()).data;
};

const sign = (raw: string, secret = STAND_IN_LINE_SECRET) =>
  createHmac('sha256', secret).update(raw).digest('base64');

/** LINE's webhook call with `events`, signed as LINE signs it unless told otherwise. */
function webhook(events: unknown[], signature?: string | null, rawBody?: string) {
  const raw = rawBody ?? JSON.stringify({ destination: 'Ubot', events });
  return kit.app.inject({
    method: 'POST',
    url: lineLinkPaths.webhook,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { [LINE_SIGNATURE_HEADER]: signature ?? sign(raw) }),
    },
    payload: raw,
  });
}

const textEvent = (userId: string, text: string, replyToken = randomUUID()) => ({
  type: 'message',
  mode: 'active',
  timestamp: Date.now(),
  webhookEventId: randomUUID(),
  deliveryContext: { isRedelivery: false },
  replyToken,
  source: { type: 'user', userId },
  message: { id: '1', type: 'text', text, quoteToken: 'q' },
});

const repliesTo = (replyToken: string) =>
  standIn.calls.filter((call) => call.channel === 'line-reply' && call.key === replyToken);
const replyText = (replyToken: string) => {
  const [call] = repliesTo(replyToken);
  return (call?.body.messages as Array<{ text: string }> | undefined)?.[0]?.text;
};
const linkOf = async (orderNo: string) =>
  (await kit.db.select().from(orderLineLinks).where(eq(orderLineLinks.orderNo, orderNo)))[0]
    ?.lineUserId;
const unknownReply = `${LINE_LINK_REPLIES.unknown.th}\n\n${LINE_LINK_REPLIES.unknown.en}`;

describe(`the tracking page's LINE code (${testDriver()})`, () => {
  it('offers LINE while the job is open and gives a one-time code, stored only as a digest', async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    expect((await trackingOf(token)).line).toEqual({ linked: false, oa_id: '@changdee-test' });

    const code = await codeFor(token, 'en');
    expect(code.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(code.text).toBe(`Changdee job updates on LINE, code ${code.code}`);
    expect(code.url).toBe(
      `https://line.me/R/oaMessage/%40changdee-test/?${encodeURIComponent(code.text)}`,
    );
    expect(new Date(code.expires_at).getTime()).toBe(ORDER_NOW.getTime() + 24 * 3_600_000);

    // A second code replaces the first (one at a time); neither is stored in the clear.
    const second = await codeFor(token);
    expect(second.text).toContain('รหัส');
    const rows = await kit.db
      .select()
      .from(lineLinkCodes)
      .where(eq(lineLinkCodes.orderNo, order.cartOrderNo));
    expect(rows).toHaveLength(1);
    for (const clear of [code.code, second.code, second.code.replace('-', '')])
      expect(JSON.stringify(rows)).not.toContain(clear);
  });

  it('is not offered once the job is cancelled', async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    const cancelled = await kit.post(
      orderPaths.updateStatus,
      { cartOrderNo: order.cartOrderNo, status: 'cancelled', reason: 'ลูกค้าขอยกเลิก' },
      { as: kit.operator },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The link lives on for days after the end: the cancellation as of the app's clock.
    await kit.db
      .update(orderChanges)
      .set({ at: ORDER_NOW })
      .where(eq(orderChanges.orderNo, order.cartOrderNo));
    expect((await trackingOf(token)).line).toBeNull();
    const refused = await customer('POST', lineCodePath(token), 'en');
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      code: 'LINE_NOT_OFFERED',
      message: 'LINE updates are not offered for this job.',
    });
    const unknown = await customer('POST', lineCodePath('x'.repeat(43)));
    expect(unknown.statusCode).toBe(404);
  });
});

describe(`LINE's webhook (${testDriver()})`, () => {
  it('refuses a missing or wrong signature, and a body over the limit', async () => {
    for (const signature of [null, 'bm90IGEgc2lnbmF0dXJl', sign('{}', 'another-secret-0000')]) {
      const response = await webhook([], signature);
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).code).toBe('LINE_SIGNATURE_INVALID');
    }
    // LINE's "Verify": no events, signed.
    const verify = await webhook([]);
    expect(verify.statusCode, verify.body).toBe(200);
    expect(lineWebhookResponseSchema.parse(verify.json()).data).toEqual({ events: 0, handled: 0 });

    const big = JSON.stringify({ events: [], padding: 'x'.repeat(LINE_WEBHOOK_BODY_LIMIT) });
    expect((await webhook([], undefined, big)).statusCode).toBe(413);
  });

  it('links the sender to the code’s order once, replies, and ignores a redelivery', async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    const code = await codeFor(token);
    const userId = `U${randomUUID().replaceAll('-', '')}`;

    const event = textEvent(userId, code.text);
    const response = await webhook([event]);
    expect(response.statusCode, response.body).toBe(200);
    expect(lineWebhookResponseSchema.parse(response.json()).data).toEqual({
      events: 1,
      handled: 1,
    });
    expect(await linkOf(order.cartOrderNo)).toBe(userId);
    // In the order's language (its messages' — Thai), through the reply API with our token.
    expect(replyText(event.replyToken)).toBe(LINE_LINK_REPLIES.linked.th);
    expect(repliesTo(event.replyToken)[0]!.status).toBe(200);
    expect((await trackingOf(token)).line).toEqual({ linked: true, oa_id: '@changdee-test' });

    // LINE delivers the same event again: nothing changes, no second reply.
    const again = await webhook([{ ...event, deliveryContext: { isRedelivery: true } }]);
    expect(lineWebhookResponseSchema.parse(again.json()).data.handled).toBe(0);
    expect(repliesTo(event.replyToken)).toHaveLength(1);

    // The used code links no one else.
    const other = textEvent('Uanother', code.code.toLowerCase());
    await webhook([other]);
    expect(replyText(other.replyToken)).toBe(unknownReply);
    expect(await linkOf(order.cartOrderNo)).toBe(userId);

    // Unlinking from the tracking page.
    const unlinked = await customer('DELETE', lineLinkPath(token));
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json()).toEqual({ message: 'success', data: { linked: false } });
    expect(await linkOf(order.cartOrderNo)).toBeUndefined();
    expect((await trackingOf(token)).line).toEqual({ linked: false, oa_id: '@changdee-test' });
  });

  it('answers an expired or unknown code politely, and English for an English order', async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    const expired = await codeFor(token);
    await kit.db
      .update(lineLinkCodes)
      .set({ expiresAt: new Date(ORDER_NOW.getTime() - 1000) })
      .where(eq(lineLinkCodes.orderNo, order.cartOrderNo));
    const late = textEvent('Ulate', expired.code);
    const unknown = textEvent('Ulate', 'รหัส 00000-00000');
    const chat = textEvent('Ulate', 'สวัสดีครับ ช่างมากี่โมง');
    const response = await webhook([late, unknown, chat]);
    expect(lineWebhookResponseSchema.parse(response.json()).data).toEqual({
      events: 3,
      handled: 2,
    });
    expect(replyText(late.replyToken)).toBe(unknownReply);
    expect(replyText(unknown.replyToken)).toBe(unknownReply);
    expect(repliesTo(chat.replyToken)).toHaveLength(0); // plain chat is left to the account's staff
    expect(await linkOf(order.cartOrderNo)).not.toBe('Ulate');

    // The customer's language, as chosen at checkout (decision 053).
    await kit.db
      .update(orders)
      .set({ customerLanguage: 'en' })
      .where(eq(orders.orderNo, order.cartOrderNo));
    const fresh = await codeFor(token, 'en');
    const english = textEvent('Uenglish', fresh.text);
    await webhook([english]);
    expect(replyText(english.replyToken)).toBe(LINE_LINK_REPLIES.linked.en);
    expect(await linkOf(order.cartOrderNo)).toBe('Uenglish');
  });

  it('unlinks a user who blocks the account, and slows down one who guesses', async () => {
    const order = await placeOrder();
    await kit.db
      .insert(orderLineLinks)
      .values({ orderNo: order.cartOrderNo, lineUserId: 'Ublocker' });
    const unfollow = {
      type: 'unfollow',
      mode: 'active',
      timestamp: Date.now(),
      webhookEventId: randomUUID(),
      deliveryContext: { isRedelivery: false },
      source: { type: 'user', userId: 'Ublocker' },
    };
    const response = await webhook([unfollow]);
    expect(lineWebhookResponseSchema.parse(response.json()).data.handled).toBe(1);
    expect(await linkOf(order.cartOrderNo)).toBeUndefined();

    const guesses = Array.from({ length: LINE_CODE_TRIES + 1 }, (_, i) =>
      textEvent('Uguesser', `ABCDE-${String(i).padStart(5, '0')}`),
    );
    await webhook(guesses);
    expect(replyText(guesses[0]!.replyToken)).toBe(unknownReply);
    expect(replyText(guesses.at(-1)!.replyToken)).toBe(
      `${LINE_LINK_REPLIES.too_many.th}\n\n${LINE_LINK_REPLIES.too_many.en}`,
    );
  });
});

describe(`LINE's webhook, odd deliveries (${testDriver()})`, () => {
  it('takes a signed body that begins with a UTF-8 byte order mark (it answered 500)', async () => {
    const order = await placeOrder();
    const code = await codeFor(await tokenOf(order));
    const event = textEvent('Ubom', code.text);
    const raw = `\uFEFF${JSON.stringify({ destination: 'Ubot', events: [event] })}`;
    const response = await webhook([], undefined, raw);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'success', data: { events: 1, handled: 1 } });
    expect(await linkOf(order.cartOrderNo)).toBe('Ubom');
    // The signature is over the bytes as sent: the same body signed without its mark is refused.
    const resigned = await webhook([], sign(raw.slice(1)), raw);
    expect(resigned.statusCode).toBe(401);
  });

  it('handles an event without a webhookEventId once, however often it comes', async () => {
    const order = await placeOrder();
    await kit.db.insert(orderLineLinks).values({ orderNo: order.cartOrderNo, lineUserId: 'Unoid' });
    const { webhookEventId: _id, ...event } = textEvent('Unoid', 'ABCDE-99999');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await webhook([event])).json());
    expect(answers).toEqual([
      { message: 'success', data: { events: 1, handled: 1 } },
      { message: 'success', data: { events: 1, handled: 0 } },
      { message: 'success', data: { events: 1, handled: 0 } },
    ]);
    expect(repliesTo(event.replyToken)).toHaveLength(1);
    // Another message of the same user at the same moment is another event.
    const other = { ...event, replyToken: randomUUID(), message: { ...event.message, id: '2' } };
    expect((await webhook([other])).json()).toEqual({
      message: 'success',
      data: { events: 1, handled: 1 },
    });
  });

  it('a code given before the order was cancelled links nothing after', async () => {
    const order = await placeOrder();
    const code = await codeFor(await tokenOf(order));
    const cancelled = await kit.post(
      orderPaths.updateStatus,
      { cartOrderNo: order.cartOrderNo, status: 'cancelled', reason: 'ลูกค้าขอยกเลิก' },
      { as: kit.operator },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const late = textEvent('Ucancelled', code.text);
    const response = await webhook([late]);
    expect(response.json()).toEqual({ message: 'success', data: { events: 1, handled: 1 } });
    expect(replyText(late.replyToken)).toBe(unknownReply);
    expect(await linkOf(order.cartOrderNo)).toBeUndefined();
  });
});

describe(`after linking, the order's next event goes to LINE (${testDriver()})`, () => {
  it('placed → tracking link → code → webhook → the next message is pushed to the user', async () => {
    const order = await placeOrder();
    const placed = await kit.db
      .select()
      .from(messages)
      .where(eq(messages.orderNo, order.cartOrderNo));
    expect(placed.map((row) => row.channel).sort()).toEqual(['log', 'sms']); // not linked yet

    const token = await tokenOf(order);
    const code = await codeFor(token);
    const userId = `U${randomUUID().replaceAll('-', '')}`;
    const linked = await webhook([textEvent(userId, code.text)]);
    expect(linked.statusCode, linked.body).toBe(200);

    const moved = await kit.post(
      orderPaths.changeDate.replace(':cartOrderNo', order.cartOrderNo),
      {
        cartOrderNo: order.cartOrderNo,
        expected_date: { date: `2031-11-${String(day).padStart(2, '0')}`, time: '2' },
      },
      { as: kit.operator },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const next = await kit.db
      .select()
      .from(messages)
      .where(eq(messages.orderNo, order.cartOrderNo));
    const line = next.find((row) => row.channel === 'line');
    expect(line).toMatchObject({ event: 'date_changed', recipient: userId, state: 'queued' });

    const summary = await sendMessages(kit.db, [line!.id], {
      config: kit.app.config,
      log: kit.app.log,
      signal: new AbortController().signal,
      lastTry: false,
    });
    expect(summary.sent).toBe(1);
    const push = standIn.calls.filter(
      (call) => call.channel === 'line' && call.key === line!.idempotencyKey,
    );
    expect(push).toHaveLength(1);
    expect(push[0]!.status).toBe(200);
    expect(push[0]!.body.to).toBe(userId);
    const [flex] = push[0]!.body.messages as Array<{ type: string; contents: { type: string } }>;
    expect(flex).toMatchObject({ type: 'flex', contents: { type: 'bubble' } });
    const [sent] = await kit.db
      .select()
      .from(messages)
      .where(inArray(messages.id, [line!.id]));
    expect(sent!.state).toBe('sent');

    // The link is the job's: the same mobile's next order (a clerk holding this job's link, say)
    // gets no LINE message.
    const other = await placeOrder();
    const otherRows = await kit.db
      .select()
      .from(messages)
      .where(eq(messages.orderNo, other.cartOrderNo));
    expect(otherRows.map((row) => row.channel).sort()).toEqual(['log', 'sms']);
  });
});

describe('LINE settings', () => {
  it('need the channel secret and the Official Account’s id when LINE is on', () => {
    try {
      testConfig({
        MESSAGE_CHANNELS: 'line',
        LINE_CHANNEL_ACCESS_TOKEN: 't',
        LINE_OA_ID: 'changdee',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).lines).toEqual(
        expect.arrayContaining([
          'LINE_CHANNEL_SECRET (the channel secret, at least 16 characters) is required when MESSAGE_CHANNELS has line',
          'LINE_OA_ID must be the Official Account’s LINE ID with its @ (e.g. @changdee) when MESSAGE_CHANNELS has line',
        ]),
      );
    }
    expect(
      testConfig({
        MESSAGE_CHANNELS: 'line',
        LINE_CHANNEL_ACCESS_TOKEN: 't',
        LINE_CHANNEL_SECRET: STAND_IN_LINE_SECRET,
        LINE_OA_ID: '@changdee',
      }).messages.line,
    ).toMatchObject({ oaId: '@changdee', channelSecret: STAND_IN_LINE_SECRET });
  });
});
