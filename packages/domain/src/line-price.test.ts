import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveQuantity, linePrice, unitPrice } from './line-price';

const survey = { product_type: 'S' as const, price: 1290, normal_price: 1500 };
const install = {
  product_type: 'I' as const,
  calculator: { unit_price: 850, unit: { th: 'จุด', en: 'point' } },
};

describe('line price', () => {
  it('S = price, whatever the quantity', () => {
    expect(linePrice(survey, 1)).toBe(1290);
    expect(linePrice(survey, 5)).toBe(1290);
    expect(unitPrice(survey)).toBe(1290);
  });

  it('I = unit_price × quantity', () => {
    expect(linePrice(install, 1)).toBe(850);
    expect(linePrice(install, 3)).toBe(2550);
    expect(unitPrice(install)).toBe(850);
  });

  it('refuses a product without the price of its type rather than pricing it at 0', () => {
    expect(() => linePrice({ product_type: 'S' }, 1)).toThrow(RangeError);
    expect(() => linePrice({ product_type: 'S', price: null }, 1)).toThrow(RangeError);
    expect(() => linePrice({ product_type: 'I', calculator: null, price: 500 }, 4)).toThrow(
      RangeError,
    );
    expect(() => unitPrice({ product_type: 'S', price: Number.NaN })).toThrow(RangeError);
  });

  it('clamps a negative price at 0 and counts odd quantities as whole units of at least 1', () => {
    expect(linePrice({ product_type: 'S', price: -10 }, 1)).toBe(0);
    expect(effectiveQuantity('I', 0)).toBe(1);
    expect(effectiveQuantity('I', 2.7)).toBe(2);
    expect(effectiveQuantity('I', Number.NaN)).toBe(1);
    expect(effectiveQuantity('S', 9)).toBe(1);
  });

  it('is never negative and scales with quantity for installations', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (unit, qty) => {
          const price = linePrice({ product_type: 'I', calculator: { unit_price: unit } }, qty);
          return price === unit * qty && price >= 0;
        },
      ),
    );
  });
});
