import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { trackingLinks } from '../../db/schema';

// The orders' tracking links (docs/decisions/046).

export type TrackingLinkRow = typeof trackingLinks.$inferSelect;

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
