import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOnAdminPaths, addOnResponseSchema } from '@changdee/contract/add-ons-admin';
import { dispatchPaths } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import {
  counterApprovalPath,
  customerQuotationResponseSchema,
  quotationPriceResponseSchema,
  storeQuotationPath,
  storeQuotationPricePath,
  trackingQuotationDecisionPath,
  trackingQuotationPath,
  trackingQuotationPricePath,
  type CustomerQuotation,
} from '@changdee/contract/quotation-decisions';
import {
  quotationPath,
  quotationPaths,
  quotationResponseSchema,
  type Quotation,
} from '@changdee/contract/quotations';
import {
  trackingResponseSchema,
  trackingLinkPath,
  trackingLinkResponseSchema,
  trackingPagePath,
} from '@changdee/contract/tracking';
import {
  orderDocumentPdfPath,
  orderDocumentsPath,
  orderDocumentsResponseSchema,
} from '@changdee/contract/documents';
import { addDays } from '@changdee/domain/dates';
import { quotationTotals } from '@changdee/domain/quotation-pricing';
import { contractors } from '../../db/schema/contractors';
import { orderEvents } from '../../db/schema/order-events';
import { orders } from '../../db/schema/orders';
import { orderAddOnLines, quotationDecisions, quotations } from '../../db/schema/quotations';
import { DEMO_CHANNELS } from '../../db/seed/demo-keys';
import { productId } from '../../../test/contractor-fixtures';
import { ORDER_TODAY, orderKit, type OrderKit } from '../../../test/order-kit';
import { BLANK_SIGNATURE, DRAWN_SIGNATURE } from '../../../test/signatures';
import { pdfText } from '../../../test/pdf-text';
import { issueDocumentsNow } from '../../../test/issue-documents';

// The customer's answer to a quotation and the installation an approval books (issue 31 items
// 3-4, decision 079), through the real routes and database on both drivers: the server's totals
// for the ticks, an approval that places the installation order in one transaction (quoted lines,
// add-ons to the satang, the first free slot, its events), declines and change requests, the
// refusals in words (expired, another version, a bad signature, a price in the body), two
// approvals at once, a booking that fails and leaves nothing, and who may do what.

const DISTRICT = '1001';
let kit: OrderKit;
let coolTeam = '';
let day = 0;
let address = 0;
const ids = { ac9000: '', ac18000: '', surveySku: '', pipe: '', bracket: '' };

const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());

async function addOn(fields: object): Promise<string> {
  const response = await kit.post(addOnAdminPaths.list, fields, { as: kit.operator });
  expect(response.statusCode, response.body).toBe(200);
  return addOnResponseSchema.parse(response.json()).data.id;
}

/** An air-conditioner survey of CT-BKK-COOL in progress, its quotation sent: its number. */
async function sentSurvey(): Promise<string> {
  day += 1;
  const created = await kit.post(
    orderPaths.create,
    kit.payload({
      district: DISTRICT,
      expected_date: { date: addDays('2031-08-01', day), time: '2' },
      items: [{ product_id: ids.surveySku, product_type: 'S', qty: 1 }],
    }),
  );
  expect(created.statusCode, created.body).toBe(200);
  const no = cartOrderResponseSchema.parse(created.json()).data.cartOrderNo;
  const at = (template: string) => template.replace(':cartOrderNo', no);
  const steps = [
    [dispatchPaths.assign, { contractor_id: coolTeam }],
    [dispatchPaths.jobStatus, { status: 'scheduled' }],
    [dispatchPaths.jobStatus, { status: 'in_progress' }],
  ] as const;
  for (const [path, body] of steps) {
    const stepped = await kit.post(at(path), body, { as: kit.operator });
    expect(stepped.statusCode, stepped.body).toBe(200);
  }
  const saved = await kit.app.inject({
    method: 'PUT',
    url: quotationPath(no),
    headers: kit.technician.headers,
    payload: {
      lines: [
        { kind: 'service', product_id: ids.ac9000, qty: 1 },
        { kind: 'service', product_id: ids.ac18000, qty: 1 },
        { kind: 'add_on', add_on_id: ids.pipe, qty: 6 },
        { kind: 'add_on', add_on_id: ids.bracket, qty: 1, optional: true },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const sent = await kit.post(
    quotationPath(no, quotationPaths.send),
    { version: 1 },
    { as: kit.technician },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return no;
}

async function tokenOf(no: string): Promise<string> {
  const link = await kit.get(trackingLinkPath(no), kit.operator);
  expect(link.statusCode, link.body).toBe(200);
  return trackingLinkResponseSchema.parse(link.json()).data.url.th.split('/t/')[1]!;
}

/** The customer's call from their phone (a new address each time: the limit is per address). */
function customer(url: string, payload: unknown, language = 'en') {
  address += 1;
  return kit.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': language, 'user-agent': 'Mozilla/5.0 (iPhone) test' },
    remoteAddress: `198.51.100.${(address % 250) + 1}`,
  });
}

const approval = (over: object = {}) => ({
  kind: 'approved',
  version: 1,
  chosen: [3],
  name: 'สมหญิง ใจดี',
  signature: DRAWN_SIGNATURE,
  ...over,
});

async function technicianView(no: string): Promise<Quotation> {
  const read = await kit.get(quotationPath(no), kit.operator);
  return quotationResponseSchema.parse(read.json()).data;
}

async function customerView(token: string): Promise<CustomerQuotation> {
  const read = await kit.app.inject({ method: 'GET', url: trackingQuotationPath(token) });
  expect(read.statusCode, read.body).toBe(200);
  return customerQuotationResponseSchema.parse(read.json()).data;
}

const decisionsOf = async (no: string) =>
  kit.db
    .select({ kind: quotationDecisions.kind, channel: quotationDecisions.channel })
    .from(quotationDecisions)
    .innerJoin(quotations, eq(quotations.id, quotationDecisions.quotationId))
    .where(eq(quotations.orderNo, no));

beforeAll(async () => {
  kit = await orderKit([], [DISTRICT]);
  const [team] = await kit.db.select().from(contractors).where(eq(contractors.code, 'CT-BKK-COOL'));
  coolTeam = team!.id;
  ids.ac9000 = await productId(kit.db, DEMO_CHANNELS.retail, 'IN-AC-9000');
  ids.ac18000 = await productId(kit.db, DEMO_CHANNELS.retail, 'IN-AC-18000');
  ids.surveySku = await productId(kit.db, DEMO_CHANNELS.retail, 'SV-AC-SURVEY');
  const base = { work_type: 'WT-AC', vat_applies: true, active: true };
  ids.pipe = await addOn({
    ...base,
    name_th: 'ท่อน้ำยาแอร์ (ทดสอบอนุมัติ)',
    name_en: 'Refrigerant pipe (approval test)',
    unit: 'metre',
    unit_price_satang: 35_050,
    min_qty: 0.5,
    max_qty: 30,
    whole_units: false,
  });
  ids.bracket = await addOn({
    ...base,
    name_th: 'ขาแขวนคอยล์ร้อน (ทดสอบอนุมัติ)',
    name_en: 'Wall bracket (approval test)',
    unit: 'piece',
    unit_price_satang: 120_000,
    min_qty: 1,
    max_qty: 2,
    whole_units: true,
  });
}, 60_000);

afterAll(async () => {
  await kit.close();
});

describe('the customer’s page', () => {
  it('shows the version sent and re-totals the ticks on the server, to the satang', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    const quoted = await technicianView(no);
    const page = await customerView(token);
    expect(page).toMatchObject({
      number: quoted.number,
      state: 'sent',
      version: 1,
      valid_until: addDays(ORDER_TODAY, 14),
      decisions: [],
      installation: null,
    });
    expect(page.lines).toEqual(quoted.current.lines);
    const asDomain = (chosen: number[]) =>
      quotationTotals(
        quoted.current.lines.map((line) => ({
          optional: line.optional,
          priceSatang: line.price_satang,
          promotionDiscountSatang: line.promotion_discount_satang,
          amountSatang: line.amount_satang,
          vatApplies: line.vat_applies,
        })),
        new Set(chosen),
      );
    expect(page.totals.payable_satang).toBe(asDomain([]).payableSatang);
    const ticked = await customer(trackingQuotationPricePath(token), { version: 1, chosen: [3] });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const totals = quotationPriceResponseSchema.parse(ticked.json()).data.totals;
    expect(totals.payable_satang).toBe(asDomain([3]).payableSatang);
    expect(totals.vat_satang).toBe(asDomain([3]).vatSatang);
    expect(totals.payable_satang - page.totals.payable_satang).toBe(120_000);
    expect(totals.optional_not_taken_satang).toBe(0);
  });

  it('refuses a tick that is not optional, a price in the body, and another version', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    const required = await customer(trackingQuotationPricePath(token), { version: 1, chosen: [0] });
    expect([required.statusCode, errorOf(required).code, errorOf(required).message]).toEqual([
      400,
      'QUOTATION_CHOICE_NOT_OPTIONAL',
      'Only the optional items of this quotation can be chosen.',
    ]);
    const priced = await customer(
      trackingQuotationPricePath(token),
      { version: 1, chosen: [3], totals: { payable_satang: 1 } },
      'th',
    );
    expect([priced.statusCode, errorOf(priced).code]).toEqual([400, 'PRICE_NOT_ACCEPTED']);
    const older = await customer(trackingQuotationPricePath(token), { version: 2, chosen: [] });
    expect([older.statusCode, errorOf(older).code]).toEqual([409, 'QUOTATION_VERSION_NOT_SENT']);
  });
});

describe('an approval books the installation', () => {
  it('places the installation in one transaction: quoted lines, add-ons, first free slot, events', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    const ticked = await customer(trackingQuotationPricePath(token), { version: 1, chosen: [3] });
    const payable = quotationPriceResponseSchema.parse(ticked.json()).data.totals.payable_satang;
    const approved = await customer(trackingQuotationDecisionPath(token), approval());
    expect(approved.statusCode, approved.body).toBe(200);
    const page = customerQuotationResponseSchema.parse(approved.json()).data;
    expect(page.state).toBe('approved');
    expect(page.decisions).toMatchObject([
      { kind: 'approved', channel: 'customer_page', chosen: [3], signer_name: 'สมหญิง ใจดี' },
    ]);
    const installation = page.installation!;
    const read = await kit.get(`/b2b/v2/carts/${installation.order_no}`, kit.operator);
    const order = cartOrderResponseSchema.parse(read.json()).data;
    const survey = cartOrderResponseSchema.parse(
      (await kit.get(`/b2b/v2/carts/${no}`, kit.operator)).json(),
    ).data;
    expect(order.items.map((item) => [item.product_id, item.qty])).toEqual([
      [ids.ac9000, 1],
      [ids.ac18000, 1],
    ]);
    expect(order.total_payable * 100).toBe(payable);
    expect(order.seller.code).toBe(survey.seller.code);
    expect(order.customer.mobile).toBe(survey.customer.mobile);
    expect(order.store._id).toBe(survey.store._id);
    expect([order.expected_date.date, order.expected_date.time]).toEqual([
      installation.service_date,
      installation.time_slot,
    ]);
    const addOnLines = await kit.db
      .select()
      .from(orderAddOnLines)
      .where(eq(orderAddOnLines.orderNo, installation.order_no));
    expect(
      addOnLines.map((line) => [line.addOnId, line.qty, line.amountSatang, line.workType]),
    ).toEqual([
      [ids.pipe, 6, 210_300, 'WT-AC'],
      [ids.bracket, 1, 120_000, 'WT-AC'],
    ]);
    const events = await kit.db
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(eq(orderEvents.orderNo, installation.order_no));
    expect(events.map((event) => event.kind)).toEqual(['placed', 'quotation_approved']);
    const history = (await technicianView(no)).history.at(-1);
    expect(history).toMatchObject({ from: 'sent', to: 'approved', by: 'สมหญิง ใจดี' });
    // The customer goes on to the installation's own page (to pay for it there).
    const own = await kit.app.inject({
      method: 'GET',
      url: trackingPagePath(installation.tracking_token!),
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownPage = trackingResponseSchema.parse(own.json()).data;
    expect([ownPage.expected_date.date, ownPage.totals.total_payable]).toEqual([
      installation.service_date,
      order.total_payable,
    ]);
    // Its add-ons as quoted, to the satang: with the services they make the total.
    expect(ownPage.add_ons).toEqual([
      {
        name: { th: 'ท่อน้ำยาแอร์ (ทดสอบอนุมัติ)', en: 'Refrigerant pipe (approval test)' },
        qty: 6,
        unit: 'metre',
        amount_satang: 210_300,
      },
      {
        name: { th: 'ขาแขวนคอยล์ร้อน (ทดสอบอนุมัติ)', en: 'Wall bracket (approval test)' },
        qty: 1,
        unit: 'piece',
        amount_satang: 120_000,
      },
    ]);
    const services = ownPage.items.reduce((sum, item) => sum + item.total_price * 100, 0);
    expect(services + 210_300 + 120_000).toBe(payable);
    // The store's pages link both ways: the installation's reads the quotation that booked it.
    const back = await kit.get(storeQuotationPath(installation.order_no), kit.sales);
    expect(customerQuotationResponseSchema.parse(back.json()).data).toMatchObject({
      order_no: no,
      state: 'approved',
      installation: { order_no: installation.order_no, tracking_token: null },
    });
  });

  it('lists the add-ons as quoted on the installation’s tax invoice, adding up to what was paid', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    const approved = await customer(trackingQuotationDecisionPath(token), approval());
    expect(approved.statusCode, approved.body).toBe(200);
    const installation = customerQuotationResponseSchema.parse(approved.json()).data.installation!;
    const paid = await kit.post(orderPaths.payment, {
      cartOrderNo: installation.order_no,
      method: 'store',
      reference: 'RC-QT-1',
      employee_code: 'BN-002',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const outcome = await issueDocumentsNow(kit, installation.order_no);
    expect(outcome.issued).toHaveLength(1);
    const listed = orderDocumentsResponseSchema.parse(
      (await kit.get(orderDocumentsPath(installation.order_no))).json(),
    ).data.documents;
    const pdf = await kit.get(orderDocumentPdfPath(installation.order_no, listed[0]!.id));
    const text = pdfText(pdf.rawPayload);
    // Each add-on on its own line as quoted (6 m of pipe at 350.50, the bracket), then the total.
    for (const line of [
      'ท่อน้ำยาแอร์ (ทดสอบอนุมัติ)',
      'ขาแขวนคอยล์ร้อน (ทดสอบอนุมัติ)',
      '350.50',
      '2,103.00',
      '1,200.00',
    ])
      expect(text).toContain(line);
  });

  it('books one installation when two approvals come at once; the other is told why', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    const answers = await Promise.all([
      customer(trackingQuotationDecisionPath(token), approval(), 'th'),
      customer(trackingQuotationDecisionPath(token), approval({ chosen: [] }), 'th'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect([errorOf(refused).code, errorOf(refused).message]).toEqual([
      'QUOTATION_NOT_OPEN',
      'ใบเสนอราคานี้ไม่ได้รอคำตอบแล้ว (อนุมัติหรือปฏิเสธไปแล้ว หรือกำลังแก้ไข)',
    ]);
    expect(await decisionsOf(no)).toEqual([{ kind: 'approved', channel: 'customer_page' }]);
    const [row] = await kit.db.select().from(quotations).where(eq(quotations.orderNo, no));
    const installations = await kit.db
      .select({ no: orders.orderNo })
      .from(orders)
      .where(eq(orders.orderNo, row!.installationOrderNo!));
    expect(installations).toHaveLength(1);
  });

  it('refuses an approval after the last valid day (Bangkok), in words, and saves nothing', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    const before = kit.app.clock.now;
    // 00:30 in Bangkok on the day after the last valid day (17:30 UTC the day before).
    kit.app.clock.now = () => new Date(`${addDays(ORDER_TODAY, 14)}T17:30:00Z`);
    try {
      const late = await customer(trackingQuotationDecisionPath(token), approval(), 'th');
      expect([late.statusCode, errorOf(late).code, errorOf(late).message]).toEqual([
        409,
        'QUOTATION_EXPIRED',
        'ใบเสนอราคานี้หมดอายุแล้ว กรุณาขอใบเสนอราคาใหม่จากร้าน',
      ]);
    } finally {
      kit.app.clock.now = before;
    }
    expect(await decisionsOf(no)).toEqual([]);
  });

  it('saves nothing when the booking fails: the decision and the order roll back together', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    await kit.db.execute(sql`
      create or replace function approval_test_fail_booking() returns trigger
      language plpgsql as $$ begin raise exception 'booking failed (test)'; end $$`);
    await kit.db.execute(sql`
      create trigger approval_test_fail_booking before insert on bookings
      for each row execute function approval_test_fail_booking()`);
    try {
      const failed = await customer(trackingQuotationDecisionPath(token), approval());
      expect(failed.statusCode).toBe(500);
    } finally {
      await kit.db.execute(sql`drop trigger approval_test_fail_booking on bookings`);
    }
    expect(await decisionsOf(no)).toEqual([]);
    const page = await customerView(token);
    expect([page.state, page.installation]).toEqual(['sent', null]);
    // Nothing was lost either: the same approval now goes through.
    const again = await customer(trackingQuotationDecisionPath(token), approval());
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a signature that is not a PNG, a blank one and a 20 MB one, saving nothing', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    const notPng = await customer(
      trackingQuotationDecisionPath(token),
      approval({ signature: Buffer.from('GIF89a not a png').toString('base64') }),
      'th',
    );
    expect([notPng.statusCode, errorOf(notPng).code, errorOf(notPng).message]).toEqual([
      415,
      'NOT_A_SIGNATURE',
      'ลายเซ็นต้องเป็นรูป PNG ที่วาดบนช่องเซ็นชื่อ',
    ]);
    const blank = await customer(
      trackingQuotationDecisionPath(token),
      approval({ signature: BLANK_SIGNATURE }),
    );
    expect([blank.statusCode, errorOf(blank).code]).toEqual([422, 'SIGNATURE_BLANK']);
    const huge = await customer(
      trackingQuotationDecisionPath(token),
      approval({ signature: 'A'.repeat(20 * 1024 * 1024) }),
    );
    expect([huge.statusCode, errorOf(huge).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const priced = await customer(
      trackingQuotationDecisionPath(token),
      approval({ lines: [{ price: 1 }] }),
    );
    expect([priced.statusCode, errorOf(priced).code]).toEqual([400, 'PRICE_NOT_ACCEPTED']);
    expect(await decisionsOf(no)).toEqual([]);
    expect((await customerView(token)).state).toBe('sent');
  });
});

describe('a decline and a change request', () => {
  it('a change request keeps it sent; a decline closes it, and an approval after is refused', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    const change = await customer(trackingQuotationDecisionPath(token), {
      kind: 'change_requested',
      version: 1,
      text: 'ขอท่อ 4 เมตรแทน',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(customerQuotationResponseSchema.parse(change.json()).data).toMatchObject({
      state: 'sent',
      decisions: [{ kind: 'change_requested', text: 'ขอท่อ 4 เมตรแทน' }],
    });
    const empty = await customer(trackingQuotationDecisionPath(token), {
      kind: 'declined',
      version: 1,
      text: '   ',
    });
    expect(empty.statusCode).toBe(400);
    const declined = await customer(trackingQuotationDecisionPath(token), {
      kind: 'declined',
      version: 1,
      text: 'ราคาสูงเกินงบ',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(customerQuotationResponseSchema.parse(declined.json()).data.state).toBe('declined');
    const late = await customer(trackingQuotationDecisionPath(token), approval());
    expect([late.statusCode, errorOf(late).code]).toEqual([409, 'QUOTATION_NOT_OPEN']);
    expect((await technicianView(no)).history.at(-1)).toMatchObject({
      from: 'sent',
      to: 'declined',
    });
  });
});

describe('the customer’s link', () => {
  it('stays open after the survey ended while its quotation may still be answered', async () => {
    const no = await sentSurvey();
    const token = await tokenOf(no);
    // Sent again valid for 60 days, then the survey completes; the link's own days are 14.
    const lines = (await technicianView(no)).current.lines.map((line) => ({
      kind: line.kind,
      ...(line.kind === 'service'
        ? { product_id: line.product_id }
        : { add_on_id: line.add_on_id }),
      qty: line.qty,
      optional: line.optional,
    }));
    const saved = await kit.app.inject({
      method: 'PUT',
      url: quotationPath(no),
      headers: kit.technician.headers,
      payload: { lines, valid_days: 60, based_on_version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const resent = await kit.post(
      quotationPath(no, quotationPaths.send),
      { version: 2 },
      { as: kit.technician },
    );
    expect(resent.statusCode, resent.body).toBe(200);
    // Completed from the office (the customer confirms it later on this same link).
    const completed = await kit.post(
      orderPaths.updateStatus,
      {
        cartOrderNo: no,
        status: 'completed',
        sign_off: { kind: 'absent', reason: 'customer_not_home' },
      },
      { as: kit.operator },
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const before = kit.app.clock.now;
    const opens = async (at: string) => {
      kit.app.clock.now = () => new Date(at);
      return (await kit.app.inject({ method: 'GET', url: trackingQuotationPath(token) }))
        .statusCode;
    };
    try {
      const now = before();
      const lastDay = addDays(ORDER_TODAY, 60);
      // 30 days after the survey ended (beyond the link's 14), and the quotation's last day.
      expect(await opens(new Date(now.getTime() + 30 * 86_400_000).toISOString())).toBe(200);
      expect(await opens(`${lastDay}T16:59:00Z`)).toBe(200);
      // The day after its last valid day (Bangkok), the link is gone like any other's.
      expect(await opens(`${lastDay}T17:00:00Z`)).toBe(404);
    } finally {
      kit.app.clock.now = before;
    }
  });
});

describe('the store', () => {
  it('reads the quotation on the survey’s pages and records an approval at the counter', async () => {
    const no = await sentSurvey();
    for (const as of [kit.sales, kit.manager, kit.operator]) {
      const read = await kit.get(storeQuotationPath(no), as);
      expect(read.statusCode, read.body).toBe(200);
      expect(customerQuotationResponseSchema.parse(read.json()).data.state).toBe('sent');
    }
    for (const as of [kit.brand, kit.technician, kit.salesOther]) {
      expect((await kit.get(storeQuotationPath(no), as)).statusCode).not.toBe(200);
    }
    // The ticks at the counter are totalled by the server, as on the customer's page.
    const ticked = await kit.post(
      storeQuotationPricePath(no),
      { version: 1, chosen: [3] },
      { as: kit.sales },
    );
    expect(ticked.statusCode, ticked.body).toBe(200);
    const withBracket = quotationPriceResponseSchema.parse(ticked.json()).data.totals;
    const plain = customerQuotationResponseSchema.parse(
      (await kit.get(storeQuotationPath(no), kit.sales)).json(),
    ).data.totals;
    expect(withBracket.payable_satang - plain.payable_satang).toBe(120_000);
    const counter = { version: 1, chosen: [], name: 'สมชาย ใจดี', signature: DRAWN_SIGNATURE };
    for (const as of [kit.operator, kit.technician, kit.brand, kit.salesOther]) {
      const refused = await kit.post(counterApprovalPath(no), counter, { as });
      expect(refused.statusCode).toBeGreaterThanOrEqual(403);
    }
    const anonymous = await kit.app.inject({
      method: 'POST',
      url: counterApprovalPath(no),
      payload: counter,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await decisionsOf(no)).toEqual([]);
    const recorded = await kit.post(
      counterApprovalPath(no),
      { ...counter, employee_code: kit.payload().seller.code },
      { as: kit.sales },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const page = customerQuotationResponseSchema.parse(recorded.json()).data;
    expect(page.decisions).toMatchObject([{ kind: 'approved', channel: 'counter', chosen: [] }]);
    const [row] = await kit.db
      .select({ actorName: quotationDecisions.actorName, device: quotationDecisions.device })
      .from(quotationDecisions)
      .innerJoin(quotations, eq(quotations.id, quotationDecisions.quotationId))
      .where(and(eq(quotations.orderNo, no), eq(quotationDecisions.kind, 'approved')));
    expect(row!.actorName).not.toBeNull();
    expect(page.installation).not.toBeNull();
  });
});
