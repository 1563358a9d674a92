import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  catalogPaths,
  favouriteProductsResponseSchema,
  favouriteResponseSchema,
  productByChannelResponseSchema,
  productByIdResponseSchema,
  productSearchResponseSchema,
  recentSearchResponseSchema,
  type ProductSummary,
} from '@changdee/contract/catalog';
import { errorBodySchema } from '@changdee/contract/envelope';
import { productInformations, products, recentSearches } from '../../db/schema/catalog';
import { DEMO_CHANNELS, DEMO_SERVICES, DEMO_STORES, DEMO_USERS } from '../../db/seed/demo-keys';
import { getTestContext, resetDemoData } from '../../../test/context';
import { signIn } from '../../../test/sign-in';
import { clearCatalogueCaches, createProduct, type NewProduct } from './service';

// The catalogue API through app.inject on the seeded demo shop: sales.demo works for the Bang Na
// store (retail channel), manager.demo for Rangsit (retail too), sales2.demo for a builders store.

type Session = Awaited<ReturnType<typeof signIn>>;

interface Caller {
  headers: Record<string, string>;
  storeId: string;
  channel: string;
}

function callerOf(session: Session, storeCode: string): Caller {
  const store = session.stores.find((s) => s.id === storeCode);
  if (!store) throw new Error(`${storeCode} is not a store of this user`);
  return { headers: session.headers, storeId: store._id, channel: store.channel };
}

/** A survey of the retail channel for tests that write the catalogue. */
const testSurvey = (sku: string, parts: Partial<NewProduct> = {}): NewProduct => ({
  channel: DEMO_CHANNELS.retail,
  skuCode: sku,
  skuMapping: sku,
  typeOfWork: 'WT-SURVEY',
  name: { th: 'ทดสอบ', en: `Test ${sku}` },
  lockDays: 0,
  position: 999,
  pricing: { type: 'S', price: 100 },
  images: [],
  informations: [],
  sellingPoints: [],
  ...parts,
});

let sales: Caller;
let manager: Caller;
let builder: Caller;

async function post(caller: Caller | null, url: string, payload: unknown, language = 'en') {
  const { app } = await getTestContext();
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...(caller?.headers ?? {}), 'accept-language': language },
  });
}

async function page(caller: Caller, extra: Record<string, unknown> = {}) {
  const response = await post(caller, catalogPaths.productSearch, {
    channel: caller.channel,
    storeId: caller.storeId,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  // The answer is built by hand (page-json.ts): it must be exactly the contract, nothing more.
  const body: unknown = response.json();
  const parsed = productSearchResponseSchema.parse(body);
  expect(parsed).toStrictEqual(body);
  return parsed.data;
}

async function productBySku(caller: Caller, sku: string): Promise<ProductSummary> {
  const { items } = await page(caller, { pagination: { page: 1, page_size: 48 } });
  const found = items.find((item) => item.sku_code === sku);
  if (!found) throw new Error(`no ${sku} in ${caller.channel}`);
  return found;
}

beforeAll(async () => {
  const { app } = await getTestContext();
  sales = callerOf(await signIn(app, DEMO_USERS.sales), DEMO_STORES.bangna);
  manager = callerOf(await signIn(app, DEMO_USERS.manager), DEMO_STORES.rangsit);
  builder = callerOf(await signIn(app, DEMO_USERS.salesOther), DEMO_STORES.nonthaburi);
});

afterAll(async () => {
  await resetDemoData();
});

describe(`POST ${catalogPaths.productSearch}`, () => {
  it('answers the first 12 services of the channel with the total by default', async () => {
    const data = await page(sales);
    expect(data).toMatchObject({ page: 1, page_size: 12, total: DEMO_SERVICES.length });
    expect(data.items).toHaveLength(12);
    expect(data.items.every((item) => item.channel === DEMO_CHANNELS.retail)).toBe(true);
    const survey = data.items.find((item) => item.product_type === 'S')!;
    expect(survey.price).toBeGreaterThan(0);
    expect(survey.calculator).toBeNull();
    const installation = data.items.find((item) => item.product_type === 'I')!;
    expect(installation.price).toBeNull();
    expect(installation.calculator?.unit_price).toBeGreaterThan(0);
    expect(installation.calculator?.unit.th).not.toBe('');
    expect(data.items[0]!.image?.url).toMatch(/^\/images\/products\/.+\.webp$/);
  });

  it('pages on: page 2 has the next 12, a page past the end is empty but keeps the total', async () => {
    const first = await page(sales);
    const second = await page(sales, { pagination: { page: 2, page_size: 12 } });
    expect(second.items).toHaveLength(12);
    const ids = new Set([...first.items, ...second.items].map((item) => item._id));
    expect(ids.size).toBe(24);
    const past = await page(sales, { pagination: { page: 3, page_size: 12 } });
    expect(past).toMatchObject({ items: [], total: 24, page: 3 });
  });

  it(`caps the page size at ${CATALOGUE_MAX_PAGE_SIZE}: asking for 100,000 gets the maximum`, async () => {
    const data = await page(sales, { pagination: { page: 1, page_size: 100_000 } });
    expect(data.page_size).toBe(CATALOGUE_MAX_PAGE_SIZE);
    expect(data.items).toHaveLength(24);
  });

  it('finds services by Thai name, English name (any case) and sku', async () => {
    const thai = await page(sales, { searchKeyword: 'แอร์' });
    expect(thai.total).toBeGreaterThanOrEqual(5);
    expect(thai.items.every((item) => item.name.th.includes('แอร์'))).toBe(true);

    const english = await page(sales, { searchKeyword: '  SoLaR ' });
    expect(english.items.map((item) => item.sku_code).sort()).toEqual([
      'IN-SOLAR-PANEL',
      'SV-SOLAR-SURVEY',
    ]);

    const sku = await page(sales, { searchKeyword: 'in-ac-9000' });
    expect(sku.items.map((item) => item.sku_code)).toEqual(['IN-AC-9000']);

    const none = await page(sales, { searchKeyword: 'ไม่มีบริการนี้แน่นอน' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('takes LIKE wildcards in a keyword literally', async () => {
    expect((await page(sales, { searchKeyword: '%' })).total).toBe(0);
    expect((await page(sales, { searchKeyword: '_' })).total).toBe(0);
  });

  it('refuses a store the caller does not work for, and a channel that is not the store’s', async () => {
    const otherStore = await post(sales, catalogPaths.productSearch, {
      channel: manager.channel,
      storeId: manager.storeId,
    });
    expect(otherStore.statusCode).toBe(403);
    expect(errorBodySchema.parse(otherStore.json()).code).toBe('FORBIDDEN');

    const otherChannel = await post(sales, catalogPaths.productSearch, {
      channel: DEMO_CHANNELS.builders,
      storeId: sales.storeId,
    });
    expect(otherChannel.statusCode).toBe(403);
  });

  it('accepts the caller’s own store id written in upper case', async () => {
    const upper = { ...sales, storeId: sales.storeId.toUpperCase() };
    expect((await page(upper)).items).toHaveLength(12);
  });

  it('needs a signed-in caller and well-formed input', async () => {
    const anonymous = await post(null, catalogPaths.productSearch, {
      channel: sales.channel,
      storeId: sales.storeId,
    });
    expect(anonymous.statusCode).toBe(401);

    const badId = await post(sales, catalogPaths.productSearch, {
      channel: sales.channel,
      storeId: 'store-1',
    });
    expect(badId.statusCode).toBe(400);
    expect(errorBodySchema.parse(badId.json()).code).toBe('VALIDATION_FAILED');

    const badPage = await post(sales, catalogPaths.productSearch, {
      channel: sales.channel,
      storeId: sales.storeId,
      pagination: { page: 0, page_size: 12 },
    });
    expect(badPage.statusCode).toBe(400);

    // PostgreSQL text cannot hold a NUL: refused as input, never a 500 from the query.
    const nul = await post(sales, catalogPaths.productSearch, {
      channel: sales.channel,
      storeId: sales.storeId,
      searchKeyword: 'a\u0000b',
    });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(errorBodySchema.parse(nul.json()).code).toBe('VALIDATION_FAILED');
  });
});

describe(`POST ${catalogPaths.recentSearch}`, () => {
  it('remembers submitted keywords newest first, once each, not the searchOnly ones', async () => {
    await page(manager, { searchKeyword: 'ปั๊มน้ำ' });
    await page(manager, { searchKeyword: 'camera' });
    await page(manager, { searchKeyword: 'ปั๊มน้ำ' });
    await page(manager, { searchKeyword: 'typing', searchOnly: true });
    await page(manager, { searchKeyword: 'camera', pagination: { page: 2, page_size: 12 } });

    const response = await post(manager, catalogPaths.recentSearch, { storeId: manager.storeId });
    expect(response.statusCode).toBe(200);
    const keywords = recentSearchResponseSchema
      .parse(response.json())
      .data.map((row) => row.keyword);
    expect(keywords).toEqual(['ปั๊มน้ำ', 'camera']);
  });

  it('keeps only the latest 10 keywords of a store', async () => {
    for (let i = 1; i <= 12; i += 1) await page(manager, { searchKeyword: `keyword ${i}` });
    const response = await post(manager, catalogPaths.recentSearch, { storeId: manager.storeId });
    const keywords = recentSearchResponseSchema
      .parse(response.json())
      .data.map((row) => row.keyword);
    expect(keywords).toHaveLength(10);
    expect(keywords[0]).toBe('keyword 12');
    expect(keywords).not.toContain('keyword 2');
  });

  it('stores a keyword NFC-normalised without control or format characters, once', async () => {
    const { db } = await getTestContext();
    await db.delete(recentSearches).where(eq(recentSearches.storeId, manager.storeId));
    // The same word typed five ways, sent all at once.
    const variants = ['cafe\u0301', 'caf\u00e9', '\u200bcafé\u200d', 'caf\u202ee\u0301', ' café\t'];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => page(manager, { searchKeyword: variants[i % 5] })),
    );
    const response = await post(manager, catalogPaths.recentSearch, { storeId: manager.storeId });
    const keywords = recentSearchResponseSchema.parse(response.json()).data.map((r) => r.keyword);
    expect(keywords).toEqual(['caf\u00e9']);
  });

  it('shows one store’s searches to that store only', async () => {
    const response = await post(sales, catalogPaths.recentSearch, { storeId: manager.storeId });
    expect(response.statusCode).toBe(403);
  });
});

describe(`POST ${catalogPaths.productByChannel}`, () => {
  it('answers every active service of the channel', async () => {
    const response = await post(builder, catalogPaths.productByChannel, {
      channel: builder.channel,
      storeId: builder.storeId,
    });
    expect(response.statusCode).toBe(200);
    const items = productByChannelResponseSchema.parse(response.json()).data;
    expect(items).toHaveLength(DEMO_SERVICES.length);
    expect(items.every((item) => item.channel === DEMO_CHANNELS.builders)).toBe(true);
  });

  it('refuses another channel', async () => {
    const response = await post(builder, catalogPaths.productByChannel, {
      channel: DEMO_CHANNELS.retail,
      storeId: builder.storeId,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe(`POST ${catalogPaths.productById}`, () => {
  it('answers a service with every field of spec §3', async () => {
    const summary = await productBySku(sales, 'IN-AC-9000');
    const response = await post(sales, catalogPaths.productById, {
      storeId: sales.storeId,
      productId: summary._id,
    });
    expect(response.statusCode).toBe(200);
    const product = productByIdResponseSchema.parse(response.json()).data;
    expect(product).toMatchObject({
      _id: summary._id,
      product_type: 'I',
      sku_code: 'IN-AC-9000',
      type_of_work: 'WT-AC',
      lock_days: 2,
      channel: DEMO_CHANNELS.retail,
      isFavorite: false,
    });
    expect(product.calculator).toEqual({ unit_price: 2500, unit: { th: 'เครื่อง', en: 'unit' } });
    expect(product.images.length).toBeGreaterThanOrEqual(3);
    expect(product.images.length).toBeLessThanOrEqual(6);
    expect(product.images[0]!.alt.en).toContain('Air Conditioner');
    // A detail is a card and more: its cover is the gallery's first image.
    expect(product.image).toEqual(product.images[0]);
    expect(product.informations.map((info) => info.title.en)).toEqual([
      'Service details',
      'What’s included',
      'Service conditions',
      'Warranty',
    ]);
    expect(product.selling_points.map((point) => point.icon)).toEqual([
      'guarantee',
      'cube',
      'pin_location',
    ]);
  });

  it('answers a survey with a price and quantity limit 1', async () => {
    const summary = await productBySku(sales, 'SV-SOLAR-SURVEY');
    const response = await post(sales, catalogPaths.productById, {
      storeId: sales.storeId,
      productId: summary._id,
    });
    const product = productByIdResponseSchema.parse(response.json()).data;
    expect(product).toMatchObject({
      product_type: 'S',
      price: 1500,
      normal_price: 2000,
      limit_qty: 1,
      min_qty: 1,
    });
    expect(product.is_survey_discount).toBe(true);
  });

  it('is 404 PRODUCT_NOT_FOUND for an unknown id and for another channel’s service', async () => {
    const unknown = await post(sales, catalogPaths.productById, {
      storeId: sales.storeId,
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const body = errorBodySchema.parse(unknown.json());
    expect(body.code).toBe('PRODUCT_NOT_FOUND');
    expect(body.message).toMatch(/does not exist/);

    const builderProduct = await productBySku(builder, 'IN-AC-9000');
    const otherChannel = await post(sales, catalogPaths.productById, {
      storeId: sales.storeId,
      productId: builderProduct._id,
    });
    expect(otherChannel.statusCode).toBe(404);
  });

  it('is 400 for a malformed id', async () => {
    const response = await post(sales, catalogPaths.productById, {
      storeId: sales.storeId,
      productId: '42',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });
});

describe('favourites', () => {
  it('insert twice keeps one row; the toggle answers 200 "success"; delete is idempotent', async () => {
    const { app, db } = await getTestContext();
    const product = await productBySku(sales, 'IN-WH-INSTALL');
    const body = { storeId: sales.storeId, productId: product._id };

    for (let i = 0; i < 2; i += 1) {
      const inserted = await post(sales, catalogPaths.insertFavourite, body);
      expect(inserted.statusCode).toBe(200);
      expect(favouriteResponseSchema.parse(inserted.json()).data).toEqual({
        productId: product._id,
        isFavorite: true,
      });
    }
    const rows = await db.execute(
      sql`select count(*)::int as n from favourites where store_id = ${sales.storeId} and product_id = ${product._id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);

    const detail = await post(sales, catalogPaths.productById, body);
    expect(productByIdResponseSchema.parse(detail.json()).data.isFavorite).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      const deleted = await app.inject({
        method: 'DELETE',
        url: catalogPaths.deleteFavourite,
        payload: body,
        headers: sales.headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect(favouriteResponseSchema.parse(deleted.json()).data.isFavorite).toBe(false);
    }

    const toggled = await post(sales, catalogPaths.toggleFavourite, { ...body, isFavorite: true });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toEqual({
      message: 'success',
      data: { productId: product._id, isFavorite: true },
    });
    const untoggled = await post(sales, catalogPaths.toggleFavourite, {
      ...body,
      isFavorite: false,
    });
    expect(favouriteResponseSchema.parse(untoggled.json()).data.isFavorite).toBe(false);
  });

  it('lists a store’s favourites, and another store (same channel) sees none of them', async () => {
    const first = await productBySku(sales, 'IN-CCTV-CAMERA');
    const second = await productBySku(sales, 'SV-ROOF-SURVEY');
    await post(sales, catalogPaths.toggleFavourite, {
      storeId: sales.storeId,
      productId: first._id,
      isFavorite: true,
    });
    await post(sales, catalogPaths.toggleFavourite, {
      storeId: sales.storeId,
      productId: second._id,
      isFavorite: true,
    });

    const mine = await post(sales, catalogPaths.favouriteProducts, { storeId: sales.storeId });
    expect(mine.statusCode).toBe(200);
    const saved = favouriteProductsResponseSchema.parse(mine.json()).data;
    expect(saved.map((item) => item.sku_code)).toEqual(['SV-ROOF-SURVEY', 'IN-CCTV-CAMERA']);
    expect(saved.every((item) => item.isFavorite)).toBe(true);
    const flagged = (await page(sales, { pagination: { page: 1, page_size: 48 } })).items
      .filter((item) => item.isFavorite)
      .map((item) => item.sku_code);
    expect(flagged.sort()).toEqual(['IN-CCTV-CAMERA', 'SV-ROOF-SURVEY']);

    const theirs = await post(manager, catalogPaths.favouriteProducts, {
      storeId: manager.storeId,
    });
    expect(favouriteProductsResponseSchema.parse(theirs.json()).data).toEqual([]);
    const theirPage = await page(manager, { pagination: { page: 1, page_size: 48 } });
    expect(theirPage.items.some((item) => item.isFavorite)).toBe(false);

    // Nor can another store's user change or read them.
    const meddle = await post(manager, catalogPaths.toggleFavourite, {
      storeId: sales.storeId,
      productId: first._id,
      isFavorite: false,
    });
    expect(meddle.statusCode).toBe(403);
    const peek = await post(manager, catalogPaths.favouriteProducts, { storeId: sales.storeId });
    expect(peek.statusCode).toBe(403);
  });

  it('is 404 for another channel’s service and 400 for a malformed id', async () => {
    const builderProduct = await productBySku(builder, 'IN-AC-CLEAN');
    const otherChannel = await post(sales, catalogPaths.insertFavourite, {
      storeId: sales.storeId,
      productId: builderProduct._id,
    });
    expect(otherChannel.statusCode).toBe(404);
    const malformed = await post(sales, catalogPaths.toggleFavourite, {
      storeId: sales.storeId,
      productId: 'not-an-id',
      isFavorite: true,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('refuses the external-brand user', async () => {
    const { app } = await getTestContext();
    const brand = await signIn(app, DEMO_USERS.brand);
    const store = brand.stores[0]!;
    const response = await app.inject({
      method: 'POST',
      url: catalogPaths.productSearch,
      payload: { channel: store.channel, storeId: store._id },
      headers: brand.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('product HTML is sanitised', () => {
  const dirty =
    '<p>Fine <img src=x onerror=alert(1)> print</p><script>alert("x")</script><a href="javascript:alert(2)" onclick="steal()">link</a>';

  function expectClean(html: string) {
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(html).toContain('Fine');
    expect(html).toContain('print');
  }

  it('is stored clean when written and served clean', async () => {
    const { db } = await getTestContext();
    const productId = await createProduct(
      db,
      testSurvey('TEST-XSS', {
        informations: [{ title: { th: 'ข้อมูล', en: 'Info' }, content: { th: dirty, en: dirty } }],
      }),
    );
    try {
      const [stored] = await db
        .select()
        .from(productInformations)
        .where(eq(productInformations.productId, productId));
      expectClean(stored!.htmlTh);
      expectClean(stored!.htmlEn);

      const response = await post(sales, catalogPaths.productById, {
        storeId: sales.storeId,
        productId,
      });
      const served = productByIdResponseSchema.parse(response.json()).data;
      expectClean(served.informations[0]!.content.th);
      expectClean(served.informations[0]!.content.en);
    } finally {
      await db.delete(products).where(eq(products.id, productId));
      clearCatalogueCaches();
    }
  });
});

describe('product detail cache', () => {
  it('keeps a channel’s detail for a while; each store’s favourite flag is always fresh', async () => {
    const { db } = await getTestContext();
    clearCatalogueCaches();
    const target = await productBySku(sales, 'SV-HOME-SURVEY');
    const detail = async (caller: Caller) => {
      const response = await post(caller, catalogPaths.productById, {
        storeId: caller.storeId,
        productId: target._id,
      });
      return productByIdResponseSchema.parse(response.json()).data;
    };
    const before = await detail(sales);
    await db.update(products).set({ nameEn: 'Renamed' }).where(eq(products.id, target._id));
    try {
      expect((await detail(sales)).name.en).toBe(before.name.en);
      await post(sales, catalogPaths.toggleFavourite, {
        storeId: sales.storeId,
        productId: target._id,
        isFavorite: true,
      });
      expect((await detail(sales)).isFavorite).toBe(true);
      expect((await detail(manager)).isFavorite).toBe(false);

      clearCatalogueCaches();
      expect((await detail(sales)).name.en).toBe('Renamed');
    } finally {
      await db.update(products).set({ nameEn: before.name.en }).where(eq(products.id, target._id));
      await post(sales, catalogPaths.toggleFavourite, {
        storeId: sales.storeId,
        productId: target._id,
        isFavorite: false,
      });
      clearCatalogueCaches();
    }
  });

  it('answers many requests at once with the same detail', async () => {
    clearCatalogueCaches();
    const target = await productBySku(sales, 'IN-AC-9000');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(sales, catalogPaths.productById, { storeId: sales.storeId, productId: target._id }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
  });
});

describe('writing the catalogue', () => {
  it('writes a product and its parts in one transaction: a failing part leaves nothing', async () => {
    const { db } = await getTestContext();
    await expect(
      createProduct(
        db,
        testSurvey('TEST-ATOMIC', {
          // Not an icon the schema allows: the last insert fails.
          sellingPoints: [{ text: { th: 'x', en: 'x' }, icon: 'rocket' as 'cube' }],
        }),
      ),
    ).rejects.toThrow();
    const left = await db.select().from(products).where(eq(products.skuCode, 'TEST-ATOMIC'));
    expect(left).toEqual([]);
  });
});

describe('GET /images/products/:file', () => {
  it('serves a product image with its length, type and a year of cache', async () => {
    const { app } = await getTestContext();
    const summary = await productBySku(sales, 'IN-AC-9000');
    for (const url of [summary.image!.url, summary.image!.thumbnail]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(response.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers 404 for unknown names and never reads outside the folder', async () => {
    const { app } = await getTestContext();
    for (const url of [
      '/images/products/nope.0123456789.webp',
      '/images/products/manifest.json',
      '/images/products/..%2f..%2fpackage.json',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
