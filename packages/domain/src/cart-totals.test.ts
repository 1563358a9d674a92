import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartLockDays,
  type CartLineForTotals,
  cartTotals,
  lineAmount,
  lineDiscount,
} from './cart-totals';
import type { Coupon } from './coupon';

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 'c',
  code: 'C',
  name: 'C',
  discount: 0,
  ...over,
});

const survey: CartLineForTotals = {
  _id: 's1',
  product_type: 'S',
  price: 1290,
  total: 1,
  lock_days: 2,
};
const install: CartLineForTotals = {
  _id: 'i1',
  product_type: 'I',
  calculator: { unit_price: 850 },
  total: 3,
  lock_days: 5,
  coupon: coupon({
    discount_range: [
      { min: 1000, max: 4999, value: 200 },
      { min: 5000, max: null, value: 500 },
    ],
  }),
};

describe('cart totals (spec §9)', () => {
  it('sums quantity × normal price, coupon discounts and the payable', () => {
    const totals = cartTotals([survey, install]);
    expect(totals.cartTotal).toBe(1290 + 3 * 850);
    expect(totals.promotionTotal).toBe(200);
    expect(totals.payable).toBe(1290 + 2550 - 200);
    expect(totals.lockDays).toBe(5);
    expect(totals.lines[1]).toEqual({
      _id: 'i1',
      quantity: 3,
      unitPrice: 850,
      price: 2550,
      discount: 200,
      amount: 2350,
    });
  });

  it('caps a discount at its line, so a line never goes below zero', () => {
    const line = { ...survey, price: 300, coupon: coupon({ discount: 500 }) };
    expect(lineAmount(line)).toMatchObject({ price: 300, discount: 300, amount: 0 });
    expect(cartTotals([line]).payable).toBe(0);
  });

  it('gives nothing for a coupon that cannot be used', () => {
    expect(lineDiscount({ ...survey, coupon: coupon({ discount: 100, is_can_use: false }) })).toBe(
      0,
    );
    expect(lineDiscount({ ...survey, coupon: null })).toBe(0);
  });

  it('counts a survey as one whatever its total says', () => {
    expect(cartTotals([{ ...survey, total: 4 }]).cartTotal).toBe(1290);
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      lines: [],
      cartTotal: 0,
      promotionTotal: 0,
      payable: 0,
      lockDays: 0,
    });
  });

  it('lock period = the largest lock_days', () => {
    expect(
      cartLockDays([
        { lock_days: 3 },
        { lock_days: null },
        {},
        { lock_days: 7.9 },
        { lock_days: 1 },
      ]),
    ).toBe(7);
    expect(cartLockDays([])).toBe(0);
  });

  const rangeArb = fc.record({
    min: fc.integer({ min: 0, max: 20_000 }),
    max: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
    value: fc.integer({ min: 0, max: 20_000 }),
  });
  const couponArb = fc.option(
    fc.record({
      discount: fc.integer({ min: 0, max: 30_000 }),
      discount_range: fc.option(fc.array(rangeArb, { maxLength: 4 }), { nil: null }),
      is_can_use: fc.option(fc.boolean(), { nil: undefined }),
    }),
    { nil: null },
  );
  const lineArb = fc.oneof(
    fc.record({
      _id: fc.uuid(),
      product_type: fc.constant('S' as const),
      price: fc.integer({ min: 0, max: 50_000 }),
      total: fc.integer({ min: 1, max: 3 }),
      coupon: couponArb,
      lock_days: fc.integer({ min: 0, max: 30 }),
    }),
    fc.record({
      _id: fc.uuid(),
      product_type: fc.constant('I' as const),
      calculator: fc.record({ unit_price: fc.integer({ min: 0, max: 20_000 }) }),
      total: fc.integer({ min: 1, max: 20 }),
      coupon: couponArb,
      lock_days: fc.integer({ min: 0, max: 30 }),
    }),
  );

  it(
    'property: 0 ≤ discount ≤ line price, payable ≥ 0 and payable = cart total − promotion total',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
          const totals = cartTotals(lines);
          const linesOk = totals.lines.every(
            (l) => l.discount >= 0 && l.discount <= l.price && l.amount === l.price - l.discount,
          );
          // No line can floor, since each discount is capped at its line price.
          return (
            linesOk &&
            totals.payable >= 0 &&
            totals.payable === totals.cartTotal - totals.promotionTotal &&
            totals.lockDays === Math.max(0, ...lines.map((l) => l.lock_days))
          );
        }),
        { numRuns: 3000 },
      );
    },
  );
});
