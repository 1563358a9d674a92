import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBaht, formatDiscount, formatNumber, nonNegativeBaht, parseBaht } from './money';

describe('parseBaht', () => {
  it('reads whole baht like parseInt, with thousands separators', () => {
    expect(parseBaht(1290)).toBe(1290);
    expect(parseBaht('1290')).toBe(1290);
    expect(parseBaht('1,290')).toBe(1290);
    expect(parseBaht(' 1,290.75 บาท')).toBe(1290);
    expect(parseBaht(1290.99)).toBe(1290);
    expect(parseBaht('-200')).toBe(-200);
    expect(parseBaht(-0.5)).toBe(0);
    expect(Object.is(parseBaht(-0.5), 0)).toBe(true);
  });

  it('turns anything unreadable into 0, never NaN', () => {
    for (const value of [
      null,
      undefined,
      '',
      'abc',
      '-',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
      true,
    ]) {
      expect(parseBaht(value)).toBe(0);
    }
  });

  it('nonNegativeBaht clamps at 0', () => {
    expect(nonNegativeBaht(-5)).toBe(0);
    expect(nonNegativeBaht('42')).toBe(42);
  });

  it('always gives an integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (v) =>
        Number.isInteger(parseBaht(v)),
      ),
    );
  });
});

describe('formatting', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1290)).toBe('1,290');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1000)).toBe('-1,000');
  });

  it('puts the currency word after in Thai and the sign before in English', () => {
    expect(formatBaht(1290, 'th')).toBe('1,290 บาท');
    expect(formatBaht(1290, 'en')).toBe('฿1,290');
    expect(formatBaht(-200, 'th')).toBe('-200 บาท');
    expect(formatBaht(-200, 'en')).toBe('-฿200');
  });

  it('shows a discount with a minus sign only when above zero', () => {
    expect(formatDiscount(200, 'th')).toBe('-200 บาท');
    expect(formatDiscount(1500, 'en')).toBe('-฿1,500');
    expect(formatDiscount(0, 'th')).toBe('0 บาท');
    expect(formatDiscount(-3, 'en')).toBe('฿0');
  });

  it('round-trips through parseBaht', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => parseBaht(formatNumber(n)) === n),
    );
  });
});
