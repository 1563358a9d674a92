import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderResponseSchema, orderPaths, type CartOrder } from '@changdee/contract/orders';
import {
  rescheduleResponseSchema,
  trackingLinkPath,
  trackingLinkResponseSchema,
  trackingPagePath,
  trackingReschedulePath,
  trackingResponseSchema,
} from '@changdee/contract/tracking';
import { DAY_MS } from '@changdee/domain/tracking-link';
import { rescheduleRequests, trackingLinks } from '../../db/schema';
import { testDriver } from '../../../test/context';
import { ORDER_NOW, roomyTeamKit, type OrderKit } from '../../../test/order-kit';
import { tokenHash, trackingLink } from '../tracking-links/service';

// The customer's tracking link end to end (issue 22 item 2, docs/decisions/046), on the real app
// and database: the clerk gets the link, a client with no session reads exactly what the customer
// may see, the link ends days after the job, the public routes are rate-limited per address, and
// a reschedule request is stored once a day.

let kit: OrderKit;
let day = 0;
let address = 0;
const READS_PER_MINUTE = 12;

beforeAll(async () => {
  kit = await roomyTeamKit('CT-TRACK', {
    TRACKING_RATE_LIMIT: String(READS_PER_MINUTE),
    RESCHEDULE_RATE_LIMIT: '20',
  });
});
afterAll(async () => {
  await kit.close();
});
afterEach(() => {
  kit.app.clock.now = () => ORDER_NOW;
});

const failure = (response: { json(): unknown }) => errorBodySchema.parse(response.json());
/** Each test reads from addresses of its own, so the per-address limits do not meet. */
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

async function placeOrder(): Promise<CartOrder> {
  day += 1;
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ expected_date: { date: `2031-09-${String(day).padStart(2, '0')}`, time: '1' } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

async function tokenOf(order: CartOrder): Promise<string> {
  const response = await kit.get(trackingLinkPath(order.cartOrderNo));
  expect(response.statusCode, response.body).toBe(200);
  const { url } = trackingLinkResponseSchema.parse(response.json()).data;
  return url.th.split('/t/')[1]!;
}

/** A request with no session at all, from one client address. */
const publicGet = (url: string, ip = nextAddress(), language = 'th') =>
  kit.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: { 'accept-language': language },
  });
const publicPost = (url: string, body: unknown, ip = nextAddress()) =>
  kit.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });

/**
 * The history's times are the database's clock, the app's is moved to 2031 by the kit: a job's end
 * is read back from its answer and the app's clock set from it.
 */
const endedAt = async (response: { json(): unknown }) =>
  new Date(cartOrderResponseSchema.parse(response.json()).data.history.at(-1)!.at);
const setClock = (instant: Date) => {
  kit.app.clock.now = () => instant;
};

const step = (order: CartOrder, status: string) =>
  kit.post(
    orderPaths.updateStatus,
    { cartOrderNo: order.cartOrderNo, status, reason: 'ลูกค้าขอยกเลิก' },
    { as: kit.operator },
  );

describe(`the clerk's tracking link (${testDriver()})`, () => {
  it('is the same link every time, its token 256 bits and only its digest stored', async () => {
    const order = await placeOrder();
    const first = await kit.get(trackingLinkPath(order.cartOrderNo));
    expect(first.statusCode, first.body).toBe(200);
    const link = trackingLinkResponseSchema.parse(first.json()).data;
    expect(link.url.th).toMatch(/^http.+\/t\/[A-Za-z0-9_-]{43}$/);
    expect(link.url.en).toBe(link.url.th.replace('/t/', '/en/t/'));
    expect(link.qr).toMatch(/^data:image\/png;base64,/);
    const again = trackingLinkResponseSchema.parse(
      (await kit.get(trackingLinkPath(order.cartOrderNo))).json(),
    );
    expect(again.data.url).toEqual(link.url);
    // Another module (the messages' outbox) gets the same URL from the function.
    const settings = {
      secret: kit.app.config.secrets.accessTokenSecret,
      publicBaseUrl: kit.app.config.publicBaseUrl,
    };
    expect((await trackingLink(kit.db, settings, order.cartOrderNo)).th).toBe(link.url.th);
    const token = link.url.th.split('/t/')[1]!;
    const [row] = await kit.db
      .select()
      .from(trackingLinks)
      .where(eq(trackingLinks.orderNo, order.cartOrderNo));
    expect(row!.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('is given to whoever may read the order, not to another store or a signed-out caller', async () => {
    const order = await placeOrder();
    expect((await kit.get(trackingLinkPath(order.cartOrderNo), kit.operator)).statusCode).toBe(200);
    expect(failure(await kit.get(trackingLinkPath(order.cartOrderNo), kit.salesOther)).code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await publicGet(trackingLinkPath(order.cartOrderNo))).statusCode).toBe(401);
  });
});

describe(`the customer's tracking page (${testDriver()})`, () => {
  it('answers only what the customer may see, with a QR while unpaid', async () => {
    const order = await placeOrder();
    const response = await publicGet(trackingPagePath(await tokenOf(order)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json() as { data: Record<string, unknown> };
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'add_ons',
        'created_at',
        'documents',
        'expected_date',
        'expires_at',
        'history',
        'items',
        'language',
        'line',
        'payment',
        'photos',
        'quotation',
        'rating',
        'reschedule',
        'sign_off',
        'status',
        'sub_district',
        'technician',
        'totals',
      ].sort(),
    );
    const data = trackingResponseSchema.parse(body).data;
    // Not completed: no sign-off, no rating asked (decision 078).
    expect([data.sign_off, data.rating]).toEqual([null, { open: false, given: null }]);
    expect(Object.keys(data.payment).sort()).toEqual([
      'amount',
      'bank_transfer',
      'paid_at',
      'promptpay',
      'state',
    ]);
    expect(Object.keys(data.items[0]!).sort()).toEqual(['name', 'qty', 'total_price']);
    expect(Object.keys(data.history[0]!).sort()).toEqual(['at', 'from', 'kind', 'to']);
    const text = response.body;
    for (const secret of [
      order.customer.mobile,
      order.customer.email,
      order.customer.address.no,
      order.customer.lastname,
      order.store.name.th,
      order.seller.code,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(order.cartOrderNo);
    expect(data).toMatchObject({
      status: 'contractor_assigned',
      expected_date: order.expected_date,
      sub_district: order.customer.address.sub_district.name,
      technician: null,
      totals: { total_payable: order.total_payable },
      payment: { state: 'unpaid', amount: order.total_payable },
      documents: [],
      reschedule: { open: true, requested: null },
      language: 'th',
      expires_at: null,
      // LINE is not set up on this server: nothing offered (decision 052).
      line: null,
    });
    expect(data.payment.promptpay?.image).toMatch(/^data:image\/png;base64,/);
    expect(data.history.map((change) => change.to)).toEqual(['created', 'contractor_assigned']);

    const paid = await kit.post(orderPaths.payment, {
      cartOrderNo: order.cartOrderNo,
      method: 'store',
      reference: 'R-1',
      employee_code: 'BN-002',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = trackingResponseSchema.parse(
      (await publicGet(trackingPagePath(await tokenOf(order)))).json(),
    ).data;
    expect(after.payment).toMatchObject({ state: 'paid', promptpay: null });
  });

  it('names the technician, the team and its phone from their setting off, not before', async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    expect((await step(order, 'scheduled')).statusCode).toBe(200);
    const scheduled = trackingResponseSchema.parse(
      (await publicGet(trackingPagePath(token))).json(),
    ).data;
    expect(scheduled.technician).toBeNull();
    const moved = await step(order, 'on_the_way');
    expect(moved.statusCode, moved.body).toBe(200);
    const setOff = cartOrderResponseSchema.parse(moved.json()).data;
    const onTheWay = trackingResponseSchema.parse(
      (await publicGet(trackingPagePath(token))).json(),
    ).data;
    expect(onTheWay.technician).toEqual({
      first_name: setOff.history.at(-1)!.by!.split(' ')[0],
      team: setOff.contractor!.name,
      phone: setOff.contractor!.phone,
    });
    expect(onTheWay.photos).toEqual([]);
    expect(onTheWay.reschedule.open).toBe(false);
    const started = await step(order, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    const atWork = trackingResponseSchema.parse(
      (await publicGet(trackingPagePath(token))).json(),
    ).data;
    expect(atWork.technician).toEqual(onTheWay.technician);
    // Completing needs the technician's photo and note (decision 044): the job ends here by an
    // operator's cancellation, and the name goes with it.
    const ended = await step(order, 'cancelled');
    expect(ended.statusCode, ended.body).toBe(200);
    setClock(await endedAt(ended));
    const done = trackingResponseSchema.parse(
      (await publicGet(trackingPagePath(token))).json(),
    ).data;
    expect(done.technician).toBeNull();
  });

  it('ends TRACKING_LINK_DAYS after the job ended; an unknown token is the same 404', async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    const cancelled = await step(order, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    const ended = await endedAt(cancelled);
    setClock(ended);
    const open = trackingResponseSchema.parse(
      (await publicGet(trackingPagePath(token))).json(),
    ).data;
    const days = kit.app.config.trackingLinkDays;
    expect(new Date(open.expires_at!).getTime()).toBe(ended.getTime() + days * DAY_MS);
    setClock(new Date(ended.getTime() + days * DAY_MS - 1000));
    expect((await publicGet(trackingPagePath(token))).statusCode).toBe(200);
    setClock(new Date(ended.getTime() + days * DAY_MS));
    const expired = await publicGet(trackingPagePath(token), nextAddress(), 'en');
    expect(expired.statusCode).toBe(404);
    expect(failure(expired)).toMatchObject({
      code: 'TRACKING_LINK_NOT_FOUND',
      message: 'This tracking link was not found or has expired. Please contact the store.',
    });
    const guessed = await publicGet(
      trackingPagePath(token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))),
    );
    expect(failure(guessed).code).toBe('TRACKING_LINK_NOT_FOUND');
    expect(failure(await publicGet(trackingPagePath('short'))).code).toBe(
      'TRACKING_LINK_NOT_FOUND',
    );
  });

  it(`refuses the ${READS_PER_MINUTE + 1}th read a minute from one address: 429, Retry-After, in its language`, async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    const ip = nextAddress();
    for (let i = 0; i < READS_PER_MINUTE; i++)
      expect(
        (await publicGet(trackingPagePath(i % 2 ? token : 'unknown'), ip)).statusCode,
      ).not.toBe(429);
    const refused = await publicGet(trackingPagePath(token), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(failure(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    });
    const english = await publicGet(trackingPagePath(token), ip, 'en');
    expect(failure(english).message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await publicGet(trackingPagePath(token))).statusCode).toBe(200);
  });
});

describe(`the customer's reschedule request (${testDriver()})`, () => {
  it('is stored once a day per order and shown on the page', async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    const body = { preferred_date: '2031-10-02', note: 'ไม่อยู่บ้านวันนั้น ขอเลื่อนเป็นบ่าย' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => publicPost(trackingReschedulePath(token), body)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const created = answers.map(
      (answer) => rescheduleResponseSchema.parse(answer.json()).data.created,
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    const again = await publicPost(trackingReschedulePath(token), { note: 'อีกครั้ง' });
    expect(rescheduleResponseSchema.parse(again.json()).data).toMatchObject({
      ...body,
      created: false,
    });
    const rows = await kit.db
      .select()
      .from(rescheduleRequests)
      .where(eq(rescheduleRequests.orderNo, order.cartOrderNo));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      preferredDate: '2031-10-02',
      requestDay: '2031-06-10',
      decidedAt: null,
    });
    const page = trackingResponseSchema.parse(
      (await publicGet(trackingPagePath(token))).json(),
    ).data;
    expect(page.reschedule.requested).toMatchObject({
      preferred_date: '2031-10-02',
      note: body.note,
    });
    // The next Bangkok day takes a new one.
    kit.app.clock.now = () => new Date(ORDER_NOW.getTime() + DAY_MS);
    const next = await publicPost(trackingReschedulePath(token), { note: 'วันใหม่' });
    expect(rescheduleResponseSchema.parse(next.json()).data.created).toBe(true);
  });

  it('refuses an empty note (400), a job no longer open (409) and an unknown link (404)', async () => {
    const order = await placeOrder();
    const token = await tokenOf(order);
    const empty = await publicPost(trackingReschedulePath(token), { note: '  ' });
    expect(empty.statusCode).toBe(400);
    const past = await publicPost(trackingReschedulePath(token), {
      preferred_date: '2031-06-10',
      note: 'วันนี้เลย',
    });
    expect(failure(past).code).toBe('DATE_OUT_OF_WINDOW');
    expect(
      (await publicPost(trackingReschedulePath('x'.repeat(43)), { note: 'ขอเลื่อน' })).statusCode,
    ).toBe(404);
    setClock(await endedAt(await step(order, 'cancelled')));
    const closed = await publicPost(trackingReschedulePath(token), { note: 'ขอเลื่อน' });
    expect(failure(closed).code).toBe('RESCHEDULE_NOT_OPEN');
    expect(closed.statusCode).toBe(409);
  });
});
