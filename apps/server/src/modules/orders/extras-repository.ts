import { and, asc, eq } from 'drizzle-orm';
import { INSTALLATION_TYPE, type ExtraDecisionPlace } from '@changdee/domain/order-extras';
import type { DbExecutor } from '../../db/client';
import { orderExtraEntries, orderExtras } from '../../db/schema/extras';
import { orderLines } from '../../db/schema/orders';

// An order's on-site extras and their money (decision 080), written by the extras' workflows
// (workflows/add-extras.ts, decide-extra.ts, receive-extras-payment.ts) under the order's row lock.

export type ExtraRow = typeof orderExtras.$inferSelect;
export type NewExtraRow = typeof orderExtras.$inferInsert;
export type ExtraEntryRow = typeof orderExtraEntries.$inferSelect;

/** The work types of the order's installation lines: the extras it may take. */
export async function installationWorkTypes(db: DbExecutor, orderNo: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ workType: orderLines.typeOfWork })
    .from(orderLines)
    .where(and(eq(orderLines.orderNo, orderNo), eq(orderLines.productType, INSTALLATION_TYPE)))
    .orderBy(asc(orderLines.typeOfWork));
  return rows.map((row) => row.workType);
}

export const extrasOf = (db: DbExecutor, orderNo: string): Promise<ExtraRow[]> =>
  db
    .select()
    .from(orderExtras)
    .where(eq(orderExtras.orderNo, orderNo))
    .orderBy(asc(orderExtras.seq));

export const extraEntriesOf = (db: DbExecutor, orderNo: string): Promise<ExtraEntryRow[]> =>
  db
    .select()
    .from(orderExtraEntries)
    .where(eq(orderExtraEntries.orderNo, orderNo))
    .orderBy(asc(orderExtraEntries.id));

export async function insertExtras(db: DbExecutor, rows: NewExtraRow[]): Promise<ExtraRow[]> {
  return db.insert(orderExtras).values(rows).returning();
}

/** The extra of the order (null: none of that id on it). */
export async function extraOf(
  db: DbExecutor,
  orderNo: string,
  extraId: string,
): Promise<ExtraRow | null> {
  const [row] = await db
    .select()
    .from(orderExtras)
    .where(and(eq(orderExtras.orderNo, orderNo), eq(orderExtras.id, extraId)));
  return row ?? null;
}

/** The customer's decision, written only while the extra is still proposed (null: it was not). */
export async function decideExtra(
  db: DbExecutor,
  extraId: string,
  decision: {
    state: 'approved' | 'declined';
    place: ExtraDecisionPlace;
    at: Date;
    signerName: string | null;
    signature: Buffer | null;
    device: string | null;
  },
): Promise<ExtraRow | null> {
  const [row] = await db
    .update(orderExtras)
    .set({
      state: decision.state,
      decidedOn: decision.place,
      decidedAt: decision.at,
      signerName: decision.signerName,
      signature: decision.signature,
      device: decision.device,
    })
    .where(and(eq(orderExtras.id, extraId), eq(orderExtras.state, 'proposed')))
    .returning();
  return row ?? null;
}

export async function insertExtraEntry(
  db: DbExecutor,
  entry: typeof orderExtraEntries.$inferInsert,
): Promise<ExtraEntryRow | null> {
  const [row] = await db.insert(orderExtraEntries).values(entry).onConflictDoNothing().returning();
  return row ?? null;
}
