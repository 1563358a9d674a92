// The server side of bench/availability.ts, in its own process: the real app on PGlite or on
// BENCH_DATABASE_URL with the demo shop, plus a busy service area — 1,000 contractors over all 50
// Bangkok districts and 100,000 bookings in the next six months, written through the same tables
// and counters the orders use — and a constant-JSON route as the ceiling. Prints one JSON line
// { port, token, query, districts, seedSeconds } when it listens on 127.0.0.1; stops on SIGTERM.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { availabilityWindow } from '@changdee/domain/availability-window';
import { addDays, businessToday } from '@changdee/domain/dates';
import { buildApp } from '../../apps/server/src/app';
import {
  bookings,
  contractorDayUsage,
  contractorSlotUsage,
} from '../../apps/server/src/db/schema/bookings';
import { products } from '../../apps/server/src/db/schema/catalog';
import {
  contractorServiceAreas,
  contractorSlotCapacities,
  contractorUnavailableDates,
  contractorWorkTypes,
  contractors,
} from '../../apps/server/src/db/schema/contractors';
import { districts } from '../../apps/server/src/db/schema/geography';
import { stores, users } from '../../apps/server/src/db/schema/identity';
import { orders } from '../../apps/server/src/db/schema/orders';
import {
  DEMO_CHANNELS,
  DEMO_STORES,
  DEMO_USERS,
  DEMO_WORK_TYPES,
} from '../../apps/server/src/db/seed/demo-keys';
import {
  addConstantRoute,
  announceAndServe,
  listenOnLoopback,
  openBenchDatabase,
  signInSales,
} from './bench-app';

const CONTRACTORS = 1_000;
const BOOKINGS = 100_000;
const DISTRICTS_PER_CONTRACTOR = 8;
const WORK_TYPES_PER_CONTRACTOR = 6;
const DAYS_OFF_PER_CONTRACTOR = 6;
const BATCH = 2_000;
/** The cart: three lines of three kinds of work (air con, water heater, electrical). */
const CART_SKUS = ['SV-AC-SURVEY', 'IN-WH-INSTALL', 'IN-ELEC-OUTLET'];

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
const { database } = bench;
const { db } = database;

// A fixed seed: every run (and both drivers) gets the same contractors and bookings.
let state = 20_260_310;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const sample = <T>(items: readonly T[], n: number): T[] => {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
};
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) =>
    rows.slice(i * BATCH, (i + 1) * BATCH),
  );

const seedStarted = performance.now();
const bangkok = (
  await db.select({ code: districts.code }).from(districts).where(eq(districts.provinceCode, '10'))
).map((row) => row.code);
const today = businessToday(new Date());
const window = availabilityWindow(today, 0);
const dates: string[] = [];
for (let d = window.start_date; d <= window.end_date; d = addDays(d, 1)) dates.push(d);
const workTypes = Object.values(DEMO_WORK_TYPES);

interface BenchContractor {
  id: string;
  morning: number;
  afternoon: number;
  daily: number;
  off: Set<string>;
}
const team: BenchContractor[] = [];
await db.transaction(async (tx) => {
  const rows = Array.from({ length: CONTRACTORS }, (_, i) => ({
    code: `CT-BENCH-${String(i + 1).padStart(4, '0')}`,
    nameTh: `ทีมช่างทดสอบ ${i + 1}`,
    nameEn: `Bench team ${i + 1}`,
    phone: '0800000000',
    dailyCapacity: 2 + Math.floor(random() * 4),
  }));
  const inserted = await tx
    .insert(contractors)
    .values(rows)
    .returning({ id: contractors.id, daily: contractors.dailyCapacity });
  const areas: Array<{ contractorId: string; districtCode: string }> = [];
  const types: Array<{ contractorId: string; workType: string }> = [];
  const capacities: Array<{ contractorId: string; timeSlot: '1' | '2'; capacity: number }> = [];
  const daysOff: Array<{ contractorId: string; unavailableDate: string }> = [];
  inserted.forEach(({ id, daily }, i) => {
    // Contractor i always serves district i mod 50, so every Bangkok district is covered.
    const own = bangkok[i % bangkok.length]!;
    const served = new Set([own, ...sample(bangkok, DISTRICTS_PER_CONTRACTOR - 1)]);
    for (const districtCode of served) areas.push({ contractorId: id, districtCode });
    for (const workType of sample(workTypes, WORK_TYPES_PER_CONTRACTOR))
      types.push({ contractorId: id, workType });
    const morning = 1 + Math.floor(random() * 3);
    const afternoon = 1 + Math.floor(random() * 3);
    capacities.push(
      { contractorId: id, timeSlot: '1', capacity: morning },
      { contractorId: id, timeSlot: '2', capacity: afternoon },
    );
    const off = new Set(sample(dates, DAYS_OFF_PER_CONTRACTOR));
    for (const unavailableDate of off) daysOff.push({ contractorId: id, unavailableDate });
    team.push({ id, morning, afternoon, daily, off });
  });
  for (const batch of chunks(areas)) await tx.insert(contractorServiceAreas).values(batch);
  for (const batch of chunks(types)) await tx.insert(contractorWorkTypes).values(batch);
  for (const batch of chunks(capacities)) await tx.insert(contractorSlotCapacities).values(batch);
  for (const batch of chunks(daysOff)) await tx.insert(contractorUnavailableDates).values(batch);

  // 100,000 bookings within every capacity, then the counters built from them (what 100,000
  // reservations through reserveBooking would leave, written in bulk; the demo orders' bookings
  // have theirs already).
  const slotUsed = new Map<string, number>();
  const dayUsed = new Map<string, number>();
  const rowsToBook: Array<typeof bookings.$inferInsert> = [];
  while (rowsToBook.length < BOOKINGS) {
    const contractor = pick(team);
    const date = pick(dates);
    const slot = random() < 0.5 ? '1' : '2';
    if (contractor.off.has(date)) continue;
    const slotKey = `${contractor.id}|${date}|${slot}`;
    const dayKey = `${contractor.id}|${date}`;
    const capacity = slot === '1' ? contractor.morning : contractor.afternoon;
    if ((slotUsed.get(slotKey) ?? 0) >= capacity || (dayUsed.get(dayKey) ?? 0) >= contractor.daily)
      continue;
    slotUsed.set(slotKey, (slotUsed.get(slotKey) ?? 0) + 1);
    dayUsed.set(dayKey, (dayUsed.get(dayKey) ?? 0) + 1);
    rowsToBook.push({
      orderNo: `CO-BENCH-${rowsToBook.length + 1}`,
      contractorId: contractor.id,
      districtCode: bangkok[0]!,
      workTypes: ['WT-AC'],
      serviceDate: date,
      timeSlot: slot,
    });
  }
  // Every booking belongs to an order (bookings.order_no references orders): one bare order each.
  await tx.execute(sql`
    insert into ${orders} (order_no, store_id, channel_code, order_date, created_by, firstname,
      lastname, mobile, email, address_no, sub_district_code, district_code, province_code,
      postcode, service_date, time_slot, seller_code, seller_name, seller_phone, seller_branch,
      seller_branch_uuid, total, promotion_discount, coupon_discount, total_payable)
    select 'CO-BENCH-' || g, s.id, s.channel_code, ${today}, u.id, 'ลูกค้า', 'ทดสอบ', '0800000000',
      'bench@example.com', '1', '104701', '1047', '10', '10260', ${today}, '1', 'BN-001', 'ทดสอบ',
      '0800000000', 'ทดสอบ', s.id, 0, 0, 0, 0
    from generate_series(1, ${rowsToBook.length}) g
    cross join (select id, channel_code from ${stores} where code = ${DEMO_STORES.bangna}) s
    cross join (select id from ${users} where username = ${DEMO_USERS.sales}) u`);
  for (const batch of chunks(rowsToBook)) await tx.insert(bookings).values(batch);
  await tx.execute(sql`
    insert into ${contractorSlotUsage} (contractor_id, service_date, time_slot, used, capacity)
    select b.contractor_id, b.service_date, b.time_slot, count(*), sc.capacity
    from ${bookings} b
    join ${contractorSlotCapacities} sc
      on sc.contractor_id = b.contractor_id and sc.time_slot = b.time_slot
    where b.status = 'booked' and b.order_no like 'CO-BENCH-%'
    group by b.contractor_id, b.service_date, b.time_slot, sc.capacity`);
  await tx.execute(sql`
    insert into ${contractorDayUsage} (contractor_id, service_date, used, capacity)
    select b.contractor_id, b.service_date, count(*), c.daily_capacity
    from ${bookings} b join ${contractors} c on c.id = b.contractor_id
    where b.status = 'booked' and b.order_no like 'CO-BENCH-%'
    group by b.contractor_id, b.service_date, c.daily_capacity`);
});
// What autovacuum does to a settled database: statistics and the visibility map (index-only scans).
await db.execute(sql`vacuum analyze`);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = await buildApp(bench.config, { database, closeDatabase: true });
addConstantRoute(app);
// CPU time this process has used (µs): per request, a figure a busy machine disturbs less than
// latency (with PGlite it includes the database's work, with PostgreSQL only the server's).
app.get('/bench/cpu', { config: { access: 'public' } }, async () => process.cpuUsage());
await app.ready();

const session = await signInSales(app);
const cart = await db
  .select({ id: products.id, type: products.productType, work: products.typeOfWork })
  .from(products)
  .where(and(eq(products.channelCode, DEMO_CHANNELS.retail), inArray(products.skuCode, CART_SKUS)));

// The query the product and address pages send (spec §7), for district {district}.
const query = new URLSearchParams({
  start_date: window.start_date,
  end_date: window.end_date,
  available_time: '1',
  work_type_id: cart.map((line) => line.work).join(','),
  job_type: cart.map((line) => line.type).join(','),
  request_tax_invoice: 'false',
  channel: 'changdee',
  channel_bu: session.stores[0]!.channel,
  product_id: cart.map((line) => line.id).join(','),
  districts: '{district}',
  bu_store_id: 'BU-BANGNA',
}).toString();

const port = await listenOnLoopback(app);
announceAndServe(app, bench, {
  port,
  token: session.accessToken,
  query: query.replace(encodeURIComponent('{district}'), '{district}'),
  districts: bangkok,
  seedSeconds,
});
