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
import type { SignOffAbsenceReason } from '@changdee/domain/sign-off';
import type { TimeSlot } from '@changdee/domain/time-slots';
import { apiRequest } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
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

export const setStatus = (
  cartOrderNo: string,
  status: OrderStatus,
  reason?: string,
  signOff?: { kind: 'absent'; reason: SignOffAbsenceReason; note: string },
) =>
  apiRequest({
    method: 'POST',
    path: orderPaths.updateStatus,
    body: {
      cartOrderNo,
      status,
      ...(reason ? { reason } : {}),
      ...(signOff ? { sign_off: signOff } : {}),
    },
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

/** The CSV of the list's filters, as a file the browser saves (lib/download.ts). */
export const downloadCsv = (state: ListState): Promise<void> =>
  downloadFile(`${opsOrderPaths.csv}?${csvQuery(state).toString()}`, 'orders.csv');
