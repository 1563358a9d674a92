import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { stores } from '../../db/schema/identity';
import {
  orderChanges,
  orderMoneyEntries,
  orders,
  paymentEventConflicts,
} from '../../db/schema/orders';
import type { LedgerEntryKind } from '@changdee/domain/payment-ledger';
import type { OrderStatus, PaymentMethod } from '@changdee/domain/order-status';

// Data access of the operators' money views (docs/decisions/039): queries only, no rules.

export interface RefundDueRow {
  orderNo: string;
  status: OrderStatus;
  channelCode: string;
  storeId: string;
  storeNameTh: string;
  storeNameEn: string;
  totalPayable: number;
  received: number;
  refunded: number;
  /** When the order's payment last went into refund_due from another state. */
  dueSince: Date;
}

/**
 * The orders whose stored payment state is refund_due, with the sums of their entries, the
 * longest due first.
 */
export async function refundDueOrders(db: DbExecutor): Promise<RefundDueRow[]> {
  const sumOf = (kind: LedgerEntryKind) =>
    sql<number>`(select coalesce(sum(${orderMoneyEntries.amount}), 0)::int
      from ${orderMoneyEntries}
      where ${orderMoneyEntries.orderNo} = ${orders.orderNo}
        and ${orderMoneyEntries.kind} = ${kind})`;
  const dueSince = sql<Date>`(select max(${orderChanges.at}) from ${orderChanges}
      where ${orderChanges.orderNo} = ${orders.orderNo} and ${orderChanges.kind} = 'payment'
        and ${orderChanges.toValue} = 'refund_due'
        and ${orderChanges.fromValue} is distinct from 'refund_due')`;
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      status: orders.status,
      channelCode: orders.channelCode,
      storeId: orders.storeId,
      storeNameTh: stores.nameTh,
      storeNameEn: stores.nameEn,
      totalPayable: orders.totalPayable,
      received: sumOf('received'),
      refunded: sumOf('refunded'),
      dueSince: dueSince.mapWith(orderChanges.at),
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.paymentState, 'refund_due'))
    .orderBy(asc(dueSince), asc(orders.orderNo));
  return rows.map((row) => ({
    ...row,
    received: Number(row.received),
    refunded: Number(row.refunded),
  }));
}

export interface TakingsRow {
  kind: LedgerEntryKind;
  method: PaymentMethod | null;
  count: number;
  amount: number;
}

/** The entries written in [from, to), summed by kind and method. */
export async function takings(db: DbExecutor, from: Date, to: Date): Promise<TakingsRow[]> {
  const rows = await db
    .select({
      kind: orderMoneyEntries.kind,
      method: orderMoneyEntries.method,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orderMoneyEntries.amount}), 0)::int`,
    })
    .from(orderMoneyEntries)
    .where(and(gte(orderMoneyEntries.at, from), lt(orderMoneyEntries.at, to)))
    .groupBy(orderMoneyEntries.kind, orderMoneyEntries.method);
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}

export type PaymentConflictRow = typeof paymentEventConflicts.$inferSelect;

/** The payment events kept for an operator and not settled yet, oldest first (decision 061). */
export function openPaymentConflicts(db: DbExecutor): Promise<PaymentConflictRow[]> {
  return db
    .select()
    .from(paymentEventConflicts)
    .where(isNull(paymentEventConflicts.resolution))
    .orderBy(asc(paymentEventConflicts.receivedAt), asc(paymentEventConflicts.id));
}
