import { and, eq } from 'drizzle-orm';
import { addDays, businessToday } from '@changdee/domain/dates';
import { createOrderRequestSchema } from '@changdee/contract/orders';
import { jobStatusRequestSchema } from '@changdee/contract/dispatch';
import { quotationSaveSchema, type QuotationSaveInput } from '@changdee/contract/quotations';
import type { Database } from '../client';
import { products } from '../schema/catalog';
import { stores, users } from '../schema/identity';
import { placeOrder } from '../../modules/orders/service';
import { reportStep } from '../../modules/jobs/service';
import {
  saveSurveyQuotation,
  sendSurveyQuotation,
  surveyQuotationOptions,
} from '../../modules/quotations/service';
import { DEMO_CHANNELS, DEMO_STORES, DEMO_USERS } from './demo-keys';

// Demo quotations (issue 31 item 8, decision 082): air-conditioner surveys of the Nonthaburi store
// (the builders' channel, in CT-NBI-PTE's area: away from the Bangkok teams the walks book), a
// week ahead, started by the operator and quoted through the quotations service like any other —
// a draft, one sent, one sent ending in two days (a follow-up on the dispatch board) and one sent
// then changed (two versions). Approvals and declines are the customer's to give.

type Plan = 'draft' | 'sent' | 'ending' | 'revised';

const DEMO_QUOTATIONS: ReadonlyArray<{ plan: Plan; firstname: string; mobile: string }> = [
  { plan: 'draft', firstname: 'ประภา', mobile: '0861110001' },
  { plan: 'sent', firstname: 'วีระ', mobile: '0861110002' },
  { plan: 'ending', firstname: 'สุดา', mobile: '0861110003' },
  { plan: 'revised', firstname: 'อำนาจ', mobile: '0861110004' },
];

async function placeSurvey(
  db: Database,
  demo: (typeof DEMO_QUOTATIONS)[number],
  orderNumberKey: string | null,
): Promise<string> {
  const today = businessToday(new Date());
  const [store] = await db.select().from(stores).where(eq(stores.code, DEMO_STORES.nonthaburi));
  const [user] = await db.select().from(users).where(eq(users.username, DEMO_USERS.salesOther));
  const [survey] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.channelCode, DEMO_CHANNELS.builders), eq(products.skuCode, 'SV-AC-SURVEY')),
    );
  const input = createOrderRequestSchema.parse({
    customer: {
      firstname: demo.firstname,
      lastname: 'สายลม',
      mobile: demo.mobile,
      email: `demo.${demo.mobile}@example.com`,
      address: {
        no: '45/6',
        sub_district: { code: '120101' },
        district: { code: '1201' },
        province: { code: '12' },
        postcode: '11000',
      },
    },
    expected_date: { date: addDays(today, 7), time: demo.plan === 'draft' ? '1' : '2' },
    items: [{ product_id: survey!.id, product_type: 'S', qty: 1 }],
    channel: DEMO_CHANNELS.builders,
    seller: { code: 'NB-001' },
    requested_payment: 'store',
    store_id: store!.id,
  });
  const placed = await db.transaction((tx) =>
    placeOrder(
      tx,
      {
        store: store!,
        actor: { userId: user!.id, name: user!.displayName },
        today,
        orderNumberKey,
      },
      input,
    ),
  );
  return placed.orderNo;
}

/** Two installations, 6 m of refrigerant pipe and the optional wall bracket. */
async function quotationLines(
  db: Database,
  operator: Parameters<typeof surveyQuotationOptions>[1],
  orderNo: string,
): Promise<QuotationSaveInput['lines']> {
  const options = await surveyQuotationOptions(db, operator, orderNo);
  const addOn = (nameEn: string) => options.add_ons.find((a) => a.name_en === nameEn)!.id;
  return [
    ...options.services
      .slice(0, 2)
      .map((s) => ({ kind: 'service' as const, product_id: s.id, qty: 1 })),
    { kind: 'add_on', add_on_id: addOn('Refrigerant pipe beyond 4 m'), qty: 6 },
    { kind: 'add_on', add_on_id: addOn('Outdoor unit wall bracket'), qty: 1, optional: true },
  ];
}

export async function seedQuotations(db: Database, orderNumberKey: string | null): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.username, DEMO_USERS.operator));
  const operator = {
    userId: row!.id,
    userName: row!.displayName,
    role: 'Operator' as const,
    storeIds: [],
    channels: [],
  };
  const now = new Date();
  for (const demo of DEMO_QUOTATIONS) {
    const orderNo = await placeSurvey(db, demo, orderNumberKey);
    for (const status of ['scheduled', 'in_progress'] as const)
      await reportStep(db, operator, orderNo, jobStatusRequestSchema.parse({ status }), {
        device: null,
      });
    const lines = await quotationLines(db, operator, orderNo);
    const validDays = demo.plan === 'ending' ? 2 : 14;
    const save = (body: QuotationSaveInput) =>
      saveSurveyQuotation(db, operator, orderNo, quotationSaveSchema.parse(body), now);
    await save({ lines, valid_days: validDays, note: 'ราคารวมค่าแรงและวัสดุมาตรฐาน' });
    if (demo.plan === 'draft') continue;
    await sendSurveyQuotation(db, operator, orderNo, 1, now);
    if (demo.plan === 'revised')
      await save({ lines: lines.slice(0, 3), valid_days: validDays, based_on_version: 1 });
  }
}
