import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedCouponFirst,
  bestCoupon,
  COUPON_MODELS,
  COUPON_STATUSES,
  COUPON_TYPES,
  COUPON_VERIFY_STATUSES,
  couponDiscount,
  couponEligibility,
  couponNameNeedsTooltip,
  couponSearchOutcome,
  type CouponType,
  isCouponSelectable,
  parseCouponCode,
} from './coupon';
import type { PriceRange } from './price-range';

interface TestCoupon {
  id: string | number;
  type: CouponType;
  discount: number;
  discount_range?: PriceRange[] | null;
  is_can_use?: boolean | null;
}

const fixed = (discount: number, over: Partial<TestCoupon> = {}): TestCoupon => ({
  id: `fixed${discount}`,
  type: 'fixed',
  discount,
  ...over,
});

// Spec §5's example: [1,000–4,999 → 200], [5,000–∞ → 500].
const tiered: TestCoupon = {
  id: 'tiered',
  type: 'range',
  discount: 0,
  discount_range: [
    { min: 1000, max: 4999, value: 200 },
    { min: 5000, max: null, value: 500 },
  ],
};

describe('coupon vocabulary', () => {
  it('names types, statuses, models and verification outcomes', () => {
    expect(COUPON_TYPES).toEqual(['fixed', 'range']);
    expect(COUPON_STATUSES).toEqual(['active', 'inactive']);
    expect(COUPON_MODELS).toEqual(['product']);
    expect(COUPON_VERIFY_STATUSES).toEqual(['success', 'fail']);
  });
});

describe('couponDiscount (spec §5)', () => {
  it('fixed: the coupon discount, capped at the line price', () => {
    expect(couponDiscount(fixed(500), 300)).toBe(300);
    expect(couponDiscount(fixed(500), 2000)).toBe(500);
    expect(couponDiscount(fixed(500, { discount_range: [] }), 2000)).toBe(500);
    expect(couponDiscount(fixed(500, { discount_range: null }), 0)).toBe(0);
  });

  it('fixed with tiers: gated by them, and a tier value capped at the coupon discount', () => {
    const gated = fixed(300, {
      discount_range: [
        { min: 1000, max: 1999, value: 100 },
        { min: 2000, max: null, value: 1000 },
      ],
    });
    expect(couponDiscount(gated, 999)).toBe(0);
    expect(couponDiscount(gated, 1500)).toBe(100);
    expect(couponDiscount(gated, 5000)).toBe(300);
  });

  it('range: the fitting tier value capped at the line price, else 0', () => {
    expect(couponDiscount(tiered, 999)).toBe(0);
    expect(couponDiscount(tiered, 1000)).toBe(200);
    expect(couponDiscount(tiered, 4999)).toBe(200);
    expect(couponDiscount(tiered, 5000)).toBe(500);
    expect(couponDiscount(tiered, 1_000_000)).toBe(500);
    const big = { ...tiered, discount_range: [{ min: 100, max: 1000, value: 5000 }] };
    expect(couponDiscount(big, 300)).toBe(300);
    const gap = {
      ...tiered,
      discount_range: [
        { min: 100, max: 200, value: 50 },
        { min: 500, max: 600, value: 80 },
      ],
    };
    expect(couponDiscount(gap, 300)).toBe(0);
  });

  it('range: ignores the coupon discount; without tiers it gives nothing', () => {
    expect(couponDiscount({ ...tiered, discount: 9999 }, 1000)).toBe(200);
    expect(couponDiscount({ type: 'range', discount: 9999, discount_range: null }, 1000)).toBe(0);
  });

  it('treats negative amounts as 0', () => {
    expect(couponDiscount(fixed(-50), 1000)).toBe(0);
    expect(couponDiscount(fixed(50), -1000)).toBe(0);
    expect(
      couponDiscount({ ...tiered, discount_range: [{ min: 0, max: null, value: -5 }] }, 100),
    ).toBe(0);
  });

  const rangeArb = fc.record({
    min: fc.integer({ min: 0, max: 20_000 }),
    max: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
    value: fc.integer({ min: -1000, max: 20_000 }),
  });
  const couponArb = fc.record({
    id: fc.nat(),
    type: fc.constantFrom('fixed' as const, 'range' as const),
    discount: fc.integer({ min: -1000, max: 50_000 }),
    discount_range: fc.option(fc.array(rangeArb, { maxLength: 5 }), { nil: null }),
  });

  it('property: 0 ≤ discount ≤ line price for any coupon and price', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 50_000 }), couponArb, (price, coupon) => {
        const d = couponDiscount(coupon, price);
        return Number.isInteger(d) && d >= 0 && d <= Math.max(0, price);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: a fixed coupon never gives more than its discount', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), couponArb, (price, coupon) => {
        const d = couponDiscount({ ...coupon, type: 'fixed' }, price);
        return d <= Math.max(0, coupon.discount);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('couponEligibility (spec §5)', () => {
  it('below the lowest min: inactive with the {min} warning', () => {
    expect(couponEligibility(tiered, 999)).toEqual({
      status: 'belowMinimum',
      min: 1000,
      message: { key: 'coupon.minimumSpend', params: { min: '1,000' } },
    });
    expect(isCouponSelectable(tiered, 999)).toBe(false);
  });

  it('inside some min..max inclusive: selectable', () => {
    for (const price of [1000, 4999, 5000, 123_456])
      expect(couponEligibility(tiered, price)).toEqual({ status: 'selectable' });
  });

  it('a fixed coupon without tiers: selectable; a range coupon without tiers: not', () => {
    expect(isCouponSelectable(fixed(100), 1)).toBe(true);
    expect(isCouponSelectable(fixed(100, { discount_range: [] }), 0)).toBe(true);
    expect(couponEligibility({ type: 'range', discount_range: [] }, 5000)).toEqual({
      status: 'outOfRange',
    });
  });

  it('above the min but in no range: inactive without a warning', () => {
    const capped = { ...tiered, discount_range: [{ min: 1000, max: 2000, value: 100 }] };
    expect(couponEligibility(capped, 2001)).toEqual({ status: 'outOfRange' });
  });

  it('is_can_use false: disabled, before any range check', () => {
    expect(couponEligibility({ ...tiered, is_can_use: false }, 5000)).toEqual({
      status: 'disabled',
    });
    expect(isCouponSelectable(fixed(100, { is_can_use: true }), 5)).toBe(true);
  });

  it(
    'property: a selectable tiered coupon gives a discount, an unselectable one none',
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
  const fixed300 = fixed(300);
  const fixed100 = fixed(100);
  const unusable = fixed(10_000, { id: 'unusable', is_can_use: false });

  it('is the selectable coupon with the highest discount', () => {
    expect(bestCoupon([fixed100, tiered, fixed300, unusable], 5000)?.id).toBe('tiered');
    expect(bestCoupon([fixed100, tiered, fixed300, unusable], 2000)?.id).toBe('fixed300');
    expect(bestCoupon([tiered], 999)).toBeNull();
    expect(bestCoupon([], 999)).toBeNull();
  });

  it('keeps the first of equal discounts', () => {
    const again = fixed(300, { id: 'again' });
    expect(bestCoupon([fixed300, again], 2000)?.id).toBe('fixed300');
    expect(bestCoupon([again, fixed300], 2000)?.id).toBe('again');
    expect(bestCoupon([fixed(0)], 2000)?.id).toBe('fixed0');
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
        const coupons = list.map((c) => fixed(c.discount, c));
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
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
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

describe('coupon code search (spec §5)', () => {
  it('trims the code; an empty one asks for a code', () => {
    expect(parseCouponCode('  SAVE200 ')).toEqual({ ok: true, code: 'SAVE200' });
    expect(parseCouponCode('   ')).toEqual({
      ok: false,
      message: { key: 'coupon.codeRequired' },
    });
  });

  it('answers not found, the coupon’s own error message, or found', () => {
    const notFound = { status: 'notFound', message: { key: 'coupon.notFound' } };
    expect(couponSearchOutcome(null)).toEqual(notFound);
    expect(
      couponSearchOutcome({ invalid_code: true, error_message: { th: 'x', en: 'x' } }),
    ).toEqual(notFound);
    const expired = {
      invalid_code: false,
      error_message: { th: 'คูปองหมดอายุแล้ว', en: 'This coupon has expired' },
    };
    expect(couponSearchOutcome(expired)).toEqual({ status: 'error', coupon: expired });
    const unusable = { is_can_use: false };
    expect(couponSearchOutcome(unusable)).toEqual({ status: 'error', coupon: unusable });
    const blank = { error_message: { th: ' ', en: '' } };
    expect(couponSearchOutcome(blank)).toEqual({ status: 'found', coupon: blank });
    const good = { invalid_code: false, error_message: null, is_can_use: true };
    expect(couponSearchOutcome(good)).toEqual({ status: 'found', coupon: good });
  });
});
