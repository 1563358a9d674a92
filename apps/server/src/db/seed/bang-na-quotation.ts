import { and, eq, inArray } from 'drizzle-orm';
import { createOrderRequestSchema } from '@changdee/contract/orders';
import { addDays, businessToday } from '@changdee/domain/dates';
import type { Database } from '../client';
import { products } from '../schema/catalog';
import { stores, users } from '../schema/identity';
import { addOns } from '../schema/quotations';
import { placeOrder, updateStatus, type Caller } from '../../modules/orders/service';
import { saveSurveyQuotation, sendSurveyQuotation } from '../../modules/quotations/service';
import { DEMO_CHANNELS, DEMO_STORES, DEMO_USERS } from './demo-keys';

// A survey the reviewer can see answered (issue 31 items 3-4, decision 079): Bang Na's
// air-conditioner survey in Bangkok, started by the operator, with a quotation sent — two
// installations, 6 m of refrigerant pipe and an optional wall bracket — through the same use cases
// as the technician's phone. Its customer's link (the clerk's /tracking/{no}) shows it to approve.

const SURVEY_SKU = 'SV-AC-SURVEY';
const SERVICES = ['IN-AC-9000', 'IN-AC-18000'];
const PIPE = 'Refrigerant pipe beyond 4 m';
const BRACKET = 'Outdoor unit wall bracket';

async function operatorCaller(db: Database): Promise<Caller> {
  const [operator] = await db.select().from(users).where(eq(users.username, DEMO_USERS.operator));
  return {
    userId: operator!.id,
    userName: operator!.displayName,
    role: 'Operator',
    storeIds: [],
    channels: Object.values(DEMO_CHANNELS),
  };
}

/** The survey placed for Bang Na a week after seeding, as the clerk would: its number. */
async function placeSurvey(db: Database, orderNumberKey: string | null, today: string) {
  const [store] = await db.select().from(stores).where(eq(stores.code, DEMO_STORES.bangna));
  const [clerk] = await db.select().from(users).where(eq(users.username, DEMO_USERS.sales));
  const [survey] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.channelCode, DEMO_CHANNELS.retail), eq(products.skuCode, SURVEY_SKU)));
  const input = createOrderRequestSchema.parse({
    customer: {
      firstname: 'วิชัย',
      lastname: 'รักเย็น',
      mobile: '0891112233',
      email: 'wichai.r@example.com',
      address: {
        no: '45/6',
        sub_district: { code: '104701' },
        district: { code: '1047' },
        province: { code: '10' },
        postcode: '10260',
      },
    },
    expected_date: { date: addDays(today, 7), time: '1' },
    items: [{ product_id: survey!.id, product_type: 'S', qty: 1 }],
    channel: DEMO_CHANNELS.retail,
    seller: { code: 'BN-001' },
    requested_payment: 'store',
    store_id: store!.id,
  });
  return db.transaction(async (tx) => {
    const context = { store: store!, actor: { userId: clerk!.id, name: clerk!.displayName } };
    const placed = await placeOrder(tx, { ...context, today, orderNumberKey }, input);
    return placed.orderNo;
  });
}

/** The quotation's lines: the catalogue's installations and the demo's add-ons. */
async function quotedLines(db: Database) {
  const services = await db
    .select({ id: products.id, sku: products.skuCode })
    .from(products)
    .where(
      and(eq(products.channelCode, DEMO_CHANNELS.retail), inArray(products.skuCode, SERVICES)),
    );
  const extras = await db
    .select({ id: addOns.id, name: addOns.nameEn })
    .from(addOns)
    .where(inArray(addOns.nameEn, [PIPE, BRACKET]));
  const service = (sku: string) => services.find((row) => row.sku === sku)!.id;
  const extra = (name: string) => extras.find((row) => row.name === name)!.id;
  return [
    { kind: 'service' as const, product_id: service(SERVICES[0]!), qty: 1, optional: false },
    { kind: 'service' as const, product_id: service(SERVICES[1]!), qty: 1, optional: false },
    { kind: 'add_on' as const, add_on_id: extra(PIPE), qty: 6, optional: false },
    { kind: 'add_on' as const, add_on_id: extra(BRACKET), qty: 1, optional: true },
  ];
}

export async function seedSentQuotation(
  db: Database,
  orderNumberKey: string | null,
): Promise<void> {
  const now = new Date();
  const today = businessToday(now);
  const operator = await operatorCaller(db);
  const orderNo = await placeSurvey(db, orderNumberKey, today);
  // The survey paid at the store on the day: the operator takes the steps of the job.
  for (const status of ['scheduled', 'in_progress'] as const)
    await updateStatus(db, operator, { cartOrderNo: orderNo, status });
  const note = 'ติดตั้งแอร์ 2 เครื่อง เดินท่อ 6 เมตร / Two units, 6 m of pipe';
  const request = { lines: await quotedLines(db), note, valid_days: 14, photo_ids: [] };
  const saved = await saveSurveyQuotation(db, operator, orderNo, request, now);
  await sendSurveyQuotation(db, operator, orderNo, saved.version, now);
}
