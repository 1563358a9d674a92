import { salesQuerySchema, type SalesQuery } from '@changdee/contract/analytics';
import { addDays, businessToday } from '@changdee/domain/dates';
import { SALES_FIGURES, type SalesFigure } from '@changdee/domain/sales-figures';

// What the page asks and shows, kept in its URL (?from=&to=&grain=&by=&figure=) so a view can be
// shared and survives a reload: the span (the last 30 days unless asked), the grain, the split and
// the figure the chart draws. The contract's own schema checks what the URL says.

export interface SalesView {
  query: SalesQuery;
  figure: SalesFigure;
}

/** The last 30 days by day, everything at once, the orders. */
export function defaultView(now: Date): SalesView {
  const today = businessToday(now);
  return {
    query: { from: addDays(today, -29), to: today, grain: 'day', by: 'none' },
    figure: 'orders',
  };
}

const isFigure = (value: string | null): value is SalesFigure =>
  SALES_FIGURES.includes(value as SalesFigure);

/** The view of a URL; a URL that does not parse shows the default. */
export function readView(search: URLSearchParams, now: Date): SalesView {
  const fallback = defaultView(now);
  const parsed = salesQuerySchema.safeParse({
    from: search.get('from') ?? fallback.query.from,
    to: search.get('to') ?? fallback.query.to,
    grain: search.get('grain') ?? undefined,
    by: search.get('by') ?? undefined,
  });
  const figure = search.get('figure');
  return {
    query: parsed.success ? parsed.data : fallback.query,
    figure: isFigure(figure) ? figure : fallback.figure,
  };
}

export const viewSearch = (view: SalesView): URLSearchParams =>
  new URLSearchParams({ ...view.query, figure: view.figure });
