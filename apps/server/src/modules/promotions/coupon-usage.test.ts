import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { couponCustomerUsage, couponUsage } from '../../db/schema/promotions';
import { getTestContext, testDriver } from '../../../test/context';
import { createTestCoupon, deleteTestCoupons } from '../../../test/promotion-fixtures';
import { AppError } from '../../errors';
import { consumeCouponUse, couponUsage as usageOf, releaseCouponUse } from './service';

// Coupon usage limits under concurrency (decision 014), on both drivers: many orders taking a use at
// once, each in its own transaction as the order will, never exceed a limit, and a refusal or a
// rolled-back order leaves the counters as they were.

const codes: string[] = [];
async function coupon(code: string, limits: { total?: number; perCustomer?: number }) {
  const { db } = await getTestContext();
  codes.push(code);
  return createTestCoupon(db, {
    code,
    discount: 100,
    usageLimit: limits.total,
    usageLimitPerCustomer: limits.perCustomer,
  });
}

const mobile = (n: number) => `08${String(10_000_000 + n).slice(-8)}`;

/** `count` orders at once, each taking a use in its own transaction. */
async function race(couponId: string, mobiles: string[]) {
  const { db } = await getTestContext();
  return Promise.all(
    mobiles.map((customerMobile) =>
      db.transaction((tx) => consumeCouponUse(tx, { couponId, customerMobile })),
    ),
  );
}

afterAll(async () => {
  const { db } = await getTestContext();
  await deleteTestCoupons(db, codes);
});

describe(`coupon usage limits (${testDriver()})`, () => {
  it('50 orders at once on a coupon usable 5 times: exactly 5 take it', async () => {
    const couponId = await coupon('TESTRACE5', { total: 5 });
    const outcomes = await race(
      couponId,
      Array.from({ length: 50 }, (_, i) => mobile(i)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.ok && o.code === 'COUPON_USED_UP')).toHaveLength(45);
    const { db } = await getTestContext();
    const [row] = await db.select().from(couponUsage).where(eq(couponUsage.couponId, couponId));
    expect(row?.used).toBe(5);
  });

  it('20 orders at once by one customer on a coupon usable twice each: 2; another customer still can', async () => {
    const couponId = await coupon('TESTRACECUST', { perCustomer: 2 });
    const outcomes = await race(couponId, Array(20).fill('0812345678'));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    expect(outcomes.filter((o) => !o.ok && o.code === 'COUPON_CUSTOMER_USED_UP')).toHaveLength(18);
    const { db } = await getTestContext();
    expect(await consumeCouponUse(db, { couponId, customerMobile: '0898765432' })).toEqual({
      ok: true,
    });
    expect(await usageOf(db, { couponId, customerMobile: '081-234-5678' })).toEqual({
      total: 0, // no total limit: only the customers are counted
      customer: 2,
    });
  });

  it('both limits at once: a customer refused gives back the total use it took', async () => {
    const couponId = await coupon('TESTRACEBOTH', { total: 3, perCustomer: 1 });
    // Six customers, each trying twice at once.
    const mobiles = Array.from({ length: 12 }, (_, i) => mobile(100 + (i % 6)));
    const outcomes = await race(couponId, mobiles);
    const winners = mobiles.filter((_, i) => outcomes[i]!.ok);
    expect(winners).toHaveLength(3);
    expect(new Set(winners).size).toBe(3);
    const { db } = await getTestContext();
    const [total] = await db.select().from(couponUsage).where(eq(couponUsage.couponId, couponId));
    const customers = await db
      .select()
      .from(couponCustomerUsage)
      .where(eq(couponCustomerUsage.couponId, couponId));
    expect(total?.used).toBe(3);
    expect(customers.reduce((sum, row) => sum + row.used, 0)).toBe(3);
    expect(customers.every((row) => row.used <= 1)).toBe(true);
  });

  it('an order rolled back keeps no use; a released use can be taken again, never below 0', async () => {
    const couponId = await coupon('TESTRELEASE', { total: 1, perCustomer: 1 });
    const use = { couponId, customerMobile: '0811111111' };
    const { db } = await getTestContext();
    await expect(
      db.transaction(async (tx) => {
        expect(await consumeCouponUse(tx, use)).toEqual({ ok: true });
        throw new Error('the order failed after taking the coupon');
      }),
    ).rejects.toThrow('the order failed');
    expect(await usageOf(db, use)).toEqual({ total: 0, customer: 0 });

    expect(await consumeCouponUse(db, use)).toEqual({ ok: true });
    expect(await consumeCouponUse(db, use)).toEqual({ ok: false, code: 'COUPON_USED_UP' });
    await releaseCouponUse(db, use);
    expect(await usageOf(db, use)).toEqual({ total: 0, customer: 0 });
    await releaseCouponUse(db, use);
    expect(await usageOf(db, use)).toEqual({ total: 0, customer: 0 });
    expect(await consumeCouponUse(db, use)).toEqual({ ok: true });
  });

  it('a coupon without limits is not counted; a bad mobile or an unknown coupon is refused', async () => {
    const couponId = await coupon('TESTNOLIMIT', {});
    const { db } = await getTestContext();
    expect(await consumeCouponUse(db, { couponId, customerMobile: '0811111111' })).toEqual({
      ok: true,
    });
    expect(await usageOf(db, { couponId, customerMobile: '0811111111' })).toEqual({
      total: 0,
      customer: 0,
    });
    await expect(consumeCouponUse(db, { couponId, customerMobile: '12ab' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const unknown = consumeCouponUse(db, {
      couponId: '00000000-0000-4000-8000-000000000000',
      customerMobile: '0811111111',
    });
    await expect(unknown).rejects.toBeInstanceOf(AppError);
    await expect(unknown).rejects.toMatchObject({ code: 'COUPON_NOT_FOUND' });
  });
});
