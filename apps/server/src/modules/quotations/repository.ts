import { and, asc, between, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BusinessDate } from '@changdee/domain/dates';
import type { QuotationState } from '@changdee/domain/quotation-states';
import type { DbExecutor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { jobPhotos } from '../../db/schema/dispatch';
import { stores } from '../../db/schema/identity';
import { orderLines, orders } from '../../db/schema/orders';
import {
  quotationDecisions,
  quotationHistory,
  quotationLines,
  quotations,
  quotationVersions,
} from '../../db/schema/quotations';

// The quotations' rows (docs/decisions/072): the survey they price, the catalogue they may use,
// and the quotation with its versions, lines and history.

export type QuotationRow = typeof quotations.$inferSelect;
export type VersionRow = typeof quotationVersions.$inferSelect;
export type LineRow = typeof quotationLines.$inferSelect;
export type NewVersionRow = typeof quotationVersions.$inferInsert;
export type NewLineRow = typeof quotationLines.$inferInsert;
export type HistoryRow = typeof quotationHistory.$inferSelect;
export type ApprovalRow = typeof quotationDecisions.$inferSelect;

export async function orderExists(db: DbExecutor, orderNo: string): Promise<boolean> {
  const [row] = await db
    .select({ no: orders.orderNo })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  return row !== undefined;
}

/** The work types of the order's survey lines (none: the order is no survey). */
export async function surveyWorkTypes(db: DbExecutor, orderNo: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ workType: orderLines.typeOfWork })
    .from(orderLines)
    .where(and(eq(orderLines.orderNo, orderNo), eq(orderLines.productType, 'S')))
    .orderBy(asc(orderLines.typeOfWork));
  return rows.map((row) => row.workType);
}

export async function storeCode(db: DbExecutor, storeId: string): Promise<string> {
  const [row] = await db.select({ code: stores.code }).from(stores).where(eq(stores.id, storeId));
  return row!.code;
}

const productColumns = {
  id: products.id,
  skuCode: products.skuCode,
  productType: products.productType,
  price: products.price,
  unitPrice: products.unitPrice,
  minQty: products.minQty,
  limitQty: products.limitQty,
  typeOfWork: products.typeOfWork,
  nameTh: products.nameTh,
  nameEn: products.nameEn,
  unitTh: products.unitTh,
  unitEn: products.unitEn,
};
export type QuotedProductRow = Awaited<ReturnType<typeof channelProducts>>[number];

/** Active products of the channel: those named (`ids`) or the installations of `workTypes`. */
export function channelProducts(
  db: DbExecutor,
  channelCode: string,
  which: { ids: readonly string[] } | { workTypes: readonly string[] },
) {
  const match =
    'ids' in which
      ? which.ids.length
        ? inArray(products.id, [...which.ids])
        : sql`false`
      : which.workTypes.length
        ? and(eq(products.productType, 'I'), inArray(products.typeOfWork, [...which.workTypes]))
        : sql`false`;
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.channelCode, channelCode), eq(products.active, true), match))
    .orderBy(asc(products.position));
}

/** The ids of the job's photos, oldest first. */
export async function photoIdsOf(db: DbExecutor, orderNo: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobPhotos.id })
    .from(jobPhotos)
    .where(eq(jobPhotos.orderNo, orderNo))
    .orderBy(asc(jobPhotos.createdAt), asc(jobPhotos.id));
  return rows.map((row) => row.id);
}

export async function quotationOf(
  db: DbExecutor,
  orderNo: string,
  lock = false,
): Promise<QuotationRow | null> {
  const query = db.select().from(quotations).where(eq(quotations.orderNo, orderNo));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A new quotation: the number is drawn by the caller; false when it was taken (draw again). */
export async function insertQuotation(
  db: DbExecutor,
  row: { id: string; number: string; orderNo: string },
): Promise<boolean> {
  const inserted = await db
    .insert(quotations)
    .values({ ...row, state: 'draft', version: 1 })
    .onConflictDoNothing({ target: quotations.number })
    .returning({ id: quotations.id });
  return inserted.length === 1;
}

export async function insertVersion(db: DbExecutor, version: NewVersionRow, lines: NewLineRow[]) {
  await db.insert(quotationVersions).values(version);
  if (lines.length) await db.insert(quotationLines).values(lines);
}

export async function updateQuotation(
  db: DbExecutor,
  id: string,
  set: Partial<
    Pick<QuotationRow, 'state' | 'version' | 'sentVersion' | 'sentAt' | 'validUntil' | 'remindedAt'>
  >,
) {
  await db
    .update(quotations)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(quotations.id, id));
}

export async function insertHistory(
  db: DbExecutor,
  entry: {
    quotationId: string;
    version: number;
    fromState: QuotationState | null;
    toState: QuotationState;
    actorUserId: string | null;
    actorName: string | null;
  },
) {
  await db.insert(quotationHistory).values(entry);
}

export async function versionOf(
  db: DbExecutor,
  quotationId: string,
  version: number,
): Promise<{ version: VersionRow; lines: LineRow[] } | null> {
  const [row] = await db
    .select()
    .from(quotationVersions)
    .where(
      and(eq(quotationVersions.quotationId, quotationId), eq(quotationVersions.version, version)),
    );
  if (!row) return null;
  const lines = await db
    .select()
    .from(quotationLines)
    .where(and(eq(quotationLines.quotationId, quotationId), eq(quotationLines.version, version)))
    .orderBy(asc(quotationLines.position));
  return { version: row, lines };
}

export const versionsOf = (db: DbExecutor, quotationId: string) =>
  db
    .select({
      version: quotationVersions.version,
      createdAt: quotationVersions.createdAt,
      createdByName: quotationVersions.createdByName,
      payableSatang: quotationVersions.payableSatang,
    })
    .from(quotationVersions)
    .where(eq(quotationVersions.quotationId, quotationId))
    .orderBy(desc(quotationVersions.version));

export const historyOf = (db: DbExecutor, quotationId: string): Promise<HistoryRow[]> =>
  db
    .select()
    .from(quotationHistory)
    .where(eq(quotationHistory.quotationId, quotationId))
    .orderBy(asc(quotationHistory.at), asc(quotationHistory.version));

/** The days a reminder is for: a sent quotation whose last day is within them. */
export interface ReminderWindow {
  from: BusinessDate;
  to: BusinessDate;
}

const dueForReminder = (window: ReminderWindow) =>
  and(
    eq(quotations.state, 'sent'),
    isNull(quotations.remindedAt),
    between(quotations.validUntil, window.from, window.to),
  );

/** The survey orders whose sent quotation is due a reminder (not reminded since sent). */
export async function surveysToRemind(db: DbExecutor, window: ReminderWindow): Promise<string[]> {
  const rows = await db
    .select({ orderNo: quotations.orderNo })
    .from(quotations)
    .where(dueForReminder(window))
    .orderBy(asc(quotations.validUntil), asc(quotations.orderNo));
  return rows.map((row) => row.orderNo);
}

/** Locks the survey order's row to the transaction's end (its changes and events queue). */
export async function lockSurveyOrder(db: DbExecutor, orderNo: string): Promise<void> {
  await db
    .select({ no: orders.orderNo })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .for('update');
}

/** Marks the survey's quotation reminded if it is still due; its number and last day, or null. */
export async function markReminded(
  db: DbExecutor,
  orderNo: string,
  window: ReminderWindow,
  now: Date,
): Promise<{ number: string; validUntil: BusinessDate } | null> {
  const [row] = await db
    .update(quotations)
    .set({ remindedAt: now, updatedAt: sql`now()` })
    .where(and(eq(quotations.orderNo, orderNo), dueForReminder(window)))
    .returning({ number: quotations.number, validUntil: quotations.validUntil });
  return row ? { number: row.number, validUntil: row.validUntil! } : null;
}

/** The quotation's approval (one at most: a unique index), with its signature; null before. */
export async function approvalOf(db: DbExecutor, quotationId: string): Promise<ApprovalRow | null> {
  const [row] = await db
    .select()
    .from(quotationDecisions)
    .where(
      and(eq(quotationDecisions.quotationId, quotationId), eq(quotationDecisions.kind, 'approved')),
    )
    .limit(1);
  return row ?? null;
}
