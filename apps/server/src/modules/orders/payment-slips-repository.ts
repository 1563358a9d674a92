import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { PaymentSlip, SlipVerification, WaitingSlip } from '@changdee/contract/payment-slips';
import { paymentSlipFilePath } from '@changdee/contract/payment-slips';
import type { DbExecutor } from '../../db/client';
import { stores } from '../../db/schema/identity';
import { orders } from '../../db/schema/orders';
import { paymentSlips } from '../../db/schema/payment-slips';

// A bank transfer's slips (decision 069): kept whole, each with its decision.

export type SlipRow = typeof paymentSlips.$inferSelect;
export type NewSlipRow = typeof paymentSlips.$inferInsert;

/** The slip's columns without its bytes (a list never carries the files). */
const { bytes: _bytes, ...slipColumns } = getTableColumns(paymentSlips);
type SlipFacts = Omit<SlipRow, 'bytes'>;

export async function insertSlip(db: DbExecutor, slip: NewSlipRow): Promise<SlipFacts> {
  const [row] = await db.insert(paymentSlips).values(slip).returning(slipColumns);
  return row!;
}

/** The order's slip still waiting for an operator, if one is. */
export async function waitingSlipOf(db: DbExecutor, orderNo: string): Promise<SlipFacts | null> {
  const [row] = await db
    .select(slipColumns)
    .from(paymentSlips)
    .where(and(eq(paymentSlips.orderNo, orderNo), eq(paymentSlips.state, 'waiting')))
    .limit(1);
  return row ?? null;
}

/** A slip by its id; with `lock`, its row stays locked until the transaction ends. */
export async function findSlip(
  db: DbExecutor,
  slipId: string,
  options: { lock?: boolean } = {},
): Promise<SlipFacts | null> {
  const query = db.select(slipColumns).from(paymentSlips).where(eq(paymentSlips.id, slipId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A slip's file, when it belongs to the order. */
export async function slipFile(db: DbExecutor, orderNo: string, slipId: string) {
  const [row] = await db
    .select({ bytes: paymentSlips.bytes, contentType: paymentSlips.contentType })
    .from(paymentSlips)
    .where(and(eq(paymentSlips.id, slipId), eq(paymentSlips.orderNo, orderNo)));
  return row ?? null;
}

/** Records the operator's decision on a slip. */
export async function decideSlip(
  db: DbExecutor,
  slipId: string,
  decision: Pick<
    NewSlipRow,
    | 'state'
    | 'amountSatang'
    | 'transferredAt'
    | 'bank'
    | 'reference'
    | 'rejectReason'
    | 'decidedBy'
    | 'decidedAt'
  >,
): Promise<SlipFacts> {
  const [row] = await db
    .update(paymentSlips)
    .set(decision)
    .where(eq(paymentSlips.id, slipId))
    .returning(slipColumns);
  return row!;
}

/** The slips waiting for an operator, oldest first, with their order's total and store. */
export async function waitingSlips(db: DbExecutor): Promise<WaitingSlip[]> {
  const rows = await db
    .select({
      slip: slipColumns,
      totalPayable: orders.totalPayable,
      store: { _id: stores.id, th: stores.nameTh, en: stores.nameEn },
    })
    .from(paymentSlips)
    .innerJoin(orders, eq(orders.orderNo, paymentSlips.orderNo))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(paymentSlips.state, 'waiting'))
    .orderBy(asc(paymentSlips.attachedAt));
  return rows.map((row) => ({
    ...slipAnswer(row.slip),
    total_payable: row.totalPayable,
    store: { _id: row.store._id, name: { th: row.store.th, en: row.store.en } },
  }));
}

/** A slip as the API answers it. */
export const slipAnswer = (slip: SlipFacts): PaymentSlip => ({
  id: slip.id,
  cartOrderNo: slip.orderNo,
  state: slip.state,
  content_type: slip.contentType,
  url: paymentSlipFilePath(slip.orderNo, slip.id),
  attached_at: slip.attachedAt.toISOString(),
  attached_by: slip.attachedBy,
  verification: verificationOf(slip),
  reject_reason: slip.rejectReason,
  decided_at: slip.decidedAt?.toISOString() ?? null,
});

const verificationOf = (slip: SlipFacts): SlipVerification | null =>
  slip.amountSatang !== null && slip.transferredAt && slip.bank && slip.reference
    ? {
        amount_satang: slip.amountSatang,
        transferred_at: slip.transferredAt.toISOString(),
        bank: slip.bank,
        reference: slip.reference,
      }
    : null;
