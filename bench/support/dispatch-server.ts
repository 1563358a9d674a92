// The server side of bench/dispatch.ts, in its own process: the real app on PGlite or on
// BENCH_DATABASE_URL with the demo shop, plus one busy day — 1,000 teams over the 50 Bangkok
// districts, each with 5 morning and 5 afternoon places, and 10,000 jobs that day written through
// the same tables and counters the orders use (100 of them without a team, 50 with a problem
// reported, 20 teams off that day) — and a constant-JSON route as the ceiling. Prints one JSON
// line { port, token, date, district, seedSeconds } when it listens on 127.0.0.1; stops on SIGTERM.
import { eq, sql } from 'drizzle-orm';
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
import { openJobProblems } from '../../apps/server/src/db/schema/dispatch';
import { districts, subdistricts } from '../../apps/server/src/db/schema/geography';
import { stores, users } from '../../apps/server/src/db/schema/identity';
import { orderLines, orders } from '../../apps/server/src/db/schema/orders';
import { DEMO_PASSWORD, DEMO_STORES, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import {
  addConstantRoute,
  announceAndServe,
  listenOnLoopback,
  openBenchDatabase,
} from './bench-app';

const TEAMS = 1_000;
const JOBS = 10_000;

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
const { database } = bench;
const { db } = database;

const seedStarted = performance.now();
const date = addDays(businessToday(new Date()), 2);
const bangkok = (
  await db.select({ code: districts.code }).from(districts).where(eq(districts.provinceCode, '10'))
).map((row) => row.code);
const districtArray = sql.raw(`array[${bangkok.map((code) => `'${code}'`).join(',')}]::char(4)[]`);
const [product] = await db.select().from(products).limit(1);

await db.transaction(async (tx) => {
  // Team n serves Bangkok district n mod 50 and holds the demo product's work type.
  await tx.execute(sql`
    insert into ${contractors} (code, name_th, name_en, phone, daily_capacity)
    select 'CT-DSP-' || lpad(g::text, 4, '0'), 'ทีมช่างทดสอบ ' || g, 'Bench team ' || g,
      '0800000000', 10
    from generate_series(1, ${TEAMS}) g`);
  const team = sql`(select id, substr(code, 8)::int as n from ${contractors}
    where code like 'CT-DSP-%')`;
  await tx.execute(sql`
    insert into ${contractorServiceAreas} (contractor_id, district_code)
    select t.id, (${districtArray})[t.n % ${bangkok.length} + 1] from ${team} t`);
  await tx.execute(sql`
    insert into ${contractorWorkTypes} (contractor_id, work_type)
    select t.id, ${product!.typeOfWork} from ${team} t`);
  await tx.execute(sql`
    insert into ${contractorSlotCapacities} (contractor_id, time_slot, capacity)
    select t.id, s, 5 from ${team} t cross join (values ('1'), ('2')) v(s)`);
  await tx.execute(sql`
    insert into ${contractorUnavailableDates} (contractor_id, unavailable_date, reason)
    select t.id, ${date}, 'bench' from ${team} t where t.n % 50 = 0`);

  // Job g: team (g - 1) mod 1,000 + 1, five mornings and five afternoons a team, a sub-district of the team's district.
  await tx.execute(sql`
    insert into ${orders} (order_no, store_id, channel_code, status, order_date, created_by,
      firstname, lastname, mobile, email, address_no, sub_district_code, district_code,
      province_code, postcode, service_date, time_slot, seller_code, seller_name, seller_phone,
      seller_branch, seller_branch_uuid, total, promotion_discount, coupon_discount,
      total_payable)
    select 'CO-DSP-' || g, s.id, s.channel_code,
      (array['contractor_assigned', 'scheduled', 'on_the_way', 'in_progress'])[g % 4 + 1],
      ${date}, u.id, 'ลูกค้า', 'ทดสอบ', '0800000000', 'bench@example.com', '1', sd.code,
      sd.district_code, '10', sd.postcode, ${date}, ((g - 1) / ${TEAMS} % 2 + 1)::text, 'BN-001',
      'ทดสอบ',
      '0800000000', 'ทดสอบ', s.id, 0, 0, 0, 0
    from generate_series(1, ${JOBS}) g
    cross join (select id, channel_code from ${stores} where code = ${DEMO_STORES.bangna}) s
    cross join (select id from ${users} where username = ${DEMO_USERS.sales}) u
    cross join lateral (select code, district_code, postcode from ${subdistricts}
      where district_code = (${districtArray})[((g - 1) % ${TEAMS} + 1) % ${bangkok.length} + 1]
      order by code limit 1) sd`);
  await tx.execute(sql`
    insert into ${orderLines} (order_no, position, product_id, sku_code, sku_mapping,
      product_type, type_of_work, name_th, name_en, qty, unit_price, price,
      promotion_discount, coupon_discount, total_price)
    select o.order_no, 0, ${product!.id}, ${product!.skuCode}, ${product!.skuMapping},
      ${product!.productType}, ${product!.typeOfWork}, ${product!.nameTh}, ${product!.nameEn},
      1, 0, 0, 0, 0, 0
    from ${orders} o where o.order_no like 'CO-DSP-%'`);
  // Every job but one in a hundred holds its team's unit (the rest wait for a team).
  await tx.execute(sql`
    insert into ${bookings} (order_no, contractor_id, district_code, work_types, service_date,
      time_slot)
    select o.order_no, t.id, o.district_code, array[${product!.typeOfWork}], o.service_date,
      o.time_slot
    from ${orders} o
    join ${team} t on t.n = (substr(o.order_no, 8)::int - 1) % ${TEAMS} + 1
    where o.order_no like 'CO-DSP-%' and substr(o.order_no, 8)::int % 100 <> 0`);
  await tx.execute(sql`
    insert into ${contractorSlotUsage} (contractor_id, service_date, time_slot, used, capacity)
    select b.contractor_id, b.service_date, b.time_slot, count(*), 5
    from ${bookings} b where b.order_no like 'CO-DSP-%'
    group by b.contractor_id, b.service_date, b.time_slot`);
  await tx.execute(sql`
    insert into ${contractorDayUsage} (contractor_id, service_date, used, capacity)
    select b.contractor_id, b.service_date, count(*), 10
    from ${bookings} b where b.order_no like 'CO-DSP-%'
    group by b.contractor_id, b.service_date`);
  await tx.execute(sql`
    insert into ${openJobProblems} (order_no, kind, note, reported_by)
    select 'CO-DSP-' || g, 'customer_absent', '', 'bench'
    from generate_series(1, ${JOBS}) g where g % 200 = 1`);
});
await db.execute(sql`vacuum analyze`);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = await buildApp(bench.config, { database, closeDatabase: true });
addConstantRoute(app);
await app.ready();
const signedIn = await app.inject({
  method: 'POST',
  url: '/v1/auth',
  headers: {
    authorization: `Basic ${Buffer.from(`${DEMO_USERS.operator}:${DEMO_PASSWORD}`).toString('base64')}`,
  },
});
const token = (signedIn.json() as { data: { user: { accessToken: string } } }).data.user
  .accessToken;

const port = await listenOnLoopback(app);
announceAndServe(app, bench, { port, token, date, district: bangkok[0], seedSeconds });
