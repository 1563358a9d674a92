import { saveBlob } from '@changdee/ui/lib/save-blob';
import { unavailableDatesResponseSchema } from '@changdee/contract/availability';
import {
  opsOrderCalendarPath,
  opsOrderDetailSchema,
  opsOrderListResponseSchema,
  opsOrderPath,
  opsOrderPaths,
} from '@changdee/contract/ops-orders';
import {
  cartOrderSchema,
  cartPaymentResponseSchema,
  changeDatePath,
  changeDateResponseSchema,
  orderPaths,
} from '@changdee/contract/orders';
import type { OrderStatus, PaymentMethod } from '@changdee/domain/order-status';
import type { TimeSlot } from '@changdee/domain/time-slots';
import { errorBodySchema } from '@changdee/contract/envelope';
import { portalPaths, portalMeSchema } from '@changdee/contract/portal';
import { ApiError, fallbackCodeForStatus } from '@changdee/ui/lib/api-error';
import { apiRequest } from '../../../lib/api';
import { currentAccessToken } from '../../../session/session';
import { i18n } from '../../../lib/i18n';
import { apiQuery, csvQuery, type ListState } from '../lib/order-filters';

// The portal's order calls (docs/decisions/042): its own reads under /ops/v1, and the actions
// through the shop's order routes, which take an operator's request as they are.

export const ordersKeys = {
  all: ['ops-orders'] as const,
  list: (state: ListState) => ['ops-orders', 'list', state] as const,
  detail: (no: string) => ['ops-orders', 'detail', no] as const,
  calendar: (no: string) => ['ops-orders', 'calendar', no] as const,
};

export const fetchOrders = (state: ListState, signal?: AbortSignal) =>
  apiRequest({
    path: opsOrderPaths.list,
    query: Object.fromEntries(apiQuery(state)),
    schema: opsOrderListResponseSchema.shape.data,
    signal,
  });

export const fetchOrder = (no: string, signal?: AbortSignal) =>
  apiRequest({ path: opsOrderPath(no), schema: opsOrderDetailSchema, signal });

export const fetchCalendar = (no: string, signal?: AbortSignal) =>
  apiRequest({
    path: opsOrderCalendarPath(no),
    schema: unavailableDatesResponseSchema.shape.data,
    signal,
  });

export const setStatus = (cartOrderNo: string, status: OrderStatus, reason?: string) =>
  apiRequest({
    method: 'POST',
    path: orderPaths.updateStatus,
    body: { cartOrderNo, status, ...(reason ? { reason } : {}) },
    schema: cartOrderSchema,
  });

export const recordPayment = (cartOrderNo: string, method: PaymentMethod, reference: string) =>
  apiRequest({
    method: 'POST',
    path: orderPaths.payment,
    body: { cartOrderNo, method, ...(reference ? { reference } : {}) },
    schema: cartPaymentResponseSchema.shape.data,
  });

export const changeDate = (cartOrderNo: string, date: string, time: TimeSlot) =>
  apiRequest({
    method: 'POST',
    path: changeDatePath(cartOrderNo),
    body: { cartOrderNo, expected_date: { date, time } },
    schema: changeDateResponseSchema.shape.data,
  });

/**
 * The CSV of the list's filters, as a file the browser saves. Fetched with the session's token
 * (a link cannot carry it); a token that expired is renewed by one call through the API client,
 * then the download is asked again.
 */
export async function downloadCsv(state: ListState): Promise<void> {
  const url = `${opsOrderPaths.csv}?${csvQuery(state).toString()}`;
  const ask = () =>
    fetch(url, {
      headers: {
        authorization: `Bearer ${currentAccessToken() ?? ''}`,
        'accept-language': i18n.language,
      },
    });
  let response = await ask();
  if (response.status === 401) {
    await apiRequest({ path: portalPaths.me, schema: portalMeSchema });
    response = await ask();
  }
  if (!response.ok) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => null));
    throw new ApiError({
      status: response.status,
      code: body.success ? body.data.code : fallbackCodeForStatus(response.status),
      message: body.success ? body.data.message : '',
    });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? 'orders.csv');
}
