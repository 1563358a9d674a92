import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { promotions } from '../../db/schema/promotions';
import { addOns, quotationDecisions, quotations } from '../../db/schema/quotations';

// The customer's answers to a quotation and what an approval needs besides its lines (decision
// 079): the promotions' names and the add-ons' work types, as the installation order keeps them.

export type DecisionRow = typeof quotationDecisions.$inferSelect;
export type NewDecisionRow = typeof quotationDecisions.$inferInsert;

export async function insertDecision(db: DbExecutor, row: NewDecisionRow): Promise<void> {
  await db.insert(quotationDecisions).values(row);
}

/** The answers to a quotation, newest first (the signature left out: it has its own reader). */
export const decisionsOf = (db: DbExecutor, quotationId: string) =>
  db
    .select({
      kind: quotationDecisions.kind,
      channel: quotationDecisions.channel,
      version: quotationDecisions.version,
      chosenPositions: quotationDecisions.chosenPositions,
      signerName: quotationDecisions.signerName,
      text: quotationDecisions.text,
      at: quotationDecisions.at,
    })
    .from(quotationDecisions)
    .where(eq(quotationDecisions.quotationId, quotationId))
    .orderBy(desc(quotationDecisions.at), desc(quotationDecisions.id));

/** The approved quotation's installation order, with the number kept on the quotation. */
export async function markApproved(db: DbExecutor, id: string, installationOrderNo: string) {
  await db
    .update(quotations)
    .set({ state: 'approved', installationOrderNo, updatedAt: sql`now()` })
    .where(eq(quotations.id, id));
}

/** The quotation whose approval booked an installation order, or null. */
export async function quotationBooking(db: DbExecutor, installationOrderNo: string) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(eq(quotations.installationOrderNo, installationOrderNo));
  return row ?? null;
}

/** The names of promotions by id. */
export async function promotionNames(
  db: DbExecutor,
  ids: readonly string[],
): Promise<Map<string, { nameTh: string; nameEn: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: promotions.id, nameTh: promotions.nameTh, nameEn: promotions.nameEn })
    .from(promotions)
    .where(inArray(promotions.id, [...ids]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** The work type of each add-on named. */
export async function addOnWorkTypes(
  db: DbExecutor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: addOns.id, workType: addOns.workType })
    .from(addOns)
    .where(inArray(addOns.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.workType]));
}

/** The installation's date and slot as booked now (it may have moved since the approval). */
export async function installationOf(db: DbExecutor, orderNo: string) {
  const [row] = await db
    .select({ orderNo: orders.orderNo, serviceDate: orders.serviceDate, timeSlot: orders.timeSlot })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return row ?? null;
}
