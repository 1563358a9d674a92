import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPaths } from '@changdee/contract/orders';
import { trackingLinkPath, trackingLinkResponseSchema } from '@changdee/contract/tracking';
import { messages } from '../../db/schema';
import { orderEvents } from '../../db/schema/order-events';
import { testDriver } from '../../../test/context';
import { quotationKit, type QuotationKit } from '../../../test/quotation-kit';
import { sendMessages } from '../messages/service';
import { remindQuotations } from './validity-jobs';

// The customer hears of their survey's quotation (issue 31 item 7, decision 081): "quotation
// ready" when it is sent, with its last day and the tracking link, and "ending soon" three days
// before that day, from the reminder job, once however often the job runs. Both are events of the
// survey order, so their messages leave in the order of its events: "booked", "quotation ready",
// the survey's completion and its "please rate", then "ending soon".

let q: QuotationKit;
beforeAll(async () => {
  q = await quotationKit('2031-09-01');
});
afterAll(() => q?.close());

const CUSTOMER = { firstname: 'น้ำผึ้ง', lastname: 'ล้ำเลิศ' };
/** The reminder's hour three days before the last valid day, 24 June 2031 (sent 10 June). */
const REMINDER_DAY = new Date('2031-06-21T05:00:00Z');

const send = (ids: string[]) =>
  sendMessages(q.kit.db, ids, {
    config: q.kit.app.config,
    log: q.kit.app.log,
    signal: new AbortController().signal,
    lastTry: false,
  });

/** The order's messages in the order they leave (their sequence), as written once sent. */
async function messagesOf(no: string) {
  const rows = await q.kit.db
    .select()
    .from(messages)
    .where(eq(messages.orderNo, no))
    .orderBy(asc(messages.seq));
  await send(rows.map((row) => row.id));
  return q.kit.db
    .select({ event: messages.event, body: messages.body, state: messages.state })
    .from(messages)
    .where(eq(messages.orderNo, no))
    .orderBy(asc(messages.seq));
}

async function linkOf(no: string) {
  const response = await q.kit.get(trackingLinkPath(no));
  return trackingLinkResponseSchema.parse(response.json()).data.url;
}

async function sentSurvey(language: 'th' | 'en') {
  const no = await q.survey({ ...CUSTOMER, language });
  const quotation = await q.send(no, (await q.quote(no)).version);
  return { no, number: quotation.number, link: (await linkOf(no))[language] };
}

describe(`the customer's quotation messages (${testDriver()})`, () => {
  it('tells "quotation ready" when sent, then "ending soon" once, in the order of the events', async () => {
    const thai = await sentSurvey('th');
    const english = await sentSurvey('en');
    expect(await messagesOf(thai.no)).toEqual([
      expect.objectContaining({ event: 'placed', state: 'sent' }),
      {
        event: 'quotation_sent',
        state: 'sent',
        body: `ใบเสนอราคางาน ${thai.no} ใช้ได้ถึง 24 มิ.ย. 2574 ${thai.link}`,
      },
    ]);

    // The survey ends (completed from the office: the customer confirms later) before the reminder.
    const completed = await q.kit.post(
      orderPaths.updateStatus,
      {
        cartOrderNo: thai.no,
        status: 'completed',
        sign_off: { kind: 'absent', reason: 'customer_not_home' },
      },
      { as: q.kit.operator },
    );
    expect(completed.statusCode, completed.body).toBe(200);

    // Too early: nothing. Then two runs at once and a third: each quotation reminded once.
    expect(await remindQuotations(q.kit.db, new Date('2031-06-20T05:00:00Z'))).toEqual([]);
    const runs = await Promise.all([
      remindQuotations(q.kit.db, REMINDER_DAY),
      remindQuotations(q.kit.db, REMINDER_DAY),
    ]);
    expect(runs.flat().sort()).toEqual([thai.number, english.number].sort());
    expect(await remindQuotations(q.kit.db, REMINDER_DAY)).toEqual([]);

    const thaiMessages = await messagesOf(thai.no);
    expect(thaiMessages.map((message) => message.event)).toEqual([
      'placed',
      'quotation_sent',
      'completed',
      'rating_requested',
      'quotation_expiring',
    ]);
    expect(thaiMessages.at(-1)).toEqual({
      event: 'quotation_expiring',
      state: 'sent',
      body: `ใบเสนอราคา ${thai.no} หมดอายุหลัง 24 มิ.ย. 2574 ${thai.link}`,
    });
    expect((await messagesOf(english.no)).slice(1)).toEqual([
      {
        event: 'quotation_sent',
        state: 'sent',
        body: `The quotation for ${english.no} is ready, valid until 24 Jun 2031. See it at ${english.link}`,
      },
      {
        event: 'quotation_expiring',
        state: 'sent',
        body: `The quotation for ${english.no} ends on 24 Jun 2031. See and approve it at ${english.link}`,
      },
    ]);
    // The order's record of its life keeps both, with the quotation's last day.
    const events = await q.kit.db
      .select({ kind: orderEvents.kind, validUntil: orderEvents.validUntil })
      .from(orderEvents)
      .where(eq(orderEvents.orderNo, english.no))
      .orderBy(asc(orderEvents.id));
    expect(events.slice(-2)).toEqual([
      { kind: 'quotation_sent', validUntil: '2031-06-24' },
      { kind: 'quotation_expiring', validUntil: '2031-06-24' },
    ]);
  });
});
