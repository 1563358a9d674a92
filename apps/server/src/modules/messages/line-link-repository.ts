import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@changdee/domain/locale';
import type { DbExecutor } from '../../db/client';
import { lineLinkCodes, lineLinks, lineWebhookEvents, orders } from '../../db/schema';

// The LINE link codes, the links themselves and the webhook events already handled
// (db/schema/line.ts, db/schema/messages.ts; docs/decisions/052).

/** The LINE user id linked to a mobile, or null. */
export async function linkOf(db: DbExecutor, mobile: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: lineLinks.lineUserId })
    .from(lineLinks)
    .where(eq(lineLinks.mobile, mobile));
  return row?.userId ?? null;
}

/** A new code for the order; the order's codes not used yet stop working (one at a time). */
export async function replaceCode(
  db: DbExecutor,
  row: { codeHash: string; orderNo: string; mobile: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(lineLinkCodes)
      .where(and(eq(lineLinkCodes.orderNo, row.orderNo), isNull(lineLinkCodes.usedAt)));
    await tx.insert(lineLinkCodes).values(row);
  });
}

/**
 * Takes the code (one UPDATE: two messages with the same code, one wins) and links the LINE user
 * to its mobile, replacing an earlier link of that mobile. Null when the code is unknown, used or
 * expired.
 */
export async function useCode(
  tx: DbExecutor,
  codeHash: string,
  userId: string,
  now: Date,
): Promise<{ orderNo: string; mobile: string } | null> {
  const [code] = await tx
    .update(lineLinkCodes)
    .set({ usedAt: now, usedBy: userId })
    .where(
      and(
        eq(lineLinkCodes.codeHash, codeHash),
        isNull(lineLinkCodes.usedAt),
        gt(lineLinkCodes.expiresAt, now),
      ),
    )
    .returning({ orderNo: lineLinkCodes.orderNo, mobile: lineLinkCodes.mobile });
  if (!code) return null;
  await tx
    .insert(lineLinks)
    .values({ mobile: code.mobile, lineUserId: userId, linkedAt: now })
    .onConflictDoUpdate({
      target: lineLinks.mobile,
      set: { lineUserId: userId, linkedAt: now },
    });
  return code;
}

/** Removes the mobile's link; whether there was one. */
export async function unlinkMobile(db: DbExecutor, mobile: string): Promise<boolean> {
  const rows = await db
    .delete(lineLinks)
    .where(eq(lineLinks.mobile, mobile))
    .returning({ mobile: lineLinks.mobile });
  return rows.length > 0;
}

/** Removes every link of a LINE user (they blocked our account); how many. */
export async function unlinkUser(db: DbExecutor, userId: string): Promise<number> {
  const rows = await db
    .delete(lineLinks)
    .where(eq(lineLinks.lineUserId, userId))
    .returning({ mobile: lineLinks.mobile });
  return rows.length;
}

/**
 * Records a webhook event as handled; false when it already was (LINE redelivered it). Events of
 * more than two days ago are forgotten on the way (LINE redelivers within a much shorter time).
 */
export async function firstDelivery(db: DbExecutor, webhookEventId: string): Promise<boolean> {
  await db
    .delete(lineWebhookEvents)
    .where(lt(lineWebhookEvents.receivedAt, sql`now() - interval '2 days'`));
  const inserted = await db
    .insert(lineWebhookEvents)
    .values({ webhookEventId })
    .onConflictDoNothing()
    .returning({ id: lineWebhookEvents.webhookEventId });
  return inserted.length > 0;
}

/** The language the customer chose at checkout for the order's messages (decision 053). */
export async function orderLanguage(db: DbExecutor, orderNo: string): Promise<Locale> {
  const [row] = await db
    .select({ language: orders.customerLanguage })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE;
}
