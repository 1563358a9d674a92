// Orders per second for concurrent order creation (POST /b2b/v2/createCartOrder, a two-line cart,
// a coupon on a quarter of the orders) on the embedded PGlite and on a PostgreSQL server (a
// throwaway cluster, or BENCH_DATABASE_URL), with more demand than capacity so that many orders
// meet a full slot (409), and then the count of double bookings: slots or days booked past their
// capacity, orders holding other than one booking, counters that disagree with the bookings —
// each must be 0. Beside it, a constant-JSON route of the same server in the same run (the
// ceiling). The app listens on loopback in this process and the requests come from it too, so
// client and server share the CPU (and, on a shared machine, everything else does).
// Run: node --import tsx bench/orders.ts   (BENCH_ORDERS=600, BENCH_CONCURRENCY=20)
import { eq, sql } from 'drizzle-orm';
import { orderPaths, type CreateOrderRequest } from '../packages/contract/src/orders';
import { addDays, businessToday } from '../packages/domain/src/dates';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { products } from '../apps/server/src/db/schema/catalog';
import {
  contractorServiceAreas,
  contractorSlotCapacities,
  contractorWorkTypes,
  contractors,
} from '../apps/server/src/db/schema/contractors';
import { subdistricts } from '../apps/server/src/db/schema/geography';
import { coupons } from '../apps/server/src/db/schema/promotions';
import { DEMO_CHANNELS } from '../apps/server/src/db/seed/demo-keys';
import {
  addConstantRoute,
  listenOnLoopback,
  openBenchDatabase,
  signInSales,
} from './support/bench-app';
import { onEachDatabase } from './support/each-database';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const CONSTANT_REQUESTS = 2_000;
/** Chiang Mai districts (no demo contractor works there): 2 teams each, 2 + 2 jobs, 3 a day. */
const DISTRICTS = ['5001', '5002', '5003', '5004', '5005'];
const DAYS = 6;

interface Outcome {
  status: number;
  code?: string;
}

/** Runs `count` tasks with at most `concurrency` at once; wall time in seconds. */
async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** The double bookings a run left, by kind (each must be 0). */
async function doubleBookings(db: Database) {
  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number }> };
    return Number(result.rows[0]!.n);
  };
  return {
    slotsOverCapacity: await count(sql`
      select count(*) as n from (
        select b.contractor_id, b.service_date, b.time_slot, count(*) as booked
        from bookings b where b.status = 'booked' group by 1, 2, 3) s
      join contractor_slot_capacities c
        on c.contractor_id = s.contractor_id and c.time_slot = s.time_slot
      where s.booked > c.capacity`),
    daysOverCapacity: await count(sql`
      select count(*) as n from (
        select b.contractor_id, b.service_date, count(*) as booked
        from bookings b where b.status = 'booked' group by 1, 2) d
      join contractors c on c.id = d.contractor_id
      where d.booked > c.daily_capacity`),
    ordersNotBookedOnce: await count(sql`
      select count(*) as n from orders o
      where (select count(*) from bookings b
             where b.order_no = o.order_no and b.status = 'booked') <> 1`),
    countersDisagreeing: await count(sql`
      select count(*) as n from contractor_slot_usage u
      where u.used <> (select count(*) from bookings b
        where b.contractor_id = u.contractor_id and b.service_date = u.service_date
          and b.time_slot = u.time_slot and b.status = 'booked')`),
    couponUsesOverLimit: await count(sql`
      select count(*) as n from coupons c
      where c.usage_limit is not null and c.usage_limit < (
        select count(*) from order_lines l where l.coupon_id = c.id)`),
  };
}

async function measure(label: string, databaseUrl?: string) {
  const bench = await openBenchDatabase(databaseUrl);
  const { config, database } = bench;
  try {
    const { db } = database;

    // The bench's own contractors and a coupon usable 20 times.
    for (const [d, district] of DISTRICTS.entries())
      for (const team of [1, 2]) {
        const [row] = await db
          .insert(contractors)
          .values({
            code: `CT-BENCH-${district}-${team}`,
            nameTh: `ทีมทดสอบ ${d}-${team}`,
            nameEn: `Bench team ${d}-${team}`,
            phone: '0800000000',
            dailyCapacity: 3,
          })
          .returning({ id: contractors.id });
        const contractorId = row!.id;
        await db.insert(contractorWorkTypes).values([
          { contractorId, workType: 'WT-SURVEY' },
          { contractorId, workType: 'WT-AC-CLEAN' },
        ]);
        await db.insert(contractorServiceAreas).values({ contractorId, districtCode: district });
        await db.insert(contractorSlotCapacities).values([
          { contractorId, timeSlot: '1', capacity: 2 },
          { contractorId, timeSlot: '2', capacity: 2 },
        ]);
      }
    await db.insert(coupons).values({
      code: 'BENCH20',
      nameTh: 'คูปองทดสอบ',
      nameEn: 'Bench coupon',
      discount: 50,
      startDate: '2020-01-01',
      expireDate: '2040-12-31',
      usageLimit: 20,
    });
    const places = new Map<string, { code: string; postcode: string }>();
    for (const district of DISTRICTS) {
      const [place] = await db
        .select({ code: subdistricts.code, postcode: subdistricts.postcode })
        .from(subdistricts)
        .where(eq(subdistricts.districtCode, district))
        .limit(1);
      places.set(district, place!);
    }
    const productOf = async (sku: string) => {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(
          sql`${products.channelCode} = ${DEMO_CHANNELS.retail} and ${products.skuCode} = ${sku}`,
        );
      return row!.id;
    };
    const survey = await productOf('SV-HOME-SURVEY');
    const cleaning = await productOf('IN-AC-CLEAN');

    const app = await buildApp(config, { database, closeDatabase: false });
    addConstantRoute(app);
    const port = await listenOnLoopback(app);
    try {
      const base = `http://127.0.0.1:${port}`;
      const session = await signInSales(app);
      const token = session.accessToken;
      const storeId = session.stores[0]!._id;
      const today = businessToday(new Date());

      const order = (i: number): CreateOrderRequest => {
        const district = DISTRICTS[i % DISTRICTS.length]!;
        const place = places.get(district)!;
        return {
          customer: {
            firstname: 'ลูกค้า',
            lastname: `ทดสอบ ${i}`,
            mobile: `08${String(30_000_000 + i).slice(-8)}`,
            email: `bench${i}@example.com`,
            address: {
              no: `${i}/1`,
              sub_district: { code: place.code, name: '' },
              district: { code: district, name: '' },
              province: { code: '50', name: '' },
              postcode: place.postcode,
            },
          },
          expected_date: {
            date: addDays(today, 1 + (Math.floor(i / DISTRICTS.length) % DAYS)),
            time: i % 2 === 0 ? '1' : '2',
          },
          items: [
            {
              product_id: survey,
              product_type: 'S',
              qty: 1,
              promotion: i % 4 === 0 ? { coupon_code: 'BENCH20' } : null,
            },
            { product_id: cleaning, product_type: 'I', qty: 1 + (i % 3) },
          ],
          channel: DEMO_CHANNELS.retail,
          seller: { code: 'BN-001' },
          store_id: storeId,
        };
      };

      // Warm-up: the first requests compile queries and fill caches (orders of another store's
      // demand are not placed: a bad seller answers 400 after the same checks).
      await pool(20, 5, (i) =>
        fetch(`${base}${orderPaths.create}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ ...order(i), seller: { code: 'NO-SUCH' } }),
        }).then((r) => r.arrayBuffer()),
      );
      const baseline = await pool(CONSTANT_REQUESTS, CONCURRENCY, () =>
        fetch(`${base}/bench/constant`).then((r) => r.arrayBuffer()),
      );
      const run = await pool(ORDERS, CONCURRENCY, async (i): Promise<Outcome> => {
        const response = await fetch(`${base}${orderPaths.create}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(order(i)),
        });
        const body = (await response.json()) as { code?: string };
        return { status: response.status, code: body.code };
      });

      const placed = run.results.filter((r) => r.status === 200).length;
      const byCode = new Map<string, number>();
      for (const r of run.results.filter((r) => r.status !== 200))
        byCode.set(`${r.status} ${r.code}`, (byCode.get(`${r.status} ${r.code}`) ?? 0) + 1);
      const capacity = DISTRICTS.length * 2 * 3 * DAYS;
      const doubles = await doubleBookings(db);
      const total = Object.values(doubles).reduce((sum, n) => sum + n, 0);

      console.log(`\n${label}  (${ORDERS} orders, ${CONCURRENCY} at once, loopback, in process)`);
      console.log(
        `  constant JSON route              ${(CONSTANT_REQUESTS / baseline.seconds).toFixed(0).padStart(7)} req/s`,
      );
      console.log(
        `  createCartOrder, every answer    ${(ORDERS / run.seconds).toFixed(1).padStart(7)} req/s   (${run.seconds.toFixed(1)} s)`,
      );
      console.log(
        `  createCartOrder, orders placed   ${(placed / run.seconds).toFixed(1).padStart(7)} orders/s   (${placed} placed; room for ${capacity})`,
      );
      console.log(
        `  refused: ${[...byCode].map(([code, n]) => `${n} × ${code}`).join(', ') || 'none'}`,
      );
      console.log(
        `  double bookings: ${total}  (slots over capacity ${doubles.slotsOverCapacity}, days over capacity ${doubles.daysOverCapacity}, orders not booked once ${doubles.ordersNotBookedOnce}, counters disagreeing ${doubles.countersDisagreeing}, coupon uses over limit ${doubles.couponUsesOverLimit})`,
      );
      if (total !== 0) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    bench.remove();
  }
}

console.log(`Concurrent order creation, Node ${process.version}`);
await onEachDatabase('changdee_bench_orders', measure);
