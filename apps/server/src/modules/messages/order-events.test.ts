import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchPaths } from '@changdee/contract/dispatch';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  cartPaymentResponseSchema,
  changeDatePath,
  orderPaths,
} from '@changdee/contract/orders';
import { paymentPaths } from '@changdee/contract/payments';
import {
  trackingLinkPath,
  trackingLinkResponseSchema,
  trackingPagePath,
  trackingResponseSchema,
} from '@changdee/contract/tracking';
import type { MessageEvent } from '@changdee/domain/order-messages';
import { MAX_SMS_SEGMENTS, smsLength } from '@changdee/domain/sms-segments';
import { contractorMembers } from '../../db/schema/contractors';
import { messages } from '../../db/schema';
import type { JobDefinition } from '../../jobs/definition';
import { jobDefinitions } from '../../jobs/registry';
import { testDriver } from '../../../test/context';
import { ORDER_NOW, orderKit, type OrderKit } from '../../../test/order-kit';
import { startProviderStandIn, standInEnv, type ProviderStandIn } from './provider-stand-in';
import { sendMessages } from './service';
import { SIGNED } from '../../../test/signatures';

// Every event of an order tells the customer, in the language chosen at checkout (issue 22,
// decisions 045 and 053), driven through the real routes on the test's driver: placed, date
// changed, paid, technician assigned, on the way, completed, cancelled, refund recorded, and the
// cancellation of a late payment whose slot was taken. Each message is sent to the stand-in and
// its SMS checked to fit two segments.

const DISTRICT = '5009';
const LATE_DISTRICT = '5012';
const A = 'CT-EVT-A';
const B = 'CT-EVT-B';
const LATE = 'CT-EVT-LATE';
let kit: OrderKit;
let standIn: ProviderStandIn;
let technicianTeam: string;
let day = 0;

beforeAll(async () => {
  standIn = await startProviderStandIn();
  kit = await orderKit(
    [
      // A has the most room, so new orders book it; B takes what the operator moves to it.
      {
        code: A,
        districts: [DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 9,
        afternoon: 9,
        daily: 18,
      },
      {
        code: B,
        districts: [DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 2,
        afternoon: 2,
        daily: 4,
      },
      // One morning place: a second order takes it while the first one's hold has run out.
      {
        code: LATE,
        districts: [LATE_DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 1,
        afternoon: 1,
        daily: 2,
      },
    ],
    [DISTRICT, LATE_DISTRICT],
    { ...standInEnv(standIn), MESSAGE_SEND_TIMEOUT_MS: '5000', PAYMENT_HOLD_MINUTES: '30' },
  );
  // tech.demo works for B during this file (put back after).
  const [member] = await kit.db
    .select()
    .from(contractorMembers)
    .where(eq(contractorMembers.userId, kit.technician.userId));
  technicianTeam = member!.contractorId;
  await kit.db
    .update(contractorMembers)
    .set({ contractorId: kit.contractors[B]! })
    .where(eq(contractorMembers.userId, kit.technician.userId));
});

afterAll(async () => {
  await kit.db
    .update(contractorMembers)
    .set({ contractorId: technicianTeam })
    .where(eq(contractorMembers.userId, kit.technician.userId));
  kit.app.clock.now = () => ORDER_NOW;
  await kit.close();
  await standIn.close();
});

const nextDate = () => {
  day += 1;
  return `2031-11-${String(day).padStart(2, '0')}`;
};
const pathOf = (template: string, no: string) => template.replace(':cartOrderNo', no);

async function placeOrder(over: Record<string, unknown> = {}, district = DISTRICT) {
  const response = await kit.post(
    orderPaths.create,
    kit.payload({ district, expected_date: { date: nextDate(), time: '1' }, ...over }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return cartOrderResponseSchema.parse(response.json()).data;
}

const ok = async <R extends { statusCode: number; body: string }>(response: Promise<R>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
};

const payAtStore = (no: string, reference: string) =>
  kit.post(orderPaths.payment, {
    cartOrderNo: no,
    method: 'store',
    reference,
    employee_code: 'BN-002',
  });

const step = (no: string, body: object) =>
  ok(kit.post(pathOf(dispatchPaths.jobStatus, no), body, { as: kit.technician }));

async function uploadPhoto(no: string) {
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3366cc' },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----events${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="job.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await ok(
    kit.app.inject({
      method: 'POST',
      url: pathOf(dispatchPaths.jobPhotos, no),
      headers: {
        ...kit.technician.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    }),
  );
}

/**
 * The messages of `event` for the order: one per channel (log, sms; no LINE account linked),
 * in `language`, each sent to the stand-in; their texts are answered, the SMS within two segments.
 */
async function expectTold(no: string, event: MessageEvent, language: 'th' | 'en') {
  const rows = (await kit.db.select().from(messages).where(eq(messages.orderNo, no))).filter(
    (row) => row.event === event,
  );
  expect(rows.map((row) => [row.channel, row.template, row.language]).sort()).toEqual([
    ['log', event, language],
    ['sms', event, language],
  ]);
  const summary = await sendMessages(
    kit.db,
    rows.map((row) => row.id),
    {
      config: kit.app.config,
      log: kit.app.log,
      signal: new AbortController().signal,
      lastTry: true,
    },
  );
  expect(summary).toMatchObject({ sent: rows.length, retry: 0, dead: 0 });
  const sent = (await kit.db.select().from(messages).where(eq(messages.orderNo, no))).filter(
    (row) => row.event === event,
  );
  const sms = sent.find((row) => row.channel === 'sms')!;
  expect(sms.state).toBe('sent');
  expect(smsLength(sms.body!).segments).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
  expect(sms.body).toContain(no);
  // The gateway got the very text, in the customer's language.
  const call = standIn.calls.find((c) => c.key === sms.idempotencyKey && c.status === 200);
  expect(call?.body).toMatchObject({ text: sms.body });
  // The link opens the customer's page in their language.
  expect(sms.body!.includes('/en/t/')).toBe(language === 'en');
  return sms.body!;
}

async function trackingUrl(no: string) {
  const link = await ok(kit.get(trackingLinkPath(no), kit.operator));
  return trackingLinkResponseSchema.parse(link.json()).data.url;
}

describe(`every event tells the customer in their language (${testDriver()})`, () => {
  it('walks an English order from placed to completed through the real routes', async () => {
    const order = await placeOrder({ customer_language: 'en' });
    const no = order.cartOrderNo;
    expect(order.customer_language).toBe('en');
    const url = await trackingUrl(no);

    const placed = await expectTold(no, 'placed', 'en');
    expect(placed).toMatch(/^Changdee booked CO\d+ for \d{2} Nov 2031 09\.00-12\.00 /);
    expect(placed.endsWith(url.en)).toBe(true);

    await ok(
      kit.post(
        changeDatePath(no),
        { cartOrderNo: no, expected_date: { date: nextDate(), time: '2' } },
        { as: kit.sales },
      ),
    );
    expect(await expectTold(no, 'date_changed', 'en')).toMatch(
      /moved to \d{2} Nov 2031 13\.00-17\.00/,
    );

    const paid = await ok(payAtStore(no, 'RC-EVT-1'));
    expect(cartPaymentResponseSchema.parse(paid.json()).data.payment.state).toBe('paid');
    const paidText = await expectTold(no, 'paid', 'en');
    // The paid message links the tax documents on the customer's page (decision 053).
    expect(paidText).toBe(
      `Changdee received THB ${order.total_payable.toLocaleString('en')} for ${no} ${url.en}#docs`,
    );

    await ok(
      kit.post(
        pathOf(dispatchPaths.assign, no),
        { contractor_id: kit.contractors[B] },
        { as: kit.operator },
      ),
    );
    expect(await expectTold(no, 'technician_assigned', 'en')).toContain('has a technician');

    await step(no, { status: 'scheduled' });
    await step(no, { status: 'on_the_way' });
    expect(await expectTold(no, 'on_the_way', 'en')).toMatch(/^\S+ is on the way for CO/);

    // The operator's answer and the customer's page carry the language (the page is read while
    // the job is open: the history's times are the database's, the app's clock is the test's).
    const read = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(no), kit.operator)).json(),
    );
    expect(read.data.customer_language).toBe('en');
    const token = url.th.split('/t/')[1]!;
    const page = await ok(kit.app.inject({ method: 'GET', url: trackingPagePath(token) }));
    expect(trackingResponseSchema.parse(page.json()).data.language).toBe('en');

    await step(no, { status: 'in_progress' });
    await uploadPhoto(no);
    await step(no, { status: 'completed', note: 'ล้างแอร์ 2 เครื่อง', sign_off: SIGNED });
    expect(await expectTold(no, 'completed', 'en')).toContain('is done, thank you');
    expect(await expectTold(no, 'rating_requested', 'en')).toMatch(/^Please rate CO\d+ at /);
  });

  it('tells a Thai customer (the default) of a cancellation and the refund, with its amount', async () => {
    const order = await placeOrder();
    const no = order.cartOrderNo;
    expect(order.customer_language).toBe('th');
    expect(await expectTold(no, 'placed', 'th')).toMatch(
      /^ช่างดีรับงาน CO\d+ นัด \d{2} พ\.ย\. 2574 09\.00-12\.00 /,
    );
    await ok(payAtStore(no, 'RC-EVT-2'));
    expect(await expectTold(no, 'paid', 'th')).toMatch(/#docs$/);
    await ok(
      kit.post(
        orderPaths.updateStatus,
        { cartOrderNo: no, status: 'cancelled', reason: 'ลูกค้าขอยกเลิก' },
        { as: kit.operator },
      ),
    );
    expect(await expectTold(no, 'cancelled', 'th')).toContain('ถูกยกเลิกแล้ว');
    const refunded = await kit.post(
      pathOf(paymentPaths.refund, no),
      { amount: order.total_payable, reason: 'ยกเลิกงาน', reference: 'TRF-EVT-2' },
      { as: kit.operator },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await expectTold(no, 'refund_recorded', 'th')).toContain(
      `ช่างดีคืนเงิน ${order.total_payable.toLocaleString('en')} บ.`,
    );
  });

  it('tells the customer whose late payment found their slot taken that the order is cancelled', async () => {
    const date = nextDate();
    const place = (mobile: string, language: 'th' | 'en') =>
      placeOrder(
        {
          expected_date: { date, time: '1' },
          requested_payment: 'promptpay',
          customer_language: language,
          customer: { ...kit.payload({ district: LATE_DISTRICT }).customer, mobile },
        },
        LATE_DISTRICT,
      );
    const late = await place('0891230001', 'en');
    await ok(
      kit.post(orderPaths.payment, {
        cartOrderNo: late.cartOrderNo,
        method: 'promptpay',
        employee_code: 'BN-002',
      }),
    );
    // Its hold runs out: the expiry job (as the queue runs it) gives the place back; another
    // customer takes it.
    const expiry = jobDefinitions.find(
      (job) => job.name === 'payment-hold-expiry',
    ) as unknown as JobDefinition<{ orderNo: string }>;
    await expiry.handler(
      { orderNo: late.cartOrderNo },
      {
        jobId: randomUUID(),
        db: kit.db,
        log: kit.app.log,
        now: () => new Date(ORDER_NOW.getTime() + 31 * 60_000),
        config: kit.app.config,
        attempt: 0,
        signal: new AbortController().signal,
      },
    );
    const released = cartOrderResponseSchema.parse(
      (await kit.get(cartOrderPath(late.cartOrderNo), kit.operator)).json(),
    ).data;
    expect(released.hold.released_at).not.toBeNull();
    // The customer hears that the slot went back, and that paying books again.
    expect(await expectTold(late.cartOrderNo, 'hold_released', 'en')).toContain(
      'slot was released. Pay to book again',
    );
    const other = await place('0891230002', 'th');
    expect(other.contractor?.contractor_id).toBe(kit.contractors[LATE]);

    const paid = await ok(payAtStore(late.cartOrderNo, 'RC-EVT-LATE'));
    expect(cartPaymentResponseSchema.parse(paid.json()).data.status).toBe('cancelled');
    await expectTold(late.cartOrderNo, 'paid', 'en');
    expect(await expectTold(late.cartOrderNo, 'cancelled', 'en')).toContain('was cancelled');
  });
});

describe(`the customer's language at checkout (${testDriver()})`, () => {
  it('refuses a language other than th or en with the field named', async () => {
    const response = await kit.post(
      orderPaths.create,
      kit.payload({ district: DISTRICT, customer_language: 'fr' as 'th' }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('customer_language');
  });
});
