import {
  quotationListQuerySchema,
  type QuotationListQuery,
} from '@changdee/contract/quotations-admin';

// The quotations list's question lives in the page's URL (decision 082): a link to a filtered
// list (the board's follow-ups, a summary's count) opens exactly it, and Back goes back.

const DEFAULTS = quotationListQuerySchema.parse({});

/** The URL's question; one the contract refuses (an address typed by hand) reads as the whole list. */
export function readListQuery(search: URLSearchParams): QuotationListQuery {
  const parsed = quotationListQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : DEFAULTS;
}

/** The question as URL parameters, its defaults left out. */
export function listSearch(query: QuotationListQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === DEFAULTS[key as keyof QuotationListQuery]) continue;
    search.set(key, String(value));
  }
  return search;
}

/** The first and last places of the page shown (1-based), and whether pages come before or after. */
export function pageSpan(query: QuotationListQuery, shown: number, total: number) {
  return {
    from: shown === 0 ? 0 : query.offset + 1,
    to: query.offset + shown,
    hasPrevious: query.offset > 0,
    hasNext: query.offset + shown < total,
  };
}
