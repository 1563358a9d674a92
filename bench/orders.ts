// Orders per second for concurrent order creation (POST /b2b/v2/createCartOrder, a two-line cart,
// a coupon on a quarter of the orders) on the embedded PGlite and on a PostgreSQL server (a
// throwaway cluster, or BENCH_DATABASE_URL), in two cases:
// - every order fits: four districts with ample capacity, a coupon with uses to spare — every
//   answer is a placed order (the cost of a placement);
// - contested: more demand than capacity, so that many orders meet a full slot or a used-up
//   coupon (409).
// Then the count of double bookings: slots or days booked past their capacity, orders holding
// other than one booking, counters that disagree with the bookings — each must be 0; and the
// statements one placed order sends to the database (a query logger on a second app over the same
// database, the orders one after another). Beside it, a constant-JSON route of the same server in
// the same run (the ceiling). The app listens on loopback in this process; the requests come from
// a worker thread of it (support/request-client.ts), so the server's JavaScript has the main
// thread, and the CPU per placed order — of the server (this process less the client's thread)
// and of the PostgreSQL server's processes — is printed beside the rate: it moves far less than
// the rate when other work shares the machine.
// Run: node --import tsx bench/orders.ts   (BENCH_ORDERS=600, BENCH_CONCURRENCY=20; BENCH_ONLY,
// BENCH_CPU_PROFILE and BENCH_STATEMENTS below)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { orderPaths, type CreateOrderRequest } from '../packages/contract/src/orders';
import { addDays, businessToday } from '../packages/domain/src/dates';
import { buildApp } from '../apps/server/src/app';
import type { Database, DatabaseHandle } from '../apps/server/src/db/client';
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
import { countingDatabase } from '../apps/server/test/counting-database';
import { cpuMeter, cpuPer } from './support/cpu-meter';
import { runClient, type ClientRequest, type Outcome } from './support/request-client';
import { onEachDatabase } from './support/each-database';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const CONSTANT_REQUESTS = 2_000;
/** Chiang Mai districts (no demo contractor works there): 2 teams each, 2 + 2 jobs, 3 a day. */
const DISTRICTS = ['5001', '5002', '5003', '5004', '5005'];
const DAYS = 6;
/** Four more Chiang Mai districts for the orders that all fit: 2 teams each, room to spare. */
const ROOMY_DISTRICTS = ['5006', '5007', '5008', '5009'];
const ROOMY_SLOT_CAPACITY = 200;
/** Orders placed one after another with a query logger (the statements per order). */
const COUNTED_ORDERS = 20;

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

/**
 * BENCH_CPU_PROFILE=<folder>: a CPU profile of this process during the case where every order
 * fits, written there (open it in Chrome's DevTools); BENCH_STATEMENTS=1 on the throwaway cluster:
 * the database's time per statement in that case (pg_stat_statements).
 */
async function startProfile(database: DatabaseHandle) {
  const folder = process.env.BENCH_CPU_PROFILE;
  const session = folder ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const statements = process.env.BENCH_STATEMENTS && database.driver === 'pg';
  if (statements) {
    await database.db.execute(sql`create extension if not exists pg_stat_statements`);
    await database.db.execute(sql`select pg_stat_statements_reset()`);
  }
  return {
    async stop(label: string) {
      if (session && folder) {
        const { profile } = await session.post('Profiler.stop');
        const file = join(folder, `orders-${database.driver}-${process.pid}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        session.disconnect();
        console.log(`${label}: CPU profile in ${file}`);
      }
      if (statements) {
        const result = (await database.db.execute(sql`select calls,
            round((total_plan_time / calls)::numeric, 3) as plan_ms,
            round((total_exec_time / calls)::numeric, 3) as exec_ms,
            left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 110) as query
          from pg_stat_statements where calls >= 100
          order by total_plan_time + total_exec_time desc limit 15`)) as unknown as {
          rows: Array<Record<string, unknown>>;
        };
        console.log(`${label}: the database's time per statement, every order fits`);
        console.table(result.rows);
      }
    },
  };
}

/** The bench's own teams in `districts`: both slots of `slotCapacity`, twice that a day. */
async function addTeams(db: Database, districts: readonly string[], slotCapacity: number) {
  for (const [d, district] of districts.entries())
    for (const team of [1, 2]) {
      const [row] = await db
        .insert(contractors)
        .values({
          code: `CT-BENCH-${district}-${team}`,
          nameTh: `ทีมทดสอบ ${d}-${team}`,
          nameEn: `Bench team ${district}-${team}`,
          phone: '0800000000',
          dailyCapacity: slotCapacity === 2 ? 3 : slotCapacity * 2,
        })
        .returning({ id: contractors.id });
      const contractorId = row!.id;
      await db.insert(contractorWorkTypes).values([
        { contractorId, workType: 'WT-SURVEY' },
        { contractorId, workType: 'WT-AC-CLEAN' },
      ]);
      await db.insert(contractorServiceAreas).values({ contractorId, districtCode: district });
      await db.insert(contractorSlotCapacities).values([
        { contractorId, timeSlot: '1', capacity: slotCapacity },
        { contractorId, timeSlot: '2', capacity: slotCapacity },
      ]);
    }
}

const rate = (n: number, seconds: number) => (n / seconds).toFixed(1).padStart(7);

async function measure(label: string, databaseUrl?: string) {
  const bench = await openBenchDatabase(databaseUrl);
  const { config, database } = bench;
  try {
    const { db } = database;

    // The bench's own contractors: few in the contested districts, plenty in the roomy ones; a
    // coupon usable 20 times and one with uses to spare (once per customer).
    await addTeams(db, DISTRICTS, 2);
    await addTeams(db, ROOMY_DISTRICTS, ROOMY_SLOT_CAPACITY);
    await db.insert(coupons).values([
      {
        code: 'BENCH20',
        nameTh: 'คูปองทดสอบ',
        nameEn: 'Bench coupon',
        discount: 50,
        startDate: '2020-01-01',
        expireDate: '2040-12-31',
        usageLimit: 20,
      },
      {
        code: 'BENCHMANY',
        nameTh: 'คูปองทดสอบไม่จำกัด',
        nameEn: 'Bench coupon to spare',
        discount: 50,
        startDate: '2020-01-01',
        expireDate: '2040-12-31',
        usageLimit: 100_000,
        usageLimitPerCustomer: 1,
      },
    ]);
    const places = new Map<string, { code: string; postcode: string }>();
    for (const district of [...DISTRICTS, ...ROOMY_DISTRICTS]) {
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

    // The counting app first: the app built last serves the process's message outbox and tax
    // documents (decisions 043, 045), and that must be the app the load goes to. The counting app
    // works no jobs, so the statements it counts are the requests' own, not the message worker's.
    const counting = countingDatabase(database);
    const countingApp = await buildApp(config, {
      database: counting.handle,
      closeDatabase: false,
      jobs: { work: false },
    });
    const app = await buildApp(config, { database, closeDatabase: false });
    addConstantRoute(app);
    const port = await listenOnLoopback(app);
    const cpu = await cpuMeter(database);
    try {
      const base = `http://127.0.0.1:${port}`;
      const session = await signInSales(app);
      const token = session.accessToken;
      const storeId = session.stores[0]!._id;
      const today = businessToday(new Date());

      /** Order i of a case: its district, day and slot spread over the case's districts. */
      const order = (
        i: number,
        districts: readonly string[],
        coupon: string,
        customer: number,
      ): CreateOrderRequest => {
        const district = districts[i % districts.length]!;
        const place = places.get(district)!;
        return {
          customer: {
            firstname: 'ลูกค้า',
            lastname: `ทดสอบ ${i}`,
            mobile: `08${String(30_000_000 + customer + i).slice(-8)}`,
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
            date: addDays(today, 1 + (Math.floor(i / districts.length) % DAYS)),
            time: i % 2 === 0 ? '1' : '2',
          },
          items: [
            {
              product_id: survey,
              product_type: 'S',
              qty: 1,
              promotion: i % 4 === 0 ? { coupon_code: coupon } : null,
            },
            { product_id: cleaning, product_type: 'I', qty: 1 + (i % 3) },
          ],
          channel: DEMO_CHANNELS.retail,
          seller: { code: 'BN-001' },
          store_id: storeId,
        };
      };
      /** `count` requests from the client's thread, CONCURRENCY at once (or `concurrency`). */
      const run = (
        count: number,
        request: (i: number) => ClientRequest,
        concurrency = CONCURRENCY,
      ) =>
        runClient({
          base,
          token,
          concurrency,
          requests: Array.from({ length: count }, (_, i) => request(i)),
        });
      const placing = (body: CreateOrderRequest): ClientRequest => ({
        path: orderPaths.create,
        body,
      });
      const refusals = (results: Outcome[]) => {
        const byCode = new Map<string, number>();
        for (const r of results.filter((r) => r.status !== 200))
          byCode.set(`${r.status} ${r.code}`, (byCode.get(`${r.status} ${r.code}`) ?? 0) + 1);
        return [...byCode].map(([code, n]) => `${n} × ${code}`).join(', ') || 'none';
      };

      // Warm-up: the first requests compile queries and fill caches (orders of another store's
      // demand are not placed: a bad seller answers 400 after the same checks).
      await run(
        20,
        (i) => placing({ ...order(i, DISTRICTS, 'BENCH20', 0), seller: { code: 'NO-SUCH' } }),
        5,
      );
      const cpuAtStart = cpu.read();
      const baseline = await run(CONSTANT_REQUESTS, () => ({ path: '/bench/constant' }));
      const profile = await startProfile(database);
      const cpuBeforeRoomy = cpu.read();
      // Customers 100 000 on: each orders once, so the once-per-customer coupon always fits.
      const roomy = await run(ORDERS, (i) =>
        placing(order(i, ROOMY_DISTRICTS, 'BENCHMANY', 100_000)),
      );
      const cpuAfterRoomy = cpu.read();
      await profile.stop(label);
      const contested = await run(ORDERS, (i) => placing(order(i, DISTRICTS, 'BENCH20', 0)));

      // Statements per placed order: the same orders one at a time through the counting app.
      const before = counting.count();
      let counted = 0;
      for (let i = 0; i < COUNTED_ORDERS; i += 1) {
        const response = await countingApp.inject({
          method: 'POST',
          url: orderPaths.create,
          headers: { authorization: `Bearer ${token}` },
          payload: order(ORDERS + i, ROOMY_DISTRICTS, 'BENCHMANY', 100_000),
        });
        if (response.statusCode === 200) counted += 1;
      }
      const perOrder = (counting.count() - before) / Math.max(counted, 1);

      const roomyPlaced = roomy.results.filter((r) => r.status === 200).length;
      // The server's CPU: this process's, less the client thread's.
      const constantCpu = cpuPer(cpuAtStart, cpuBeforeRoomy, CONSTANT_REQUESTS, baseline.cpuMs);
      const roomyCpu = cpuPer(cpuBeforeRoomy, cpuAfterRoomy, Math.max(roomyPlaced, 1), roomy.cpuMs);
      const ms = (value: number | null) => (value === null ? '—' : value.toFixed(2));
      const placed = contested.results.filter((r) => r.status === 200).length;
      const capacity = DISTRICTS.length * 2 * 3 * DAYS;
      const doubles = await doubleBookings(db);
      const total = Object.values(doubles).reduce((sum, n) => sum + n, 0);

      console.log(
        `\n${label}  (${ORDERS} orders a case, ${CONCURRENCY} at once, loopback, client on a worker thread)`,
      );
      console.log(
        `  constant JSON route                   ${(CONSTANT_REQUESTS / baseline.seconds).toFixed(0).padStart(7)} req/s`,
      );
      console.log(
        `  every order fits: orders placed       ${rate(roomyPlaced, roomy.seconds)} orders/s   (${roomyPlaced} placed in ${roomy.seconds.toFixed(1)} s; refused: ${refusals(roomy.results)})`,
      );
      console.log(
        `  CPU per placed order                  ${ms(roomyCpu.node).padStart(7)} ms server (Node; the constant route ${ms(constantCpu.node)} ms a request), ${ms(roomyCpu.database)} ms PostgreSQL's processes; the client ${ms(roomy.cpuMs / Math.max(roomyPlaced, 1))} ms`,
      );
      console.log(
        `  contested: every answer               ${rate(ORDERS, contested.seconds)} req/s   (${contested.seconds.toFixed(1)} s)`,
      );
      console.log(
        `  contested: orders placed              ${rate(placed, contested.seconds)} orders/s   (${placed} placed; room for ${capacity})`,
      );
      console.log(`  contested: refused: ${refusals(contested.results)}`);
      console.log(
        `  statements per placed order           ${perOrder.toFixed(1).padStart(7)}   (${counted} orders one at a time, every statement of the request; BEGIN and COMMIT are counted on PostgreSQL only)`,
      );
      console.log(
        `  double bookings: ${total}  (slots over capacity ${doubles.slotsOverCapacity}, days over capacity ${doubles.daysOverCapacity}, orders not booked once ${doubles.ordersNotBookedOnce}, counters disagreeing ${doubles.countersDisagreeing}, coupon uses over limit ${doubles.couponUsesOverLimit})`,
      );
      if (total !== 0 || roomyPlaced !== ORDERS || counted !== COUNTED_ORDERS) process.exitCode = 1;
    } finally {
      await countingApp.close();
      await app.close();
    }
  } finally {
    await database.close();
    bench.remove();
  }
}

console.log(`Concurrent order creation, Node ${process.version}`);
await onEachDatabase('changdee_bench_orders', measure);
