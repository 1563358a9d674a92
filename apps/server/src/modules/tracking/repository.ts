import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { rescheduleRequests } from '../../db/schema';

// The customers' reschedule requests (docs/decisions/046).

export type RescheduleRequestRow = typeof rescheduleRequests.$inferSelect;

/** Inserts the day's request unless one stands; answers the day's request and whether it is new. */
export async function addRescheduleRequest(
  db: DbExecutor,
  row: Pick<RescheduleRequestRow, 'orderNo' | 'requestDay' | 'preferredDate' | 'note'>,
): Promise<{ request: RescheduleRequestRow; created: boolean }> {
  const inserted = await db
    .insert(rescheduleRequests)
    .values(row)
    .onConflictDoNothing({ target: [rescheduleRequests.orderNo, rescheduleRequests.requestDay] })
    .returning();
  if (inserted[0]) return { request: inserted[0], created: true };
  const request = await dayRequest(db, row.orderNo, row.requestDay);
  return { request: request!, created: false };
}

export async function dayRequest(
  db: DbExecutor,
  orderNo: string,
  day: string,
): Promise<RescheduleRequestRow | null> {
  const [row] = await db
    .select()
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.orderNo, orderNo), eq(rescheduleRequests.requestDay, day)));
  return row ?? null;
}
