import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, type BusinessDate } from '@changdee/domain/dates';
import { COUNTED_FIGURES } from '@changdee/domain/sales-figures';
import { TIME_SLOTS, timeSlotHours } from '@changdee/domain/time-slots';
import type { DbExecutor } from '../../db/client';

// One business day of the dashboards' rollup, made again from the facts (decision 077): the
// orders placed that day (their placed event and their totals, fixed when placed), the money
// ledger's entries of that day, the orders cancelled that day (their event and the reason written
// in their history), the jobs completed whose service date is that day (their completed event
// with the facts as they were then), and the ratings given that day (their `rated` event marks it). The day's rows are deleted and written again under a lock on
// the day, so two rolls of one day never add up twice.

/** When `day` begins in Bangkok, as an instant. */
const dayStart = (day: BusinessDate): SQL =>
  sql`(${day}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/** When a completed job's slot ended, as an instant (the slot's end hour on its service date). */
const slotEnd = (event: SQL): SQL => {
  const hours = TIME_SLOTS.map(
    (slot) => sql`when ${slot} then ${timeSlotHours[slot].end.replace('.', ':')}::time`,
  );
  return sql`((${event}.service_date + case ${event}.time_slot ${sql.join(hours, sql` `)} end)
    at time zone ${BUSINESS_TIME_ZONE})`;
};

/**
 * The day's facts, one row per fact with the figures it adds; `reason` for a cancellation. A job
 * is done at the first visit when its date was not changed after the team first set out.
 */
function dayFacts(day: BusinessDate): SQL {
  const from = dayStart(day);
  const to = sql`(${from} + interval '1 day')`;
  return sql`
    select e.order_no, 1 as orders, o.total_payable as booked,
           o.promotion_discount as promotion_cost, o.coupon_discount as coupon_cost,
           0 as received, 0 as refunded, 0 as cancelled, 0 as completed, 0 as on_time,
           0 as first_visit, 0 as ratings, 0 as rating_stars, null::text as reason
      from order_events e join orders o on o.order_no = e.order_no
     where e.kind = 'placed' and e.at >= ${from} and e.at < ${to}
    union all
    select m.order_no, 0, 0, 0, 0,
           case when m.kind = 'received' then m.amount else 0 end,
           case when m.kind = 'received' then 0 else m.amount end, 0, 0, 0, 0, 0, 0, null
      from order_money_entries m where m.at >= ${from} and m.at < ${to}
    union all
    select e.order_no, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0,
           coalesce((select h.reason from order_changes h
                      where h.order_no = e.order_no and h.kind = 'status'
                        and h.to_value = 'cancelled'
                      order by h.id desc limit 1), '')
      from order_events e where e.kind = 'cancelled' and e.at >= ${from} and e.at < ${to}
    union all
    select e.order_no, 0, 0, 0, 0, 0, 0, 0, 1,
           case when e.at <= ${slotEnd(sql`e`)} then 1 else 0 end,
           case when exists (
             select 1 from order_events d
              where d.order_no = e.order_no and d.kind = 'date_changed' and d.id < e.id
                and d.id > (select min(w.id) from order_events w
                             where w.order_no = e.order_no and w.kind = 'on_the_way')
           ) then 0 else 1 end, 0, 0, null
      from order_events e where e.kind = 'completed' and e.service_date = ${day}
    union all
    select r.order_no, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, r.stars, null
      from order_ratings r where r.created_at >= ${from} and r.created_at < ${to}`;
}

/** Each fact with the store and splits its order belongs to now (first line, last team). */
const placedFacts = (day: BusinessDate): SQL => sql`
  select f.*, o.channel_code, o.store_id, o.seller_code, o.seller_name,
         coalesce((select l.type_of_work from order_lines l where l.order_no = o.order_no
                    order by l.position limit 1), '') as work_type,
         coalesce((select b.contractor_id::text from bookings b where b.order_no = o.order_no
                    order by b.created_at desc, b.id limit 1), '') as team_key
    from (${dayFacts(day)}) f join orders o on o.order_no = f.order_no`;

const FIGURES = sql.raw(COUNTED_FIGURES.join(', '));
const SUMS = sql.raw(COUNTED_FIGURES.map((figure) => `sum(${figure})`).join(', '));

/**
 * The day's rows: each store's whole day and, within it, per seller, work type and team (one
 * grouping set each; the columns a set does not group by are null in its rows).
 */
const dayRows = (day: BusinessDate): SQL => sql`
  insert into sales_days (day, channel_code, store_id, dimension, key, seller_name, ${FIGURES})
  select ${day}::date, channel_code, store_id,
         case when grouping(seller_code) = 0 then 'seller'
              when grouping(work_type) = 0 then 'work_type'
              when grouping(team_key) = 0 then 'team' else 'store' end,
         coalesce(seller_code, work_type, team_key, ''),
         case when grouping(seller_code) = 0 then max(seller_name) end, ${SUMS}
    from facts
   group by grouping sets ((channel_code, store_id), (channel_code, store_id, seller_code),
                           (channel_code, store_id, work_type), (channel_code, store_id, team_key))
  returning 1`;

/** Rolls `day` up again, in `tx` (the caller's transaction). */
export async function rerollSalesDay(tx: DbExecutor, day: BusinessDate): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('sales_days'), (${day}::date - date '2000-01-01'))`,
  );
  await tx.execute(sql`delete from sales_days where day = ${day}`);
  await tx.execute(sql`delete from sales_day_cancellations where day = ${day}`);
  await tx.execute(sql`
    with facts as (${placedFacts(day)}), days as (${dayRows(day)})
    insert into sales_day_cancellations (day, channel_code, store_id, reason, cancelled)
    select ${day}::date, channel_code, store_id, reason, sum(cancelled)
      from facts where cancelled > 0 group by channel_code, store_id, reason`);
}
