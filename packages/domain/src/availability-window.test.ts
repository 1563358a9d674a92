import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVAILABLE_TIME, availabilityWindow, isInAvailabilityWindow } from './availability-window';
import { addDays, addMonths } from './dates';

describe('availability window (spec §7/§9)', () => {
  it('runs from today + lock_days + 1 to today + 6 months', () => {
    expect(availabilityWindow('2025-11-22', 3)).toEqual({
      start_date: '2025-11-26',
      end_date: '2026-05-22',
      empty: false,
    });
    expect(availabilityWindow('2025-11-22', 0).start_date).toBe('2025-11-23');
    expect(AVAILABLE_TIME).toBe(1);
  });

  it('treats a missing, negative or fractional lock as whole days ≥ 0', () => {
    expect(availabilityWindow('2025-11-22', null).start_date).toBe('2025-11-23');
    expect(availabilityWindow('2025-11-22', undefined).start_date).toBe('2025-11-23');
    expect(availabilityWindow('2025-11-22', -4).start_date).toBe('2025-11-23');
    expect(availabilityWindow('2025-11-22', 2.9).start_date).toBe('2025-11-25');
    expect(availabilityWindow('2025-11-22', Number.NaN).start_date).toBe('2025-11-23');
  });

  it('clamps month ends and can be empty', () => {
    expect(availabilityWindow('2025-08-31', 0).end_date).toBe('2026-02-28');
    const closed = availabilityWindow('2025-11-22', 400);
    expect(closed.empty).toBe(true);
    expect(isInAvailabilityWindow('2026-01-01', closed)).toBe(false);
  });

  it('includes both ends', () => {
    const w = availabilityWindow('2025-11-22', 2);
    expect(isInAvailabilityWindow('2025-11-24', w)).toBe(false);
    expect(isInAvailabilityWindow('2025-11-25', w)).toBe(true);
    expect(isInAvailabilityWindow('2026-05-22', w)).toBe(true);
    expect(isInAvailabilityWindow('2026-05-23', w)).toBe(false);
  });

  it(
    'property: start is lock_days + 1 after today and never before tomorrow',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          fc
            .date({
              min: new Date(Date.UTC(2000, 0, 1)),
              max: new Date(Date.UTC(2090, 0, 1)),
              noInvalidDate: true,
            })
            .map((d) => d.toISOString().slice(0, 10)),
          fc.integer({ min: 0, max: 200 }),
          (today, lock) => {
            const w = availabilityWindow(today, lock);
            return (
              w.start_date === addDays(today, lock + 1) &&
              w.end_date === addMonths(today, 6) &&
              w.empty === w.start_date > w.end_date
            );
          },
        ),
      );
    },
  );
});
