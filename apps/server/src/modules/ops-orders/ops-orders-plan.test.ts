import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { testDriver } from '../../../test/context';
import { orderKit, type OrderKit } from '../../../test/order-kit';
import { orderPageQuery, type OrderListFilter } from './repository';

// The portal's list reads a page through the index of its sort (migration 0008, decision 042),
// never by sorting every order: checked on the planner's own plan over 5 000 orders.

const COPIES = 5_000;
let kit: OrderKit;

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-OPS-PLAN',
        districts: ['5008'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 5,
        afternoon: 5,
        daily: 10,
      },
    ],
    ['5008'],
  );
  const placed = await kit.post('/b2b/v2/createCartOrder', kit.payload());
  expect(placed.statusCode, placed.body).toBe(200);
  const template = (placed.json() as { data: { cartOrderNo: string } }).data.cartOrderNo;
  // Copies of one order (numbered CO310610P…, removed with the kit's), over a year of days.
  await kit.db.execute(sql`
    insert into orders
      select 'CO310610P' || lpad(i::text, 5, '0'), o.store_id, o.channel_code, o.status,
        o.order_date, o.created_by, o.created_at - make_interval(mins => i * 29), o.customer_id,
        o.family_id, o.scg_id, o.is_family, o.firstname, o.lastname, o.lead_from,
        '08' || lpad(i::text, 8, '0'), o.mobile2, o.email, o.address_no, o.landmark,
        o.sub_district_code, o.district_code, o.province_code, o.postcode, o.request_location,
        o.location_lat, o.location_lng, o.service_date + (i % 365), o.time_slot,
        o.request_tax_invoice, o.remark, o.seller_employee_id, o.seller_code, o.seller_name,
        o.seller_phone, o.seller_branch, o.seller_branch_uuid,
        o.total, o.promotion_discount, o.coupon_discount,
        o.total_payable, o.payment_state, o.payment_method, o.payment_reference, o.paid_at
      from generate_series(1, ${COPIES}) as i, orders as o where o.order_no = ${template}`);
  await kit.db.execute(sql`analyze orders`);
});

afterAll(async () => {
  await kit.db.delete(orders).where(like(orders.orderNo, 'CO310610P%'));
  await kit.close();
});

const everything: OrderListFilter = { reach: { all: true }, search: null };

/** The index names the plan of `orderPage` reads. */
async function indexesOf(page: Parameters<typeof orderPageQuery>[2]) {
  const result = await kit.db.execute(
    sql`explain (format json) ${orderPageQuery(kit.db, everything, page)}`,
  );
  const { rows } = result as unknown as { rows: Array<Record<string, unknown>> };
  const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
  return [...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]);
}

describe(`the order list's plan (${testDriver()})`, () => {
  it('reads the newest orders through (created_at, order_no), first page and later', async () => {
    expect(await indexesOf({ sort: 'created', dir: 'desc', limit: 26 })).toContain(
      'orders_created_no_idx',
    );
    expect(
      await indexesOf({ sort: 'created', dir: 'desc', limit: 26, after: 'CO310610P10000' }),
    ).toContain('orders_created_no_idx');
  });

  it('reads by booking date through (service_date, order_no)', async () => {
    expect(await indexesOf({ sort: 'booking_date', dir: 'asc', limit: 26 })).toContain(
      'orders_service_date_no_idx',
    );
  });
});
