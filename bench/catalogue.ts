// Requests per second and p99 latency of the catalogue's two busiest reads for a signed-in Sales
// user — the catalogue page (POST /b2b/v2/store/productSearch, 12 services) and a product's detail
// (POST /b2b/v2/store/productByID) — beside a constant-JSON route of the same server, measured in
// the same run, on the embedded PGlite and on a PostgreSQL server (a throwaway cluster, or
// BENCH_DATABASE_URL). Loopback only, bounded in time; prints figures, never fails on time.
// Run: node --import tsx bench/catalogue.ts   (BENCH_SECONDS=10 by default per measurement)
import type autocannon from 'autocannon';
import {
  catalogPaths,
  productSearchResponseSchema,
  type ProductPage,
} from '../packages/contract/src/catalog';
import { pageAnswerJson, serialiseCards } from '../apps/server/src/modules/catalog/page-json';
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

const load = (options: autocannon.Options, seconds: number) =>
  loadFor(options, seconds, CONNECTIONS);

/** Median microseconds per call of `fn`, over a few rounds of about `ms` each. */
function microseconds(fn: () => unknown, ms = 400, rounds = 5): number {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let calls = 0;
    const started = performance.now();
    while (performance.now() - started < ms) {
      fn();
      calls += 1;
    }
    samples.push(((performance.now() - started) * 1000) / calls);
  }
  return samples.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}

/**
 * What the catalogue page's answer costs to serialise, on a real page: through its response schema
 * (as Fastify's zod serializer does for every other route) or spliced from the cached cards
 * (modules/catalog/page-json.ts, what the route does). In this process, so no network in it.
 */
function serialisationCost(page: ProductPage) {
  const cards = serialiseCards(page.items.map(({ isFavorite: _flag, ...card }) => card));
  const saved = new Set(page.items.filter((item) => item.isFavorite).map((item) => item._id));
  const meta = { total: page.total, page: page.page, page_size: page.page_size };
  const envelope = { message: 'success', data: page };
  return {
    schema: microseconds(() => JSON.stringify(productSearchResponseSchema.parse(envelope))),
    cached: microseconds(() => pageAnswerJson(cards, saved, meta)),
  };
}

async function measure(label: string, databaseUrl?: string) {
  const { child, target } = await startServer(
    databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {},
  );
  try {
    const base = `http://127.0.0.1:${target.port}`;
    const catalogue: autocannon.Options = {
      url: `${base}${catalogPaths.productSearch}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: JSON.stringify({
        channel: target.channel,
        storeId: target.storeId,
        pagination: { page: 1, page_size: 12 },
      }),
    };
    const constant: autocannon.Options = { url: `${base}/bench/constant` };
    const signedIn: autocannon.Options = {
      url: `${base}/bench/constant-signed-in`,
      headers: { authorization: `Bearer ${target.token}` },
    };

    // Check the catalogue answers a real page before timing it.
    const probe = await fetch(catalogue.url as string, {
      method: 'POST',
      headers: catalogue.headers as Record<string, string>,
      body: catalogue.body as string,
    });
    const answer = productSearchResponseSchema.safeParse(await probe.json());
    const productId = answer.data?.data.items[0]?._id;
    if (probe.status !== 200 || answer.data?.data.items.length !== 12 || !productId) {
      throw new Error(
        `catalogue probe answered ${probe.status}: ${answer.error ?? 'not 12 items'}`,
      );
    }
    const detail: autocannon.Options = {
      ...catalogue,
      url: `${base}${catalogPaths.productById}`,
      body: JSON.stringify({ storeId: target.storeId, productId }),
    };
    const detailProbe = await fetch(detail.url as string, {
      method: 'POST',
      headers: detail.headers as Record<string, string>,
      body: detail.body as string,
    });
    if (detailProbe.status !== 200)
      throw new Error(`productByID probe answered ${detailProbe.status}`);

    await load(constant, WARMUP_SECONDS);
    await load(catalogue, WARMUP_SECONDS);
    await load(detail, WARMUP_SECONDS);
    const base1 = await load(constant, SECONDS);
    const auth = await load(signedIn, SECONDS);
    const cat = await load(catalogue, SECONDS);
    const byId = await load(detail, SECONDS);

    const ratio = (f: Figures) =>
      `${((f.requestsPerSecond / base1.requestsPerSecond) * 100).toFixed(1)} %`;
    console.log(`\n${label}  (${CONNECTIONS} connections, ${SECONDS} s each, loopback)`);
    console.log(figuresRow('constant JSON route (baseline)', base1));
    console.log(figuresRow('constant JSON, bearer token checked', auth));
    console.log(figuresRow('catalogue page, 12 items', cat));
    console.log(figuresRow('productByID, one service', byId));
    console.log(`  catalogue page / constant: ${ratio(cat)}`);
    console.log(`  productByID / constant:    ${ratio(byId)}`);
    const cost = serialisationCost(answer.data.data);
    console.log(
      `  serialising the 12-card page answer: ${cost.schema.toFixed(1)} µs through the response ` +
        `schema, ${cost.cached.toFixed(1)} µs from the cached cards (a constant-route request: ` +
        `${(1e6 / base1.requestsPerSecond).toFixed(0)} µs)`,
    );
  } finally {
    await stopServer(child);
  }
}

console.log(`Catalogue page and productByID vs a constant route, Node ${process.version}`);
await onEachDatabase('changdee_bench', measure);
