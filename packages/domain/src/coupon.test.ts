import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedCouponFirst,
  bestCoupon,
  type Coupon,
  couponDiscount,
  couponEligibility,
  couponMessages,
  couponNameNeedsTooltip,
  isCouponSelectable,
  minimumSpendWarning,
} from './coupon';

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 'c1',
  code: 'CODE',
  name: 'คูปอง',
  discount: 0,
  ...over,
});

// The example: [1,000–4,999 → 200], [5,000–∞ → 500].
const tiered = coupon({
  id: 'tiered',
  discount_range: [
    { min: 1000, max: 4999, value: 200, contractor_discount: 0 },
    { min: 5000, max: null, value: 500 },
  ],
});

describe('couponDiscount (spec §5)', () => {
  it('without ranges: the coupon discount, capped at the line price', () => {
    expect(couponDiscount(coupon({ discount: 500 }), 300)).toBe(300);
    expect(couponDiscount(coupon({ discount: 500 }), 2000)).toBe(500);
    expect(couponDiscount(coupon({ discount: 500, discount_range: [] }), 2000)).toBe(500);
    expect(couponDiscount(coupon({ discount: 500, discount_range: null }), 0)).toBe(0);
  });

  it('with ranges: the fitting range value capped at the line price, else 0', () => {
    expect(couponDiscount(tiered, 999)).toBe(0);
    expect(couponDiscount(tiered, 1000)).toBe(200);
    expect(couponDiscount(tiered, 4999)).toBe(200);
    expect(couponDiscount(tiered, 5000)).toBe(500);
    expect(couponDiscount(tiered, 1_000_000)).toBe(500);
    const big = coupon({ discount_range: [{ min: 100, max: 1000, value: 5000 }] });
    expect(couponDiscount(big, 300)).toBe(300);
    const gap = coupon({
      discount_range: [
        { min: 100, max: 200, value: 50 },
        { min: 500, max: 600, value: 80 },
      ],
    });
    expect(couponDiscount(gap, 300)).toBe(0);
  });

  it('ignores the coupon discount when it has ranges, and treats negatives as 0', () => {
    expect(couponDiscount({ ...tiered, discount: 9999 }, 1000)).toBe(200);
    expect(couponDiscount(coupon({ discount: -50 }), 1000)).toBe(0);
    expect(couponDiscount(coupon({ discount: 50 }), -1000)).toBe(0);
    expect(
      couponDiscount(coupon({ discount_range: [{ min: 0, max: null, value: -5 }] }), 100),
    ).toBe(0);
  });

  it('property: 0 ≤ discount ≤ line price for any coupon and price', { timeout: 30_000 }, () => {
    const range = fc.record({
      min: fc.integer({ min: 0, max: 20_000 }),
      max: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
      value: fc.integer({ min: -1000, max: 20_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 50_000 }),
        fc.integer({ min: -1000, max: 50_000 }),
        fc.option(fc.array(range, { maxLength: 5 }), { nil: null }),
        (price, discount, ranges) => {
          const d = couponDiscount(coupon({ discount, discount_range: ranges }), price);
          return Number.isInteger(d) && d >= 0 && d <= Math.max(0, price);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('couponEligibility (spec §5)', () => {
  it('below the lowest min: inactive with the {min} warning data', () => {
    expect(couponEligibility(tiered, 999)).toEqual({
      status: 'belowMinimum',
      min: 1000,
      messageKey: 'coupon.minimumSpend',
      params: { min: '1,000' },
    });
    expect(isCouponSelectable(tiered, 999)).toBe(false);
  });

  it('inside some min..max inclusive: selectable', () => {
    for (const price of [1000, 4999, 5000, 123_456])
      expect(couponEligibility(tiered, price)).toEqual({ status: 'selectable' });
  });

  it('no ranges: selectable', () => {
    expect(isCouponSelectable(coupon({ discount: 100 }), 1)).toBe(true);
    expect(isCouponSelectable(coupon({ discount: 100, discount_range: [] }), 0)).toBe(true);
  });

  it('above the min but in no range: inactive without a warning', () => {
    const capped = coupon({ discount_range: [{ min: 1000, max: 2000, value: 100 }] });
    expect(couponEligibility(capped, 2001)).toEqual({ status: 'outOfRange' });
  });

  it('is_can_use false: disabled with its error_message, before any range check', () => {
    expect(
      couponEligibility({ ...tiered, is_can_use: false, error_message: 'คูปองหมดแล้ว' }, 5000),
    ).toEqual({
      status: 'disabled',
      message: 'คูปองหมดแล้ว',
    });
    expect(couponEligibility(coupon({ is_can_use: false }), 5000)).toEqual({
      status: 'disabled',
      message: '',
    });
    expect(isCouponSelectable(coupon({ is_can_use: true }), 5)).toBe(true);
  });

  it('renders the warning in both languages with the spec text', () => {
    expect(minimumSpendWarning(1000, 'th')).toBe('โค้ดส่วนลดนี้ใช้สำหรับยอดสั่งซื้อขั้นต่ำ 1,000 บาท');
    expect(minimumSpendWarning(1000, 'en')).toBe(
      'This discount code requires a minimum order of 1,000 baht',
    );
    expect(couponMessages['coupon.codeRequired'].th).toBe('กรุณาระบุโค้ดส่วนลด');
    expect(couponMessages['coupon.notFound'].th).toBe('ไม่พบคูปองส่วนลดนี้');
  });

  it(
    'property: a selectable tiered coupon always gives a positive-or-value discount',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100_000 }), (price) => {
          const state = couponEligibility(tiered, price);
          return state.status === 'selectable'
            ? couponDiscount(tiered, price) > 0
            : couponDiscount(tiered, price) === 0;
        }),
      );
    },
  );
});

describe('bestCoupon (spec §9)', () => {
  const fixed300 = coupon({ id: 'fixed300', discount: 300 });
  const fixed100 = coupon({ id: 'fixed100', discount: 100 });
  const unusable = coupon({ id: 'unusable', discount: 10_000, is_can_use: false });

  it('is the selectable coupon with the highest discount', () => {
    expect(bestCoupon([fixed100, tiered, fixed300, unusable], 5000)?.id).toBe('tiered');
    expect(bestCoupon([fixed100, tiered, fixed300, unusable], 2000)?.id).toBe('fixed300');
    expect(bestCoupon([tiered], 999)).toBeNull();
    expect(bestCoupon([], 999)).toBeNull();
  });

  it('keeps the first of equal discounts', () => {
    const again = coupon({ id: 'again', discount: 300 });
    expect(bestCoupon([fixed300, again], 2000)?.id).toBe('fixed300');
    expect(bestCoupon([again, fixed300], 2000)?.id).toBe('again');
    expect(bestCoupon([coupon({ id: 'zero', discount: 0 })], 2000)?.id).toBe('zero');
  });

  it('property: no selectable coupon gives more than the best one', { timeout: 30_000 }, () => {
    const arb = fc.array(
      fc.record({
        id: fc.nat(),
        discount: fc.integer({ min: 0, max: 5000 }),
        is_can_use: fc.boolean(),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 10_000 }), (list, price) => {
        const coupons = list.map((c) => coupon(c));
        const best = bestCoupon(coupons, price);
        const usable = coupons.filter((c) => isCouponSelectable(c, price));
        if (usable.length === 0) return best === null;
        return (
          best !== null &&
          usable.every((c) => couponDiscount(c, price) <= couponDiscount(best, price))
        );
      }),
    );
  });
});

describe('coupon panel helpers', () => {
  it('moves the applied coupon to the top', () => {
    const list = [coupon({ id: 1 }), coupon({ id: 2 }), coupon({ id: 3 })];
    expect(appliedCouponFirst(list, 3).map((c) => c.id)).toEqual([3, 1, 2]);
    expect(appliedCouponFirst(list, null).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(appliedCouponFirst(list, undefined)).not.toBe(list);
    expect(appliedCouponFirst(list, 9).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('gives names of 22 characters or more a tooltip', () => {
    expect(couponNameNeedsTooltip('a'.repeat(21))).toBe(false);
    expect(couponNameNeedsTooltip('a'.repeat(22))).toBe(true);
  });
});
