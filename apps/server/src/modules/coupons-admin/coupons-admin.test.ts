import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponInput, PromotionInput } from '@changdee/contract/coupons-admin';
import {
  couponAdminListResponseSchema,
  couponAdminPath,
  couponAdminPaths,
  couponAdminResponseSchema,
  couponScopeOptionsPath,
  couponScopeOptionsResponseSchema,
  linePreviewResponseSchema,
  promotionAdminListResponseSchema,
  promotionAdminPath,
  promotionAdminPaths,
  promotionAdminResponseSchema,
  promotionPreviewResponseSchema,
} from '@changdee/contract/coupons-admin';
import { auditListResponseSchema, auditPaths } from '@changdee/contract/audit';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorMessage } from '@changdee/contract/errors';
import {
  multipleProductPromotionResponseSchema,
  promotionPaths,
} from '@changdee/contract/promotions';
import { addDays, businessToday } from '@changdee/domain/dates';
import { linePrice } from '@changdee/domain/line-price';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { DEMO_CHANNELS, DEMO_STORES, DEMO_USERS } from '../../db/seed/demo-keys';
import { getTestContext } from '../../../test/context';
import {
  deleteTestCoupons,
  deleteTestPromotions,
  productBySku,
  type TestProduct,
} from '../../../test/promotion-fixtures';
import { signIn } from '../../../test/sign-in';
import { consumeCouponUse } from '../promotions/service';

// The portal's coupons and promotions (docs/decisions/050) through app.inject, on both drivers:
// create, read, edit, a stale edit (409 STALE_EDIT), deactivate, a used coupon that cannot be
// deleted (409 COUPON_IN_USE), previews priced by the domain, the promotions' timeline, and the
// shop's lists seeing every change at once. Everyone but an Operator is refused.

let app: App;
let db: Database;
let operator: Record<string, string>;
let sales: { headers: Record<string, string>; branchId: string; channel: string };
let aircon: TestProduct;
const today = businessToday(new Date());
const codes = ['ADMINTEST1', 'ADMINTEST2', 'ADMINTEST3'];
const promotionIds: string[] = [];

const couponInput = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: 'adminTest1 ',
  name: { th: 'คูปองจากพอร์ทัล', en: 'Portal coupon' },
  status: 'active',
  type: 'fixed',
  model: 'product',
  discount: 300,
  discount_range: [],
  channel_code: DEMO_CHANNELS.retail,
  store_code: null,
  channel_name_th: 'ช่างดี',
  start_date: today,
  expire_date: addDays(today, 30),
  is_can_use: true,
  error_message: { th: '', en: '' },
  invalid_code: false,
  listed: true,
  requested_payment: null,
  usage_limit: 1,
  usage_limit_per_customer: null,
  products: ['IN-AC-9000'],
  thumbnail_url: null,
  thumbnail_2x_url: null,
  information: {
    coupon_header: { th: 'ลด 300 บาท', en: '300 baht off' },
    terms_brief: { th: '', en: '' },
  },
  ...overrides,
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: operator,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function shopCoupons(): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: promotionPaths.multipleProductPromotion,
    headers: sales.headers,
    payload: { productIds: [aircon.id], channel: sales.channel, branchId: sales.branchId },
  });
  expect(response.statusCode).toBe(200);
  const [entry] = multipleProductPromotionResponseSchema.parse(response.json()).data;
  return entry!.coupon.map((coupon) => coupon.code);
}

beforeAll(async () => {
  const context = await getTestContext();
  app = context.app;
  db = context.db;
  operator = (await signIn(app, DEMO_USERS.operator)).headers;
  const session = await signIn(app, DEMO_USERS.sales);
  const store = session.stores.find((s) => s.id === DEMO_STORES.bangna)!;
  sales = { headers: session.headers, branchId: store._id, channel: store.channel };
  aircon = await productBySku(db, DEMO_CHANNELS.retail, 'IN-AC-9000');
});

afterAll(async () => {
  await deleteTestCoupons(db, codes);
  await deleteTestPromotions(db, promotionIds);
});

describe('coupons from the portal', () => {
  let id = '';
  let version = 0;

  it('creates a coupon (the code trimmed and upper-cased) that the shop lists at once', async () => {
    expect(await shopCoupons()).not.toContain('ADMINTEST1');
    const created = await send('POST', couponAdminPaths.create, { coupon: couponInput() });
    expect(created.statusCode, created.body).toBe(200);
    const coupon = couponAdminResponseSchema.parse(created.json()).data;
    expect(coupon.coupon.code).toBe('ADMINTEST1');
    expect(coupon.version).toBe(1);
    expect(coupon.uses).toBe(0);
    id = coupon.id;
    version = coupon.version;
    expect(await shopCoupons()).toContain('ADMINTEST1');

    const list = couponAdminListResponseSchema.parse(
      (await send('GET', couponAdminPaths.list)).json(),
    );
    expect(list.data.coupons.find((c) => c.id === id)?.coupon.usage_limit).toBe(1);
    const again = await send('POST', couponAdminPaths.create, {
      coupon: couponInput({ code: 'ADMINTEST1' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COUPON_CODE_TAKEN');
  });

  it('refuses what the schema refuses, naming the field, in both languages', async () => {
    const refused = await send('POST', couponAdminPaths.create, {
      coupon: couponInput({
        code: 'ADMINTEST2',
        type: 'range',
        discount_range: [
          { min: 0, max: 5000, value: 100, contractor_discount: 200 },
          { min: 4000, max: null, value: 300, contractor_discount: null },
        ],
      }),
    });
    expect(refused.statusCode).toBe(400);
    const body = errorBodySchema.parse(refused.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.details)).toContain('contractor_discount');
    expect(JSON.stringify(body.details)).toContain('discount_range');
    const unknownStore = await send('POST', couponAdminPaths.create, {
      coupon: couponInput({ code: 'ADMINTEST2', store_code: 'NO-SUCH-STORE' }),
    });
    expect(unknownStore.statusCode).toBe(400);
  });

  it('edits every field with the version it read; a stale copy is 409 STALE_EDIT with the record now', async () => {
    const edited = await send('PATCH', couponAdminPath(id), {
      expected_version: version,
      coupon: couponInput({
        code: 'ADMINTEST1',
        type: 'range',
        discount: 0,
        discount_range: [
          { min: 0, max: 9999, value: 150, contractor_discount: 50 },
          { min: 10000, max: null, value: 400, contractor_discount: 100 },
        ],
        usage_limit_per_customer: 1,
        is_can_use: false,
        error_message: { th: 'ยังใช้ไม่ได้', en: 'Not yet' },
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const coupon = couponAdminResponseSchema.parse(edited.json()).data;
    expect(coupon.version).toBe(version + 1);
    expect(coupon.coupon.discount_range).toHaveLength(2);
    expect(coupon.coupon.error_message).toEqual({ th: 'ยังใช้ไม่ได้', en: 'Not yet' });

    const stale = await send('PATCH', couponAdminPath(id), {
      expected_version: version,
      coupon: couponInput({ code: 'ADMINTEST1', name: { th: 'ชื่อเก่า', en: 'Old' } }),
    });
    expect(stale.statusCode).toBe(409);
    const refusal = errorBodySchema.parse(stale.json());
    expect(refusal.code).toBe('STALE_EDIT');
    expect(refusal.details).toMatchObject({ version: version + 1, current: { id } });
    version = coupon.version;

    // Back to a usable fixed coupon for the next tests.
    const back = await send('PATCH', couponAdminPath(id), {
      expected_version: version,
      coupon: couponInput({ code: 'ADMINTEST1' }),
    });
    expect(back.statusCode).toBe(200);
    version = couponAdminResponseSchema.parse(back.json()).data.version;
  });

  it('previews the coupon as typed with the domain’s pricing, or the order’s refusal', async () => {
    const preview = await send('POST', couponAdminPaths.preview, {
      coupon: couponInput({ code: 'ADMINTEST1' }),
      coupon_id: id,
      product_id: aircon.id,
      qty: 2,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const figures = linePreviewResponseSchema.parse(preview.json()).data;
    const price = linePrice(
      {
        product_type: aircon.productType,
        price: aircon.price,
        calculator: aircon.unitPrice === null ? null : { unit_price: aircon.unitPrice },
      },
      2,
    );
    expect(figures.refusal).toBeNull();
    expect(figures.line_total).toBe(price);
    // The coupon takes at most what the running promotion (if any) left (decision 007).
    expect(figures.discount).toBe(Math.min(300, price - figures.promotion_discount));
    expect(figures.total_payable).toBe(price - figures.promotion_discount - figures.discount);

    const early = await send('POST', couponAdminPaths.preview, {
      coupon: couponInput({ code: 'ADMINTEST1' }),
      product_id: aircon.id,
      qty: 1,
      date: addDays(today, -1),
    });
    const refused = linePreviewResponseSchema.parse(early.json()).data;
    expect(refused.refusal?.code).toBe('COUPON_NOT_STARTED');
    expect(refused.refusal?.message.th).toBe(errorMessage('COUPON_NOT_STARTED', 'th'));
  });

  it('never deletes a used coupon (409 COUPON_IN_USE); deactivating takes it off the shop at once', async () => {
    expect(await consumeCouponUse(db, { couponId: id, customerMobile: '0812345678' })).toEqual({
      ok: true,
    });
    const listed = couponAdminListResponseSchema.parse(
      (await send('GET', couponAdminPaths.list)).json(),
    );
    expect(listed.data.coupons.find((c) => c.id === id)?.uses).toBe(1);

    const removed = await send('DELETE', `${couponAdminPath(id)}?expected_version=${version}`);
    expect(removed.statusCode).toBe(409);
    const body = errorBodySchema.parse(removed.json());
    expect(body.code).toBe('COUPON_IN_USE');
    expect(body.message).toBe(errorMessage('COUPON_IN_USE', 'th'));

    const deactivated = await send('PATCH', couponAdminPath(id), {
      expected_version: version,
      coupon: couponInput({ code: 'ADMINTEST1', status: 'inactive' }),
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await shopCoupons()).not.toContain('ADMINTEST1');

    // Every change is in the audit log, newest first, with before and after.
    const log = auditListResponseSchema.parse(
      (await send('GET', `${auditPaths.list}?entity=coupon&entity_id=${id}`)).json(),
    ).data.entries;
    expect(log.map((entry) => entry.action)).toEqual(['deactivate', 'update', 'update', 'create']);
    expect(log[0]!.before).toMatchObject({ coupon: { status: 'active' } });
    expect(log[0]!.after).toMatchObject({ coupon: { status: 'inactive' } });
    expect(log[3]!.before).toBeNull();
  });

  it('deletes a coupon nobody used', async () => {
    const created = await send('POST', couponAdminPaths.create, {
      coupon: couponInput({ code: 'ADMINTEST3' }),
    });
    const coupon = couponAdminResponseSchema.parse(created.json()).data;
    expect(
      (await send('DELETE', `${couponAdminPath(coupon.id)}?expected_version=2`)).statusCode,
    ).toBe(409);
    const removed = await send('DELETE', `${couponAdminPath(coupon.id)}?expected_version=1`);
    expect(removed.statusCode).toBe(200);
    expect((await send('GET', couponAdminPath(coupon.id))).statusCode).toBe(404);
  });

  it('lists the channels, stores and services a form chooses from', async () => {
    const options = couponScopeOptionsResponseSchema.parse(
      (await send('GET', couponScopeOptionsPath)).json(),
    ).data;
    expect(options.channels.map((c) => c.code)).toContain(DEMO_CHANNELS.retail);
    expect(options.services.some((s) => s.id === aircon.id)).toBe(true);
    // Named in both languages: the English form shows the English names.
    expect(options.stores.find((s) => s.code === DEMO_STORES.bangna)?.name).toEqual({
      th: 'ช่างดี สาขาบางนา',
      en: 'Changdee Bang Na',
    });
  });
});

describe('promotions from the portal', () => {
  const promotionInput = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
    name: { th: 'โปรทดสอบพอร์ทัล', en: 'Portal test promotion' },
    start_date: today,
    end_date: addDays(today, 7),
    value: null,
    channel_code: DEMO_CHANNELS.retail,
    store_code: null,
    items: [{ value: 111, skus: ['IN-AC-9000'], range: [] }],
    ...overrides,
  });

  it('creates one starting today: running on the timeline, on the card and in the shop at once', async () => {
    const created = await send('POST', promotionAdminPaths.create, { promotion: promotionInput() });
    expect(created.statusCode, created.body).toBe(200);
    const promotion = promotionAdminResponseSchema.parse(created.json()).data;
    promotionIds.push(promotion.id);
    expect(promotion.phase).toBe('running');

    const response = await app.inject({
      method: 'POST',
      url: promotionPaths.multipleProductPromotion,
      headers: sales.headers,
      payload: { productIds: [aircon.id], channel: sales.channel, branchId: sales.branchId },
    });
    const [entry] = multipleProductPromotionResponseSchema.parse(response.json()).data;
    expect(entry!.promotion?.id).toBe(promotion.id);

    const card = await send('POST', promotionAdminPaths.preview, {
      promotion: promotionInput(),
      product_id: aircon.id,
    });
    const figures = promotionPreviewResponseSchema.parse(card.json()).data;
    expect(figures).toMatchObject({ active: true, discount: Math.min(111, figures.price) });
    expect(figures.price_after).toBe(figures.price - figures.discount);
    const later = await send('POST', promotionAdminPaths.preview, {
      promotion: promotionInput(),
      product_id: aircon.id,
      date: addDays(today, 8),
    });
    expect(promotionPreviewResponseSchema.parse(later.json()).data).toMatchObject({
      active: false,
      discount: 0,
    });

    // A stale edit is refused; the fresh one ends it yesterday: past.
    const stale = await send('PATCH', promotionAdminPath(promotion.id), {
      expected_version: 2,
      promotion: promotionInput(),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_EDIT');
    const ended = await send('PATCH', promotionAdminPath(promotion.id), {
      expected_version: 1,
      promotion: promotionInput({
        start_date: addDays(today, -5),
        end_date: addDays(today, -1),
      }),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(promotionAdminResponseSchema.parse(ended.json()).data.phase).toBe('past');
  });

  it('shows past, running and future ones on the timeline', async () => {
    const future = await send('POST', promotionAdminPaths.create, {
      promotion: promotionInput({
        start_date: addDays(today, 10),
        end_date: addDays(today, 20),
        items: [{ value: null, skus: ['IN-AC-9000'], range: [{ min: 0, max: null, value: 50 }] }],
      }),
    });
    expect(future.statusCode, future.body).toBe(200);
    promotionIds.push(promotionAdminResponseSchema.parse(future.json()).data.id);
    const list = promotionAdminListResponseSchema.parse(
      (await send('GET', promotionAdminPaths.list)).json(),
    ).data;
    expect(list.today).toBe(today);
    const phases = new Map(list.promotions.map((p) => [p.id, p.phase]));
    expect(phases.get(promotionIds[0]!)).toBe('past');
    expect(phases.get(promotionIds[1]!)).toBe('future');
  });

  it('refuses an item whose service does not exist and reversed dates', async () => {
    const unknown = await send('POST', promotionAdminPaths.create, {
      promotion: promotionInput({ items: [{ value: 1, skus: ['NO-SUCH-SKU'], range: [] }] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().details)).toContain('promotion.items.0.skus.0');
    const reversed = await send('POST', promotionAdminPaths.create, {
      promotion: promotionInput({ start_date: addDays(today, 2), end_date: today }),
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('who may manage coupons and promotions', () => {
  it('refuses every role but the Operator (403) and nobody (401)', async () => {
    for (const user of [
      DEMO_USERS.sales,
      DEMO_USERS.manager,
      DEMO_USERS.brand,
      DEMO_USERS.technician,
    ]) {
      const { headers } = await signIn(app, user);
      for (const url of [couponAdminPaths.list, promotionAdminPaths.list]) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${user} ${url}`).toBe(403);
      }
      const create = await app.inject({
        method: 'POST',
        url: couponAdminPaths.create,
        headers,
        payload: { coupon: couponInput({ code: 'ADMINTEST2' }) },
      });
      expect(create.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: couponAdminPaths.list })).statusCode).toBe(401);
  });
});
