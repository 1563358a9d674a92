import { describe, expect, it } from 'vitest';
import { periodLabel } from './date-format';
import {
  addCounted,
  COUNTED_FIGURES,
  foldPlaces,
  salesFigures,
  SALES_TOP_PLACES,
  spanDays,
  type CountedFigures,
} from './sales-figures';

// The dashboards' rules (decision 076): figures made from the counted ones, the top places kept
// and the rest added up, a span's length and a period's name.

const counted = (orders: number, extra: Partial<CountedFigures> = {}): CountedFigures => ({
  ...addCounted([]),
  orders,
  booked: orders * 1000,
  ...extra,
});

describe('salesFigures', () => {
  it('derives net revenue, the average order value and the rates; nothing counted is null', () => {
    expect(
      salesFigures(
        counted(3, { booked: 1000, received: 900, refunded: 1200, completed: 3, on_time: 2 }),
      ),
    ).toMatchObject({
      net_revenue: -300,
      average_order_value: 333,
      on_time_rate: 67,
      first_visit_rate: 0,
    });
    expect(salesFigures(counted(0))).toMatchObject({
      average_order_value: null,
      on_time_rate: null,
      first_visit_rate: null,
      average_rating: null,
    });
  });

  it('averages the stars to one decimal', () => {
    expect(salesFigures(counted(0, { ratings: 3, rating_stars: 13 })).average_rating).toBe(4.3);
    expect(salesFigures(counted(0, { ratings: 2, rating_stars: 9 })).average_rating).toBe(4.5);
    expect(salesFigures(counted(0, { ratings: 1, rating_stars: 5 })).average_rating).toBe(5);
  });
});

describe('foldPlaces', () => {
  const rowsOf = (places: number, period = '2026-11-02') =>
    Array.from({ length: places }, (_, i) => ({
      period,
      key: `P${String(i).padStart(2, '0')}`,
      ...counted(i + 1),
    }));

  it('keeps every place up to the limit', () => {
    const rows = rowsOf(SALES_TOP_PLACES);
    expect(foldPlaces(rows)).toEqual(rows.map((row) => ({ ...row, others: 0 })));
  });

  it('adds up the places beyond the top ones per period, the totals unchanged', () => {
    const later = rowsOf(SALES_TOP_PLACES + 3, '2026-11-09').slice(-2);
    const rows = [...rowsOf(SALES_TOP_PLACES + 3), ...later];
    const folded = foldPlaces(rows);
    const first = folded.filter((row) => row.period === '2026-11-02');
    // P00..P02 have the fewest orders: folded into one row of 3 places (1 + 2 + 3 orders).
    expect(first.map((row) => [row.key, row.orders, row.others])).toEqual([
      ...rows.slice(3, SALES_TOP_PLACES + 3).map((row) => [row.key, row.orders, 0]),
      [null, 6, 3],
    ]);
    // A week without any of the others has no row for them.
    expect(folded.filter((row) => row.period === '2026-11-09')).toEqual(
      later.map((row) => ({ ...row, others: 0 })),
    );
    for (const figure of COUNTED_FIGURES)
      expect(addCounted(folded)[figure]).toBe(addCounted(rows)[figure]);
  });
});

describe('spans and periods', () => {
  it('counts the days of a span, both ends included', () => {
    expect(spanDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(spanDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(spanDays('2026-11-02', '2026-11-01')).toBe(0);
  });

  it('names a period in Buddhist-era years in Thai', () => {
    expect(periodLabel('2026-11-02', 'day', 'th')).toBe('02 พ.ย. 2569');
    expect(periodLabel('2026-11-02', 'week', 'en')).toBe('02 Nov 2026');
    expect(periodLabel('2026-11-01', 'month', 'th')).toBe('พฤศจิกายน 2569');
  });
});
