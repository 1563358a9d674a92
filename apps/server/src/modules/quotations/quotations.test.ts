import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOnAdminPaths,
  addOnPath,
  addOnResponseSchema,
  type AddOn,
} from '@changdee/contract/add-ons-admin';
import { dispatchPaths } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import {
  quotationOptionsResponseSchema,
  quotationPath,
  quotationPaths,
  quotationResponseSchema,
  quotationVersionResponseSchema,
  type Quotation,
  type QuotationSaveInput,
} from '@changdee/contract/quotations';
import { addDays, businessToday } from '@changdee/domain/dates';
import { priceQuotation, quotationTotals } from '@changdee/domain/quotation-pricing';
import { auditLog } from '../../db/schema/audit';
import { contractors } from '../../db/schema/contractors';
import { jobPhotos } from '../../db/schema/dispatch';
import { quotations } from '../../db/schema/quotations';
import { DEMO_CHANNELS } from '../../db/seed/demo-keys';
import { productId } from '../../../test/contractor-fixtures';
import { ORDER_TODAY, orderKit, type OrderKit } from '../../../test/order-kit';
import type { SignedIn } from '../../../test/sign-in';
import { pricingProduct, productPromotion, runningPromotions } from '../promotions/service';
import { channelProducts } from './repository';
import { expireQuotations, remindQuotations } from './validity-jobs';

// Add-ons and a quotation from a survey (issue 31 items 1-2, docs/decisions/072) through the real
// routes and database: the add-ons' admin (versioned, audited), a quotation priced by the server
// exactly as the domain prices it, its refusals in words, versions, sending once under a race,
// the validity jobs, and who may do what. The survey is booked to the demo technician's own team
// (CT-BKK-COOL, air conditioners in Bangkok) on dates of this file's own.

const DISTRICT = '1001';
let kit: OrderKit;
let coolTeam: string;
let survey = '';
let day = 0;
const ids = { ac9000: '', ac18000: '', surveySku: '' };
const addOns: Record<'pipe' | 'bracket' | 'tank', AddOn> = {} as never;

const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());
const put = (url: string, body: unknown, as: SignedIn, language = 'en') =>
  kit.app.inject({
    method: 'PUT',
    url,
    headers: { ...as.headers, 'accept-language': language },
    payload: body as object,
  });
const patch = (url: string, body: unknown, as: SignedIn = kit.operator) =>
  kit.app.inject({ method: 'PATCH', url, headers: as.headers, payload: body as object });

async function createAddOn(fields: object): Promise<AddOn> {
  const response = await kit.post(addOnAdminPaths.list, fields, { as: kit.operator });
  expect(response.statusCode, response.body).toBe(200);
  return addOnResponseSchema.parse(response.json()).data;
}

/** An air-conditioner survey of CT-BKK-COOL, walked to `status` by the operator. */
async function surveyJob(status: 'scheduled' | 'in_progress' = 'in_progress'): Promise<string> {
  day += 1;
  const date = addDays('2031-07-20', day);
  const created = await kit.post(
    orderPaths.create,
    kit.payload({
      district: DISTRICT,
      expected_date: { date, time: '2' },
      items: [{ product_id: ids.surveySku, product_type: 'S', qty: 1 }],
    }),
  );
  expect(created.statusCode, created.body).toBe(200);
  const no = cartOrderResponseSchema.parse(created.json()).data.cartOrderNo;
  const at = (template: string) => template.replace(':cartOrderNo', no);
  const assigned = await kit.post(
    at(dispatchPaths.assign),
    { contractor_id: coolTeam },
    { as: kit.operator },
  );
  expect(assigned.statusCode, assigned.body).toBe(200);
  for (const step of status === 'scheduled' ? ['scheduled'] : ['scheduled', 'in_progress']) {
    const stepped = await kit.post(
      at(dispatchPaths.jobStatus),
      { status: step },
      { as: kit.operator },
    );
    expect(stepped.statusCode, stepped.body).toBe(200);
  }
  return no;
}

const walkLines = (): QuotationSaveInput['lines'] => [
  { kind: 'service', product_id: ids.ac9000, qty: 1 },
  { kind: 'service', product_id: ids.ac18000, qty: 1 },
  { kind: 'add_on', add_on_id: addOns.pipe.id, qty: 6 },
  { kind: 'add_on', add_on_id: addOns.bracket.id, qty: 1, optional: true },
];

async function save(no: string, body: QuotationSaveInput, as = kit.technician): Promise<Quotation> {
  const response = await put(quotationPath(no), body, as);
  expect(response.statusCode, response.body).toBe(200);
  return quotationResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  kit = await orderKit([], [DISTRICT]);
  const [team] = await kit.db.select().from(contractors).where(eq(contractors.code, 'CT-BKK-COOL'));
  coolTeam = team!.id;
  ids.ac9000 = await productId(kit.db, DEMO_CHANNELS.retail, 'IN-AC-9000');
  ids.ac18000 = await productId(kit.db, DEMO_CHANNELS.retail, 'IN-AC-18000');
  ids.surveySku = await productId(kit.db, DEMO_CHANNELS.retail, 'SV-AC-SURVEY');
  const base = { work_type: 'WT-AC', vat_applies: true, active: true };
  addOns.pipe = await createAddOn({
    ...base,
    name_th: 'ท่อน้ำยาแอร์ (ทดสอบ)',
    name_en: 'Refrigerant pipe (test)',
    unit: 'metre',
    unit_price_satang: 35_050,
    min_qty: 0.5,
    max_qty: 30,
    whole_units: false,
  });
  addOns.bracket = await createAddOn({
    ...base,
    name_th: 'ขาแขวนคอยล์ร้อน (ทดสอบ)',
    name_en: 'Wall bracket (test)',
    unit: 'piece',
    unit_price_satang: 120_000,
    min_qty: 1,
    max_qty: 2,
    whole_units: true,
  });
  addOns.tank = await createAddOn({
    ...base,
    work_type: 'WT-WATER-PUMP',
    name_th: 'ถังแรงดัน (ทดสอบ)',
    name_en: 'Pressure tank (test)',
    unit: 'piece',
    unit_price_satang: 250_000,
    min_qty: 1,
    max_qty: 1,
    whole_units: true,
  });
  survey = await surveyJob();
});

afterAll(async () => {
  await kit?.close();
});

describe('add-ons from the portal', () => {
  it('lists, edits with the version (409 on a stale one) and audits every write', async () => {
    const listed = await kit.get(addOnAdminPaths.list, kit.operator);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(addOns.bracket.id);
    const { id: _id, version, ...fields } = addOns.bracket;
    const edited = await patch(addOnPath(addOns.bracket.id), {
      ...fields,
      max_qty: 3,
      expected_version: version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(addOnResponseSchema.parse(edited.json()).data).toMatchObject({ version: 2, max_qty: 3 });
    const stale = await patch(addOnPath(addOns.bracket.id), {
      ...fields,
      expected_version: version,
    });
    expect([stale.statusCode, errorOf(stale).code]).toEqual([409, 'STALE_EDIT']);
    const restored = await patch(addOnPath(addOns.bracket.id), { ...fields, expected_version: 2 });
    addOns.bracket = addOnResponseSchema.parse(restored.json()).data;
    const entries = await kit.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, addOns.bracket.id))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.entity, entry.action])).toEqual([
      ['add_on', 'create'],
      ['add_on', 'update'],
      ['add_on', 'update'],
    ]);
  });

  it('refuses bounds that make no sense, in words, and an unknown add-on', async () => {
    const response = await kit.post(
      addOnAdminPaths.list,
      { ...addOns.bracket, min_qty: 0.5 },
      { as: kit.operator, headers: { 'accept-language': 'th' } },
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response).details)).toContain(
      'รายการที่นับเป็นหน่วยเต็มต้องมีจำนวนต่ำสุดและสูงสุดเป็นจำนวนเต็ม',
    );
    const unknown = await kit.get(addOnPath('00000000-0000-4000-8000-000000000000'), kit.operator);
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'ADD_ON_NOT_FOUND']);
  });

  it('is the operators’ only', async () => {
    for (const as of [kit.sales, kit.manager, kit.brand, kit.technician]) {
      const response = await kit.get(addOnAdminPaths.list, as);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('a quotation from a survey', () => {
  it('offers the installations and add-ons of the survey’s work type, and its photos', async () => {
    const [photo] = await kit.db
      .insert(jobPhotos)
      .values({
        orderNo: survey,
        contentType: 'image/webp',
        bytes: Buffer.from('x'),
        width: 1,
        height: 1,
      })
      .returning({ id: jobPhotos.id });
    const response = await kit.get(quotationPath(survey, quotationPaths.options), kit.technician);
    expect(response.statusCode, response.body).toBe(200);
    const options = quotationOptionsResponseSchema.parse(response.json()).data;
    expect(options.work_types).toEqual(['WT-AC']);
    expect(options.services.map((service) => service.id)).toEqual(
      expect.arrayContaining([ids.ac9000, ids.ac18000]),
    );
    const addOnIds = options.add_ons.map((addOn) => addOn.id);
    expect(addOnIds).toEqual(expect.arrayContaining([addOns.pipe.id, addOns.bracket.id]));
    expect(addOnIds).not.toContain(addOns.tank.id);
    expect(options.photo_ids).toEqual([photo!.id]);
    expect(options.valid_days_default).toBe(14);
  });

  it('is priced by the server exactly as the domain prices it, to the satang', async () => {
    const quotation = await save(survey, {
      lines: walkLines(),
      note: 'ท่อยาว 6 เมตร',
      photo_ids: [],
    });
    const rows = await channelProducts(kit.db, DEMO_CHANNELS.retail, {
      ids: [ids.ac9000, ids.ac18000],
    });
    const promotions = await runningPromotions(
      kit.db,
      { channel: DEMO_CHANNELS.retail, store: 'ST-BKK-BANGNA' },
      ORDER_TODAY,
    );
    const expected = priceQuotation({
      lines: walkLines().map((line) => ({ ...line, optional: line.optional ?? false })),
      products: new Map(
        rows.map((row) => [row.id, { ...pricingProduct(row), work_type: row.typeOfWork }]),
      ),
      promotions: new Map(rows.map((row) => [row.id, productPromotion(promotions, row.id)])),
      addOns: new Map(Object.values(addOns).map((addOn) => [addOn.id, addOn])),
      workTypes: new Set(['WT-AC']),
      context: { today: ORDER_TODAY, channel: DEMO_CHANNELS.retail, store: 'ST-BKK-BANGNA' },
    });
    if (!expected.ok) throw new Error('the domain refused the walk');
    expect(quotation.current.lines.map((line) => line.amount_satang)).toEqual(
      expected.lines.map((line) => line.amountSatang),
    );
    const totals = quotationTotals(expected.lines);
    expect(quotation.current.totals).toEqual({
      subtotal_satang: totals.subtotalSatang,
      promotion_discount_satang: totals.promotionDiscountSatang,
      payable_satang: totals.payableSatang,
      vat_satang: totals.vatSatang,
      vat_free_satang: totals.vatFreeSatang,
      optional_satang: totals.optionalNotTakenSatang,
    });
    // The pipe: 6 m × ฿350.50; the optional bracket is not in the payable.
    expect(quotation.current.lines[2]).toMatchObject({
      qty: 6,
      amount_satang: 210_300,
      add_on_unit: 'metre',
    });
    expect(quotation.current.totals.optional_satang).toBe(120_000);
    expect(quotation).toMatchObject({ state: 'draft', version: 1, sent_version: null });
    expect(quotation.number).toMatch(/^QT\d{12}$/);
  });

  it('refuses a price sent by the phone (400 PRICE_NOT_ACCEPTED), and saves nothing', async () => {
    const lines = walkLines();
    const response = await put(
      quotationPath(survey),
      { lines: [{ ...lines[0], unit_price_satang: 1 }, ...lines.slice(1)], based_on_version: 1 },
      kit.technician,
    );
    expect([response.statusCode, errorOf(response).code, errorOf(response).message]).toEqual([
      400,
      'PRICE_NOT_ACCEPTED',
      'Prices are worked out by the server: do not send lines.0.unit_price_satang.',
    ]);
    const [row] = await kit.db.select().from(quotations).where(eq(quotations.orderNo, survey));
    expect(row!.version).toBe(1);
  });

  it('refuses bad lines with a code and words naming the line', async () => {
    const cases: Array<[QuotationSaveInput['lines'][number], string, string]> = [
      [
        { kind: 'add_on', add_on_id: addOns.bracket.id, qty: 1.5 },
        'ADD_ON_QUANTITY_NOT_WHOLE',
        'รายการที่ 2: ขาแขวนคอยล์ร้อน (ทดสอบ) ต้องระบุเป็นจำนวนเต็ม',
      ],
      [
        { kind: 'add_on', add_on_id: addOns.pipe.id, qty: -2 },
        'ADD_ON_QUANTITY_NOT_POSITIVE',
        'รายการที่ 2: จำนวนของ ท่อน้ำยาแอร์ (ทดสอบ) ต้องมากกว่า 0',
      ],
      [
        { kind: 'add_on', add_on_id: addOns.pipe.id, qty: 31 },
        'ADD_ON_QUANTITY_OUT_OF_RANGE',
        'รายการที่ 2: จำนวนของ ท่อน้ำยาแอร์ (ทดสอบ) ต้องอยู่ระหว่าง 0.5 ถึง 30',
      ],
      [
        { kind: 'add_on', add_on_id: addOns.tank.id, qty: 1 },
        'ADD_ON_OTHER_WORK_TYPE',
        'รายการที่ 2: ถังแรงดัน (ทดสอบ) ไม่ใช่รายการเสริมของงานที่สำรวจนี้',
      ],
      [
        { kind: 'service', product_id: ids.surveySku, qty: 1 },
        'SERVICE_NOT_QUOTABLE',
        'รายการที่ 2: บริการนี้ไม่ใช่งานติดตั้งของงานที่สำรวจนี้',
      ],
    ];
    for (const [line, code, message] of cases) {
      const response = await put(
        quotationPath(survey),
        { lines: [walkLines()[0]!, line], based_on_version: 1 },
        kit.technician,
        'th',
      );
      expect([response.statusCode, errorOf(response).code, errorOf(response).message]).toEqual([
        400,
        code,
        message,
      ]);
    }
  });

  it('keeps versions: a change is a new version, the old one stays as it was', async () => {
    const second = await save(survey, {
      lines: walkLines().slice(0, 3),
      valid_days: 7,
      based_on_version: 1,
    });
    expect([second.version, second.current.lines.length, second.current.valid_days]).toEqual([
      2, 3, 7,
    ]);
    expect(second.versions.map((version) => version.version)).toEqual([2, 1]);
    const first = await kit.get(
      quotationPath(survey, quotationPaths.version).replace(':version', '1'),
      kit.operator,
    );
    expect(first.statusCode).toBe(200);
    expect(quotationVersionResponseSchema.parse(first.json()).data.lines).toHaveLength(4);
    const stale = await put(
      quotationPath(survey),
      { lines: walkLines(), based_on_version: 1 },
      kit.technician,
    );
    expect([stale.statusCode, errorOf(stale).code]).toEqual([409, 'STALE_EDIT']);
  });

  it('sends once when two sends come at once, valid until today + its days', async () => {
    const send = () =>
      kit.post(quotationPath(survey, quotationPaths.send), { version: 2 }, { as: kit.technician });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(refused).code).toBe('QUOTATION_NOT_SENDABLE');
    const read = await kit.get(quotationPath(survey), kit.operator);
    const quotation = quotationResponseSchema.parse(read.json()).data;
    expect(quotation).toMatchObject({
      state: 'sent',
      sent_version: 2,
      valid_until: addDays(ORDER_TODAY, 7),
    });
    expect(quotation.history.map((entry) => [entry.from, entry.to, entry.version])).toEqual([
      [null, 'draft', 1],
      ['draft', 'draft', 2],
      ['draft', 'sent', 2],
    ]);
    // The back office's "sent" dates (decision 082) are those of the sending.
    const [row] = await kit.db.select().from(quotations).where(eq(quotations.orderNo, survey));
    expect(businessToday(row!.sentAt!)).toBe(ORDER_TODAY);
  });

  it('reminds 3 days before the end, once, then expires it past its validity', async () => {
    const validUntil = addDays(ORDER_TODAY, 7);
    const early = await remindQuotations(kit.db, new Date(`${addDays(validUntil, -4)}T05:00:00Z`));
    expect(early).not.toContain((await readState()).number);
    const due = new Date(`${addDays(validUntil, -3)}T05:00:00Z`);
    expect(await remindQuotations(kit.db, due)).toContain((await readState()).number);
    expect(await remindQuotations(kit.db, due)).not.toContain((await readState()).number);
    await expireQuotations(kit.db, new Date(`${validUntil}T16:00:00Z`));
    expect((await readState()).state).toBe('sent');
    await expireQuotations(kit.db, new Date(`${addDays(validUntil, 1)}T05:00:00Z`));
    const after = await readState();
    expect(after.state).toBe('expired');
    expect(after.history.at(-1)).toMatchObject({ from: 'sent', to: 'expired', by: null });
    // An expired quotation may be changed: a new version, a draft again.
    const revised = await save(survey, { lines: walkLines(), based_on_version: 2 });
    expect([revised.state, revised.version]).toEqual(['draft', 3]);
  });
});

async function readState(): Promise<Quotation> {
  const response = await kit.get(quotationPath(survey), kit.operator);
  return quotationResponseSchema.parse(response.json()).data;
}

describe('who may quote', () => {
  it('the survey’s team and Operators; another team’s technician is told 403', async () => {
    const foreign = await kit.get(quotationPath(survey), kit.technicianOther);
    expect([foreign.statusCode, errorOf(foreign).code]).toEqual([403, 'JOB_NOT_YOURS']);
    const foreignSave = await put(
      quotationPath(survey),
      { lines: walkLines() },
      kit.technicianOther,
    );
    expect([foreignSave.statusCode, errorOf(foreignSave).code]).toEqual([403, 'JOB_NOT_YOURS']);
    for (const as of [kit.sales, kit.manager, kit.brand]) {
      expect((await kit.get(quotationPath(survey), as)).statusCode).toBe(403);
    }
    expect((await kit.get(quotationPath(survey), kit.operator)).statusCode).toBe(200);
    expect((await kit.get(quotationPath(survey), kit.technician)).statusCode).toBe(200);
  });

  it('only on a survey that has started (409), and never on an unknown job (404)', async () => {
    const scheduled = await surveyJob('scheduled');
    const early = await put(quotationPath(scheduled), { lines: walkLines() }, kit.technician);
    expect([early.statusCode, errorOf(early).code]).toEqual([409, 'QUOTATION_SURVEY_NOT_STARTED']);
    const unknown = await kit.get(quotationPath('CO310101000000'), kit.technician);
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });
});
