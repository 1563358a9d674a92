// A survey's quotation priced and saved (issue 31 items 1-2, docs/decisions/072), on the embedded
// PGlite and on a PostgreSQL server: PUT /ops/v1/jobs/{no}/quotation with a 10-line quotation
// (two installations and add-ons, one optional), each save a new version priced by the server
// (products, promotions and add-ons read, the domain's priceQuotation, version and lines written,
// history), through the app's whole request path in process (app.inject: no socket). Beside it,
// in the same run, reading the quotation back (GET) as the baseline. p50/p95 of BENCH_SAVES saves
// one after another (200 by default) after a warm-up; the target is p95 ≤ 50 ms on
// PostgreSQL. Prints figures, never fails on time.
// Run: npm run bench -- quotations
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { addOns, orderLines, orders, products } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo-keys';
import { insertBareOrder } from '../apps/server/test/order-fixtures';
import { quotationPath, type QuotationSaveInput } from '../packages/contract/src/quotations';
import { openBenchDatabase } from './support/bench-app';
import { onEachDatabase } from './support/each-database';

const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const WARMUP = 20;
const ORDER_NO = 'CO310101999001';
const P95_TARGET_MS = 50;

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

type Db = Awaited<ReturnType<typeof openBenchDatabase>>['database']['db'];

/** A bare order of Bang Na made an air-conditioner survey in progress. */
async function surveyInProgress(db: Db): Promise<void> {
  await insertBareOrder(db, ORDER_NO);
  await db.update(orders).set({ status: 'in_progress' }).where(eq(orders.orderNo, ORDER_NO));
  const [survey] = await db
    .select()
    .from(products)
    .where(and(eq(products.channelCode, 'CD-RETAIL'), eq(products.skuCode, 'SV-AC-SURVEY')));
  await db.insert(orderLines).values({
    orderNo: ORDER_NO,
    position: 0,
    productId: survey!.id,
    skuCode: survey!.skuCode,
    skuMapping: survey!.skuMapping,
    productType: 'S',
    typeOfWork: survey!.typeOfWork,
    nameTh: survey!.nameTh,
    nameEn: survey!.nameEn,
    qty: 1,
    unitPrice: survey!.price!,
    price: survey!.price!,
    promotionDiscount: 0,
    couponDiscount: 0,
    totalPrice: survey!.price!,
  });
}

/** Ten lines: the two air-conditioner installations twice each, and six add-on lines. */
async function tenLines(db: Db): Promise<QuotationSaveInput['lines']> {
  const installations = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.channelCode, 'CD-RETAIL'),
        inArray(products.skuCode, ['IN-AC-9000', 'IN-AC-18000']),
      ),
    );
  const extras = await db.select().from(addOns).where(eq(addOns.workType, 'WT-AC'));
  const services = [...installations, ...installations].map(({ id }) => ({
    kind: 'service' as const,
    product_id: id,
    qty: 1,
  }));
  const addOnLines = Array.from({ length: 6 }, (_, i) => {
    const addOn = extras[i % extras.length]!;
    return {
      kind: 'add_on' as const,
      add_on_id: addOn.id,
      qty: addOn.wholeUnits ? addOn.minQty : 6,
      optional: i === 5,
    };
  });
  return [...services, ...addOnLines];
}

async function measure(label: string, databaseUrl?: string): Promise<void> {
  const bench = await openBenchDatabase(databaseUrl);
  const { db } = bench.database;
  const app = await buildApp(bench.config, {
    database: bench.database,
    closeDatabase: false,
    jobs: { work: false },
  });
  try {
    await app.ready();
    await surveyInProgress(db);
    const lines = await tenLines(db);
    const basic = Buffer.from(`${DEMO_USERS.operator}:${DEMO_PASSWORD}`).toString('base64');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/v1/auth',
      headers: { authorization: `Basic ${basic}` },
    });
    const token = (signedIn.json() as { data: { user: { accessToken: string } } }).data.user
      .accessToken;
    const headers = { authorization: `Bearer ${token}` };
    let version = 0;
    const save = async () => {
      const body: QuotationSaveInput = {
        lines,
        note: 'bench',
        ...(version ? { based_on_version: version } : {}),
      };
      const started = performance.now();
      const response = await app.inject({
        method: 'PUT',
        url: quotationPath(ORDER_NO),
        headers,
        payload: body,
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`save answered ${response.body}`);
      version += 1;
      return ms;
    };
    const read = async () => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: quotationPath(ORDER_NO), headers });
      if (response.statusCode !== 200) throw new Error(`read answered ${response.body}`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await save();
    const saves: number[] = [];
    const reads: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      saves.push(await save());
      reads.push(await read());
    }
    report(label, saves, reads, databaseUrl !== undefined);
  } finally {
    await app.close();
    await bench.database.close();
    bench.remove();
  }
}

function report(label: string, saves: number[], reads: number[], postgres: boolean) {
  const line = (name: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `  ${name.padEnd(40)} p50 ${percentile(sorted, 0.5).toFixed(2).padStart(7)} ms   p95 ${percentile(sorted, 0.95).toFixed(2).padStart(7)} ms`;
  };
  console.log(`\n${label}  (${saves.length} saves one after another, in process)`);
  console.log(line('save a 10-line quotation (a new version)', saves));
  console.log(line('read it back (baseline)', reads));
  if (postgres) console.log(`  target: save p95 ≤ ${P95_TARGET_MS} ms on PostgreSQL (issue 31)`);
}

console.log(`Quotations priced and saved, Node ${process.version}`);
await onEachDatabase('changdee_bench_quotations', measure);
