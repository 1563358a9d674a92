import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { isBeforeScheduled, ORDER_STATUSES } from '@changdee/domain/order-status';
import { methodsWhere } from '@changdee/domain/payment-methods';
import type { DbExecutor } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { orderChanges, orderLines, orders } from '../../db/schema/orders';

// The payment hold's queries (payment-hold.ts, docs/decisions/040): no rules here.

/** The statuses a hold may still run out in (domain holdExpired re-checks each order). */
const HOLDING_STATUSES = inArray(orders.status, ORDER_STATUSES.filter(isBeforeScheduled));

/** The booking the order held last (released by its hold running out), or null. */
export async function lastReleasedBooking(db: DbExecutor, orderNo: string) {
  const [row] = await db
    .select({
      contractorId: bookings.contractorId,
      districtCode: bookings.districtCode,
      workTypes: bookings.workTypes,
    })
    .from(bookings)
    .where(and(eq(bookings.orderNo, orderNo), eq(bookings.status, 'released')))
    .orderBy(desc(bookings.releasedAt))
    .limit(1);
  return row ?? null;
}

/** The coupon each line of the order took a use of (one entry per line, in line order). */
export async function couponIdsOf(db: DbExecutor, orderNo: string): Promise<string[]> {
  const rows = await db
    .select({ couponId: orderLines.couponId })
    .from(orderLines)
    .where(and(eq(orderLines.orderNo, orderNo), isNotNull(orderLines.couponId)))
    .orderBy(orderLines.position);
  return rows.map((row) => row.couponId!);
}

/**
 * Gives a hold end to PromptPay orders left pending without one (QRs issued before holds existed):
 * `minutes` after their QR was first issued, or after the order was placed. Answers how many.
 */
export async function startMissingHolds(db: DbExecutor, minutes: number): Promise<number> {
  const issued = sql`(select min(c.at) from ${orderChanges} c
    where c.order_no = ${orders.orderNo} and c.kind = 'payment' and c.to_value = 'pending')`;
  const rows = await db
    .update(orders)
    .set({
      holdUntil: sql`coalesce(${issued}, ${orders.createdAt}) + make_interval(mins => ${minutes}::int)`,
    })
    .where(
      and(
        eq(orders.paymentState, 'pending'),
        inArray(orders.paymentMethod, methodsWhere('releasedWhenHoldEnds')),
        isNull(orders.holdUntil),
        isNull(orders.holdReleasedAt),
        HOLDING_STATUSES,
      ),
    )
    .returning({ orderNo: orders.orderNo });
  return rows.length;
}

/** Order numbers whose hold ended by `now` and is not released yet (oldest end first). */
export async function expiredHolds(db: DbExecutor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.paymentState, 'pending'),
        inArray(orders.paymentMethod, methodsWhere('releasedWhenHoldEnds')),
        isNull(orders.holdReleasedAt),
        sql`${orders.holdUntil} <= ${now.toISOString()}::timestamptz`,
        HOLDING_STATUSES,
      ),
    )
    .orderBy(orders.holdUntil)
    .limit(limit);
  return rows.map((row) => row.orderNo);
}
