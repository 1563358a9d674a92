import { and, eq, isNull } from 'drizzle-orm';
import type { SignOffAbsenceReason } from '@changdee/domain/sign-off';
import type { DbExecutor } from '../../db/client';
import { orderRatings, orderSignOffs } from '../../db/schema/sign-offs';

// The customer's sign-off of a completed job (decision 078), written by the completion step and
// by the customer's later confirmation, both workflows of this module.

export type SignOffRow = typeof orderSignOffs.$inferSelect;
export type RatingRow = typeof orderRatings.$inferSelect;

/** What a completion brings: the customer's signature (already checked), or their absence. */
export type SignOffFacts =
  | { kind: 'signed'; name: string; signature: Buffer; device: string | null }
  | { kind: 'absent'; reason: SignOffAbsenceReason; note: string };

/** Who completed the job and their team, kept with the sign-off for the ratings. */
export interface CompletedBy {
  technicianId: string | null;
  technicianName: string;
  contractorId: string | null;
}

export async function insertSignOff(
  db: DbExecutor,
  orderNo: string,
  facts: SignOffFacts,
  by: CompletedBy,
  now: Date,
): Promise<void> {
  const shape =
    facts.kind === 'signed'
      ? { signerName: facts.name, signature: facts.signature, signedAt: now, device: facts.device }
      : { absenceReason: facts.reason, absenceNote: facts.note };
  await db
    .insert(orderSignOffs)
    .values({ orderNo, kind: facts.kind, ...shape, ...by })
    .onConflictDoNothing({ target: orderSignOffs.orderNo });
}

/** The customer's confirmation of an absent sign-off; false when none waits (already confirmed). */
export async function confirmSignOff(
  db: DbExecutor,
  orderNo: string,
  signed: { name: string; signature: Buffer; device: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orderSignOffs)
    .set({
      signerName: signed.name,
      signature: signed.signature,
      device: signed.device,
      signedAt: now,
      confirmedAt: now,
    })
    .where(
      and(
        eq(orderSignOffs.orderNo, orderNo),
        eq(orderSignOffs.kind, 'absent'),
        isNull(orderSignOffs.confirmedAt),
      ),
    )
    .returning({ orderNo: orderSignOffs.orderNo });
  return rows.length === 1;
}

export async function signOffOf(db: DbExecutor, orderNo: string): Promise<SignOffRow | null> {
  const [row] = await db.select().from(orderSignOffs).where(eq(orderSignOffs.orderNo, orderNo));
  return row ?? null;
}

/** The order's rating as its pages read it (the ratings module writes it). */
export async function ratingRowOf(db: DbExecutor, orderNo: string): Promise<RatingRow | null> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderNo, orderNo));
  return row ?? null;
}
