import { and, eq, inArray, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsPaths, salesResponseSchema, type SalesData } from '@changdee/contract/analytics';
import {
  COUNTED_FIGURES,
  SALES_DIMENSIONS,
  SALES_FIGURES,
  type CountedFigures,
} from '@changdee/domain/sales-figures';
import { orderEvents, orderMoneyEntries, orderRatings, orders } from '../../db/schema';
import { testDriver } from '../../../test/context';
import { orderStatesKit, type OrderStates } from '../../../test/order-states';
import type { SignedIn } from '../../../test/sign-in';
import { recordOrderEvent } from '../orders/service';
import { rateOrder } from '../ratings/service';
import { rollUpMarkedDays } from './rollup-job';

// Sales and service over time (issue 32 items 3 and 4, decisions 076 and 077): the rollup's
// figures equal the same figures counted from the raw tables; a late event re-rolls its day; a
// Channel Manager reads their channel only, through the answer and the exports alike; a Sales
// clerk reads nothing. The kit's orders (every state: paid, cancelled, refunded, completed, one
// moved to another channel's shop) are moved to a week of their own so no other test's counts.

const PLACED_DAY = '2031-03-03';
const SERVICE_DAY = '2031-03-04';
const WEEK = '2031-03-03'; // a Monday
const QUERY = `from=2031-03-01&to=2031-03-07&grain=week`;

let states: OrderStates;
let orderNos: string[];

beforeAll(async () => {
  states = await orderStatesKit('CT-SALES');
  orderNos = Object.values(states.orders);
  const db = states.kit.db;
  const at = new Date(`${PLACED_DAY}T05:00:00Z`);
  // The completed job rated 4 by its customer (its `rated` event is moved with the others).
  await rateOrder(
    db,
    { orderNo: states.orders.completed, status: 'completed' },
    { stars: 4, comment: '' },
  );
  await db
    .update(orderRatings)
    .set({ createdAt: at })
    .where(inArray(orderRatings.orderNo, orderNos));
  await db.update(orderEvents).set({ at }).where(inArray(orderEvents.orderNo, orderNos));
  await db
    .update(orderEvents)
    .set({ serviceDate: SERVICE_DAY })
    .where(and(inArray(orderEvents.orderNo, orderNos), eq(orderEvents.kind, 'completed')));
  await db
    .update(orderMoneyEntries)
    .set({ at })
    .where(inArray(orderMoneyEntries.orderNo, orderNos));
  // The days the moved facts now belong to, rolled up as the job does (their month too).
  await db.execute(sql`insert into sales_day_marks (day) values (${PLACED_DAY}), (${SERVICE_DAY})`);
  await rollUpMarkedDays(db);
});
afterAll(() => states.close());

async function figures(query: string, as: SignedIn): Promise<SalesData> {
  const answer = await states.kit.get(`${analyticsPaths.sales}?${query}`, as);
  expect(answer.statusCode, answer.body).toBe(200);
  return salesResponseSchema.parse(answer.json()).data;
}

/** The same figures per store, counted from the orders, the ledger and the history. */
async function rawFigures(): Promise<Map<string, CountedFigures>> {
  const db = states.kit.db;
  const rows = await db.select().from(orders).where(inArray(orders.orderNo, orderNos));
  const money = await db
    .select()
    .from(orderMoneyEntries)
    .where(inArray(orderMoneyEntries.orderNo, orderNos));
  const ratings = await db
    .select()
    .from(orderRatings)
    .where(inArray(orderRatings.orderNo, orderNos));
  const byStore = new Map<string, CountedFigures>();
  for (const order of rows) {
    const store =
      byStore.get(order.storeId) ?? Object.fromEntries(COUNTED_FIGURES.map((f) => [f, 0]));
    const mine = money.filter((entry) => entry.orderNo === order.orderNo);
    const sum = (kind: 'received' | 'refunded') =>
      mine
        .filter((e) => (kind === 'received') === (e.kind === 'received'))
        .reduce((s, e) => s + e.amount, 0);
    const done = order.status === 'completed' ? 1 : 0;
    const rating = ratings.find((r) => r.orderNo === order.orderNo);
    byStore.set(order.storeId, {
      orders: store.orders + 1,
      booked: store.booked + order.totalPayable,
      promotion_cost: store.promotion_cost + order.promotionDiscount,
      coupon_cost: store.coupon_cost + order.couponDiscount,
      received: store.received + sum('received'),
      refunded: store.refunded + sum('refunded'),
      cancelled: store.cancelled + (order.status === 'cancelled' ? 1 : 0),
      completed: store.completed + done,
      // Completed before its slot's end (the events are dated before the service day), first time.
      on_time: store.on_time + done,
      first_visit: store.first_visit + done,
      ratings: store.ratings + (rating ? 1 : 0),
      rating_stars: store.rating_stars + (rating?.stars ?? 0),
    } as CountedFigures);
  }
  return byStore;
}

const counted = (row: CountedFigures) =>
  Object.fromEntries(COUNTED_FIGURES.map((figure) => [figure, row[figure]]));

describe(`sales figures (${testDriver()})`, () => {
  it('equal, store by store, the figures counted from the raw tables', async () => {
    const raw = await rawFigures();
    const data = await figures(`${QUERY}&by=store`, states.kit.operator);
    expect(data.rows.every((row) => row.period === WEEK)).toBe(true);
    expect(new Map(data.rows.map((row) => [row.key!, counted(row)]))).toEqual(
      new Map([...raw].map(([store, row]) => [store, counted(row)])),
    );
    const bangNa = data.rows.find((row) => row.key === states.kit.storeId)!;
    expect(bangNa.label).toEqual({ th: 'ช่างดี สาขาบางนา', en: 'Changdee Bang Na' });
    expect(bangNa.net_revenue).toBe(bangNa.received - bangNa.refunded);
    expect(bangNa.average_order_value).toBe(Math.round(bangNa.booked / bangNa.orders));
    expect([bangNa.on_time_rate, bangNa.first_visit_rate]).toEqual([100, 100]);
    expect([bangNa.ratings, bangNa.rating_stars, bangNa.average_rating]).toEqual([1, 4, 4]);
    expect(data.cancellations).toEqual([{ reason: 'ลูกค้าย้ายบ้าน', cancelled: 2 }]);
  });

  it('split by any place, add up to the same totals, each place named', async () => {
    const { kit } = states;
    const whole = await figures(`${QUERY}&by=none`, kit.operator);
    expect(whole.rows.map((row) => [row.key, row.label])).toEqual([[null, null]]);
    for (const by of SALES_DIMENSIONS) {
      const split = await figures(`${QUERY}&by=${by}`, kit.operator);
      expect({ by, totals: split.totals }).toEqual({ by, totals: whole.totals });
    }
    const teams = await figures(`${QUERY}&by=team`, kit.operator);
    // Every order of the kit was booked with its team when placed.
    expect(teams.rows.map((row) => [row.key, row.orders, row.completed])).toEqual([
      [states.teamId, whole.totals.orders, 1],
    ]);
    const sellers = await figures(`${QUERY}&by=seller`, kit.operator);
    expect(sellers.rows.map((row) => row.key)).toEqual(['BN-002']);
    const channels = await figures(`${QUERY}&by=channel`, kit.operator);
    expect(channels.rows.map((row) => row.label?.en)).toEqual([
      'Changdee Builders',
      'Changdee Partner Retail',
    ]);
  });

  it('by month, from the month rollup for whole months and from the days for a cut one', async () => {
    const { kit } = states;
    const week = await figures(`${QUERY}&by=store`, kit.operator);
    for (const span of ['from=2031-03-01&to=2031-03-31', 'from=2031-02-15&to=2031-03-05']) {
      const month = await figures(`${span}&grain=month&by=store`, kit.operator);
      expect(month.rows.map((row) => row.period)).toEqual(week.rows.map(() => '2031-03-01'));
      expect(month.rows.map(counted)).toEqual(week.rows.map(counted));
    }
  });

  it('re-rolls a past day when a late event arrives for it', async () => {
    const day = `from=${SERVICE_DAY}&to=${SERVICE_DAY}&grain=day&by=none`;
    const before = await figures(day, states.kit.operator);
    expect(before.totals.completed).toBe(1);
    const { db } = states.kit;
    const late = states.orders.paidAtStore;
    await db.update(orders).set({ serviceDate: SERVICE_DAY }).where(eq(orders.orderNo, late));
    await db.transaction((tx) => recordOrderEvent(tx, late, { kind: 'completed' }));
    // The event's own reaction marked its service day; it arrived the day after the job's slot.
    const marked = await db.execute(sql`select 1 from sales_day_marks where day = ${SERVICE_DAY}`);
    expect((marked as unknown as { rows: unknown[] }).rows.length).toBe(1);
    await db
      .update(orderEvents)
      .set({ at: new Date(`2031-03-05T03:00:00Z`) })
      .where(and(eq(orderEvents.orderNo, late), eq(orderEvents.kind, 'completed')));
    await rollUpMarkedDays(db);
    const after = await figures(day, states.kit.operator);
    expect(after.totals.completed).toBe(2);
    // Completed after its slot's end: late, not on time; at the first visit all the same.
    expect([after.totals.on_time, after.totals.first_visit]).toEqual([1, 2]);
  });

  it('show a Channel Manager their channel’s stores only, in the answer and the exports', async () => {
    const { kit } = states;
    const all = await figures(`${QUERY}&by=store`, kit.operator);
    const mine = await figures(`${QUERY}&by=store`, kit.manager);
    const brandShop = all.rows.find((row) => row.key !== kit.storeId)!;
    expect(brandShop.orders).toBe(1);
    expect(mine.rows.map((row) => row.key)).toEqual([kit.storeId]);
    expect(mine.totals.orders).toBe(all.totals.orders - 1);
    for (const path of [analyticsPaths.salesCsv, analyticsPaths.salesXlsx]) {
      const file = await kit.get(`${path}?${QUERY}&by=store`, kit.manager);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.includes(Buffer.from(brandShop.key!))).toBe(false);
    }
  });

  it('export CSV and XLSX rows whose numbers are the answer’s', async () => {
    const { kit } = states;
    const data = await figures(`${QUERY}&by=store`, kit.operator);
    const expected = data.rows.map((row) => [
      row.period,
      row.key,
      row.label!.en,
      ...SALES_FIGURES.map((figure) => String(row[figure] ?? '')),
    ]);
    const csv = await kit.app.inject({
      method: 'GET',
      url: `${analyticsPaths.salesCsv}?${QUERY}&by=store`,
      headers: { ...kit.operator.headers, 'accept-language': 'en' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual([
      'Period (first day)',
      'Code',
      'Name',
      'Orders',
    ]);
    expect(lines.slice(1).map((line) => line.split(','))).toEqual(expected);

    const xlsx = await kit.app.inject({
      method: 'GET',
      url: `${analyticsPaths.salesXlsx}?${QUERY}&by=store`,
      headers: { ...kit.operator.headers, 'accept-language': 'en' },
    });
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.slice(1).map((row) => row.map((cell) => String(cell ?? '')))).toEqual(expected);
  });

  it('refuse every other role, and a span that is backwards or too long, in words', async () => {
    const { kit } = states;
    for (const who of [kit.sales, kit.brand, kit.technician]) {
      const answer = await kit.get(`${analyticsPaths.sales}?${QUERY}`, who);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('FORBIDDEN');
    }
    const refused = async (query: string) => {
      const answer = await kit.app.inject({
        method: 'GET',
        url: `${analyticsPaths.sales}?${query}`,
        headers: { ...kit.operator.headers, 'accept-language': 'en' },
      });
      expect(answer.statusCode).toBe(400);
      return answer.json().details.map((issue: { message: string }) => issue.message);
    };
    expect(await refused('from=2031-03-07&to=2031-03-01')).toEqual([
      'The last day cannot be before the first.',
    ]);
    expect(await refused('from=2029-01-01&to=2031-12-31')).toEqual([
      'Choose a period of at most 950 days.',
    ]);
  });
});
