import { inArray, sql } from 'drizzle-orm';
import type { BusinessDate } from '@changdee/domain/dates';
import type { OrderStatus } from '@changdee/domain/order-status';
import type { DbExecutor } from '../../db/client';
import { orders } from '../../db/schema/orders';

// Data access of the operator's day (docs/decisions/075): queries only. The counts that open a
// list and the late jobs are the orders list's own (ops-orders service); this reads the jobs of
// days by status in one statement, where the list would take one count a status and day.

export interface StatusCount {
  date: BusinessDate;
  status: OrderStatus;
  count: number;
}

/** The orders booked for each of the dates, by status (the list's status and booked dates). */
export async function jobsByStatus(
  db: DbExecutor,
  dates: readonly BusinessDate[],
): Promise<StatusCount[]> {
  const rows = await db
    .select({
      date: orders.serviceDate,
      status: orders.status,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(inArray(orders.serviceDate, [...dates]))
    .groupBy(orders.serviceDate, orders.status);
  return rows.map((row) => ({ ...row, date: String(row.date), count: Number(row.count) }));
}
