import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

// What must hold of the orders whatever happened to the server while placing them (a burst of
// requests at once, a kill -9 in the middle): each order is whole, the capacity counters equal the
// bookings they count, the coupon counters equal the uses. Read with SQL, on either driver.

async function select<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface OrderShape {
  orderNo: string;
  mobile: string;
  status: string;
  lines: number;
  couponLines: number;
  bookings: number;
  history: number;
}

/** Every order whose customer mobile starts with the prefix, with what it is made of. */
export async function ordersByMobile(db: Database, mobilePrefix: string): Promise<OrderShape[]> {
  const found = await select<Record<string, unknown>>(
    db,
    sql`select o.order_no, o.mobile, o.status,
          (select count(*) from order_lines l where l.order_no = o.order_no)::int as lines,
          (select count(*) from order_lines l
             where l.order_no = o.order_no and l.coupon_id is not null)::int as coupon_lines,
          (select count(*) from bookings b
             where b.order_no = o.order_no and b.status = 'booked')::int as bookings,
          (select count(*) from order_changes c where c.order_no = o.order_no)::int as history
        from orders o where o.mobile like ${`${mobilePrefix}%`} order by o.order_no`,
  );
  return found.map((r) => ({
    orderNo: String(r.order_no),
    mobile: String(r.mobile),
    status: String(r.status),
    lines: Number(r.lines),
    couponLines: Number(r.coupon_lines),
    bookings: Number(r.bookings),
    history: Number(r.history),
  }));
}

/** Slots and days of the contractor whose counter differs from its booked bookings (none: []). */
export async function capacityMismatches(db: Database, contractorId: string): Promise<string[]> {
  const slots = await select<Record<string, unknown>>(
    db,
    sql`select u.service_date::text as day, u.time_slot, u.used,
          (select count(*) from bookings b where b.contractor_id = u.contractor_id
             and b.service_date = u.service_date and b.time_slot = u.time_slot
             and b.status = 'booked')::int as booked
        from contractor_slot_usage u where u.contractor_id = ${contractorId}`,
  );
  const days = await select<Record<string, unknown>>(
    db,
    sql`select u.service_date::text as day, u.used,
          (select count(*) from bookings b where b.contractor_id = u.contractor_id
             and b.service_date = u.service_date and b.status = 'booked')::int as booked
        from contractor_day_usage u where u.contractor_id = ${contractorId}`,
  );
  // A booking without a counter row is a mismatch too.
  const uncounted = await select<Record<string, unknown>>(
    db,
    sql`select b.service_date::text as day, b.time_slot, count(*)::int as booked
        from bookings b where b.contractor_id = ${contractorId} and b.status = 'booked'
          and not exists (select 1 from contractor_slot_usage u where u.contractor_id = b.contractor_id
            and u.service_date = b.service_date and u.time_slot = b.time_slot)
        group by b.service_date, b.time_slot`,
  );
  return [
    ...slots
      .filter((r) => Number(r.used) !== Number(r.booked))
      .map((r) => `slot ${r.day}/${r.time_slot}: counter ${r.used}, bookings ${r.booked}`),
    ...days
      .filter((r) => Number(r.used) !== Number(r.booked))
      .map((r) => `day ${r.day}: counter ${r.used}, bookings ${r.booked}`),
    ...uncounted.map((r) => `slot ${r.day}/${r.time_slot}: ${r.booked} bookings, no counter`),
  ];
}

/** The coupon's counter and the uses it counts (lines of orders not cancelled). */
export async function couponCount(
  db: Database,
  couponId: string,
): Promise<{ counter: number; uses: number }> {
  const [row] = await select<Record<string, unknown>>(
    db,
    sql`select coalesce((select used from coupon_usage where coupon_id = ${couponId}), 0)::int as counter,
          (select count(*) from order_lines l join orders o on o.order_no = l.order_no
             where l.coupon_id = ${couponId} and o.status <> 'cancelled')::int as uses`,
  );
  return { counter: Number(row!.counter), uses: Number(row!.uses) };
}
