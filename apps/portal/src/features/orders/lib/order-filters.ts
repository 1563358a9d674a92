import {
  OPS_ORDER_SORTS,
  opsOrderListQuerySchema,
  SORT_DIRECTIONS,
} from '@changdee/contract/ops-orders';

// The order list's filters, sort and page live in the page's URL (`/portal/orders?status=paid&…`),
// so a link shows the same list to whoever opens it. Read with the API's own query schema, one
// field at a time: a field the schema refuses (a hand-edited link) is left out, never the list.

export const FILTER_FIELDS = [
  'q',
  'status',
  'payment',
  'store',
  'channel',
  'team',
  'booked_from',
  'booked_to',
  'created_from',
  'created_to',
  'attention',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** What the page asks for: the filters (as text), the sort and the page's cursor. */
export interface ListState {
  filters: Partial<Record<FilterField, string>>;
  sort: (typeof OPS_ORDER_SORTS)[number];
  dir: (typeof SORT_DIRECTIONS)[number];
  after: string | null;
}

export const PAGE_SIZE = 25;
const DEFAULTS = { sort: 'created', dir: 'desc' } as const;

const fieldAccepted = (name: string, value: string): boolean =>
  opsOrderListQuerySchema.safeParse({ [name]: value }).success;

/** The list's state in `search` (the URL's query), each field kept only when the API takes it. */
export function readListState(search: URLSearchParams): ListState {
  const filters: ListState['filters'] = {};
  for (const field of FILTER_FIELDS) {
    const value = search.get(field)?.trim();
    if (value && fieldAccepted(field, value)) filters[field] = value;
  }
  const pick = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const value = search.get(name);
    return values.includes(value as T) ? (value as T) : fallback;
  };
  const after = search.get('after');
  return {
    filters,
    sort: pick('sort', OPS_ORDER_SORTS, DEFAULTS.sort),
    dir: pick('dir', SORT_DIRECTIONS, DEFAULTS.dir),
    after: after && fieldAccepted('after', after) ? after : null,
  };
}

/** The URL query of a state: empty filters, the default sort and the first page left out. */
export function listSearch(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = state.filters[field]?.trim();
    if (value) search.set(field, value);
  }
  if (state.sort !== DEFAULTS.sort || state.dir !== DEFAULTS.dir) {
    search.set('sort', state.sort);
    search.set('dir', state.dir);
  }
  if (state.after) search.set('after', state.after);
  return search;
}

/** The API's query for a state (a page of PAGE_SIZE). */
export function apiQuery(state: ListState): URLSearchParams {
  const search = listSearch(state);
  search.set('sort', state.sort);
  search.set('dir', state.dir);
  search.set('limit', String(PAGE_SIZE));
  return search;
}

/** The CSV's query: the filters alone (it holds every page, newest first). */
export function csvQuery(state: ListState): URLSearchParams {
  return listSearch({ ...state, sort: DEFAULTS.sort, dir: DEFAULTS.dir, after: null });
}

/** The same list sorted by `sort`: its direction turned when it already was, from the first page. */
export function sortedBy(state: ListState, sort: ListState['sort']): ListState {
  const dir = state.sort === sort && state.dir === 'desc' ? 'asc' : 'desc';
  return { ...state, sort, dir, after: null };
}
