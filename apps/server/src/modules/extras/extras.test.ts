import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOnAdminPaths, addOnResponseSchema, type AddOn } from '@changdee/contract/add-ons-admin';
import { dispatchPaths } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  extraPath,
  extraPaths,
  extrasPaymentResponseSchema,
  jobExtrasResponseSchema,
  trackingExtrasResponseSchema,
  type JobExtras,
} from '@changdee/contract/extras';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import { trackingLinkPath, trackingLinkResponseSchema } from '@changdee/contract/tracking';
import { addDays } from '@changdee/domain/dates';
import { contractors } from '../../db/schema/contractors';
import { orderExtraEntries, orderExtras } from '../../db/schema/extras';
import { orderEvents } from '../../db/schema/order-events';
import { messages } from '../../db/schema/messages';
import { taxDocuments } from '../../db/schema/documents';
import { orderChanges } from '../../db/schema/orders';
import { DEMO_CHANNELS } from '../../db/seed/demo-keys';
import { productId } from '../../../test/contractor-fixtures';
import { ORDER_NOW, orderKit, type OrderKit } from '../../../test/order-kit';
import { BLANK_SIGNATURE, DRAWN_SIGNATURE } from '../../../test/signatures';
import type { SignedIn } from '../../../test/sign-in';
import { webhookHeaders } from '../../../test/webhook-headers';
import { HAS_PDFTOTEXT, pdfText, sayWhenPdfTextIsMissing } from '../../../test/pdf-text';
import { issueDocumentsNow } from '../../../test/issue-documents';

// On-site extras (issue 31 item 5, decision 080) through the real routes and database: the
// technician adds extras to an installation in progress, priced by the server; refusals in words
// saving nothing; the customer's consent on the phone (a signature) or their page; races; the
// difference paid by PromptPay through the provider's signed notice; who may do what.

const DISTRICT = '1001';
const SECRET = 'extras-webhook-secret-0123456789abcdef';
const PROMPTPAY_ID = '0812345678';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile';
let kit: OrderKit;
let coolTeam = '';
let installation = '';
let day = 0;
const addOns: Record<'pipe' | 'bracket' | 'tank', AddOn> = {} as never;

const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());
const at = (template: string, cartOrderNo: string, extraId?: string) =>
  extraPath(template, { cartOrderNo, extraId });

function send(url: string, body: unknown, as: SignedIn | null, language = 'en') {
  return kit.app.inject({
    method: 'POST',
    url,
    headers: { ...(as?.headers ?? {}), 'accept-language': language, 'user-agent': PHONE },
    payload: body as object,
  });
}

async function createAddOn(fields: object): Promise<AddOn> {
  const response = await kit.post(addOnAdminPaths.list, fields, { as: kit.operator });
  expect(response.statusCode, response.body).toBe(200);
  return addOnResponseSchema.parse(response.json()).data;
}

/** An air-conditioner installation of CT-BKK-COOL, walked to `status` by the operator. */
async function installationJob(
  status: 'scheduled' | 'in_progress' = 'in_progress',
  options: { paidAtStore?: boolean } = {},
) {
  day += 1;
  const created = await kit.post(
    orderPaths.create,
    kit.payload({
      district: DISTRICT,
      expected_date: { date: addDays('2031-09-01', day), time: '1' },
      items: [
        {
          product_id: await productId(kit.db, DEMO_CHANNELS.retail, 'IN-AC-9000'),
          product_type: 'I',
          qty: 1,
        },
      ],
    }),
  );
  expect(created.statusCode, created.body).toBe(200);
  const no = cartOrderResponseSchema.parse(created.json()).data.cartOrderNo;
  if (options.paidAtStore) {
    const paid = await kit.post(orderPaths.payment, {
      cartOrderNo: no,
      method: 'store',
      reference: `RC-${no}`,
      employee_code: 'BN-002',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const path = (template: string) => template.replace(':cartOrderNo', no);
  const assigned = await kit.post(
    path(dispatchPaths.assign),
    { contractor_id: coolTeam },
    { as: kit.operator },
  );
  expect(assigned.statusCode, assigned.body).toBe(200);
  for (const step of status === 'scheduled' ? ['scheduled'] : ['scheduled', 'in_progress']) {
    const stepped = await kit.post(
      path(dispatchPaths.jobStatus),
      { status: step },
      {
        as: kit.operator,
      },
    );
    expect(stepped.statusCode, stepped.body).toBe(200);
  }
  return no;
}

async function addExtras(no: string, extras: unknown[], as = kit.technician): Promise<JobExtras> {
  const response = await send(at(extraPaths.list, no), { extras }, as);
  expect(response.statusCode, response.body).toBe(200);
  return jobExtrasResponseSchema.parse(response.json()).data;
}

const approveOnPhone = (no: string, extraId: string, signature = DRAWN_SIGNATURE) =>
  send(at(extraPaths.approval, no, extraId), { name: 'สมหญิง ใจดี', signature }, kit.technician);

const storedExtras = (no: string) =>
  kit.db.select().from(orderExtras).where(eq(orderExtras.orderNo, no));
const charges = (no: string) =>
  kit.db
    .select()
    .from(orderExtraEntries)
    .where(and(eq(orderExtraEntries.orderNo, no), eq(orderExtraEntries.kind, 'charged')));

async function tokenOf(no: string): Promise<string> {
  const link = await kit.get(trackingLinkPath(no), kit.operator);
  expect(link.statusCode, link.body).toBe(200);
  return trackingLinkResponseSchema.parse(link.json()).data.url.th.split('/t/')[1]!;
}

function notice(no: string, amountSatang: number, eventId: string) {
  const raw = JSON.stringify({
    event_id: eventId,
    type: 'extras_payment.succeeded',
    data: { cartOrderNo: no, amount_satang: amountSatang, reference: `PP-X-${no}` },
  });
  return kit.app.inject({
    method: 'POST',
    url: orderPaths.paymentWebhook,
    headers: { 'content-type': 'application/json', ...webhookHeaders(kit.app, SECRET, raw) },
    payload: raw,
  });
}

beforeAll(async () => {
  kit = await orderKit([], [DISTRICT], { PAYMENT_WEBHOOK_SECRET: SECRET, PROMPTPAY_ID });
  const [team] = await kit.db.select().from(contractors).where(eq(contractors.code, 'CT-BKK-COOL'));
  coolTeam = team!.id;
  const base = { work_type: 'WT-AC', vat_applies: true, active: true };
  addOns.pipe = await createAddOn({
    ...base,
    name_th: 'ท่อน้ำยาแอร์ส่วนเกิน (ทดสอบงานเพิ่ม)',
    name_en: 'Extra refrigerant pipe (extras test)',
    unit: 'metre',
    unit_price_satang: 35_050,
    min_qty: 0.5,
    max_qty: 30,
    whole_units: false,
  });
  addOns.bracket = await createAddOn({
    ...base,
    name_th: 'ขาแขวนคอยล์ร้อน (ทดสอบงานเพิ่ม)',
    name_en: 'Wall bracket (extras test)',
    unit: 'piece',
    unit_price_satang: 120_000,
    min_qty: 1,
    max_qty: 2,
    whole_units: true,
  });
  addOns.tank = await createAddOn({
    ...base,
    work_type: 'WT-WATER-PUMP',
    name_th: 'ถังแรงดัน (ทดสอบงานเพิ่ม)',
    name_en: 'Pressure tank (extras test)',
    unit: 'piece',
    unit_price_satang: 250_000,
    min_qty: 1,
    max_qty: 1,
    whole_units: true,
  });
  installation = await installationJob();
});

afterAll(async () => {
  await kit?.close();
});

describe('adding extras on site', () => {
  it('prices each extra on the server and keeps who added it in the history', async () => {
    const no = await installationJob();
    const added = await addExtras(no, [
      { add_on_id: addOns.pipe.id, qty: 2.5 },
      { add_on_id: addOns.bracket.id, qty: 1 },
    ]);
    expect(added.work_types).toEqual(['WT-AC']);
    expect(added.add_ons.map((addOn) => addOn.id)).toContain(addOns.pipe.id);
    expect(added.add_ons.map((addOn) => addOn.id)).not.toContain(addOns.tank.id);
    expect(
      added.extras.map((extra) => [extra.name.en, extra.qty, extra.amount_satang, extra.state]),
    ).toEqual([
      ['Extra refrigerant pipe (extras test)', 2.5, 87_625, 'proposed'],
      ['Wall bracket (extras test)', 1, 120_000, 'proposed'],
    ]);
    expect(added.money).toEqual({
      proposed_satang: 207_625,
      approved_satang: 0,
      received_satang: 0,
      due_satang: 0,
    });
    const history = await kit.db
      .select()
      .from(orderChanges)
      .where(and(eq(orderChanges.orderNo, no), eq(orderChanges.kind, 'extra')));
    expect(history.map((row) => [row.fromValue, row.toValue, row.technicianName])).toEqual(
      added.extras.map((extra) => [extra.id, 'proposed', 'สมศักดิ์']),
    );
    const events = await kit.db.select().from(orderEvents).where(eq(orderEvents.orderNo, no));
    expect(events.map((event) => event.kind)).toContain('extras_proposed');
    // The customer is asked to approve them: the "extras to approve" message is queued.
    const asked = await kit.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderNo, no), eq(messages.event, 'extras_proposed')));
    expect(asked).toHaveLength(1);
  });

  it('refuses another work type, a negative or fractional whole quantity and a price, in words, saving nothing', async () => {
    const no = await installationJob();
    const other = await send(
      at(extraPaths.list, no),
      {
        extras: [
          { add_on_id: addOns.pipe.id, qty: 1 },
          { add_on_id: addOns.tank.id, qty: 1 },
        ],
      },
      kit.technician,
      'th',
    );
    expect([other.statusCode, errorOf(other)]).toEqual([
      400,
      {
        code: 'EXTRA_OTHER_WORK_TYPE',
        message: 'รายการที่ 2: ถังแรงดัน (ทดสอบงานเพิ่ม) ไม่ใช่รายการเสริมของงานติดตั้งนี้',
      },
    ]);
    const negative = await send(
      at(extraPaths.list, no),
      { extras: [{ add_on_id: addOns.bracket.id, qty: -1 }] },
      kit.technician,
    );
    expect([negative.statusCode, errorOf(negative).code, errorOf(negative).message]).toEqual([
      400,
      'ADD_ON_QUANTITY_NOT_POSITIVE',
      'Line 1: the quantity of Wall bracket (extras test) must be more than 0.',
    ]);
    const fractional = await send(
      at(extraPaths.list, no),
      { extras: [{ add_on_id: addOns.bracket.id, qty: 1.5 }] },
      kit.technician,
      'th',
    );
    expect([fractional.statusCode, errorOf(fractional).code, errorOf(fractional).message]).toEqual([
      400,
      'ADD_ON_QUANTITY_NOT_WHOLE',
      'รายการที่ 1: ขาแขวนคอยล์ร้อน (ทดสอบงานเพิ่ม) ต้องระบุเป็นจำนวนเต็ม',
    ]);
    const priced = await send(
      at(extraPaths.list, no),
      { extras: [{ add_on_id: addOns.pipe.id, qty: 1, unit_price_satang: 1 }] },
      kit.technician,
    );
    expect([priced.statusCode, errorOf(priced)]).toEqual([
      400,
      {
        code: 'PRICE_NOT_ACCEPTED',
        message: 'Prices are worked out by the server: do not send extras.0.unit_price_satang.',
        details: [
          {
            in: 'body',
            message: 'Prices are worked out by the server: do not send extras.0.unit_price_satang.',
            path: 'extras.0.unit_price_satang',
          },
        ],
      },
    ]);
    expect(await storedExtras(no)).toEqual([]);
  });

  it('takes extras only on an installation in progress', async () => {
    const no = await installationJob('scheduled');
    const early = await send(
      at(extraPaths.list, no),
      { extras: [{ add_on_id: addOns.pipe.id, qty: 1 }] },
      kit.technician,
      'th',
    );
    expect([early.statusCode, errorOf(early)]).toEqual([
      409,
      {
        code: 'EXTRAS_NOT_OPEN',
        message: 'เพิ่มรายการได้ระหว่างที่ช่างกำลังทำงานติดตั้งเท่านั้น',
      },
    ]);
  });
});

describe('the customer’s consent', () => {
  it('refuses a signature that is not a PNG, too large or blank, deciding nothing', async () => {
    const { extras } = await addExtras(installation, [{ add_on_id: addOns.pipe.id, qty: 1 }]);
    const id = extras.at(-1)!.id;
    const text = Buffer.from('not a picture').toString('base64');
    const notImage = await approveOnPhone(installation, id, text);
    expect([notImage.statusCode, errorOf(notImage).code]).toEqual([415, 'NOT_A_SIGNATURE']);
    const huge = await approveOnPhone(installation, id, 'A'.repeat(20 * 1024 * 1024));
    expect([huge.statusCode, errorOf(huge).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const blank = await approveOnPhone(installation, id, BLANK_SIGNATURE);
    expect([blank.statusCode, errorOf(blank).code]).toEqual([422, 'SIGNATURE_BLANK']);
    const [row] = (await storedExtras(installation)).filter((extra) => extra.id === id);
    expect([row!.state, row!.signature]).toEqual(['proposed', null]);
    expect(await charges(installation)).toEqual([]);
  });

  it('approves two extras at once, charging each once; the same extra twice at once, once', async () => {
    const no = await installationJob();
    const { extras } = await addExtras(no, [
      { add_on_id: addOns.pipe.id, qty: 2.5 },
      { add_on_id: addOns.bracket.id, qty: 1 },
    ]);
    const [pipe, bracket] = extras.map((extra) => extra.id) as [string, string];
    const both = await Promise.all([approveOnPhone(no, pipe), approveOnPhone(no, bracket)]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await charges(no)).map((entry) => entry.amountSatang).sort()).toEqual([
      120_000, 87_625,
    ]);

    const again = await addExtras(no, [{ add_on_id: addOns.pipe.id, qty: 1 }]);
    const third = again.extras.at(-1)!.id;
    const twice = await Promise.all([approveOnPhone(no, third), approveOnPhone(no, third)]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = twice.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(lost)).toEqual({
      code: 'EXTRA_ALREADY_DECIDED',
      message: 'This extra has already been approved or declined.',
    });
    expect((await charges(no)).filter((entry) => entry.extraId === third)).toHaveLength(1);
    const read = await kit.get(at(extraPaths.list, no), kit.technician);
    const view = jobExtrasResponseSchema.parse(read.json()).data;
    expect(view.money).toEqual({
      proposed_satang: 0,
      approved_satang: 242_675,
      received_satang: 0,
      due_satang: 242_675,
    });
    expect(view.extras.map((extra) => [extra.state, extra.decided_on, extra.signer_name])).toEqual([
      ['approved', 'technician_phone', 'สมหญิง ใจดี'],
      ['approved', 'technician_phone', 'สมหญิง ใจดี'],
      ['approved', 'technician_phone', 'สมหญิง ใจดี'],
    ]);
  });

  it('lets the customer approve or decline on their own page; a declined extra is not charged', async () => {
    const no = await installationJob();
    const { extras } = await addExtras(no, [
      { add_on_id: addOns.pipe.id, qty: 4 },
      { add_on_id: addOns.bracket.id, qty: 2 },
    ]);
    const token = await tokenOf(no);
    kit.app.clock.now = () => new Date();
    const page = await kit.app.inject({
      method: 'GET',
      url: extraPath(extraPaths.trackingList, { token }),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(trackingExtrasResponseSchema.parse(page.json()).data.extras).toHaveLength(2);
    const approved = await send(
      extraPath(extraPaths.trackingApproval, { token, extraId: extras[0]!.id }),
      { name: 'สมหญิง ใจดี', signature: DRAWN_SIGNATURE },
      null,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const declined = await send(
      extraPath(extraPaths.trackingDecline, { token, extraId: extras[1]!.id }),
      {},
      null,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const view = trackingExtrasResponseSchema.parse(declined.json()).data;
    expect(view.extras.map((extra) => [extra.state, extra.decided_on])).toEqual([
      ['approved', 'tracking_page'],
      ['declined', 'tracking_page'],
    ]);
    expect(view.money.due_satang).toBe(140_200);
    expect((await charges(no)).map((entry) => entry.amountSatang)).toEqual([140_200]);
    kit.app.clock.now = () => ORDER_NOW;
  });
});

describe('paying the difference', () => {
  it('shows the server’s figure in the QR and records the provider’s notice once', async () => {
    const no = await installationJob();
    const { extras } = await addExtras(no, [{ add_on_id: addOns.pipe.id, qty: 2.5 }]);
    expect((await approveOnPhone(no, extras[0]!.id)).statusCode).toBe(200);
    const qr = await send(at(extraPaths.payment, no), { method: 'promptpay' }, kit.technician);
    expect(qr.statusCode, qr.body).toBe(200);
    const answer = extrasPaymentResponseSchema.parse(qr.json()).data;
    expect(answer.amount_satang).toBe(87_625);
    // EMVCo field 54: the amount, six characters long, "876.25".
    expect(answer.promptpay.payload).toContain('5406876.25');

    const wrong = await notice(no, 87_600, `evt-x-wrong-${no}`);
    expect([wrong.statusCode, errorOf(wrong).code]).toEqual([422, 'PAYMENT_AMOUNT_MISMATCH']);
    const paid = await notice(no, 87_625, `evt-x-${no}`);
    expect([paid.statusCode, paid.json().data]).toEqual([
      200,
      { received: true, duplicate: false },
    ]);
    const repeated = await notice(no, 87_625, `evt-x-${no}`);
    expect(repeated.json().data).toEqual({ received: true, duplicate: true });
    const read = await kit.get(at(extraPaths.list, no), kit.technician);
    expect(jobExtrasResponseSchema.parse(read.json()).data.money).toEqual({
      proposed_satang: 0,
      approved_satang: 87_625,
      received_satang: 87_625,
      due_satang: 0,
    });
    const nothing = await send(at(extraPaths.payment, no), { method: 'promptpay' }, kit.technician);
    expect([nothing.statusCode, errorOf(nothing).code]).toEqual([409, 'EXTRAS_NOTHING_DUE']);
    const events = await kit.db.select().from(orderEvents).where(eq(orderEvents.orderNo, no));
    expect(events.filter((event) => event.kind === 'extras_paid')).toHaveLength(1);
  });
});

describe('the tax documents', () => {
  it('issues a debit note naming the sale’s tax invoice when the difference is paid', async () => {
    const no = await installationJob('in_progress', { paidAtStore: true });
    const { extras } = await addExtras(no, [
      { add_on_id: addOns.pipe.id, qty: 2.5 },
      { add_on_id: addOns.bracket.id, qty: 1 },
    ]);
    for (const extra of extras) expect((await approveOnPhone(no, extra.id)).statusCode).toBe(200);
    expect((await notice(no, 207_625, `evt-dn-${no}`)).statusCode).toBe(200);
    const first = await issueDocumentsNow(kit, no);
    const again = await issueDocumentsNow(kit, no);
    expect(again.issued).toEqual([]);
    const documents = await kit.db.select().from(taxDocuments).where(eq(taxDocuments.orderNo, no));
    const sale = documents.find((document) => document.kind === 'abbreviated_tax_invoice')!;
    const debit = documents.find((document) => document.kind === 'debit_note')!;
    expect(first.issued).toEqual([sale.serial, debit.serial]);
    expect(debit.serial).toMatch(/^DN00000-\d{6}$/);
    expect([
      debit.creditedDocumentId,
      debit.totalSatang,
      debit.baseSatang,
      debit.vatSatang,
    ]).toEqual([sale.id, 207_625, 194_042, 13_583]);
    if (!HAS_PDFTOTEXT) return sayWhenPdfTextIsMissing();
    const text = pdfText(debit.pdf);
    expect(text).toContain('ใบเพิ่มหนี้');
    expect(text).toContain(`อ้างถึงใบกำกับภาษีอย่างย่อเลขที่ ${sale.serial}`);
    expect(text).toContain('ท่อน้ำยาแอร์ส่วนเกิน (ทดสอบงานเพิ่ม)');
    expect(text).toContain('จำนวนเงินที่เพิ่มหนี้ทั้งสิ้น');
    expect(text).toContain('2,076.25');
    expect(text).toContain('เหตุผล: ลูกค้าอนุมัติงานเพิ่มหน้างาน ลงนามโดย สมหญิง ใจดี');
  });
});

describe('who may', () => {
  it('lets the job’s team’s technician and Operators in, no one else', async () => {
    const list = at(extraPaths.list, installation);
    const body = { extras: [{ add_on_id: addOns.pipe.id, qty: 1 }] };
    const answers = async (as: SignedIn | null) => [
      (await (as ? kit.get(list, as) : kit.app.inject({ method: 'GET', url: list }))).statusCode,
      (await send(list, body, as)).statusCode,
    ];
    expect(await answers(kit.technician)).toEqual([200, 200]);
    expect(await answers(kit.operator)).toEqual([200, 200]);
    expect(await answers(kit.technicianOther)).toEqual([404, 404]);
    for (const shop of [kit.sales, kit.manager, kit.brand])
      expect(await answers(shop)).toEqual([403, 403]);
    expect(await answers(null)).toEqual([401, 401]);
    const extra = (await storedExtras(installation))[0]!.id;
    for (const template of [extraPaths.approval, extraPaths.decline]) {
      const url = at(template, installation, extra);
      const payload =
        template === extraPaths.decline ? {} : { name: 'ก', signature: DRAWN_SIGNATURE };
      expect((await send(url, payload, kit.technicianOther)).statusCode).toBe(404);
      expect((await send(url, payload, kit.sales)).statusCode).toBe(403);
      expect((await send(url, payload, null)).statusCode).toBe(401);
    }
    const pay = at(extraPaths.payment, installation);
    expect((await send(pay, { method: 'promptpay' }, kit.technicianOther)).statusCode).toBe(404);
    expect((await send(pay, { method: 'promptpay' }, kit.manager)).statusCode).toBe(403);
  });
});
