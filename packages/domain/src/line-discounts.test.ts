import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, type DiscountRule } from './coupon';
import { lineDiscounts } from './line-discounts';
import type { PromotionRule } from './promotion';

const today = '2025-11-15';
const running = (value: number, over: Partial<PromotionRule> = {}): PromotionRule => ({
  start_date: '2025-11-01',
  end_date: '2025-11-30',
  value,
  ...over,
});
const fixed = (discount: number): DiscountRule => ({ type: 'fixed', discount });
// Spec §5's tiers: 1,000–4,999 → 200, 5,000–∞ → 500.
const tiered: DiscountRule = {
  type: 'range',
  discount: 0,
  discount_range: [
    { min: 1000, max: 4999, value: 200 },
    { min: 5000, max: null, value: 500 },
  ],
};

describe('a promotion and a coupon on one line (decision 007)', () => {
  it('takes the promotion first, then the coupon', () => {
    expect(
      lineDiscounts(
        { productId: 'p', price: 3000, promotion: running(100), coupon: fixed(200) },
        today,
      ),
    ).toEqual({
      price: 3000,
      promotionDiscount: 100,
      couponDiscount: 200,
      discount: 300,
      amount: 2700,
    });
  });

  it('chooses the coupon tier on the line price, not on the promoted price', () => {
    // 5,000 less a 100 promotion is 4,900, yet the coupon keeps its 5,000 tier.
    const line = lineDiscounts(
      { productId: 'p', price: 5000, promotion: running(100), coupon: tiered },
      today,
    );
    expect(line).toMatchObject({ promotionDiscount: 100, couponDiscount: 500, amount: 4400 });
  });

  it('lets the coupon take at most what the promotion left', () => {
    const line = lineDiscounts(
      { productId: 'p', price: 1000, promotion: running(900), coupon: fixed(300) },
      today,
    );
    expect(line).toMatchObject({ promotionDiscount: 900, couponDiscount: 100, amount: 0 });
  });

  it('ignores a promotion outside its days and a coupon that cannot be used', () => {
    const line = lineDiscounts(
      {
        productId: 'p',
        price: 1000,
        promotion: running(100, { end_date: '2025-11-14' }),
        coupon: { ...fixed(300), is_can_use: false },
      },
      today,
    );
    expect(line).toMatchObject({ promotionDiscount: 0, couponDiscount: 0, amount: 1000 });
    expect(lineDiscounts({ productId: 'p', price: 1000 }, today).amount).toBe(1000);
  });

  const rangeArb = fc.record({
    min: fc.integer({ min: 0, max: 20_000 }),
    max: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
    value: fc.integer({ min: 0, max: 20_000 }),
  });
  const couponArb = fc.option(
    fc.record({
      type: fc.constantFrom('fixed' as const, 'range' as const),
      discount: fc.integer({ min: 0, max: 30_000 }),
      discount_range: fc.option(fc.array(rangeArb, { maxLength: 4 }), { nil: null }),
      is_can_use: fc.option(fc.boolean(), { nil: undefined }),
    }),
    { nil: null },
  );
  const promotionArb = fc.option(
    fc.record({
      start_date: fc.constantFrom('2025-11-01', '2025-11-16'),
      end_date: fc.constant('2025-11-30'),
      value: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
      items: fc.constant([{ products: [{ id: 'p' }], range: [], value: null }]),
    }),
    { nil: null },
  );
  const lineArb = fc.record({
    productId: fc.constant('p'),
    price: fc.integer({ min: 0, max: 60_000 }),
    promotion: promotionArb,
    coupon: couponArb,
  });

  it('property: the parts add up and nothing goes below 0', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const d = lineDiscounts(line, today);
        return (
          d.promotionDiscount >= 0 &&
          d.couponDiscount >= 0 &&
          d.discount === d.promotionDiscount + d.couponDiscount &&
          d.discount <= d.price &&
          d.amount === d.price - d.discount &&
          d.amount >= 0
        );
      }),
      { numRuns: 3000 },
    );
  });

  it(
    'property: the amount is the line price less both discounts worked out on it, floored at 0',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(lineArb, (line) => {
          const d = lineDiscounts(line, today);
          const alone = lineDiscounts({ ...line, coupon: null }, today);
          const offered =
            line.coupon && line.coupon.is_can_use !== false
              ? couponDiscount(line.coupon, line.price)
              : 0;
          return d.amount === Math.max(0, line.price - alone.promotionDiscount - offered);
        }),
        { numRuns: 3000 },
      );
    },
  );

  it(
    'property: a running promotion or an applied coupon never makes the line dearer',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(lineArb, (line) => {
          const both = lineDiscounts(line, today).amount;
          const noPromotion = lineDiscounts({ ...line, promotion: null }, today).amount;
          const noCoupon = lineDiscounts({ ...line, coupon: null }, today).amount;
          return both <= noPromotion && both <= noCoupon;
        }),
        { numRuns: 3000 },
      );
    },
  );
});
