// Requests per second and p99 latency of the cart's coupon calls for a signed-in Sales user — the
// coupons and promotions of a five-line cart (POST /b2b/v2/multipleProductPromotion, served from
// the per-store cache) and one coupon verified on one line (POST /b2b/v2/verify, product and coupon
// read fresh) — beside a constant-JSON route of the same server, on the embedded PGlite and on a
// PostgreSQL server (a throwaway cluster, or BENCH_DATABASE_URL). Then, in this process on PGlite,
// what the per-store cache saves: the same list with the cache emptied before every call.
// Loopback only, bounded in time; prints figures, never fails on time.
// Run: node --import tsx bench/promotions.ts   (BENCH_SECONDS=10 by default per measurement)
import { and, eq, inArray } from 'drizzle-orm';
import type autocannon from 'autocannon';
import {
  catalogPaths,
  productSearchResponseSchema,
  type ProductSummary,
} from '../packages/contract/src/catalog';
import {
  multipleProductPromotionResponseSchema,
  promotionPaths,
} from '../packages/contract/src/promotions';
import { businessToday } from '../packages/domain/src/dates';
import { openDatabase } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare-database';
import { products } from '../apps/server/src/db/schema/catalog';
import { stores } from '../apps/server/src/db/schema/identity';
import { DEMO_STORES } from '../apps/server/src/db/seed/demo-keys';
import {
  clearPromotionCaches,
  listProductPromotions,
} from '../apps/server/src/modules/promotions/service';
import {
  figuresRow,
  load as loadFor,
  startServer,
  stopServer,
  type Figures,
} from './support/bench-server';
import { onEachDatabase } from './support/each-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** A cart of five lines: installations and surveys of several kinds of work. */
const CART_SKUS = ['IN-AC-9000', 'SV-AC-SURVEY', 'IN-WH-INSTALL', 'IN-AC-CLEAN', 'IN-CCTV-CAMERA'];

const load = (options: autocannon.Options, seconds: number) =>
  loadFor(options, seconds, CONNECTIONS);

async function post(url: string, token: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function measure(label: string, databaseUrl?: string) {
  const { child, target } = await startServer(
    databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {},
  );
  try {
    const base = `http://127.0.0.1:${target.port}`;
    const page = await post(`${base}${catalogPaths.productSearch}`, target.token, {
      channel: target.channel,
      storeId: target.storeId,
      pagination: { page: 1, page_size: 48 },
    });
    const items: ProductSummary[] = productSearchResponseSchema.parse(await page.json()).data.items;
    const cart = CART_SKUS.map((sku) => items.find((item) => item.sku_code === sku)!);
    const aircon = cart[0]!;

    const headers = { 'content-type': 'application/json', authorization: `Bearer ${target.token}` };
    const list: autocannon.Options = {
      url: `${base}${promotionPaths.multipleProductPromotion}`,
      method: 'POST',
      headers,
      body: JSON.stringify({
        productIds: cart.map((item) => item._id),
        channel: target.channel,
        branchId: target.storeId,
      }),
    };
    const verify: autocannon.Options = {
      url: `${base}${promotionPaths.verify}`,
      method: 'POST',
      headers,
      body: JSON.stringify({
        product: { productId: aircon._id, qty: 2 },
        couponCode: 'AIRCON500',
        jobType: aircon.product_type,
        channel: target.channel,
      }),
    };
    const constant: autocannon.Options = { url: `${base}/bench/constant` };

    // Check both answer what they should before timing them.
    const listProbe = await post(list.url, target.token, JSON.parse(list.body as string));
    const entries = multipleProductPromotionResponseSchema.parse(await listProbe.json()).data;
    if (entries.length !== CART_SKUS.length || !entries.some((e) => e.coupon.length > 0))
      throw new Error('multipleProductPromotion probe: not one entry with coupons per line');
    const verifyProbe = await post(verify.url, target.token, JSON.parse(verify.body as string));
    if (verifyProbe.status !== 200) throw new Error(`verify probe answered ${verifyProbe.status}`);

    await load(constant, WARMUP_SECONDS);
    await load(list, WARMUP_SECONDS);
    await load(verify, WARMUP_SECONDS);
    const baseline = await load(constant, SECONDS);
    const listed = await load(list, SECONDS);
    const verified = await load(verify, SECONDS);

    const ratio = (f: Figures) =>
      `${((f.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`;
    console.log(`\n${label}  (${CONNECTIONS} connections, ${SECONDS} s each, loopback)`);
    console.log(figuresRow('constant JSON route (baseline)', baseline));
    console.log(figuresRow('multipleProductPromotion, 5 products', listed));
    console.log(figuresRow('verify, one coupon on one line', verified));
    console.log(`  multipleProductPromotion / constant: ${ratio(listed)}`);
    console.log(`  verify / constant:                   ${ratio(verified)}`);
  } finally {
    await stopServer(child);
  }
}

/** Median microseconds per call of `fn`, over a few rounds of about `ms` each. */
async function microseconds(fn: () => Promise<unknown>, ms = 600, rounds = 5): Promise<number> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let calls = 0;
    const started = performance.now();
    while (performance.now() - started < ms) {
      await fn();
      calls += 1;
    }
    samples.push(((performance.now() - started) * 1000) / calls);
  }
  return samples.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}

/** The service call behind multipleProductPromotion, from the cache and with it emptied each time. */
async function cacheSaving() {
  const database = await openDatabase({ driver: 'pglite', dataDir: null });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const { db } = database;
    const [store] = await db.select().from(stores).where(eq(stores.code, DEMO_STORES.bangna));
    const cart = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.channelCode, store!.channelCode), inArray(products.skuCode, CART_SKUS)),
      );
    const caller = { storeIds: [store!.id] };
    const request = {
      productIds: cart.map((row) => row.id),
      channel: store!.channelCode,
      branchId: store!.id,
    };
    const list = () => listProductPromotions(db, caller, request, businessToday(new Date()));
    const cached = await microseconds(list);
    const uncached = await microseconds(() => {
      clearPromotionCaches();
      return list();
    });
    console.log(
      `\nIn process, PGlite: the 5-product list costs ${uncached.toFixed(0)} µs reading the ` +
        `database and ${cached.toFixed(0)} µs from the per-store cache (${(uncached / cached).toFixed(1)}×).`,
    );
  } finally {
    await database.close();
  }
}

console.log(`Coupons and promotions vs a constant route, Node ${process.version}`);
await onEachDatabase('changdee_bench', measure);

await cacheSaving();
