import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { orderPaths } from '@changdee/contract/orders';
import { testDriver } from '../test/context';
import { createTestCoupon, deleteTestCoupons } from '../test/promotion-fixtures';
import { orderKit, type OrderKit } from '../test/order-kit';
import { capacityMismatches, couponCount, ordersByMobile } from './invariants';

// A coupon limited to one use, 50 orders at once (docs/reliability.md). The other races of the
// brief are the project's own tests, on both drivers: 200 orders into a slot of capacity 3 and one
// Idempotency-Key sent 50 times (src/modules/orders/orders-concurrency.test.ts), a coupon of 5
// uses under 50 orders (src/modules/promotions/coupon-usage.test.ts).

const COUPON = 'RELONCE50';
let kit: OrderKit;

beforeAll(async () => {
  kit = await orderKit(
    [
      {
        code: 'CT-REL-ONCE',
        districts: ['5001'],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 100,
        afternoon: 100,
        daily: 200,
      },
    ],
    ['5001'],
  );
});

afterAll(async () => {
  await kit?.close();
  await deleteTestCoupons(kit.db, [COUPON]);
});

describe(`one coupon use, many orders (${testDriver()})`, () => {
  it('a coupon usable once and 50 orders at once: one takes it, 49 get COUPON_USED_UP', async () => {
    const couponId = await createTestCoupon(kit.db, { code: COUPON, discount: 100, usageLimit: 1 });
    const base = kit.payload({ expected_date: { date: '2031-06-25', time: '1' } });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        kit.post(orderPaths.create, {
          ...base,
          customer: { ...base.customer, mobile: `0864${String(i).padStart(6, '0')}` },
          items: [{ ...base.items[0]!, promotion: { coupon_code: COUPON } }],
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      responses
        .filter((r) => r.statusCode !== 200)
        .map((r) => `${r.statusCode} ${errorBodySchema.parse(r.json()).code}`),
    ).toEqual(Array(49).fill('409 COUPON_USED_UP'));
    const placed = await ordersByMobile(kit.db, '0864');
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ lines: 1, couponLines: 1, bookings: 1 });
    expect(await couponCount(kit.db, couponId)).toEqual({ counter: 1, uses: 1 });
    expect(await capacityMismatches(kit.db, kit.contractors['CT-REL-ONCE']!)).toEqual([]);
  });
});
