import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatDate,
  formatLongDate,
  formatShortDate,
  parseDisplayDate,
} from './date-format';
import { buddhistYear, businessHour, formatBusinessTime, gregorianYear } from './dates';

// Any day from 1971 to 2099, as YYYY-MM-DD.
const businessDate = fc
  .date({
    min: new Date(Date.UTC(1971, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('Buddhist year display (spec §9)', () => {
  it('is Gregorian + 543 and back', () => {
    expect(buddhistYear(2025)).toBe(2568);
    expect(gregorianYear(2568)).toBe(2025);
  });

  it('formats Thai as DD MMM BBBB and DD MMMM YYYY with the Buddhist year', () => {
    expect(DATE_FORMATS.short.th).toBe('DD MMM BBBB');
    expect(formatShortDate('2025-11-22', 'th')).toBe('22 พ.ย. 2568');
    expect(formatLongDate('2025-11-22', 'th')).toBe('22 พฤศจิกายน 2568');
    expect(formatLongDate('2026-01-05', 'th')).toBe('05 มกราคม 2569');
  });

  it('formats English day, month and Gregorian year', () => {
    expect(formatShortDate('2025-11-22', 'en')).toBe('22 Nov 2025');
    expect(formatLongDate('2025-01-05', 'en')).toBe('05 January 2025');
  });

  it('names the weekday', () => {
    expect(formatDate('2025-11-22', 'weekday', 'th')).toBe('เสาร์');
    expect(formatDate('2025-11-22', 'weekday', 'en')).toBe('Saturday');
    expect(formatDate('2025-11-22', 'weekdayShort', 'th')).toBe('ส.');
    expect(formatDate('2025-11-22', 'weekdayShort', 'en')).toBe('Sat');
    expect(formatDate('2025-11-20', 'weekdayShort', 'en')).toBe('Thu');
  });

  it('titles a calendar month with the Buddhist year in Thai', () => {
    expect(formatDate('2025-11-22', 'month', 'th')).toBe('พฤศจิกายน 2568');
    expect(formatDate('2026-01-05', 'month', 'en')).toBe('January 2026');
  });

  it('writes the Bangkok time of an instant as HH.mm in Thai, HH:mm in English', () => {
    expect(formatBusinessTime(new Date('2025-11-21T17:05:00Z'), 'th')).toBe('00.05');
    expect(formatBusinessTime(new Date('2025-11-22T07:30:59Z'), 'th')).toBe('14.30');
    expect(formatBusinessTime(new Date('2025-11-22T11:43:00Z'), 'en')).toBe('18:43');
    expect(() => formatBusinessTime(new Date(Number.NaN), 'en')).toThrow(RangeError);
  });

  it('reads the Bangkok hour of an instant', () => {
    expect(businessHour(new Date('2025-11-21T17:30:00Z'))).toBe(0);
    expect(businessHour(new Date('2025-11-21T04:59:00Z'))).toBe(11);
    expect(() => businessHour(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('formats an instant by its Bangkok date', () => {
    expect(formatShortDate(new Date('2025-11-21T17:30:00Z'), 'th')).toBe('22 พ.ย. 2568');
    expect(() => formatShortDate('2025-02-30', 'th')).toThrow(RangeError);
  });
});

describe('parseDisplayDate', () => {
  it('reads Buddhist years back without adding 543 twice', () => {
    expect(parseDisplayDate('22/11/2568')).toBe('2025-11-22');
    expect(parseDisplayDate('22-11-2568')).toBe('2025-11-22');
    expect(parseDisplayDate('1.2.2568')).toBe('2025-02-01');
    expect(parseDisplayDate('2568-11-22')).toBe('2025-11-22');
    expect(parseDisplayDate('22 พ.ย. 2568')).toBe('2025-11-22');
    expect(parseDisplayDate('22 พย 2568')).toBe('2025-11-22');
    expect(parseDisplayDate('  22   พฤศจิกายน 2568 ')).toBe('2025-11-22');
    expect(parseDisplayDate('22 Nov 2568')).toBe('2025-11-22');
  });

  it('keeps Gregorian years as they are', () => {
    expect(parseDisplayDate('22/11/2025')).toBe('2025-11-22');
    expect(parseDisplayDate('2025-11-22')).toBe('2025-11-22');
    expect(parseDisplayDate('22 november 2025')).toBe('2025-11-22');
  });

  it('refuses what is not a real date', () => {
    for (const text of [
      '',
      '29/02/2569',
      '31/04/2568',
      '22/11/68',
      'yesterday',
      '22 Foo 2568',
      '32/01/2568',
      '2568/11/22',
    ]) {
      expect(parseDisplayDate(text)).toBeNull();
    }
    expect(parseDisplayDate('29/02/2567')).toBe('2024-02-29');
  });

  it(
    'property: parse(format(d)) = d for both spec formats in both languages and D/M/BBBB',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(businessDate, fc.constantFrom('th' as const, 'en' as const), (d, locale) => {
          const [y, m, day] = d.split('-').map(Number) as [number, number, number];
          return (
            parseDisplayDate(formatShortDate(d, locale)) === d &&
            parseDisplayDate(formatLongDate(d, locale)) === d &&
            parseDisplayDate(`${day}/${m}/${buddhistYear(y)}`) === d &&
            parseDisplayDate(d) === d
          );
        }),
        { numRuns: 2000 },
      );
    },
  );
});
