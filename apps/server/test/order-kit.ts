import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { CreateOrderRequest } from '@changdee/contract/orders';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';

import type { Database } from '../src/db/client';
import { bookings, contractorSlotUsage } from '../src/db/schema/bookings';
import { subdistricts } from '../src/db/schema/geography';
import { orderIdempotencyKeys, orders } from '../src/db/schema/orders';
import { DEMO_CHANNELS, DEMO_USERS } from '../src/db/seed/demo-keys';
import { createContractors, productId, type ContractorFixture } from './contractor-fixtures';
import { buildTestApp, getTestContext } from './context';
import { signIn, type SignedIn } from './sign-in';

// What the orders tests share: an app whose clock is noon of 10 June 2031 in Bangkok, signed-in
// demo users, test contractors in Chiang Mai (where the demo has none), an order payload builder
// and the cleanup of every order the file placed (all numbered CO310610…).
//
//   const kit = await orderKit([{ code: 'CT-ORD-A', districts: ['5001'], … }]);
//   const response = await kit.post(orderPaths.create, kit.payload({ … }));
//   …
//   await kit.close();

export const ORDER_TODAY = '2031-06-10';
export const ORDER_NOW = new Date('2031-06-10T05:00:00Z');
/** The demo products the tests order: a survey (0 lock days) and a per-unit cleaning. */
export const SURVEY_SKU = 'SV-HOME-SURVEY';
export const CLEANING_SKU = 'IN-AC-CLEAN';
export const ORDER_WORK_TYPES = ['WT-SURVEY', 'WT-AC-CLEAN'];

/** Spec §3's tax_invoice as a client that always sends the whole payload leaves it: all empty. */
export const BLANK_TAX_INVOICE = {
  type: '',
  name: '',
  address: '',
  sub_district: { code: '', name: '' },
  district: { code: '', name: '' },
  province: { code: '', name: '' },
  postcode: '',
  tax_id: '',
  branch: '',
} as unknown as CreateOrderRequest['tax_invoice'];

export interface OrderKit {
  app: App;
  db: Database;
  sales: SignedIn;
  salesOther: SignedIn;
  brand: SignedIn;
  /** Rangsit's channel manager (the same channel as Bang Na). */
  manager: SignedIn;
  /** Changdee's back office; technicians of CT-BKK-COOL and CT-BKK-AQUA (issue 19). */
  operator: SignedIn;
  technician: SignedIn;
  technicianOther: SignedIn;
  /** Bang Na, the store of sales.demo. */
  storeId: string;
  contractors: Record<string, string>;
  products: { survey: string; cleaning: string };
  /** A sub-district of each district asked for, with its postcode. */
  places: Record<string, { code: string; postcode: string }>;
  payload(over?: Partial<CreateOrderRequest> & { district?: string }): CreateOrderRequest;
  post(
    url: string,
    body: unknown,
    options?: { as?: SignedIn; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  get(url: string, as?: SignedIn): Promise<LightMyRequestResponse>;
  /** Units used in a contractor's slot on a date (0 without a counter row). */
  slotUsed(contractor: string, date: string, slot: '1' | '2'): Promise<number>;
  close(): Promise<void>;
}

export async function orderKit(
  fixtures: ContractorFixture[],
  districts: string[],
  env: Record<string, string> = {},
): Promise<OrderKit> {
  const { db } = await getTestContext();
  const app = await buildTestApp(env, { now: () => ORDER_NOW });
  await app.ready();
  const [sales, salesOther, brand, manager, operator, technician, technicianOther] =
    await Promise.all([
      signIn(app, DEMO_USERS.sales),
      signIn(app, DEMO_USERS.salesOther),
      signIn(app, DEMO_USERS.brand),
      signIn(app, DEMO_USERS.manager),
      signIn(app, DEMO_USERS.operator),
      signIn(app, DEMO_USERS.technician),
      signIn(app, DEMO_USERS.technicianOther),
    ]);
  const created = await createContractors(db, fixtures);
  const products = {
    survey: await productId(db, DEMO_CHANNELS.retail, SURVEY_SKU),
    cleaning: await productId(db, DEMO_CHANNELS.retail, CLEANING_SKU),
  };
  const places: OrderKit['places'] = {};
  for (const district of districts) {
    const [place] = await db
      .select({ code: subdistricts.code, postcode: subdistricts.postcode })
      .from(subdistricts)
      .where(eq(subdistricts.districtCode, district))
      .orderBy(subdistricts.code)
      .limit(1);
    places[district] = place!;
  }
  const storeId = sales.stores[0]!._id;

  const payload: OrderKit['payload'] = (over = {}) => {
    const { district = districts[0]!, ...rest } = over;
    const place = places[district]!;
    return {
      customer: {
        firstname: 'มานี',
        lastname: 'มีนา',
        mobile: '0891234567',
        email: 'manee@example.com',
        lead_from: ['walk-in'],
        address: {
          no: '7/1',
          landmark: 'ใกล้ตลาด',
          sub_district: { code: place.code, name: '' },
          district: { code: district, name: '' },
          province: { code: district.slice(0, 2), name: '' },
          postcode: place.postcode,
        },
      },
      expected_date: { date: '2031-06-20', time: '1' },
      items: [
        { product_id: products.survey, product_type: 'S', qty: 1, remark: 'โทรก่อนเข้า' },
        { product_id: products.cleaning, product_type: 'I', qty: 2 },
      ],
      channel: DEMO_CHANNELS.retail,
      seller: { code: 'BN-002' },
      requested_payment: 'store',
      store_id: storeId,
      ...rest,
    };
  };

  return {
    app,
    db,
    sales,
    salesOther,
    brand,
    manager,
    operator,
    technician,
    technicianOther,
    storeId,
    contractors: created.ids,
    products,
    places,
    payload,
    post: (url, body, options = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...(options.as ?? sales).headers, ...options.headers },
        payload: body as Record<string, unknown>,
      }),
    get: (url, as = sales) => app.inject({ method: 'GET', url, headers: as.headers }),
    slotUsed: async (contractor, date, slot) => {
      const [row] = await db
        .select({ used: contractorSlotUsage.used })
        .from(contractorSlotUsage)
        .where(
          and(
            eq(contractorSlotUsage.contractorId, created.ids[contractor]!),
            eq(contractorSlotUsage.serviceDate, date),
            eq(contractorSlotUsage.timeSlot, slot),
          ),
        );
      return row?.used ?? 0;
    },
    close: async () => {
      const numbers = `CO${ORDER_TODAY.slice(2).replaceAll('-', '')}%`;
      await db.transaction(async (tx) => {
        await tx.delete(bookings).where(like(bookings.orderNo, numbers));
        await tx.delete(orders).where(like(orders.orderNo, numbers));
        await tx.delete(orderIdempotencyKeys).where(like(orderIdempotencyKeys.key, 'test-%'));
      });
      await created.remove();
      await app.close();
    },
  };
}

/** The district of roomyTeamKit's team: Mueang Chiang Mai, away from the demo's Bangkok teams. */
export const ROOMY_DISTRICT = '5001';

/**
 * An order kit with one team of the test's own (`code`) in ROOMY_DISTRICT, holding both work
 * types, with room (9 a slot, 18 a day) for every order a test places on a date of its own.
 */
export const roomyTeamKit = (code: string, env: Record<string, string> = {}): Promise<OrderKit> =>
  orderKit(
    [
      {
        code,
        districts: [ROOMY_DISTRICT],
        workTypes: ORDER_WORK_TYPES,
        morning: 9,
        afternoon: 9,
        daily: 18,
      },
    ],
    [ROOMY_DISTRICT],
    env,
  );

/** How many orders, lines and bookings the orders placed for a date have. */
export async function orderRows(db: Database, serviceDate: string) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      lines: sql<number>`(select count(*) from order_lines l
        where l.order_no in (select o.order_no from orders o where o.service_date = ${serviceDate}))::int`,
      bookings: sql<number>`(select count(*) from bookings b
        where b.service_date = ${serviceDate} and b.status = 'booked')::int`,
    })
    .from(orders)
    .where(eq(orders.serviceDate, serviceDate));
  return {
    orders: Number(row!.orders),
    lines: Number(row!.lines),
    bookings: Number(row!.bookings),
  };
}

/** The order numbers among these that exist. */
export async function existingOrders(db: Database, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.orderNo, numbers));
  return rows.map((row) => row.orderNo);
}
