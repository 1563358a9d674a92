import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Coupon, ProductPromotion } from '@changdee/contract/cart';
import { errorBodySchema, validationDetailsSchema } from '@changdee/contract/envelope';
import { errorCatalogue, errorMessage } from '@changdee/contract/errors';
import {
  LINE_QUANTITY_MAX,
  PROMOTION_PRODUCTS_MAX,
  multipleProductPromotionResponseSchema,
  promotionPaths,
  verifyCouponResponseSchema,
} from '@changdee/contract/promotions';
import { businessToday } from '@changdee/domain/dates';
import { lineDiscounts } from '@changdee/domain/line-discounts';
import { linePrice } from '@changdee/domain/line-price';
import type { App } from '../../app';
import { DEMO_CHANNELS, DEMO_STORES, DEMO_USERS } from '../../db/seed/demo-keys';
import { DEMO_COUPONS } from '../../db/seed/promotions';
import { buildTestApp, getTestContext } from '../../../test/context';
import {
  createTestCoupon,
  createTestPromotion,
  deleteTestCoupons,
  deleteTestPromotions,
  productBySku,
  type TestProduct,
} from '../../../test/promotion-fixtures';
import { signIn } from '../../../test/sign-in';
import { clearPromotionCaches, consumeCouponUse, verifyCoupon } from './service';

// multipleProductPromotion and verify through app.inject on the seeded demo shop, on an app whose
// clock the tests set (the demo's coupon dates count from the real today). sales.demo works for
// Bang Na and manager.demo for Rangsit (retail channel), sales2.demo for Rattanathibet (builders).

type Session = Awaited<ReturnType<typeof signIn>>;
interface Caller {
  headers: Record<string, string>;
  branchId: string;
  channel: string;
}

const callerOf = (session: Session, storeCode: string): Caller => {
  const store = session.stores.find((s) => s.id === storeCode);
  if (!store) throw new Error(`${storeCode} is not a store of this user`);
  return { headers: session.headers, branchId: store._id, channel: store.channel };
};

let now = new Date();
let app: App;
let sales: Caller;
let manager: Caller;
let builder: Caller;
let brandHeaders: Record<string, string>;
const retail: Record<string, TestProduct> = {};
const builders: Record<string, TestProduct> = {};
const testCodes = ['TESTGAP', 'TESTONCE', 'TESTTZ'];
const testPromotions: string[] = [];

beforeAll(async () => {
  const { db } = await getTestContext();
  app = await buildTestApp({}, { now: () => now });
  await app.ready();
  sales = callerOf(await signIn(app, DEMO_USERS.sales), DEMO_STORES.bangna);
  manager = callerOf(await signIn(app, DEMO_USERS.manager), DEMO_STORES.rangsit);
  builder = callerOf(await signIn(app, DEMO_USERS.salesOther), DEMO_STORES.nonthaburi);
  brandHeaders = (await signIn(app, DEMO_USERS.brand)).headers;
  for (const sku of [
    'SV-AC-SURVEY',
    'IN-AC-9000',
    'IN-WH-INSTALL',
    'IN-WF-CARTRIDGE',
    'IN-ROOF-GUTTER',
    'IN-FLOOR-LAMINATE',
    'IN-CCTV-CAMERA',
    'SV-CCTV-SURVEY',
  ]) {
    retail[sku] = await productBySku(db, DEMO_CHANNELS.retail, sku);
    builders[sku] = await productBySku(db, DEMO_CHANNELS.builders, sku);
  }
});

beforeEach(() => {
  now = new Date();
  clearPromotionCaches();
});

afterAll(async () => {
  const { db } = await getTestContext();
  await deleteTestCoupons(db, testCodes);
  await deleteTestPromotions(db, testPromotions);
  clearPromotionCaches();
  await app?.close();
});

async function post(caller: Caller | null, url: string, payload: unknown, language = 'en') {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...(caller?.headers ?? {}), 'accept-language': language },
  });
}

async function promotionsOf(
  caller: Caller,
  productIds: string[],
  extra: Record<string, unknown> = {},
): Promise<ProductPromotion[]> {
  const response = await post(caller, promotionPaths.multipleProductPromotion, {
    productIds,
    channel: caller.channel,
    branchId: caller.branchId,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body: unknown = response.json();
  const parsed = multipleProductPromotionResponseSchema.parse(body);
  expect(parsed).toStrictEqual(body);
  return parsed.data;
}

const codesOf = (entry: ProductPromotion | undefined) => entry?.coupon.map((c) => c.code) ?? [];
const couponOf = (entry: ProductPromotion | undefined, code: string): Coupon | undefined =>
  entry?.coupon.find((c) => c.code === code);

interface Line {
  product: TestProduct;
  qty?: number;
  code: string;
  jobType?: string;
}

async function verify(caller: Caller, line: Line, language = 'en') {
  return post(
    caller,
    promotionPaths.verify,
    {
      product: { productId: line.product.id, qty: line.qty ?? line.product.minQty },
      couponCode: line.code,
      jobType: line.jobType ?? line.product.productType,
      channel: caller.channel,
    },
    language,
  );
}

/** A refusal: its status and code, the message in the language, the body checked. */
async function refused(caller: Caller, line: Line, status: number, language = 'en') {
  const response = await verify(caller, line, language);
  expect(response.statusCode, response.body).toBe(status);
  return errorBodySchema.parse(response.json());
}

/** A verify answer, exactly the contract's (nothing more, nothing less). */
function quoted(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const parsed = verifyCouponResponseSchema.parse(body);
  expect(parsed).toStrictEqual(body);
  return parsed;
}

const priceOf = (product: TestProduct, qty: number) =>
  linePrice(
    {
      product_type: product.productType,
      price: product.price,
      calculator: product.unitPrice === null ? null : { unit_price: product.unitPrice },
    },
    qty,
  );

describe(`POST ${promotionPaths.multipleProductPromotion}`, () => {
  it('lists a retail store’s current coupons for each product, every field of spec §3', async () => {
    const [aircon, survey] = await promotionsOf(sales, [
      retail['IN-AC-9000']!.id,
      retail['SV-AC-SURVEY']!.id,
    ]);
    expect(aircon?.product_id).toBe(retail['IN-AC-9000']!.id);
    expect(codesOf(aircon).sort()).toEqual(
      [
        'AIRCON500',
        'BANGNA100',
        'CHANGDEE200',
        'FAMILY250',
        'ONCE100',
        'PAYNOW150',
        'STOREPAY100',
        'WELCOME150',
      ].sort(),
    );
    // The survey has its own: the free survey and the air-con tiers, not the water coupon.
    expect(codesOf(survey)).toEqual(expect.arrayContaining(['SURVEYFREE', 'AIRCON500']));
    expect(codesOf(survey)).not.toContain('WATER300');

    const ranged = couponOf(aircon, 'AIRCON500')!;
    expect(ranged).toMatchObject({
      type: 'range',
      status: 'active',
      model: 'product',
      is_can_use: true,
      error_message: null,
      invalid_code: false,
      channel_name_th: 'ทุกช่องทาง',
    });
    expect(ranged.discount_range).toEqual([
      { min: 1000, max: 4999, value: 200, contractor_discount: 50 },
      { min: 5000, max: null, value: 500, contractor_discount: 100 },
    ]);
    expect(ranged.img_url.promotion_thumbnail).toMatch(
      /^\/images\/coupons\/.+-80\.[0-9a-f]{10}\.webp$/,
    );
    expect(ranged.information.coupon_header?.th).toMatch(/[\u0E00-\u0E7F]/u);
    expect(couponOf(aircon, 'PAYNOW150')?.requested_payment).toBe('promptpay');
    expect(couponOf(aircon, 'STOREPAY100')?.requested_payment).toBe('store');
  });

  it('serves the coupon thumbnails it names, cached for good; nothing else', async () => {
    const [entry] = await promotionsOf(sales, [retail['IN-AC-9000']!.id]);
    const { promotion_thumbnail, promotion_thumbnail_2x } = couponOf(entry, 'CHANGDEE200')!.img_url;
    for (const url of [promotion_thumbnail!, promotion_thumbnail_2x!]) {
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toMatch(/immutable/);
    }
    for (const url of ['/images/coupons/manifest.json', '/images/coupons/nope.0123456789.webp'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('lists a coupon marked unusable, disabled with its own message', async () => {
    const [entry] = await promotionsOf(sales, [retail['IN-AC-9000']!.id]);
    const family = DEMO_COUPONS.find((c) => c.code === 'FAMILY250')!;
    expect(couponOf(entry, 'FAMILY250')).toMatchObject({
      is_can_use: false,
      error_message: family.errorMessage,
    });
  });

  it('never lists another channel’s or store’s coupons, withdrawn, hidden, expired, future or invalid ones', async () => {
    const [aircon] = await promotionsOf(sales, [retail['IN-AC-9000']!.id]);
    for (const code of [
      'BUILDER300',
      'SONGKRAN200',
      'RAINY300',
      'CHANGDEE2024',
      'WITHDRAWN50',
      'VIP300',
    ])
      expect(codesOf(aircon), code).not.toContain(code);
    const [rangsit] = await promotionsOf(manager, [retail['IN-AC-9000']!.id]);
    expect(codesOf(rangsit)).not.toContain('BANGNA100');
    expect(codesOf(rangsit)).toContain('STOREPAY100');
    const [roof] = await promotionsOf(builder, [builders['IN-ROOF-GUTTER']!.id]);
    expect(codesOf(roof)).toContain('BUILDER300');
    expect(codesOf(roof)).not.toContain('STOREPAY100');
    expect(codesOf(roof)).not.toContain('BANGNA100');
  });

  it('gives each product its running promotion: for everyone, for one store, for one channel', async () => {
    const ids = [
      retail['IN-AC-9000']!.id,
      retail['IN-WH-INSTALL']!.id,
      retail['IN-ROOF-GUTTER']!.id,
    ];
    const [aircon, heater, roof] = await promotionsOf(sales, ids);
    expect(aircon?.promotion?.name.en).toBe('Hot-season air-conditioner deal');
    expect(aircon?.promotion?.items.some((i) => i.products.some((p) => p.id === ids[0]))).toBe(
      true,
    );
    expect(heater?.promotion).toBeNull(); // the Rangsit opening deal is Rangsit's
    expect(roof?.promotion).toBeNull(); // the builders' week is the builders channel's
    const [, rangsitHeater] = await promotionsOf(manager, ids);
    expect(rangsitHeater?.promotion?.name.en).toBe('Rangsit branch opening');
    const [builderRoof] = await promotionsOf(builder, [builders['IN-ROOF-GUTTER']!.id]);
    expect(builderRoof?.promotion?.name.en).toBe('Builders week: roof and floor');
    // Its items name the builders channel's products, never the retail ones.
    const named = builderRoof!.promotion!.items.flatMap((i) => i.products.map((p) => p.id));
    expect(named).toContain(builders['IN-FLOOR-LAMINATE']!.id);
    expect(named).not.toContain(retail['IN-ROOF-GUTTER']!.id);
  });

  it('answers products in the order asked, each once; unknown ids and another channel’s have none', async () => {
    const ids = [retail['SV-AC-SURVEY']!.id, retail['IN-AC-9000']!.id];
    const data = await promotionsOf(sales, [
      ids[0]!,
      '00000000-0000-4000-8000-000000000000',
      ids[1]!,
      builders['IN-AC-9000']!.id,
      ids[0]!,
    ]);
    expect(data.map((entry) => entry.product_id)).toEqual(ids);
  });

  it('finds a coupon by its code, trimmed and in any case, even a hidden one', async () => {
    const [entry] = await promotionsOf(sales, [retail['IN-AC-9000']!.id], {
      searchKeywordCode: '  vip300 ',
    });
    expect(codesOf(entry)).toEqual(['VIP300']);
    expect(couponOf(entry, 'VIP300')).toMatchObject({ is_can_use: true, error_message: null });
  });

  it('finds expired, future and invalid codes by search, saying why they cannot be used', async () => {
    const search = async (code: string, product = retail['IN-AC-9000']!) =>
      (await promotionsOf(sales, [product.id], { searchKeywordCode: code }))[0]!.coupon;
    expect(await search('SONGKRAN200')).toMatchObject([
      {
        code: 'SONGKRAN200',
        is_can_use: false,
        error_message: {
          th: errorCatalogue.COUPON_EXPIRED.th,
          en: errorCatalogue.COUPON_EXPIRED.en,
        },
      },
    ]);
    expect(await search('rainy300')).toMatchObject([
      { is_can_use: false, error_message: { en: errorCatalogue.COUPON_NOT_STARTED.en } },
    ]);
    expect(await search('CHANGDEE2024')).toMatchObject([
      { invalid_code: true, is_can_use: false, error_message: { th: 'ไม่พบคูปองส่วนลดนี้' } },
    ]);
    expect(await search('SURVEYFREE')).toMatchObject([
      { is_can_use: false, error_message: { en: errorCatalogue.COUPON_NOT_FOR_PRODUCT.en } },
    ]);
    // Withdrawn, unknown, another channel's or another store's: nothing to find.
    expect(await search('WITHDRAWN50')).toEqual([]);
    expect(await search('NO-SUCH-CODE')).toEqual([]);
    expect(await search('BUILDER300')).toEqual([]);
    const [rangsit] = await promotionsOf(manager, [retail['IN-AC-9000']!.id], {
      searchKeywordCode: 'BANGNA100',
    });
    expect(rangsit?.coupon).toEqual([]);
  });

  it('a blank search is the store’s list', async () => {
    const ids = [retail['IN-AC-9000']!.id];
    expect(await promotionsOf(sales, ids, { searchKeywordCode: '   ' })).toEqual(
      await promotionsOf(sales, ids),
    );
  });

  it('perProduct false lists the store’s whole list on each product, the others marked', async () => {
    const [aircon] = await promotionsOf(sales, [retail['IN-AC-9000']!.id], { perProduct: false });
    expect(couponOf(aircon, 'SURVEYFREE')).toMatchObject({
      is_can_use: false,
      error_message: { th: errorCatalogue.COUPON_NOT_FOR_PRODUCT.th },
    });
    expect(couponOf(aircon, 'CHANGDEE200')?.is_can_use).toBe(true);
    const [byDefault] = await promotionsOf(sales, [retail['IN-AC-9000']!.id]);
    expect(codesOf(aircon)).toEqual(expect.arrayContaining(codesOf(byDefault)));
  });

  it('refuses another store, another channel, an external-brand user and no sign-in', async () => {
    const body = (caller: Caller, over: Record<string, unknown> = {}) => ({
      productIds: [retail['IN-AC-9000']!.id],
      channel: caller.channel,
      branchId: caller.branchId,
      ...over,
    });
    const url = promotionPaths.multipleProductPromotion;
    expect((await post(sales, url, body(sales, { branchId: manager.branchId }))).statusCode).toBe(
      403,
    );
    expect(
      (await post(sales, url, body(sales, { channel: DEMO_CHANNELS.builders }))).statusCode,
    ).toBe(403);
    const brand = await app.inject({
      method: 'POST',
      url,
      payload: body(sales),
      headers: brandHeaders,
    });
    expect(brand.statusCode).toBe(403);
    expect((await post(null, url, body(sales))).statusCode).toBe(401);
  });

  it('400 for no products, too many, or ids that are not ids', async () => {
    const url = promotionPaths.multipleProductPromotion;
    const base = { channel: sales.channel, branchId: sales.branchId };
    for (const productIds of [
      [],
      Array.from({ length: PROMOTION_PRODUCTS_MAX + 1 }, () => retail['IN-AC-9000']!.id),
      ['not-a-uuid'],
    ]) {
      const response = await post(sales, url, { ...base, productIds });
      expect(response.statusCode).toBe(400);
      const details = validationDetailsSchema.parse(errorBodySchema.parse(response.json()).details);
      expect(details[0]?.path).toMatch(/^productIds/);
    }
  });
});

describe(`POST ${promotionPaths.verify}`, () => {
  it('prices a fixed coupon on a survey from the server’s price, code trimmed and in any case', async () => {
    const survey = retail['SV-AC-SURVEY']!;
    const response = await verify(sales, { product: survey, code: '  changdee200 ' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = quoted(response);
    const price = priceOf(survey, 1);
    expect(data).toMatchObject({
      qty: 1,
      line_total: price,
      promotion: null,
      promotion_discount: 0,
      discount: Math.min(200, price),
      total_payable: price - Math.min(200, price),
    });
    expect(data.coupon).toMatchObject({ code: 'CHANGDEE200', is_can_use: true });
  });

  it('takes a running promotion first and the coupon’s tier from the line price (decision 007)', async () => {
    const aircon = retail['IN-AC-9000']!;
    const qty = 2;
    const response = await verify(sales, { product: aircon, qty, code: 'AIRCON500' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = quoted(response);
    const price = priceOf(aircon, qty);
    expect(data.promotion?.name.en).toBe('Hot-season air-conditioner deal');
    const expected = lineDiscounts(
      { productId: aircon.id, price, promotion: data.promotion, coupon: data.coupon },
      businessToday(now),
    );
    expect(expected.promotionDiscount).toBeGreaterThan(0);
    expect(expected.couponDiscount).toBeGreaterThan(0);
    expect(data).toMatchObject({
      qty,
      line_total: price,
      promotion_discount: expected.promotionDiscount,
      discount: expected.couponDiscount,
      total_payable: expected.amount,
    });
  });

  it('caps a fixed coupon larger than the line at the line price: a free survey', async () => {
    const survey = retail['SV-CCTV-SURVEY']!;
    const response = await verify(sales, { product: survey, code: 'SURVEYFREE' });
    const { data } = quoted(response);
    expect(data.discount).toBe(priceOf(survey, 1));
    expect(data.total_payable).toBe(0);
  });

  it('below the minimum spend: 422 with {min} formatted, in Thai and English; above it: priced', async () => {
    const cartridge = retail['IN-WF-CARTRIDGE']!;
    const unit = cartridge.unitPrice!;
    const below = Math.max(cartridge.minQty, Math.floor(2999 / unit));
    expect(unit * below).toBeLessThan(3000);
    const thai = await refused(
      sales,
      { product: cartridge, qty: below, code: 'WATER300' },
      422,
      'th',
    );
    expect(thai).toEqual({
      code: 'COUPON_BELOW_MINIMUM',
      message: 'โค้ดส่วนลดนี้ใช้สำหรับยอดสั่งซื้อขั้นต่ำ 3,000\u00a0บาท',
      details: { couponCode: 'WATER300', min: 3000 },
    });
    const english = await refused(sales, { product: cartridge, qty: below, code: 'WATER300' }, 422);
    expect(english.message).toBe(errorMessage('COUPON_BELOW_MINIMUM', 'en', { min: 3000 }));
    const enough = Math.ceil(3000 / unit);
    const ok = await verify(sales, { product: cartridge, qty: enough, code: 'WATER300' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(quoted(ok).data.discount).toBe(300);
  });

  it('answers each refusal with its own code and message', async () => {
    const aircon = retail['IN-AC-9000']!;
    const cases: Array<[Caller, Line, number, string]> = [
      [sales, { product: aircon, code: 'NO-SUCH-CODE' }, 404, 'COUPON_NOT_FOUND'],
      [sales, { product: aircon, code: 'CHANGDEE2024' }, 404, 'COUPON_NOT_FOUND'],
      [sales, { product: aircon, code: 'WITHDRAWN50' }, 404, 'COUPON_NOT_FOUND'],
      [sales, { product: aircon, code: 'SONGKRAN200' }, 422, 'COUPON_EXPIRED'],
      [sales, { product: retail['IN-ROOF-GUTTER']!, code: 'RAINY300' }, 422, 'COUPON_NOT_STARTED'],
      [sales, { product: aircon, code: 'SURVEYFREE' }, 422, 'COUPON_NOT_FOR_PRODUCT'],
      [
        sales,
        { product: retail['IN-ROOF-GUTTER']!, code: 'BUILDER300' },
        422,
        'COUPON_NOT_FOR_CHANNEL',
      ],
      [
        builder,
        { product: builders['IN-AC-9000']!, code: 'STOREPAY100' },
        422,
        'COUPON_NOT_FOR_CHANNEL',
      ],
      [manager, { product: aircon, code: 'BANGNA100' }, 422, 'COUPON_NOT_FOR_STORE'],
    ];
    for (const [caller, line, status, code] of cases) {
      const body = await refused(caller, line, status);
      expect(body.code, line.code).toBe(code);
      expect(body.message, line.code).toBe(errorMessage(code as 'COUPON_NOT_FOUND', 'en'));
    }
    const thai = await refused(sales, { product: aircon, code: 'chANGdee2024' }, 404, 'th');
    expect(thai.message).toBe('ไม่พบคูปองส่วนลดนี้');
    // Found in another store it is refused, yet works where it belongs.
    expect((await verify(sales, { product: aircon, code: 'BANGNA100' })).statusCode).toBe(200);
  });

  it('a coupon marked unusable answers its own message', async () => {
    const family = DEMO_COUPONS.find((c) => c.code === 'FAMILY250')!;
    for (const language of ['th', 'en'] as const) {
      const body = await refused(
        sales,
        { product: retail['IN-AC-9000']!, code: 'FAMILY250' },
        422,
        language,
      );
      expect(body).toMatchObject({
        code: 'COUPON_CANNOT_BE_USED',
        message: family.errorMessage![language],
      });
    }
  });

  it('a price between tiers is out of range; a used-up coupon is 409', async () => {
    const { db } = await getTestContext();
    await createTestCoupon(db, {
      code: 'TESTGAP',
      ranges: [{ min: 1, max: 100, value: 50 }],
    });
    const onceId = await createTestCoupon(db, { code: 'TESTONCE', discount: 10, usageLimit: 1 });
    const aircon = retail['IN-AC-9000']!;
    expect((await refused(sales, { product: aircon, code: 'TESTGAP' }, 422)).code).toBe(
      'COUPON_OUT_OF_RANGE',
    );
    expect((await verify(sales, { product: aircon, code: 'TESTONCE' })).statusCode).toBe(200);
    expect(await consumeCouponUse(db, { couponId: onceId, customerMobile: '0812345678' })).toEqual({
      ok: true,
    });
    expect((await refused(sales, { product: aircon, code: 'TESTONCE' }, 409)).code).toBe(
      'COUPON_USED_UP',
    );
    // The lists say so too (read fresh here: the test emptied the cache).
    clearPromotionCaches();
    const [entry] = await promotionsOf(sales, [aircon.id], { searchKeywordCode: 'TESTONCE' });
    expect(entry?.coupon[0]).toMatchObject({
      is_can_use: false,
      error_message: { en: errorCatalogue.COUPON_USED_UP.en },
    });
  });

  it('an empty or blank code: 400 COUPON_CODE_REQUIRED on the field', async () => {
    for (const code of ['', '    ']) {
      const body = await refused(sales, { product: retail['IN-AC-9000']!, code }, 400, 'th');
      expect(body).toEqual({
        code: 'COUPON_CODE_REQUIRED',
        message: 'กรุณาระบุโค้ดส่วนลด',
        details: [{ in: 'body', path: 'couponCode', message: 'กรุณาระบุโค้ดส่วนลด' }],
      });
    }
  });

  it('quantity 0, negative, fractional or huge: 400 on product.qty', async () => {
    for (const qty of [0, -1, 1.5, LINE_QUANTITY_MAX + 1, 1e12]) {
      const body = await refused(
        sales,
        { product: retail['IN-AC-9000']!, qty, code: 'CHANGDEE200' },
        400,
      );
      expect(body.code, String(qty)).toBe('VALIDATION_FAILED');
      expect(validationDetailsSchema.parse(body.details)[0]?.path).toBe('product.qty');
    }
  });

  it('quantity outside what the service allows: 400 QUANTITY_OUT_OF_RANGE; the bound itself is priced', async () => {
    const survey = await refused(
      sales,
      { product: retail['SV-AC-SURVEY']!, qty: 2, code: 'CHANGDEE200' },
      400,
    );
    // Spec §8's words for a survey, not "between 1 and 1".
    expect(survey).toEqual({
      code: 'QUANTITY_OUT_OF_RANGE',
      message: 'This service can be chosen at most 1 item.',
      details: [
        { in: 'body', path: 'product.qty', message: 'This service can be chosen at most 1 item.' },
      ],
    });
    const surveyThai = await refused(
      sales,
      { product: retail['SV-AC-SURVEY']!, qty: 2, code: 'CHANGDEE200' },
      400,
      'th',
    );
    expect(surveyThai.message).toBe('บริการนี้เลือกได้สูงสุด 1 รายการ');
    const floor = retail['IN-FLOOR-LAMINATE']!;
    expect(floor.minQty).toBeGreaterThan(1);
    const below = await refused(
      sales,
      { product: floor, qty: floor.minQty - 1, code: 'CHANGDEE200' },
      400,
    );
    expect(below.message).toBe(
      `The quantity must be between ${floor.minQty} and ${LINE_QUANTITY_MAX.toLocaleString('en-US')}.`,
    );
    const most = await verify(sales, {
      product: floor,
      qty: LINE_QUANTITY_MAX,
      code: 'CHANGDEE200',
    });
    expect(most.statusCode, most.body).toBe(200);
    expect(quoted(most).data.line_total).toBe(floor.unitPrice! * LINE_QUANTITY_MAX);
  });

  it('a job type that is not the product’s, a product of another channel, a store not the caller’s', async () => {
    const aircon = retail['IN-AC-9000']!;
    expect(
      await refused(sales, { product: aircon, jobType: 'S', code: 'CHANGDEE200' }, 400),
    ).toMatchObject({ code: 'JOB_TYPE_MISMATCH', details: [{ path: 'jobType' }] });
    expect(
      (await refused(sales, { product: builders['IN-AC-9000']!, code: 'CHANGDEE200' }, 404)).code,
    ).toBe('PRODUCT_NOT_FOUND');
    const other = await post(sales, promotionPaths.verify, {
      product: { productId: aircon.id, qty: 1 },
      couponCode: 'CHANGDEE200',
      jobType: 'I',
      channel: DEMO_CHANNELS.builders,
    });
    expect(other.statusCode).toBe(403);
    const named = await post(sales, promotionPaths.verify, {
      product: { productId: aircon.id, qty: 1 },
      couponCode: 'CHANGDEE200',
      jobType: 'I',
      channel: sales.channel,
      branchId: manager.branchId,
    });
    expect(named.statusCode).toBe(403);
  });
});

describe('the store of a verify without branchId', () => {
  const request = (channel: string) => ({
    product: { productId: retail['SV-AC-SURVEY']!.id, qty: 1 },
    couponCode: 'CHANGDEE200',
    jobType: 'S' as const,
    channel,
  });

  it('is the caller’s one store of the channel; with several the caller must name one', async () => {
    const { db } = await getTestContext();
    const today = businessToday(now);
    const both = { storeIds: [sales.branchId, manager.branchId] };
    await expect(
      verifyCoupon(db, both, request(DEMO_CHANNELS.retail), today),
    ).rejects.toMatchObject({ code: 'BRANCH_REQUIRED', field: 'branchId' });
    const named = await verifyCoupon(
      db,
      both,
      { ...request(DEMO_CHANNELS.retail), branchId: manager.branchId },
      today,
    );
    expect(named.coupon.code).toBe('CHANGDEE200');
    // Several stores, one of them in the channel: that one.
    const mixed = { storeIds: [sales.branchId, builder.branchId] };
    expect((await verifyCoupon(db, mixed, request(DEMO_CHANNELS.retail), today)).qty).toBe(1);
    await expect(
      verifyCoupon(db, { storeIds: [builder.branchId] }, request(DEMO_CHANNELS.retail), today),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('promotion days in Bangkok, whatever the server’s time zone (TZ=UTC)', () => {
  it('a promotion counts from 00:00 of its first day through 23:59 of its last, Bangkok time', async () => {
    const { db } = await getTestContext();
    const camera = retail['IN-CCTV-CAMERA']!;
    testPromotions.push(
      await createTestPromotion(db, {
        name: 'TZ test',
        start: '2031-06-10',
        end: '2031-06-12',
        skus: [camera.skuCode],
        value: 120,
        storeCode: DEMO_STORES.bangna,
      }),
    );
    await createTestCoupon(db, {
      code: 'TESTTZ',
      discount: 100,
      start: '2031-01-01',
      expire: '2031-12-31',
    });
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      const at = async (instant: string) => {
        now = new Date(instant);
        expect(now.getTimezoneOffset()).toBe(0);
        clearPromotionCaches();
        const [entry] = await promotionsOf(sales, [camera.id]);
        const response = await verify(sales, {
          product: camera,
          qty: camera.minQty,
          code: 'TESTTZ',
        });
        expect(response.statusCode, response.body).toBe(200);
        const { data } = quoted(response);
        expect(data.promotion?.id ?? null).toBe(entry?.promotion?.id ?? null);
        return data.promotion_discount;
      };
      expect(await at('2031-06-09T16:59:59.999Z')).toBe(0); // 23:59:59 on 9 June in Bangkok
      expect(await at('2031-06-09T17:00:00.000Z')).toBe(120); // 00:00 on 10 June: first day
      expect(await at('2031-06-12T16:59:59.999Z')).toBe(120); // 23:59:59 on 12 June: last day
      expect(await at('2031-06-12T17:00:00.000Z')).toBe(0); // 00:00 on 13 June
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
