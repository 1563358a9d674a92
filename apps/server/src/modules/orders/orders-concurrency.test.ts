import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderResponseSchema,
  changeDatePath,
  orderPaths,
  type CartOrder,
} from '@changdee/contract/orders';
import { bookings } from '../../db/schema/bookings';
import { orderIdempotencyKeys, orders } from '../../db/schema/orders';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { testDriver } from '../../../test/context';
import { deleteOrders, insertBareOrder } from '../../../test/order-fixtures';
import { orderKit, orderRows, type OrderKit } from '../../../test/order-kit';
import { createTestCoupon, deleteTestCoupons } from '../../../test/promotion-fixtures';

// The limits of an order under many requests at once (docs/ARCHITECTURE.md Orders, issue 12), on both drivers:
// a slot's capacity, one Idempotency-Key, a coupon's usage limit, changes of date that cross
// (they queue on their contractor), and a real deadlock on PostgreSQL run again by the bounded
// retry.
//   Mae Chaem (5003): RACE, 3 morning places a day and no afternoons.
//   Mueang Chiang Mai (5001): BIG, 40 + 40 places a day.

let kit: OrderKit;
const COUPON = 'TESTRACEONCE';

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-RACE',
        districts: ['5003'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 3,
        afternoon: 0,
        daily: 3,
      },
      {
        code: 'CT-BIG',
        districts: ['5001'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 40,
        afternoon: 40,
        daily: 80,
      },
    ],
    ['5001', '5003'],
  );
});

afterAll(async () => {
  await kit.close();
  await deleteTestCoupons(kit.db, [COUPON]);
  await deleteOrders(kit.db, `CO-DEADLOCK-${testDriver()}-%`);
});

const code = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;
const mobile = (n: number) => `08${String(20_000_000 + n).slice(-8)}`;

describe(`many orders at once (${testDriver()})`, () => {
  it('200 orders for one slot of capacity 3: exactly 3 placed, the rest 409, nothing partial', async () => {
    const date = '2031-09-01';
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        kit.post(
          orderPaths.create,
          kit.payload({
            district: '5003',
            expected_date: { date, time: '1' },
            customer: { ...kit.payload({ district: '5003' }).customer, mobile: mobile(i) },
          }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(197);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map(code))).toEqual(
      new Set(['SLOT_FULL']),
    );
    expect(await orderRows(kit.db, date)).toEqual({ orders: 3, lines: 6, bookings: 3 });
    expect(await kit.slotUsed('CT-RACE', date, '1')).toBe(3);
    const placed = responses
      .filter((r) => r.statusCode === 200)
      .map((r) => cartOrderResponseSchema.parse(r.json()).data.cartOrderNo);
    expect(new Set(placed).size).toBe(3);
  });

  it('50 requests with one Idempotency-Key: one order, the same answer to each', async () => {
    const date = '2031-09-02';
    const key = `test-${testDriver()}-same-key`;
    const body = kit.payload({ expected_date: { date, time: '1' } });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        kit.post(orderPaths.create, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await orderRows(kit.db, date)).toEqual({ orders: 1, lines: 2, bookings: 1 });

    // The key with another body is refused; with the same body, the first answer again.
    const other = await kit.post(
      orderPaths.create,
      { ...body, remark: 'อีกคำสั่งซื้อ' },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    );
    expect(other.statusCode).toBe(422);
    expect(code(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    const repeat = await kit.post(orderPaths.create, body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(repeat.body).toBe(responses[0]!.body);
    expect(await orderRows(kit.db, date)).toEqual({ orders: 1, lines: 2, bookings: 1 });
  });

  it('a failed order keeps no key: the same request may be tried again', async () => {
    const key = `test-${testDriver()}-after-failure`;
    const body = kit.payload({
      district: '5003',
      expected_date: { date: '2031-09-01', time: '1' },
    });
    const full = await kit.post(orderPaths.create, body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(code(full)).toBe('SLOT_FULL');
    const rows = await kit.db
      .select()
      .from(orderIdempotencyKeys)
      .where(eq(orderIdempotencyKeys.key, key));
    expect(rows).toEqual([]);
    const later = await kit.post(
      orderPaths.create,
      { ...body, expected_date: { date: '2031-09-08', time: '1' } },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    );
    expect(later.statusCode).toBe(200);
  });

  it('a coupon usable once and 20 orders at once: one gets the discount, 19 get COUPON_USED_UP', async () => {
    await createTestCoupon(kit.db, { code: COUPON, discount: 100, usageLimit: 1 });
    const date = '2031-09-03';
    const base = kit.payload({ expected_date: { date, time: '2' } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.post(orderPaths.create, {
          ...base,
          customer: { ...base.customer, mobile: mobile(1000 + i) },
          items: [{ ...base.items[0]!, promotion: { coupon_code: COUPON } }],
        }),
      ),
    );
    const placed = responses.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(1);
    const order = cartOrderResponseSchema.parse(placed[0]!.json()).data;
    expect(order.items[0]).toMatchObject({ coupon: { code: COUPON }, discount: 100 });
    expect(responses.filter((r) => r.statusCode === 409).map(code)).toEqual(
      Array(19).fill('COUPON_USED_UP'),
    );
    expect(await orderRows(kit.db, date)).toEqual({ orders: 1, lines: 1, bookings: 1 });
  });
});

describe(`changes of date that cross (${testDriver()})`, () => {
  it('moves orders between two days both ways at once; every unit stays counted once', async () => {
    const [x, y] = ['2031-09-10', '2031-09-11'];
    const place = async (date: string): Promise<CartOrder> => {
      const response = await kit.post(
        orderPaths.create,
        kit.payload({ expected_date: { date, time: '1' } }),
      );
      return cartOrderResponseSchema.parse(response.json()).data;
    };
    const fromX: CartOrder[] = [];
    const fromY: CartOrder[] = [];
    for (let i = 0; i < 4; i += 1) {
      fromX.push(await place(x));
      fromY.push(await place(y));
    }
    const move = (order: CartOrder, date: string) =>
      kit.post(changeDatePath(order.cartOrderNo), {
        cartOrderNo: order.cartOrderNo,
        expected_date: { date, time: '1' },
      });
    const responses = await Promise.all([
      ...fromX.map((order) => move(order, y)),
      ...fromY.map((order) => move(order, x)),
    ]);
    // Moves of one contractor's bookings queue (an advisory lock), so these never deadlock.
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const numbers = [...fromX, ...fromY].map((order) => order.cartOrderNo);
    const rows = await kit.db
      .select({ orderNo: orders.orderNo, date: orders.serviceDate, booked: bookings.serviceDate })
      .from(orders)
      .innerJoin(bookings, and(eq(bookings.orderNo, orders.orderNo), eq(bookings.status, 'booked')))
      .where(inArray(orders.orderNo, numbers));
    // Each order holds exactly one booking, on the date it says.
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.booked).toBe(row.date);
    const onX = rows.filter((row) => row.date === x).length;
    expect(await kit.slotUsed('CT-BIG', x, '1')).toBe(onX);
    expect(await kit.slotUsed('CT-BIG', y, '1')).toBe(8 - onX);
  });

  it.runIf(testDriver() === 'pg')(
    'a real deadlock on PostgreSQL is run again and commits',
    async () => {
      const [a, b] = [`CO-DEADLOCK-pg-1`, `CO-DEADLOCK-pg-2`];
      await kit.db.transaction(async (tx) => {
        await insertBareOrder(tx, a);
        await insertBareOrder(tx, b);
      });
      // Each transaction locks one order, waits until the other has locked the other order, then
      // asks for it: PostgreSQL aborts one of them (40P01); the retry runs it again.
      let locked = 0;
      let release: () => void = () => {};
      const bothLocked = new Promise<void>((resolve) => (release = resolve));
      const attempts: Record<string, number> = { [a]: 0, [b]: 0 };
      const cross = (first: string, second: string) =>
        withTransactionRetry(() =>
          kit.db.transaction(async (tx) => {
            attempts[first] = (attempts[first] ?? 0) + 1;
            const touch = (orderNo: string) =>
              tx
                .update(orders)
                .set({ remark: sql`${orders.remark} || ${first.slice(-1)}` })
                .where(eq(orders.orderNo, orderNo));
            await touch(first);
            if (attempts[first] === 1) {
              locked += 1;
              if (locked === 2) release();
              await bothLocked;
            }
            await touch(second);
          }),
        );
      await Promise.all([cross(a, b), cross(b, a)]);
      // At least one of them ran again (PostgreSQL may, rarely, abort both: then both do).
      expect(attempts[a]! + attempts[b]!).toBeGreaterThanOrEqual(3);
      const remarks = await kit.db
        .select({ remark: orders.remark })
        .from(orders)
        .where(like(orders.orderNo, 'CO-DEADLOCK-pg-%'));
      // Both committed, each once: every order carries both marks.
      for (const { remark } of remarks) expect(remark.split('').sort()).toEqual(['1', '2']);
    },
  );
});
