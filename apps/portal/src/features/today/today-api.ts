import {
  capacityAheadResponseSchema,
  opsDashboardPaths,
  operatorDayResponseSchema,
} from '@changdee/contract/ops-dashboard';
import { portalPagePath } from '@changdee/contract/portal-pages';
import type { BusinessDate } from '@changdee/domain/dates';
import type { OrderAttention } from '@changdee/domain/operator-day';
import type { OrderStatus } from '@changdee/domain/order-status';
import { apiRequest } from '../../lib/api';

// The operator's day and the capacity ahead (docs/decisions/075), and the links their numbers
// open. The server's cache notices stay between servers (lib/cache-invalidation.ts): nothing
// reaches a browser, so the page asks again every REFRESH_MS, and when its tab comes back.

/** How often the page reads its numbers again without a reload. */
export const REFRESH_MS = 30_000;
/** Teams on a page of the heat map: the dispatch board's page, so a cell opens the same page. */
export const HEAT_MAP_PAGE_SIZE = 50;

export const todayKeys = {
  day: ['portal', 'today', 'day'] as const,
  capacity: (page: number) => ['portal', 'today', 'capacity', page] as const,
};

export const fetchOperatorDay = (signal: AbortSignal) =>
  apiRequest({
    path: opsDashboardPaths.day,
    schema: operatorDayResponseSchema.shape.data,
    signal,
  });

export const fetchCapacityAhead = (page: number, signal: AbortSignal) =>
  apiRequest({
    path: `${opsDashboardPaths.capacity}?limit=${HEAT_MAP_PAGE_SIZE}&offset=${page * HEAT_MAP_PAGE_SIZE}`,
    schema: capacityAheadResponseSchema.shape.data,
    signal,
  });

/** The orders list with the filter a count of the day is (unlocalised: the caller localises). */
export const ordersListPath = (
  filter:
    | { attention: OrderAttention }
    | { payment: 'refund_due' }
    | { status: OrderStatus; date: BusinessDate },
): string => {
  const query =
    'date' in filter
      ? { status: filter.status, booked_from: filter.date, booked_to: filter.date }
      : filter;
  return `${portalPagePath('orders')}?${new URLSearchParams(query).toString()}`;
};

/** One order's page. */
export const orderPath = (cartOrderNo: string): string =>
  portalPagePath('order').replace(':no', encodeURIComponent(cartOrderNo));

/** The dispatch board on a date, at the page of teams holding `team` (its row brought to view). */
export const boardPath = (date: BusinessDate, page: number, team: string): string => {
  const query = new URLSearchParams({ date, team });
  if (page > 0) query.set('page', String(page));
  return `${portalPagePath('dispatch')}?${query.toString()}`;
};
