import {
  cartCalendarQuerySchema,
  type UnavailableDatesData,
} from '@changdee/contract/availability';
import type {
  OpsOrderDetail,
  OpsOrderFilters,
  OpsOrderList,
  OpsOrderListQuery,
} from '@changdee/contract/ops-orders';
import type { Locale } from '@changdee/domain/locale';
import { orderSearch } from '@changdee/domain/order-search';
import type { DbExecutor } from '../../db/client';
import type { AuthContext } from '../../plugins/access-types';
import { cartCalendar } from '../availability/service';
import { dateChangeFacts, orderWithActions, readableOrders } from '../orders/service';
import { UTF8_BOM } from '../../lib/csv';
import { orderRowsCsv } from './csv';
import { attentionCondition } from './attention';
import * as repository from './repository';

// The portal's orders (issue 19, docs/decisions/042). What a caller sees is what the order policy
// lets them read (its read scope as data for the list; the orders service for one order); the
// detail is the order's own answer (orders/order-answer.ts), so its money and history are the
// shop's to the field.

type Caller = AuthContext;

/** The list's filter for `caller`: their reach, narrowed by what they asked (late as of `now`). */
async function listFilter(
  db: DbExecutor,
  caller: Caller,
  filters: OpsOrderFilters,
  now: Date,
): Promise<repository.OrderListFilter> {
  return {
    reach: await readableOrders(db, caller),
    status: filters.status,
    paymentState: filters.payment,
    storeId: filters.store,
    channel: filters.channel,
    teamId: filters.team,
    bookedFrom: filters.booked_from,
    bookedTo: filters.booked_to,
    createdFrom: filters.created_from,
    createdTo: filters.created_to,
    search: orderSearch(filters.q ?? ''),
    attention: filters.attention ? attentionCondition(filters.attention, now) : undefined,
  };
}

const listRow = (row: repository.OrderListRow): OpsOrderList['orders'][number] => ({
  cartOrderNo: row.orderNo,
  created_at: row.createdAt.toISOString(),
  status: row.status,
  payment: { state: row.paymentState, method: row.paymentMethod },
  channel: row.channelCode,
  store: { _id: row.storeId, name: { th: row.storeNameTh, en: row.storeNameEn } },
  customer: { firstname: row.firstname, lastname: row.lastname, mobile: row.mobile },
  expected_date: { date: row.serviceDate, time: row.timeSlot },
  contractor: row.contractorId
    ? {
        contractor_id: row.contractorId,
        name: { th: row.contractorNameTh ?? '', en: row.contractorNameEn ?? '' },
      }
    : null,
  total_payable: row.totalPayable,
});

/** A page of the orders the caller may read that the query finds, and how many it finds. */
export async function listOrders(
  db: DbExecutor,
  caller: Caller,
  query: OpsOrderListQuery,
  now: Date,
): Promise<OpsOrderList> {
  const filter = await listFilter(db, caller, query, now);
  const rows = await repository.orderPage(db, filter, query);
  const page = rows.slice(0, query.limit);
  return {
    orders: page.map(listRow),
    total: await repository.orderCount(db, filter),
    next: rows.length > query.limit ? page.at(-1)!.orderNo : null,
  };
}

/** How many orders the caller may read the filters find (the operator's day, decision 075). */
export async function countOrders(
  db: DbExecutor,
  caller: Caller,
  filters: OpsOrderFilters,
  now: Date,
): Promise<number> {
  return repository.orderCount(db, await listFilter(db, caller, filters, now));
}

/** Rows read per statement while the CSV streams. */
const CSV_BATCH = 500;

/**
 * Every order the caller may read that the filters find, newest first, as CSV text (the heading
 * first), read a batch at a time after the last one sent. Who the caller is and what they may read
 * is settled before the first line, so a refusal is still an answer of its own.
 */
export async function ordersCsv(
  db: DbExecutor,
  caller: Caller,
  filters: OpsOrderFilters,
  language: Locale,
  now: Date,
): Promise<AsyncIterable<string>> {
  const filter = await listFilter(db, caller, filters, now);
  const csv = orderRowsCsv(language);
  async function* lines() {
    yield UTF8_BOM + csv.heading;
    let after: string | undefined;
    for (;;) {
      const rows = await repository.orderPage(db, filter, {
        sort: 'created',
        dir: 'desc',
        after,
        limit: CSV_BATCH,
      });
      const batch = rows.slice(0, CSV_BATCH);
      if (batch.length > 0) yield batch.map((row) => csv.line(listRow(row))).join('');
      if (rows.length <= CSV_BATCH) return;
      after = batch.at(-1)!.orderNo;
    }
  }
  return lines();
}

/** One order whole, for whoever may read it, with the actions the policy lets them take now. */
export async function orderDetail(
  db: DbExecutor,
  caller: Caller,
  orderNo: string,
): Promise<OpsOrderDetail> {
  const { order, actions } = await orderWithActions(db, caller, orderNo);
  return { ...order, allowed_actions: actions };
}

/**
 * The calendar of a change of the order's date, for whoever may change it: the dates and slots its
 * services can be done in its district (as the shop's calendar reads them for its cart, in the
 * order's channel), its current contractor named when free.
 */
export async function orderCalendar(
  db: DbExecutor,
  caller: Caller,
  orderNo: string,
  now: Date,
): Promise<UnavailableDatesData> {
  const order = await dateChangeFacts(db, caller, orderNo);
  const calendar = await cartCalendar(
    db,
    { channels: [order.channelCode] },
    cartCalendarQuerySchema.parse({
      product_id: order.productIds.join(','),
      districts: order.districtCode,
      sub_district: order.subDistrictCode,
      contractor_id_order: order.contractorId ?? '',
    }),
    now,
  );
  return {
    data: calendar.unavailableDates,
    availableTime: calendar.availableTime,
    fullSlots: calendar.fullSlots,
  };
}
