import { dispatchQuerySchema } from '@changdee/contract/dispatch';
import { addDays, type BusinessDate } from '@changdee/domain/dates';

// The dispatch board's view lives in the page's URL (`/portal/dispatch?date=2031-06-10&days=7&…`),
// so a link shows the same board to whoever opens it. Each field is read with the API's own query
// schema: one it refuses (a hand-edited link) is left out, never the board.

/** One day, or a week from the date. */
export const BOARD_SPANS = [1, 7] as const;
export type BoardSpan = (typeof BOARD_SPANS)[number];

/** Teams on one page of the board. */
export const BOARD_PAGE_SIZE = 50;

export interface BoardState {
  date: BusinessDate;
  days: BoardSpan;
  province: string | null;
  district: string | null;
  workType: string | null;
  /** The page of teams, from 0. */
  page: number;
}

const accepted = (name: string, value: string): boolean =>
  dispatchQuerySchema.safeParse({ date: '2031-01-01', [name]: value }).success;

/** The board's state in `search`, `today` when no (valid) date is given. */
export function readBoardState(search: URLSearchParams, today: BusinessDate): BoardState {
  const text = (name: string): string | null => {
    const value = search.get(name)?.trim();
    return value && accepted(name, value) ? value : null;
  };
  const days = Number(search.get('days'));
  const page = Number(search.get('page'));
  const district = text('district');
  const province = text('province');
  return {
    date: text('date') ?? today,
    days: days === 7 ? 7 : 1,
    // A district belongs to its province (its code starts with it): a mismatch keeps the province.
    province,
    district: district && (!province || district.startsWith(province)) ? district : null,
    workType: text('work_type'),
    page: Number.isInteger(page) && page > 0 && page < 1000 ? page : 0,
  };
}

/** The URL query of a state: the defaults (one day, the first page) left out; the date kept. */
export function boardSearch(state: BoardState): URLSearchParams {
  const search = new URLSearchParams({ date: state.date });
  if (state.days !== 1) search.set('days', String(state.days));
  if (state.province) search.set('province', state.province);
  if (state.district) search.set('district', state.district);
  if (state.workType) search.set('work_type', state.workType);
  if (state.page > 0) search.set('page', String(state.page));
  return search;
}

/** The API's query for a state (a page of BOARD_PAGE_SIZE teams). */
export function boardQuery(state: BoardState): Record<string, string | number> {
  const query: Record<string, string | number> = {
    date: state.date,
    days: state.days,
    limit: BOARD_PAGE_SIZE,
    offset: state.page * BOARD_PAGE_SIZE,
  };
  if (state.province) query.province = state.province;
  if (state.district) query.district = state.district;
  if (state.workType) query.work_type = state.workType;
  return query;
}

/** The state moved back (-1) or on (+1) by its span; the page of teams back to the first. */
export const shiftedBy = (state: BoardState, direction: 1 | -1): BoardState => ({
  ...state,
  date: addDays(state.date, direction * state.days),
  page: 0,
});

/** Every date the state shows. */
export const datesOf = (state: BoardState): BusinessDate[] =>
  Array.from({ length: state.days }, (_, i) => addDays(state.date, i));
