import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, businessToday } from './dates';
import {
  applyPromotion,
  isPromotionActive,
  promotionPhase,
  type PromotionRule,
  promotionValue,
} from './promotion';

const promo = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  start_date: '2025-11-01',
  end_date: '2025-11-30',
  value: 100,
  items: [],
  ...over,
});

describe('promotion dates (spec §4: today within start..end inclusive, date only)', () => {
  it('applies on the first and the last day, not a day outside', () => {
    expect(isPromotionActive(promo(), '2025-10-31')).toBe(false);
    expect(isPromotionActive(promo(), '2025-11-01')).toBe(true);
    expect(isPromotionActive(promo(), '2025-11-30')).toBe(true);
    expect(isPromotionActive(promo(), '2025-12-01')).toBe(false);
  });

  it('compares timestamp bounds by their Bangkok date', () => {
    // 2025-11-30T23:59 in Bangkok is still the 30th; a UTC reading would make it the 30th 16:59.
    const p = promo({
      start_date: '2025-10-31T17:00:00.000Z',
      end_date: '2025-11-30T16:59:59.000Z',
    });
    expect(isPromotionActive(p, '2025-11-01')).toBe(true);
    expect(isPromotionActive(p, '2025-11-30')).toBe(true);
    expect(isPromotionActive(p, '2025-10-31')).toBe(false);
    expect(isPromotionActive(p, '2025-12-01')).toBe(false);
  });

  it('never applies with unreadable or reversed bounds', () => {
    expect(isPromotionActive(promo({ start_date: 'soon' }), '2025-11-10')).toBe(false);
    expect(isPromotionActive(promo({ end_date: '' }), '2025-11-10')).toBe(false);
    expect(
      isPromotionActive(promo({ start_date: '2025-12-01', end_date: '2025-11-01' }), '2025-11-10'),
    ).toBe(false);
  });

  it(
    'property: inclusive at both ends for any instant, whatever the machine TZ',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date(Date.UTC(2000, 0, 1)),
            max: new Date(Date.UTC(2090, 0, 1)),
            noInvalidDate: true,
          }),
          fc.integer({ min: -30, max: 30 }),
          fc.integer({ min: 0, max: 60 }),
          (now, startOffset, length) => {
            const today = businessToday(now);
            const start_date = addDays(today, startOffset);
            const end_date = addDays(start_date, length);
            const expected = startOffset <= 0 && startOffset + length >= 0;
            return (
              isPromotionActive({ start_date, end_date }, today) === expected &&
              isPromotionActive({ start_date: today, end_date: today }, today) &&
              !isPromotionActive(
                { start_date: addDays(today, 1), end_date: addDays(today, 9) },
                today,
              ) &&
              !isPromotionActive(
                { start_date: addDays(today, -9), end_date: addDays(today, -1) },
                today,
              )
            );
          },
        ),
        { numRuns: 3000 },
      );
    },
  );

  it(
    'property: a promotion of Bangkok midnight to 23:59:59 covers exactly that Bangkok day',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date(Date.UTC(2000, 0, 1)),
            max: new Date(Date.UTC(2090, 0, 1)),
            noInvalidDate: true,
          }),
          (now) => {
            const today = businessToday(now);
            const p = {
              start_date: `${today}T00:00:00+07:00`,
              end_date: `${today}T23:59:59+07:00`,
            };
            return (
              isPromotionActive(p, today) &&
              !isPromotionActive(p, addDays(today, 1)) &&
              !isPromotionActive(p, addDays(today, -1))
            );
          },
        ),
        { numRuns: 2000 },
      );
    },
  );
});

describe('promotion price (spec §5)', () => {
  const tiered = promo({
    value: 50,
    items: [
      {
        products: [{ id: 'p1' }],
        range: [
          { min: 1000, max: 4999, value: 200 },
          { min: 5000, max: null, value: 700 },
        ],
        value: 120,
      },
      { products: [{ id: 'p2' }, { id: 'p3' }], value: null },
    ],
  });

  it('range value when the price is in a range', () => {
    expect(promotionValue(tiered, 'p1', 1000)).toBe(200);
    expect(promotionValue(tiered, 'p1', 5000)).toBe(700);
  });

  it('else the item value', () => {
    expect(promotionValue(tiered, 'p1', 999)).toBe(120);
  });

  it('else the promotion value', () => {
    expect(promotionValue(tiered, 'p2', 999)).toBe(50);
    expect(promotionValue(tiered, 'p3', 999)).toBe(50);
    expect(promotionValue(tiered, 'unknown', 999)).toBe(50);
    expect(promotionValue(promo({ items: null }), 'x', 999)).toBe(100);
    expect(promotionValue(promo({ value: null }), 'x', 999)).toBe(0);
  });

  it('is subtracted and floored at 0', () => {
    expect(applyPromotion(tiered, { productId: 'p1', price: 1000 }, '2025-11-15')).toEqual({
      active: true,
      discount: 200,
      price: 800,
    });
    expect(
      applyPromotion(promo({ value: 500 }), { productId: 'x', price: 300 }, '2025-11-15'),
    ).toEqual({
      active: true,
      discount: 300,
      price: 0,
    });
  });

  it('does nothing outside its dates or without a promotion', () => {
    expect(applyPromotion(tiered, { productId: 'p1', price: 1000 }, '2025-12-01')).toEqual({
      active: false,
      discount: 0,
      price: 1000,
    });
    expect(applyPromotion(null, { productId: 'p1', price: 1000 }, '2025-11-15')).toEqual({
      active: false,
      discount: 0,
      price: 1000,
    });
    expect(applyPromotion(undefined, { productId: 'p1', price: -5 }, '2025-11-15').price).toBe(0);
  });

  it('property: 0 ≤ price after promotion ≤ price', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100_000 }),
        fc.integer({ min: -1000, max: 100_000 }),
        (price, value) => {
          const out = applyPromotion(promo({ value }), { productId: 'x', price }, '2025-11-15');
          return (
            out.price >= 0 &&
            out.price <= Math.max(0, price) &&
            out.price + out.discount === Math.max(0, price)
          );
        },
      ),
    );
  });
});

describe("promotionPhase (the portal's timeline)", () => {
  const p = { start_date: '2026-04-10', end_date: '2026-04-20' };
  it('is future before the first day, running through the last day, past after it', () => {
    expect(promotionPhase(p, '2026-04-09')).toBe('future');
    expect(promotionPhase(p, '2026-04-10')).toBe('running');
    expect(promotionPhase(p, '2026-04-20')).toBe('running');
    expect(promotionPhase(p, '2026-04-21')).toBe('past');
  });
  it('agrees with isPromotionActive on every day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (offset) => {
        const today = addDays('2026-04-15', offset);
        expect(promotionPhase(p, today) === 'running').toBe(isPromotionActive(p, today));
      }),
    );
  });
  it('counts unreadable or reversed bounds as past', () => {
    expect(promotionPhase({ start_date: 'x', end_date: '2026-04-20' }, '2026-04-01')).toBe('past');
    expect(promotionPhase({ start_date: '2026-04-20', end_date: '2026-04-10' }, '2026-04-01')).toBe(
      'past',
    );
  });
});
