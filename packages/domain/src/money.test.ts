import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addOnsBaht,
  addOnsRoundingSatang,
  formatBaht,
  formatDiscount,
  formatNumber,
  formatSatangBaht,
  nonNegativeBaht,
  parseBaht,
} from './money';

describe('parseBaht (strict)', () => {
  it('reads whole baht from numbers and text, with thousands separators', () => {
    expect(parseBaht(1290)).toBe(1290);
    expect(parseBaht('1290')).toBe(1290);
    expect(parseBaht(' 1,290 ')).toBe(1290);
    expect(parseBaht('1,234,567')).toBe(1234567);
    expect(parseBaht('1290.00')).toBe(1290);
    expect(parseBaht('-200')).toBe(-200);
    expect(Object.is(parseBaht('-0'), 0)).toBe(true);
    expect(Object.is(parseBaht(-0), 0)).toBe(true);
  });

  it('refuses anything that is not whole baht: null, never 0', () => {
    for (const value of [
      null,
      undefined,
      '',
      ' ',
      'abc',
      '-',
      '12abc',
      '1,290.75 บาท',
      '12.5',
      '1,29',
      '1,2345',
      '１２',
      1290.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      '9007199254740993',
      {},
      [],
      true,
    ]) {
      expect(parseBaht(value), String(value)).toBeNull();
    }
  });

  it('gives an integer or null, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer(), fc.constant(null)), (v) => {
        const amount = parseBaht(v);
        return amount === null || Number.isSafeInteger(amount);
      }),
    );
  });

  it('round-trips formatNumber', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (n) => parseBaht(formatNumber(n)) === n && parseBaht(String(n)) === n,
      ),
    );
  });
});

describe('nonNegativeBaht', () => {
  it('truncates to whole baht and clamps at 0', () => {
    expect(nonNegativeBaht(-5)).toBe(0);
    expect(nonNegativeBaht(42)).toBe(42);
    expect(nonNegativeBaht(42.9)).toBe(42);
  });

  it('throws on a value that is not a finite number', () => {
    expect(() => nonNegativeBaht(Number.NaN)).toThrow(RangeError);
    expect(() => nonNegativeBaht(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1290)).toBe('1,290');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1000)).toBe('-1,000');
  });

  it('puts the currency word after in Thai and the sign before in English', () => {
    expect(formatBaht(1290, 'th')).toBe('1,290\u00a0บาท');
    expect(formatBaht(1290, 'en')).toBe('฿1,290');
    expect(formatBaht(-200, 'th')).toBe('-200\u00a0บาท');
    expect(formatBaht(-200, 'en')).toBe('-฿200');
    expect(formatBaht(-0.5, 'en')).toBe('฿0');
  });

  it('shows a discount with a minus sign only when above zero', () => {
    expect(formatDiscount(200, 'th')).toBe('-200\u00a0บาท');
    expect(formatDiscount(1500, 'en')).toBe('-฿1,500');
    expect(formatDiscount(0, 'th')).toBe('0\u00a0บาท');
    expect(formatDiscount(-3, 'en')).toBe('฿0');
  });
});

describe('formatSatangBaht', () => {
  it('writes two decimals with the currency of each language', () => {
    expect(formatSatangBaht(35_050, 'th')).toBe('350.50\u00a0บาท');
    expect(formatSatangBaht(1_210_300, 'en')).toBe('฿12,103.00');
    expect(formatSatangBaht(-5, 'en')).toBe('-฿0.05');
  });
});

describe('an order’s add-ons in its whole-baht money (decision 079)', () => {
  it('sums their satang and rounds half up to the baht; the rounding makes its lines add up', () => {
    expect(addOnsBaht([210_000, 85_000])).toBe(2_950);
    expect(addOnsRoundingSatang([210_000, 85_000])).toBe(0);
    expect(addOnsBaht([35_050])).toBe(351);
    expect(addOnsRoundingSatang([35_050])).toBe(50);
    expect(addOnsBaht([35_049])).toBe(350);
    expect(addOnsRoundingSatang([35_049])).toBe(-49);
    expect(addOnsBaht([])).toBe(0);
  });
});
