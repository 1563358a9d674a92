import { sql, type SQL } from 'drizzle-orm';
import { addDays, type BusinessDate } from '@changdee/domain/dates';
import type { Database } from '../../apps/server/src/db/client';
import { DEMO_USERS, DEMO_WORK_TYPES } from '../../apps/server/src/db/seed/demo-keys';

// The dashboards bench's data (bench/dashboards.ts): `orders` orders spread evenly over the `days`
// days before `today`, in 50 stores of the two demo channels, 4 sellers a store, the 11 demo work
// types and 100 teams (each store served by 5 of them), written with generate_series in a few
// statements: their lines, bookings, events (placed, paid, cancelled, on the way, re-dated,
// completed), ledger entries (payments, refunds) and cancellations' history with reasons. Foreign
// keys and triggers are skipped while it writes (session_replication_role = replica: a superuser
// of a throwaway cluster); CHECK constraints still hold.
//
// Order g: store g % 50, seller (g / 50) % 4, work type g % 11, its store's team (g / 200) % 5;
// one in 20 cancelled (one in 40 after paying, then refunded 100 baht); the rest paid the same
// day; jobs whose service date (placed + 2 days) has passed are done, one in 10 after its slot
// and one in 25 re-dated after the team set out.

const STORES = 50;
const TEAMS = 100;
const REASONS = ['ลูกค้าเปลี่ยนใจ', 'ลูกค้าย้ายบ้าน', 'สินค้าไม่พร้อม', 'นัดวันไม่ได้'];

const bangkokAt = (date: SQL, time: string) =>
  sql`((${date}) + ${time}::time) at time zone 'Asia/Bangkok'`;

async function seedPlaces(db: Database) {
  await db.execute(sql`
    insert into stores (code, name_th, name_en, channel_code, bu_store_id)
    select 'ST-DASH-' || lpad(n::text, 2, '0'), 'ร้านทดสอบ ' || n, 'Bench store ' || n,
           case when n % 2 = 0 then 'CD-RETAIL' else 'CD-BUILD' end, 'BU-DASH-' || n
      from generate_series(1, ${STORES}) n`);
  await db.execute(sql`
    insert into contractors (code, name_th, name_en, phone, daily_capacity)
    select 'CT-DASH-' || lpad(n::text, 3, '0'), 'ทีมทดสอบ ' || n, 'Bench team ' || n,
           '0800000000', 100
      from generate_series(1, ${TEAMS}) n`);
}

/** The orders, one line and one booking each. */
async function seedOrders(db: Database, orders: number, first: BusinessDate, days: number) {
  const workTypes = sql.raw(
    `array[${Object.values(DEMO_WORK_TYPES)
      .map((w) => `'${w}'`)
      .join(',')}]`,
  );
  await db.execute(sql`
    create temporary table dash_orders as
    select g, 'CO-DASH-' || g as order_no, s.id as store_id, s.channel_code,
           (${first}::date + (g::bigint * ${days} / (${orders} + 1))::int) as order_date,
           'S' || s.n || '-' || (g / ${STORES}) % 4 as seller_code,
           (${workTypes})[g % 11 + 1] as work_type,
           t.id as team_id, 500 + (g % 50) * 100 as total,
           case when g % 5 = 0 then 100 else 0 end as promotion,
           case when g % 7 = 0 then 50 else 0 end as coupon
      from generate_series(1, ${orders}) g
      join (select id, channel_code, substr(code, 9)::int as n from stores
             where code like 'ST-DASH-%') s on s.n = g % ${STORES} + 1
      join (select id, substr(code, 9)::int as n from contractors
             where code like 'CT-DASH-%') t
        on t.n = ((g % ${STORES}) * 2 + (g / 200) % 5) % ${TEAMS} + 1`);
  const place = await db.execute(sql`
    select u.id as user_id, sd.code, sd.district_code, sd.postcode, p.id as product_id
      from users u, subdistricts sd, products p
     where u.username = ${DEMO_USERS.sales} and sd.district_code = '1001'
     order by sd.code, p.id limit 1`);
  const p = (place as unknown as { rows: Array<Record<string, string>> }).rows[0]!;
  await db.execute(sql`
    insert into orders (order_no, store_id, channel_code, status, order_date, created_by,
      created_at, firstname, lastname, mobile, email, address_no, sub_district_code,
      district_code, province_code, postcode, service_date, time_slot, seller_code, seller_name,
      seller_phone, seller_branch, seller_branch_uuid, total, promotion_discount,
      coupon_discount, total_payable)
    select order_no, store_id, channel_code,
           case when g % 20 = 0 then 'cancelled'
                when order_date + 2 < ${addDays(first, days)}::date then 'completed'
                else 'paid' end,
           order_date, ${p.user_id}, ${bangkokAt(sql`order_date`, '10:00')}, 'ลูกค้า', 'ทดสอบ',
           '0800000000', 'bench@example.com', '1', ${p.code}, ${p.district_code}, '10',
           ${p.postcode}, order_date + 2, (g % 2 + 1)::text, seller_code, 'ผู้ขาย ' || seller_code,
           '0800000000', 'สาขา', store_id, total, promotion, coupon, total - promotion - coupon
      from dash_orders`);
  await db.execute(sql`
    insert into order_lines (order_no, position, product_id, sku_code, sku_mapping, product_type,
      type_of_work, name_th, name_en, qty, unit_price, price, promotion_discount,
      coupon_discount, total_price)
    select order_no, 0, ${p.product_id}, 'SKU', 'SKU', 'I', work_type, 'งาน', 'Job', 1, total,
           total, promotion, coupon, total - promotion - coupon
      from dash_orders`);
  await db.execute(sql`
    insert into bookings (order_no, contractor_id, district_code, work_types, service_date,
      time_slot, status, released_at)
    select order_no, team_id, ${p.district_code}, array[work_type], order_date + 2,
           (g % 2 + 1)::text,
           case when g % 20 = 0 then 'released' else 'booked' end,
           case when g % 20 = 0 then now() end
      from dash_orders`);
}

/** One kind of event for the orders `where` picks, at `time` on `date` (Bangkok). */
const events = (kind: string, date: string, time: string, where: string, amount = 'null') => sql`
  insert into order_events (order_no, kind, amount, service_date, time_slot, at)
  select d.order_no, ${kind}, ${sql.raw(amount)}, d.order_date + 2, (d.g % 2 + 1)::text,
         ${bangkokAt(sql.raw(date), time)}
    from dash_orders d where ${sql.raw(where)}`;

/** Events, the ledger and the cancellations' history, in the order they happened to each order. */
async function seedHistory(db: Database, today: BusinessDate) {
  const done = `d.g % 20 <> 0 and d.order_date + 2 < '${today}'::date`;
  const paid = 'd.g % 20 <> 0 or d.g % 40 = 0';
  const payable = 'd.total - d.promotion - d.coupon';
  await db.execute(events('placed', 'd.order_date', '10:00', 'true'));
  await db.execute(events('paid', 'd.order_date', '11:00', paid, payable));
  await db.execute(events('cancelled', 'd.order_date', '15:00', 'd.g % 20 = 0'));
  await db.execute(events('on_the_way', 'd.order_date + 2', '09:00', done));
  await db.execute(events('date_changed', 'd.order_date + 2', '09:30', `${done} and d.g % 25 = 0`));
  await db.execute(events('completed', 'd.order_date + 2', '11:00', `${done} and d.g % 10 <> 3`));
  await db.execute(events('completed', 'd.order_date + 2', '18:00', `${done} and d.g % 10 = 3`));
  await db.execute(sql`
    insert into order_money_entries (order_no, kind, method, amount, at)
    select order_no, 'received', 'store', total - promotion - coupon,
           ${bangkokAt(sql`order_date`, '11:00')}
      from dash_orders d where ${sql.raw(paid)}`);
  await db.execute(sql`
    insert into order_money_entries (order_no, kind, amount, reason, at)
    select order_no, 'refunded', 100, 'ยกเลิก', ${bangkokAt(sql`order_date`, '16:00')}
      from dash_orders d where d.g % 40 = 0`);
  await db.execute(sql`
    insert into order_changes (order_no, kind, from_value, to_value, reason, at)
    select order_no, 'status', 'paid', 'cancelled',
           (${sql.raw(`array[${REASONS.map((r) => `'${r}'`).join(',')}]`)})[g / 20 % 4 + 1],
           ${bangkokAt(sql`order_date`, '15:00')}
      from dash_orders d where d.g % 20 = 0`);
}

/** Writes the bench's orders and their history; marks their days for the rollup. */
export async function seedDashboardOrders(
  db: Database,
  orders: number,
  today: BusinessDate,
  days: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const session = tx as unknown as Database;
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local synchronous_commit = off`);
    await seedPlaces(session);
    await seedOrders(session, orders, addDays(today, -days), days);
    await seedHistory(session, today);
    await tx.execute(sql`
      insert into sales_day_marks (day)
      select distinct (at at time zone 'Asia/Bangkok')::date from order_events
      union select service_date from order_events where kind = 'completed'`);
    await tx.execute(sql`drop table dash_orders`);
  });
  await db.execute(sql`vacuum analyze`);
}
