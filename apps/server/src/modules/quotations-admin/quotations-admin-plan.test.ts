import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpCutoffs } from '@changdee/domain/quotation-follow-ups';
import { orders } from '../../db/schema/orders';
import { testDriver } from '../../../test/context';
import { orderKit, type OrderKit } from '../../../test/order-kit';
import { listPageQuery, type QuotationFilter } from './repository';

// The quotations list reads a page through the index of its date (migration 0043, decision 082),
// newest first, never by sorting every quotation: checked on the planner's own plan over 5 000
// quotations (the decision gives the plans and times measured with 100 000 on PostgreSQL).

const COPIES = 5_000;
let kit: OrderKit;

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-QT-PLAN',
        districts: ['5009'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 5,
        afternoon: 5,
        daily: 10,
      },
    ],
    ['5009'],
  );
  const placed = await kit.post('/b2b/v2/createCartOrder', kit.payload());
  expect(placed.statusCode, placed.body).toBe(200);
  const template = (placed.json() as { data: { cartOrderNo: string } }).data.cartOrderNo;
  // Copies of one order (numbered CO310612Q…), each with a quotation in one of the five states.
  await kit.db.execute(sql`
    insert into orders
      select 'CO310612Q' || lpad(i::text, 6, '0'), o.store_id, o.channel_code, o.status,
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
  await kit.db.execute(sql`
    insert into quotations (number, order_no, state, version, sent_version, sent_at, valid_until,
        created_at)
      select 'QT3106' || lpad(i::text, 8, '0'), 'CO310612Q' || lpad(i::text, 6, '0'),
        (array['draft', 'sent', 'approved', 'declined', 'expired'])[1 + i % 5], 1,
        case when i % 5 = 0 then null else 1 end,
        case when i % 5 = 0 then null else now() - make_interval(mins => i * 11) end,
        case when i % 5 = 0 then null else current_date + (i % 30) end,
        now() - make_interval(mins => i * 17)
      from generate_series(1, ${COPIES}) as i`);
  await kit.db.execute(sql`
    insert into quotation_versions (quotation_id, version, note, valid_days, photo_ids,
        subtotal_satang, promotion_discount_satang, payable_satang, vat_satang, vat_free_satang,
        optional_satang, created_by_name, created_at)
      select id, 1, '', 14, '{}', 100000, 0, 100000, 6542, 0, 0, 'ช่าง', created_at
      from quotations where number like 'QT3106%'`);
  await kit.db.execute(sql`analyze orders`);
  await kit.db.execute(sql`analyze quotations`);
  await kit.db.execute(sql`analyze quotation_versions`);
});

afterAll(async () => {
  await kit.db.execute(sql`delete from quotations where number like 'QT3106%'`);
  await kit.db.delete(orders).where(like(orders.orderNo, 'CO310612Q%'));
  await kit.close();
});

const now = new Date();
const cutoffs = followUpCutoffs('2031-06-10', now);

/** The index names the plan of a page of the list reads. */
async function indexesOf(filter: QuotationFilter) {
  const query = listPageQuery(kit.db, filter, cutoffs, { limit: 25, offset: 0 });
  const result = await kit.db.execute(sql`explain (format json) ${query}`);
  const { rows } = result as unknown as { rows: Array<Record<string, unknown>> };
  const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
  return [...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]);
}

describe(`the quotations list's plan (${testDriver()})`, () => {
  it('reads the newest made through (created_at, id)', async () => {
    expect(await indexesOf({ reach: { all: true }, dates: 'created' })).toContain(
      'quotations_created_idx',
    );
  });

  it('reads the latest sent through (sent_at, id), a Channel Manager’s too', async () => {
    expect(await indexesOf({ reach: { all: true }, dates: 'sent' })).toContain(
      'quotations_sent_idx',
    );
    const channel = { all: false as const, storeIds: [], channels: ['CD-RETAIL'], teamIds: [] };
    expect(await indexesOf({ reach: channel, dates: 'sent' })).toContain('quotations_sent_idx');
  });
});
