import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatSatang, parseSatang, splitVatIncluded } from './vat';

describe('splitting an amount that includes 7% VAT (decision 043)', () => {
  it('gives the value before VAT and the VAT of known figures', () => {
    expect(splitVatIncluded(10700)).toEqual({ base: 10000, vat: 700, total: 10700 });
    // 1,290 baht: 1290 × 7 / 107 = 84.392…, so 84.39 VAT and 1,205.61 before it.
    expect(splitVatIncluded(129000)).toEqual({ base: 120561, vat: 8439, total: 129000 });
    // 1,500 baht: 98.130… → 98.13.
    expect(splitVatIncluded(150000)).toEqual({ base: 140187, vat: 9813, total: 150000 });
    // 1 satang: 0.065 satang of VAT rounds to none.
    expect(splitVatIncluded(1)).toEqual({ base: 1, vat: 0, total: 1 });
    // 8 satang: 0.523 rounds up to 1.
    expect(splitVatIncluded(8)).toEqual({ base: 7, vat: 1, total: 8 });
    expect(splitVatIncluded(0)).toEqual({ base: 0, vat: 0, total: 0 });
  });

  it('always adds up to what was paid, with the VAT within half a satang of 7/107', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (total) => {
        const { base, vat } = splitVatIncluded(total);
        expect(base + vat).toBe(total);
        expect(Number.isInteger(vat) && vat >= 0 && base >= 0).toBe(true);
        // |vat − total·7/107| < ½, in integers: |214·vat − 14·total| < 107.
        expect(Math.abs(214 * vat - 14 * total)).toBeLessThan(107);
      }),
    );
  });

  it('never lowers the VAT when the amount grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.nat(100_000), (a, more) => {
        expect(splitVatIncluded(a + more).vat).toBeGreaterThanOrEqual(splitVatIncluded(a).vat);
      }),
    );
  });

  it('refuses what is not a whole, non-negative number of satang', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(() => splitVatIncluded(bad)).toThrow(RangeError);
  });
});

describe('satang and baht', () => {
  it('turns whole baht into satang and refuses fractions', () => {
    expect(bahtToSatang(1290)).toBe(129000);
    expect(bahtToSatang(-0)).toBe(0);
    expect(() => bahtToSatang(12.5)).toThrow(RangeError);
  });

  it('formats satang with grouped baht and two decimals', () => {
    expect(formatSatang(129000)).toBe('1,290.00');
    expect(formatSatang(120561)).toBe('1,205.61');
    expect(formatSatang(5)).toBe('0.05');
    expect(formatSatang(-8439)).toBe('-84.39');
    expect(formatSatang(123456789)).toBe('1,234,567.89');
    expect(() => formatSatang(0.5)).toThrow(RangeError);
  });
});

describe('parseSatang', () => {
  it('reads whole baht and up to two decimals, with separators', () => {
    expect(['350', '350.5', '1,250.50', ' 0.05 '].map(parseSatang)).toEqual([
      35_000, 35_050, 125_050, 5,
    ]);
  });
  it('refuses what is not an amount', () => {
    expect(['', '-1', '1.005', 'abc', '1,25'].map(parseSatang)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
