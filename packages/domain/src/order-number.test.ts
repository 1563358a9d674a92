import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCartOrderNumber } from './order-enums';
import { cartOrderNumber, isCartOrderNumberFormat } from './order-number';

describe('cartOrderNumber', () => {
  it('writes CO, the date as YYMMDD and the sequence with six digits or more', () => {
    expect(cartOrderNumber('2026-05-14', 123)).toBe('CO260514000123');
    expect(cartOrderNumber('2026-12-01', 1_234_567)).toBe('CO2612011234567');
  });

  it('refuses what is not a date or a sequence number', () => {
    expect(() => cartOrderNumber('14/05/2026', 1)).toThrow(RangeError);
    expect(() => cartOrderNumber('2026-05-14', 0)).toThrow(RangeError);
    expect(() => cartOrderNumber('2026-05-14', 1.5)).toThrow(RangeError);
  });

  it('gives different sequences different numbers, each a cart order number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
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
    expect(isCartOrderNumberFormat('SO260514000123')).toBe(false);
    expect(isCartOrderNumberFormat('co260514000123')).toBe(false);
  });
});
