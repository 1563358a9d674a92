import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OpsOrderSort } from '@changdee/contract/ops-orders';
import type { OrderSearch } from '@changdee/domain/order-search';
import type { Reach } from '@changdee/domain/order-reach';
import { ORDER_STATUSES, type OrderStatus } from '@changdee/domain/order-status';
import type { DbExecutor } from '../../db/client';
import { ORDER_PROJECTIONS } from '../orders/service';
import { bookings } from '../../db/schema/bookings';
import { contractors } from '../../db/schema/contractors';
import { stores } from '../../db/schema/identity';
import { orders } from '../../db/schema/orders';

// The portal's order list as one query (docs/decisions/042): the caller's reach (the order policy's
// `read`, packages/domain/src/order-reach.ts) and the filters as its WHERE, sorted by one key with
// the order number breaking ties, paged after the last order of the page before (keyset: orders
// placed meanwhile never shift a page).

export interface OrderListFilter {
  reach: Reach;
  status?: OrderStatus;
  paymentState?: (typeof orders.$inferSelect)['paymentState'];
  storeId?: string;
  channel?: string;
  teamId?: string;
  bookedFrom?: string;
  bookedTo?: string;
  createdFrom?: string;
  createdTo?: string;
  search: OrderSearch | null;
  /** The operator's day's condition the list is narrowed to (attention.ts). */
  attention?: SQL;
}

export interface OrderPageRequest {
  sort: OpsOrderSort;
  dir: 'asc' | 'desc';
  after?: string;
  limit: number;
}

/** The booked job of the order is one of these contractors'. */
const bookedWith = (contractorIds: readonly string[]): SQL =>
  sql`exists (select 1 from ${bookings} where ${bookings.orderNo} = ${orders.orderNo}
    and ${bookings.status} = 'booked' and ${inArray(bookings.contractorId, [...contractorIds])})`;

/** The policy's reach as a condition: an order of a listed store, channel or team. */
function reachCondition(reach: Reach): SQL | undefined {
  if (reach.all) return undefined;
  const parts: SQL[] = [];
  if (reach.storeIds.length > 0) parts.push(inArray(orders.storeId, [...reach.storeIds]));
  if (reach.channels.length > 0) parts.push(inArray(orders.channelCode, [...reach.channels]));
  if (reach.teamIds.length > 0) parts.push(bookedWith(reach.teamIds));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filter: OrderListFilter): SQL | undefined {
  const { search } = filter;
  return and(
    reachCondition(filter.reach),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentState ? eq(orders.paymentState, filter.paymentState) : undefined,
    filter.storeId ? eq(orders.storeId, filter.storeId) : undefined,
    filter.channel ? eq(orders.channelCode, filter.channel) : undefined,
    filter.teamId ? bookedWith([filter.teamId]) : undefined,
    filter.bookedFrom ? gte(orders.serviceDate, filter.bookedFrom) : undefined,
    filter.bookedTo ? lte(orders.serviceDate, filter.bookedTo) : undefined,
    filter.createdFrom ? gte(orders.orderDate, filter.createdFrom) : undefined,
    filter.createdTo ? lte(orders.orderDate, filter.createdTo) : undefined,
    filter.attention,
    search
      ? or(
          sql`${orders.orderNo} like ${`%${likeEscaped(search.numberPart)}%`}`,
          search.mobile ? eq(orders.mobile, search.mobile) : undefined,
        )
      : undefined,
  );
}

/** The sort key of an order row named `alias` (status: its place in the order's life). */
function sortKey(sort: OpsOrderSort, alias: string): SQL {
  const column = {
    created: 'created_at',
    booking_date: 'service_date',
    total: 'total_payable',
    status: null,
  }[sort];
  if (column) return sql.raw(`"${alias}"."${column}"`);
  const life = ORDER_STATUSES.map((status) => `'${status}'`).join(', ');
  return sql.raw(`array_position(array[${life}]::text[], "${alias}"."status")`);
}

export interface OrderListRow {
  orderNo: string;
  createdAt: Date;
  status: OrderStatus;
  paymentState: (typeof orders.$inferSelect)['paymentState'];
  paymentMethod: (typeof orders.$inferSelect)['paymentMethod'];
  channelCode: string;
  storeId: string;
  storeNameTh: string;
  storeNameEn: string;
  firstname: string;
  lastname: string;
  mobile: string;
  serviceDate: string;
  timeSlot: (typeof orders.$inferSelect)['timeSlot'];
  contractorId: string | null;
  contractorNameTh: string | null;
  contractorNameEn: string | null;
  totalPayable: number;
}

/** One page of the orders the filter finds (`limit` + 1 rows tell whether more follow). */
export const orderPage = (
  db: DbExecutor,
  filter: OrderListFilter,
  page: OrderPageRequest,
): Promise<OrderListRow[]> => orderPageQuery(db, filter, page);

/** The statement of `orderPage` (its plan is tested: ops-orders-plan.test.ts). */
export function orderPageQuery(db: DbExecutor, filter: OrderListFilter, page: OrderPageRequest) {
  const key = sortKey(page.sort, 'orders');
  const before = page.dir === 'desc';
  // After the cursor's order in the sort: its key and number read in the same statement, so the
  // page never depends on a time rounded by the client.
  const afterCursor = page.after
    ? sql`(${key}, ${orders.orderNo}) ${sql.raw(before ? '<' : '>')}
        (select ${sortKey(page.sort, 'cursor')}, "cursor"."order_no" from ${orders} as "cursor"
          where "cursor"."order_no" = ${page.after})`
    : undefined;
  const direction = before ? desc : asc;
  return db
    .select({
      ...ORDER_PROJECTIONS.listRow,
      storeNameTh: stores.nameTh,
      storeNameEn: stores.nameEn,
      contractorId: contractors.id,
      contractorNameTh: contractors.nameTh,
      contractorNameEn: contractors.nameEn,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(bookings, and(eq(bookings.orderNo, orders.orderNo), eq(bookings.status, 'booked')))
    .leftJoin(contractors, eq(contractors.id, bookings.contractorId))
    .where(and(where(filter), afterCursor))
    .orderBy(direction(key), direction(orders.orderNo))
    .limit(page.limit + 1);
}

/** How many orders the filter finds. */
export async function orderCount(db: DbExecutor, filter: OrderListFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where(filter));
  return Number(row!.count);
}
