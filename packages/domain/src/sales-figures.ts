import { partsOf, type BusinessDate } from './dates';
import type { Scope } from './order-reach';
import type { Role } from './roles';

// Sales and service over time (issue 32 item 3, decision 076): what the dashboards count, how the
// figures kept per day make the ones shown (an average, a rate), who may read them and how far,
// and how a period is named. The server's rollup keeps the counted figures; the rest is derived
// here once, for the page, the table and the exports alike.

/** How long one point of a chart is. */
export const SALES_GRAINS = ['day', 'week', 'month'] as const;
export type SalesGrain = (typeof SALES_GRAINS)[number];

/** What the figures are split by ('none': one line for everything the reader may see). */
export const SALES_DIMENSIONS = [
  'none',
  'channel',
  'store',
  'seller',
  'work_type',
  'team',
] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];

/**
 * The splits the daily rollup keeps, each within a store: everything at once and per channel are
 * the stores' rows added up.
 */
export const SALES_ROLLUP_DIMENSIONS = ['store', 'seller', 'work_type', 'team'] as const;
export type SalesRollupDimension = (typeof SALES_ROLLUP_DIMENSIONS)[number];

/**
 * The figures a day keeps (sales_days): orders placed and their value after discounts, what the
 * promotions and coupons gave away, the money received and refunded (the ledger), cancellations,
 * the jobs completed on a service date, on time and at the first visit, and the customers'
 * ratings given that day with their stars added up.
 */
export const COUNTED_FIGURES = [
  'orders',
  'booked',
  'promotion_cost',
  'coupon_cost',
  'received',
  'refunded',
  'cancelled',
  'completed',
  'on_time',
  'first_visit',
  'ratings',
  'rating_stars',
] as const;
export type CountedFigure = (typeof COUNTED_FIGURES)[number];
export type CountedFigures = Record<CountedFigure, number>;

/**
 * Figures made from the counted ones. Rates are whole per cent, the average rating in stars to
 * one decimal; null when nothing was counted.
 */
export const DERIVED_FIGURES = [
  'net_revenue',
  'average_order_value',
  'on_time_rate',
  'first_visit_rate',
  'average_rating',
] as const;
export type DerivedFigure = (typeof DERIVED_FIGURES)[number];

export const SALES_FIGURES = [...COUNTED_FIGURES, ...DERIVED_FIGURES] as const;
export type SalesFigure = (typeof SALES_FIGURES)[number];
export type SalesFigures = CountedFigures & {
  /** Received less refunded: below zero on a day that gave back more than it took. */
  net_revenue: number;
} & Record<Exclude<DerivedFigure, 'net_revenue'>, number | null>;

/** The figures that are money, in whole baht. */
export const MONEY_FIGURES: readonly SalesFigure[] = [
  'booked',
  'promotion_cost',
  'coupon_cost',
  'received',
  'refunded',
  'net_revenue',
  'average_order_value',
];

const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 100) / whole);

/**
 * The figures shown for counted ones: net revenue is the money received less the money refunded
 * (both net of discounts: a customer pays what is left after them); the average order value is
 * the orders' value after discounts over their number, rounded to the baht.
 */
export function salesFigures(counted: CountedFigures): SalesFigures {
  return {
    ...counted,
    net_revenue: counted.received - counted.refunded,
    average_order_value: counted.orders === 0 ? null : Math.round(counted.booked / counted.orders),
    on_time_rate: percent(counted.on_time, counted.completed),
    first_visit_rate: percent(counted.first_visit, counted.completed),
    average_rating:
      counted.ratings === 0 ? null : Math.round((counted.rating_stars * 10) / counted.ratings) / 10,
  };
}

/** Figures of several rows added up (the totals line). */
export function addCounted(rows: readonly CountedFigures[]): CountedFigures {
  const sum = Object.fromEntries(COUNTED_FIGURES.map((f) => [f, 0])) as CountedFigures;
  for (const row of rows) for (const figure of COUNTED_FIGURES) sum[figure] += row[figure];
  return sum;
}

/**
 * Who reads the dashboards and how far: Operators everything, a Channel Manager the stores of
 * their channel (and their own), read-only. A store's Sales clerk, the external brand and the
 * technicians read none.
 */
export const SALES_FIGURES_SCOPE: Readonly<Partial<Record<Role, Scope>>> = {
  Operator: 'all',
  'Channel Manager': 'channel',
};

export const SALES_FIGURES_READERS = Object.keys(SALES_FIGURES_SCOPE) as Role[];

/** The longest span one question may ask about, in days (about two years and a half). */
export const SALES_MAX_DAYS = 950;

const dayNumber = (date: BusinessDate): number => {
  const [y, m, d] = partsOf(date);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** How many days from … to covers, both included (0 when `to` is before `from`). */
export const spanDays = (from: BusinessDate, to: BusinessDate): number =>
  Math.max(0, dayNumber(to) - dayNumber(from) + 1);

/** The places a split names; the rest are added up as "other places" (a chart of more is noise). */
export const SALES_TOP_PLACES = 12;

export interface PlaceRow extends CountedFigures {
  period: string;
  key: string | null;
}

/**
 * The rows of a split with the SALES_TOP_PLACES places of the most orders over the span (then by
 * key) kept, and the others added up per period into one row whose key is null and whose `others`
 * says how many places it holds (0 on every other row). Order: periods, then the kept places as
 * they came, then the others.
 */
export function foldPlaces<R extends PlaceRow>(
  rows: readonly R[],
): Array<(R & { others: number }) | (PlaceRow & { others: number })> {
  const orders = new Map<string | null, number>();
  for (const row of rows) orders.set(row.key, (orders.get(row.key) ?? 0) + row.orders);
  if (orders.size <= SALES_TOP_PLACES) return rows.map((row) => ({ ...row, others: 0 }));
  const kept = new Set(
    [...orders]
      .sort(([a, x], [b, y]) => y - x || String(a).localeCompare(String(b)))
      .slice(0, SALES_TOP_PLACES)
      .map(([key]) => key),
  );
  const others = orders.size - kept.size;
  const out: Array<(R & { others: number }) | (PlaceRow & { others: number })> = [];
  const folded = new Map<string, PlaceRow & { others: number }>();
  for (const row of rows) {
    if (kept.has(row.key)) {
      out.push({ ...row, others: 0 });
      continue;
    }
    const sum = folded.get(row.period) ?? {
      period: row.period,
      key: null,
      others,
      ...addCounted([]),
    };
    for (const figure of COUNTED_FIGURES) sum[figure] += row[figure];
    folded.set(row.period, sum);
  }
  return [...out, ...folded.values()].sort((a, b) =>
    a.period < b.period ? -1 : a.period > b.period ? 1 : 0,
  );
}
