import type { SalesData, SalesRow } from '@changdee/contract/analytics';
import { periodLabel } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht, formatNumber } from '@changdee/domain/money';
import { MONEY_FIGURES, type SalesFigure, type SalesGrain } from '@changdee/domain/sales-figures';

// How the page shows the sales figures: a figure's value in the page's language, a period's and a
// place's name, and the series the chart draws. The chart and the table are both made from the
// server's rows through these functions, so they show the same numbers (sales-figures-view.test).

type Words = (key: string, options?: Record<string, unknown>) => string;

const RATES: readonly SalesFigure[] = ['on_time_rate', 'first_visit_rate'];
const AVERAGES: readonly SalesFigure[] = ['average_order_value', 'average_rating'];

/** A figure's value as read: baht, a per cent, or a count; a dash when nothing was counted. */
export function formatFigure(figure: SalesFigure, value: number | null, locale: Locale): string {
  if (value === null) return '–';
  if (MONEY_FIGURES.includes(figure)) return formatBaht(value, locale);
  if (RATES.includes(figure)) return `${formatNumber(value)}%`;
  if (figure === 'average_rating') return value.toFixed(1);
  return formatNumber(value);
}

/** A period's name: its day, "week of" its Monday, or its month (Buddhist years in Thai). */
export const periodText = (period: string, grain: SalesGrain, locale: Locale, t: Words): string =>
  grain === 'week'
    ? t('analytics.weekOf', { date: periodLabel(period, grain, locale) })
    : periodLabel(period, grain, locale);

/** A row's place: its name, "other places", "no team yet", or "everything" when not split. */
export function placeText(row: SalesRow, data: SalesData, locale: Locale, t: Words): string {
  if (row.label) return row.label[locale];
  if (row.others > 0) return t('analytics.otherPlaces', { count: row.others });
  return t(data.by === 'team' ? 'analytics.noTeam' : 'analytics.allPlaces');
}

/** Which series a row belongs to (the other places' row apart from the orders without a team). */
export const placeKey = (row: SalesRow): string => (row.others > 0 ? '*' : (row.key ?? ''));

export interface ChartSeries {
  labels: string[];
  datasets: Array<{ key: string; label: string; values: Array<number | null> }>;
}

/**
 * The chart's points: one series per place, one point per period. A place with no row in a
 * period counted nothing there (0); a rate or an average of nothing stays empty.
 */
export function chartSeries(
  data: SalesData,
  figure: SalesFigure,
  locale: Locale,
  t: Words,
): ChartSeries {
  const periods = [...new Set(data.rows.map((row) => row.period))];
  const places = new Map<string, SalesRow>();
  for (const row of data.rows) if (!places.has(placeKey(row))) places.set(placeKey(row), row);
  const empty = AVERAGES.includes(figure) || RATES.includes(figure) ? null : 0;
  const datasets = [...places].map(([key, first]) => {
    const byPeriod = new Map(
      data.rows.filter((row) => placeKey(row) === key).map((row) => [row.period, row]),
    );
    return {
      key,
      label: placeText(first, data, locale, t),
      values: periods.map((period) => byPeriod.get(period)?.[figure] ?? empty),
    };
  });
  return { labels: periods.map((p) => periodText(p, data.grain, locale, t)), datasets };
}
