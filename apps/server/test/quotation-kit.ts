import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addOnAdminPaths, addOnResponseSchema, type AddOn } from '@changdee/contract/add-ons-admin';
import { dispatchPaths } from '@changdee/contract/dispatch';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import {
  quotationPath,
  quotationPaths,
  quotationResponseSchema,
  type Quotation,
  type QuotationSaveInput,
} from '@changdee/contract/quotations';
import { trackingLinkPath, trackingLinkResponseSchema } from '@changdee/contract/tracking';
import { addDays } from '@changdee/domain/dates';
import type { Locale } from '@changdee/domain/locale';
import { contractors } from '../src/db/schema/contractors';
import { DEMO_CHANNELS } from '../src/db/seed/demo-keys';
import { productId } from './contractor-fixtures';
import { orderKit, type OrderKit } from './order-kit';
import type { SignedIn } from './sign-in';

// Surveys with a quotation for the quotation's PDF and messages tests (decision 081): air-
// conditioner surveys booked to the demo technician's own team (CT-BKK-COOL, Bangkok), walked to
// in progress by the operator, quoted with two installations, a refrigerant pipe and an optional
// wall bracket, and sent, through the real routes.

const DISTRICT = '1001';

export interface QuotationKit {
  kit: OrderKit;
  addOns: { pipe: AddOn; bracket: AddOn };
  /** A survey in progress for a customer of that name, on a day of the kit's own after `from`. */
  survey(customer: { firstname: string; lastname: string; language?: Locale }): Promise<string>;
  /** Saves the walk's lines as the survey's next version. */
  quote(orderNo: string, over?: Partial<QuotationSaveInput>): Promise<Quotation>;
  send(orderNo: string, version: number): Promise<Quotation>;
  /** The survey's tracking-link token. */
  tokenOf(orderNo: string): Promise<string>;
  close(): Promise<void>;
}

async function createAddOn(kit: OrderKit, fields: object): Promise<AddOn> {
  const response = await kit.post(addOnAdminPaths.list, fields, { as: kit.operator });
  expect(response.statusCode, response.body).toBe(200);
  return addOnResponseSchema.parse(response.json()).data;
}

export async function quotationKit(from: string): Promise<QuotationKit> {
  const kit = await orderKit([], [DISTRICT]);
  const [team] = await kit.db.select().from(contractors).where(eq(contractors.code, 'CT-BKK-COOL'));
  const ids = {
    ac9000: await productId(kit.db, DEMO_CHANNELS.retail, 'IN-AC-9000'),
    ac18000: await productId(kit.db, DEMO_CHANNELS.retail, 'IN-AC-18000'),
    surveySku: await productId(kit.db, DEMO_CHANNELS.retail, 'SV-AC-SURVEY'),
  };
  const base = { work_type: 'WT-AC', vat_applies: true, active: true };
  const addOns = {
    pipe: await createAddOn(kit, {
      ...base,
      name_th: 'ท่อน้ำยาแอร์ส่วนเกิน',
      name_en: 'Extra refrigerant pipe',
      unit: 'metre',
      unit_price_satang: 35_050,
      min_qty: 0.5,
      max_qty: 30,
      whole_units: false,
    }),
    bracket: await createAddOn(kit, {
      ...base,
      name_th: 'ขาแขวนคอยล์ร้อน',
      name_en: 'Wall bracket',
      unit: 'piece',
      unit_price_satang: 120_000,
      min_qty: 1,
      max_qty: 2,
      whole_units: true,
    }),
  };
  let day = 0;
  const as = (template: string, no: string) => template.replace(':cartOrderNo', no);
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };

  const survey: QuotationKit['survey'] = async ({ firstname, lastname, language = 'th' }) => {
    day += 1;
    const payload = kit.payload({
      district: DISTRICT,
      expected_date: { date: addDays(from, day), time: '2' },
      items: [{ product_id: ids.surveySku, product_type: 'S', qty: 1 }],
      customer_language: language,
    });
    payload.customer = { ...payload.customer, firstname, lastname };
    const created = await ok(kit.post(orderPaths.create, payload));
    const no = cartOrderResponseSchema.parse(JSON.parse(created.body)).data.cartOrderNo;
    await ok(
      kit.post(as(dispatchPaths.assign, no), { contractor_id: team!.id }, { as: kit.operator }),
    );
    for (const status of ['scheduled', 'in_progress'])
      await ok(kit.post(as(dispatchPaths.jobStatus, no), { status }, { as: kit.operator }));
    return no;
  };

  const put = (no: string, body: QuotationSaveInput, by: SignedIn) =>
    kit.app.inject({ method: 'PUT', url: quotationPath(no), headers: by.headers, payload: body });
  const quote: QuotationKit['quote'] = async (no, over = {}) => {
    const body: QuotationSaveInput = {
      lines: [
        { kind: 'service', product_id: ids.ac9000, qty: 1 },
        { kind: 'service', product_id: ids.ac18000, qty: 1 },
        { kind: 'add_on', add_on_id: addOns.pipe.id, qty: 2.5 },
        { kind: 'add_on', add_on_id: addOns.bracket.id, qty: 1, optional: true },
      ],
      note: 'ผนังด้านนอกเป็นปูน ต้องเจาะรูใหม่หนึ่งจุด',
      ...over,
    };
    const saved = await ok(put(no, body, kit.technician));
    return quotationResponseSchema.parse(JSON.parse(saved.body)).data;
  };
  const send: QuotationKit['send'] = async (no, version) => {
    const sent = await ok(
      kit.post(quotationPath(no, quotationPaths.send), { version }, { as: kit.technician }),
    );
    return quotationResponseSchema.parse(JSON.parse(sent.body)).data;
  };
  const tokenOf: QuotationKit['tokenOf'] = async (no) => {
    const response = await ok(kit.get(trackingLinkPath(no)));
    return trackingLinkResponseSchema.parse(JSON.parse(response.body)).data.url.th.split('/t/')[1]!;
  };
  return { kit, addOns, survey, quote, send, tokenOf, close: () => kit.close() };
}
