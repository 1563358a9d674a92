import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  businessToday,
  compareDates,
  isBusinessDate,
  isDateWithin,
  makeBusinessDate,
  toBusinessDate,
} from './dates';

// Any day from 1971 to 2099, as YYYY-MM-DD.
const businessDate = fc
  .date({
    min: new Date(Date.UTC(1971, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('business today (Asia/Bangkok)', () => {
  it('is Bangkok’s date whatever the machine zone', () => {
    expect(businessToday(new Date('2025-11-21T16:59:59.999Z'))).toBe('2025-11-21');
    expect(businessToday(new Date('2025-11-21T17:00:00.000Z'))).toBe('2025-11-22');
    expect(businessToday(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
    expect(() => businessToday(new Date(Number.NaN))).toThrow(RangeError);
  });

  it(
    'property: equals the UTC date of the instant shifted by +7 h (Bangkok has no DST)',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date(Date.UTC(1971, 0, 1)),
            max: new Date(Date.UTC(2099, 0, 1)),
            noInvalidDate: true,
          }),
          (d) =>
            businessToday(d) === new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10),
        ),
        { numRuns: 3000 },
      );
    },
  );
});

describe('business dates', () => {
  it('validates YYYY-MM-DD', () => {
    expect(isBusinessDate('2024-02-29')).toBe(true);
    expect(isBusinessDate('2025-02-29')).toBe(false);
    expect(isBusinessDate('2025-13-01')).toBe(false);
    expect(isBusinessDate('2025-1-01')).toBe(false);
    expect(isBusinessDate(20250101)).toBe(false);
    expect(makeBusinessDate(2025, 4, 31)).toBeNull();
    expect(makeBusinessDate(2025, 0, 1)).toBeNull();
    expect(makeBusinessDate(0, 1, 1)).toBeNull();
    expect(makeBusinessDate(2025, 1, 0)).toBeNull();
    expect(makeBusinessDate(2025.5, 1, 1)).toBeNull();
    expect(makeBusinessDate(987, 1, 2)).toBe('0987-01-02');
  });

  it('reads dates and timestamps as Bangkok dates', () => {
    expect(toBusinessDate('2025-11-22')).toBe('2025-11-22');
    expect(toBusinessDate('2025-11-31')).toBeNull();
    expect(toBusinessDate('2025-11-21T18:00:00Z')).toBe('2025-11-22');
    expect(toBusinessDate('2025-11-22T00:30:00+07:00')).toBe('2025-11-22');
    expect(toBusinessDate('2025-11-22T99:00:00Z')).toBeNull();
    expect(toBusinessDate('22/11/2025')).toBeNull();
    expect(toBusinessDate(new Date('2025-11-21T17:00:00Z'))).toBe('2025-11-22');
    expect(toBusinessDate(new Date(Number.NaN))).toBeNull();
    expect(toBusinessDate(null)).toBeNull();
    expect(toBusinessDate(undefined)).toBeNull();
  });

  it('adds days and months on the calendar', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addMonths('2025-05-22', 6)).toBe('2025-11-22');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2023-08-31', 6)).toBe('2024-02-29');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('nope', 1)).toThrow(RangeError);
  });

  it('compares by date only', () => {
    expect(compareDates('2025-01-01', '2025-01-02')).toBe(-1);
    expect(compareDates('2025-01-02', '2025-01-01')).toBe(1);
    expect(compareDates('2025-01-01', '2025-01-01')).toBe(0);
    expect(isDateWithin('2025-01-01', '2025-01-01', '2025-01-31')).toBe(true);
    expect(isDateWithin('2025-01-31', '2025-01-01', '2025-01-31')).toBe(true);
    expect(isDateWithin('2025-02-01', '2025-01-01', '2025-01-31')).toBe(false);
  });

  it(
    'property: adding n then −n days returns the same date, and n days apart stays ordered',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(businessDate, fc.integer({ min: -400, max: 400 }), (d, n) => {
          const moved = addDays(d, n);
          return (
            addDays(moved, -n) === d &&
            Math.sign(compareDates(moved, d)) === Math.sign(n) &&
            isBusinessDate(moved)
          );
        }),
      );
    },
  );
});
