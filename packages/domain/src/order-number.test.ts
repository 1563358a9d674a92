import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCartOrderNumber } from './order-enums';
import { ORDER_NUMBERS_PER_DAY, cartOrderNumber, isCartOrderNumberFormat } from './order-number';

describe('cartOrderNumber', () => {
  it('writes CO, the date as YYMMDD and the day’s code with six digits', () => {
    expect(cartOrderNumber('2026-05-14', 123)).toBe('CO260514000123');
    expect(cartOrderNumber('2026-12-01', 0)).toBe('CO261201000000');
    expect(cartOrderNumber('2026-12-01', ORDER_NUMBERS_PER_DAY - 1)).toBe('CO261201999999');
  });

  it('refuses what is not a date or a code of six digits', () => {
    expect(() => cartOrderNumber('14/05/2026', 1)).toThrow(RangeError);
    expect(() => cartOrderNumber('2026-05-14', -1)).toThrow(RangeError);
    expect(() => cartOrderNumber('2026-05-14', 1.5)).toThrow(RangeError);
    expect(() => cartOrderNumber('2026-05-14', ORDER_NUMBERS_PER_DAY)).toThrow(RangeError);
  });

  it('gives different codes different numbers, each a cart order number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: ORDER_NUMBERS_PER_DAY - 1 }),
        fc.integer({ min: 0, max: ORDER_NUMBERS_PER_DAY - 1 }),
        (a, b) => {
          const first = cartOrderNumber('2026-05-14', a);
          expect(isCartOrderNumber(first)).toBe(true);
          expect(isCartOrderNumberFormat(first)).toBe(true);
          if (a !== b) expect(cartOrderNumber('2026-05-14', b)).not.toBe(first);
        },
      ),
    );
  });

  it('tells a number from other text', () => {
    expect(isCartOrderNumberFormat('CO26051400012')).toBe(false);
    expect(isCartOrderNumberFormat('CO2605140001234')).toBe(false);
    expect(isCartOrderNumberFormat('SO260514000123')).toBe(false);
    expect(isCartOrderNumberFormat('co260514000123')).toBe(false);
  });
});
