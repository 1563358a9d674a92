import { and, asc, eq, sql } from 'drizzle-orm';
import type { TaxDocumentKind } from '@changdee/domain/tax-documents';
import type { DbExecutor } from '../../db/client';
import { documentSerials, taxDocuments } from '../../db/schema/documents';
import { orderMoneyEntries, orders } from '../../db/schema/orders';

// The tax documents' rows: the serial counters and the documents (docs/decisions/043).

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type NewTaxDocumentRow = typeof taxDocuments.$inferInsert;

/** Locks the order's row until the transaction ends (one issue of an order at a time). */
export async function lockOrder(tx: DbExecutor, orderNo: string): Promise<boolean> {
  const rows = await tx
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .for('update');
  return rows.length > 0;
}

/**
 * The next serial of a branch and kind, taken in the caller's transaction: the counter row is
 * created at 0 if missing, then incremented with its row locked until the transaction ends, so
 * concurrent issues queue on it and a rolled-back one gives its number back.
 */
export async function takeSerial(
  tx: DbExecutor,
  branch: string,
  kind: TaxDocumentKind,
): Promise<number> {
  await tx.insert(documentSerials).values({ branch, kind, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(documentSerials)
    .set({ last: sql`${documentSerials.last} + 1` })
    .where(and(eq(documentSerials.branch, branch), eq(documentSerials.kind, kind)))
    .returning({ last: documentSerials.last });
  return row!.last;
}

export async function insertDocument(tx: DbExecutor, row: NewTaxDocumentRow): Promise<string> {
  const [inserted] = await tx.insert(taxDocuments).values(row).returning({ id: taxDocuments.id });
  return inserted!.id;
}

/** The order's money entries, oldest first, as refunds are weighed against its document. */
export function ledgerEntries(db: DbExecutor, orderNo: string) {
  return db
    .select({
      id: orderMoneyEntries.id,
      kind: orderMoneyEntries.kind,
      amount: orderMoneyEntries.amount,
      reason: orderMoneyEntries.reason,
    })
    .from(orderMoneyEntries)
    .where(eq(orderMoneyEntries.orderNo, orderNo))
    .orderBy(asc(orderMoneyEntries.id));
}

/**
 * An order's documents without their PDF, oldest first (credit notes after their invoice, in the
 * order they were numbered).
 */
export function orderDocuments(db: DbExecutor, orderNo: string) {
  return db
    .select({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      serial: taxDocuments.serial,
      issuedAt: taxDocuments.issuedAt,
      totalSatang: taxDocuments.totalSatang,
      baseSatang: taxDocuments.baseSatang,
      vatSatang: taxDocuments.vatSatang,
      creditedDocumentId: taxDocuments.creditedDocumentId,
      refundEntryId: taxDocuments.refundEntryId,
      extrasEntryId: taxDocuments.extrasEntryId,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderNo, orderNo))
    .orderBy(
      asc(taxDocuments.issuedAt),
      sql`${taxDocuments.kind} = 'credit_note'`,
      asc(taxDocuments.sequence),
    );
}
export type DocumentSummary = Awaited<ReturnType<typeof orderDocuments>>[number];

/** One document of an order, with its PDF. */
export async function orderDocument(
  db: DbExecutor,
  orderNo: string,
  id: string,
): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderNo, orderNo), eq(taxDocuments.id, id)));
  return row ?? null;
}
