import { and, eq, exists, gt, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { LINE_CLOSED_STATUSES } from '@changdee/domain/line-link';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@changdee/domain/locale';
import type { DbExecutor } from '../../db/client';
import { lineLinkCodes, lineWebhookEvents, orderLineLinks, orders } from '../../db/schema';

// The LINE link codes, the links themselves and the webhook events already handled
// (db/schema/line.ts, db/schema/messages.ts; docs/decisions/052).

/** The LINE user id linked to an order, or null. */
export async function linkOf(db: DbExecutor, orderNo: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: orderLineLinks.lineUserId })
    .from(orderLineLinks)
    .where(eq(orderLineLinks.orderNo, orderNo));
  return row?.userId ?? null;
}

/** A new code for the order; the order's codes not used yet stop working (one at a time). */
export async function replaceCode(
  db: DbExecutor,
  row: { codeHash: string; orderNo: string; expiresAt: Date },
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
 * to its order, replacing an earlier link of that order. Null when the code is unknown, used or
 * expired, or its order has ended since it was given (cancelled or done: the code died with it).
 */
export async function useCode(
  tx: DbExecutor,
  codeHash: string,
  userId: string,
  now: Date,
): Promise<{ orderNo: string } | null> {
  const [code] = await tx
    .update(lineLinkCodes)
    .set({ usedAt: now, usedBy: userId })
    .where(
      and(
        eq(lineLinkCodes.codeHash, codeHash),
        isNull(lineLinkCodes.usedAt),
        gt(lineLinkCodes.expiresAt, now),
        exists(
          tx
            .select({ orderNo: orders.orderNo })
            .from(orders)
            .where(
              and(
                eq(orders.orderNo, lineLinkCodes.orderNo),
                notInArray(orders.status, [...LINE_CLOSED_STATUSES]),
              ),
            ),
        ),
      ),
    )
    .returning({ orderNo: lineLinkCodes.orderNo });
  if (!code) return null;
  await tx
    .insert(orderLineLinks)
    .values({ orderNo: code.orderNo, lineUserId: userId, linkedAt: now })
    .onConflictDoUpdate({
      target: orderLineLinks.orderNo,
      set: { lineUserId: userId, linkedAt: now },
    });
  return code;
}

/** Removes the order's link; whether there was one. */
export async function unlinkOrder(db: DbExecutor, orderNo: string): Promise<boolean> {
  const rows = await db
    .delete(orderLineLinks)
    .where(eq(orderLineLinks.orderNo, orderNo))
    .returning({ orderNo: orderLineLinks.orderNo });
  return rows.length > 0;
}

/** Removes every link of a LINE user (they blocked our account); how many. */
export async function unlinkUser(db: DbExecutor, userId: string): Promise<number> {
  const rows = await db
    .delete(orderLineLinks)
    .where(eq(orderLineLinks.lineUserId, userId))
    .returning({ orderNo: orderLineLinks.orderNo });
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
