import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { orderPaths, type CreateOrderRequest } from '@changdee/contract/orders';
import { promotionPaths } from '@changdee/contract/promotions';
import type { App } from '../src/app';
import { subdistricts } from '../src/db/schema/geography';
import { DEMO_CHANNELS, DEMO_USERS } from '../src/db/seed/demo-keys';
import { buildTestApp, getTestContext, testDriver } from '../test/context';
import { createContractors, productId } from '../test/contractor-fixtures';
import { createTestCoupon, deleteTestCoupons } from '../test/promotion-fixtures';
import { signIn, type SignedIn } from '../test/sign-in';

// The server's idea of "today" across a Bangkok midnight, whatever the machine's time zone (the
// runner runs this file with TZ=Asia/Bangkok and TZ=UTC; docs/reliability.md). The clock is
// injected (buildApp's `now`), so no test here depends on the day it runs: one second before and
// at midnight of 14 → 15 July 2031 in Bangkok (16:59:59 and 17:00:00 UTC).

const BEFORE_MIDNIGHT = new Date('2031-07-14T16:59:59.000Z');
const AT_MIDNIGHT = new Date('2031-07-14T17:00:00.000Z');
const DISTRICT = '5004';
const COUPON = 'RELCLOCKJUL14';

let now = BEFORE_MIDNIGHT;
let app: App;
let sales: SignedIn;
let removeContractor: () => Promise<void>;
let body: (mobile: string, date: string) => CreateOrderRequest;

const code = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;

beforeAll(async () => {
  const { db } = await getTestContext();
  app = await buildTestApp({}, { now: () => now });
  await app.ready();
  sales = await signIn(app, DEMO_USERS.sales);
  const created = await createContractors(db, [
    {
      code: 'CT-REL-CLOCK',
      districts: [DISTRICT],
      workTypes: ['WT-SURVEY'],
      morning: 50,
      afternoon: 50,
      daily: 100,
    },
  ]);
  removeContractor = created.remove;
  await createTestCoupon(db, { code: COUPON, discount: 10, expire: '2031-07-14' });
  const survey = await productId(db, DEMO_CHANNELS.retail, 'SV-HOME-SURVEY');
  const [place] = await db
    .select({ code: subdistricts.code, postcode: subdistricts.postcode })
    .from(subdistricts)
    .where(eq(subdistricts.districtCode, DISTRICT))
    .orderBy(subdistricts.code)
    .limit(1);
  body = (mobile, date) => ({
    customer: {
      firstname: 'เวลา',
      lastname: 'เที่ยงคืน',
      mobile,
      email: 'clock@example.com',
      lead_from: [],
      address: {
        no: '1',
        landmark: '',
        sub_district: { code: place!.code, name: '' },
        district: { code: DISTRICT, name: '' },
        province: { code: DISTRICT.slice(0, 2), name: '' },
        postcode: place!.postcode,
      },
    },
    expected_date: { date, time: '1' },
    items: [{ product_id: survey, product_type: 'S', qty: 1 }],
    channel: DEMO_CHANNELS.retail,
    seller: { code: 'BN-002' },
    requested_payment: 'store',
    store_id: sales.stores[0]!._id,
  });
});

afterAll(async () => {
  const { db } = await getTestContext();
  await db.execute(sql`delete from bookings where order_no in
    (select order_no from orders where mobile like '0865%')`);
  await db.execute(sql`delete from orders where mobile like '0865%'`);
  await removeContractor?.();
  await deleteTestCoupons(db, [COUPON]);
  await app?.close();
});

const place = (mobile: string, date: string) =>
  app.inject({
    method: 'POST',
    url: orderPaths.create,
    headers: sales.headers,
    payload: body(mobile, date) as never,
  });

describe(`a Bangkok midnight (${testDriver()}, TZ=${process.env.TZ ?? 'unset'})`, () => {
  it('an order placed one second before midnight is numbered for that day, one at midnight for the next', async () => {
    now = BEFORE_MIDNIGHT;
    const before = await place('0865000001', '2031-07-20');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.cartOrderNo).toMatch(/^CO310714\d{6}$/);
    now = AT_MIDNIGHT;
    const after = await place('0865000002', '2031-07-20');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.cartOrderNo).toMatch(/^CO310715\d{6}$/);
  });

  it('the first bookable day moves at midnight: tomorrow before it, refused after it', async () => {
    // A survey locks no days: the first date is today + 1 (Asia/Bangkok).
    now = BEFORE_MIDNIGHT;
    const tomorrow = await place('0865000003', '2031-07-15');
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
    now = AT_MIDNIGHT;
    const nowToday = await place('0865000004', '2031-07-15');
    expect(nowToday.statusCode).toBe(400);
    expect(code(nowToday)).toBe('DATE_OUT_OF_WINDOW');
  });

  it('a coupon expiring on the 14th is usable until midnight, expired from it', async () => {
    const { db } = await getTestContext();
    const survey = await productId(db, DEMO_CHANNELS.retail, 'SV-HOME-SURVEY');
    const verify = () =>
      app.inject({
        method: 'POST',
        url: promotionPaths.verify,
        headers: sales.headers,
        payload: {
          product: { productId: survey, qty: 1 },
          couponCode: COUPON,
          jobType: 'S',
          channel: DEMO_CHANNELS.retail,
          branchId: sales.stores[0]!._id,
        },
      });
    now = BEFORE_MIDNIGHT;
    const usable = await verify();
    expect(usable.statusCode, usable.body).toBe(200);
    now = AT_MIDNIGHT;
    const expired = await verify();
    expect(expired.statusCode).toBe(422);
    expect(code(expired)).toBe('COUPON_EXPIRED');
  });
});
