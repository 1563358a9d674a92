import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLockDays, type CartLineForTotals, cartTotals, lineAmount } from './cart-totals';

const today = '2025-11-15';

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
  coupon: {
    type: 'range',
    discount: 0,
    discount_range: [
      { min: 1000, max: 4999, value: 200 },
      { min: 5000, max: null, value: 500 },
    ],
  },
  promotion: { start_date: '2025-11-01', end_date: '2025-11-30', value: 50 },
};

describe('cart totals (spec §9)', () => {
  it('sums quantity × normal price, promotions, coupons and the payable', () => {
    const totals = cartTotals([survey, install], today);
    expect(totals).toMatchObject({
      cartTotal: 1290 + 3 * 850,
      promotionDiscount: 50,
      couponDiscount: 200,
      promotionTotal: 250,
      payable: 1290 + 2550 - 250,
      lockDays: 5,
    });
    expect(totals.lines[1]).toEqual({
      _id: 'i1',
      quantity: 3,
      unitPrice: 850,
      price: 2550,
      promotedPrice: 2500,
      promotionDiscount: 50,
      couponDiscount: 200,
      discount: 250,
      amount: 2300,
    });
  });

  it('counts a promotion only on its days', () => {
    expect(cartTotals([install], '2025-12-01')).toMatchObject({
      promotionDiscount: 0,
      couponDiscount: 200,
      payable: 2350,
    });
  });

  it('caps a fixed coupon at its line, so a line never goes below zero', () => {
    const line = { ...survey, price: 300, coupon: { type: 'fixed' as const, discount: 500 } };
    expect(lineAmount(line, today)).toMatchObject({ price: 300, discount: 300, amount: 0 });
    expect(cartTotals([line], today).payable).toBe(0);
  });

  it('counts a survey as one whatever its total says', () => {
    expect(cartTotals([{ ...survey, total: 4 }], today).cartTotal).toBe(1290);
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([], today)).toEqual({
      lines: [],
      cartTotal: 0,
      promotionDiscount: 0,
      couponDiscount: 0,
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

  // Each line's discounts have their own properties (line-discounts.test.ts); here the sums.
  const couponArb = fc.option(
    fc.constantFrom(
      install.coupon!,
      { type: 'fixed' as const, discount: 300 },
      { type: 'fixed' as const, discount: 90_000, is_can_use: false },
    ),
    { nil: null },
  );
  const promotionArb = fc.option(
    fc.constantFrom(install.promotion!, { ...install.promotion!, value: 90_000 }),
    { nil: null },
  );
  const common = {
    _id: fc.uuid(),
    coupon: couponArb,
    promotion: promotionArb,
    lock_days: fc.integer({ min: 0, max: 30 }),
  };
  const lineArb = fc.oneof(
    fc.record({
      ...common,
      product_type: fc.constant('S' as const),
      price: fc.integer({ min: 0, max: 50_000 }),
      total: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      ...common,
      product_type: fc.constant('I' as const),
      calculator: fc.record({ unit_price: fc.integer({ min: 0, max: 20_000 }) }),
      total: fc.integer({ min: 1, max: 20 }),
    }),
  );

  it(
    'property: every line within its price, payable = cart total − promotion total ≥ 0',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
          const totals = cartTotals(lines, today);
          const linesOk = totals.lines.every(
            (l) =>
              l.discount >= 0 &&
              l.discount <= l.price &&
              l.amount === l.price - l.discount &&
              l.promotedPrice === l.price - l.promotionDiscount,
          );
          return (
            linesOk &&
            totals.payable >= 0 &&
            totals.promotionTotal === totals.promotionDiscount + totals.couponDiscount &&
            totals.payable === totals.cartTotal - totals.promotionTotal &&
            totals.lockDays === Math.max(0, ...lines.map((l) => l.lock_days))
          );
        }),
        { numRuns: 3000 },
      );
    },
  );
});
