import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { rescheduleRequests, trackingLinks } from '../../db/schema';

// The tracking links and the customers' reschedule requests (docs/decisions/046).

export type TrackingLinkRow = typeof trackingLinks.$inferSelect;
export type RescheduleRequestRow = typeof rescheduleRequests.$inferSelect;

/** The order's link, inserted when it has none (two at once: the first one stays). */
export async function ensureLink(
  db: DbExecutor,
  row: Pick<TrackingLinkRow, 'orderNo' | 'nonce' | 'tokenHash'>,
): Promise<TrackingLinkRow> {
  await db.insert(trackingLinks).values(row).onConflictDoNothing({
    target: trackingLinks.orderNo,
  });
  const [stored] = await db
    .select()
    .from(trackingLinks)
    .where(eq(trackingLinks.orderNo, row.orderNo));
  return stored!;
}

export async function linkOf(db: DbExecutor, orderNo: string): Promise<TrackingLinkRow | null> {
  const [row] = await db.select().from(trackingLinks).where(eq(trackingLinks.orderNo, orderNo));
  return row ?? null;
}

/** The order a token's digest opens, or null. */
export async function orderNoOfTokenHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<string | null> {
  const [row] = await db
    .select({ orderNo: trackingLinks.orderNo })
    .from(trackingLinks)
    .where(eq(trackingLinks.tokenHash, tokenHash));
  return row?.orderNo ?? null;
}

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
