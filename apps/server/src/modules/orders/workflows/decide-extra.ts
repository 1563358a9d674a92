import { eventOf } from '@changdee/domain/order-events';
import { awaitsConsent, type ExtraDecisionPlace } from '@changdee/domain/order-extras';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import * as extras from '../extras-repository';
import { record } from '../history';
import type { Actor } from '../order-access';
import { recordOrderEvent } from '../order-events';
import type { OrderRow } from '../repository';

// The customer's answer to an extra (decision 080): approved with their typed name and signature
// (on the technician's phone or their own page), then charged — an entry of the extras' ledger,
// one per extra by its unique index — or declined, never charged. Once: the update is conditional
// on the extra still being proposed, under the order's row lock the caller holds, so the same
// extra approved twice at once is approved once (the other: 409 EXTRA_ALREADY_DECIDED) and two
// extras approved at once are each charged once.

/** The customer's consent (the signature already checked by its bytes) or their refusal. */
export type ExtraDecision =
  { kind: 'approve'; name: string; signature: Buffer; device: string | null } | { kind: 'decline' };

export interface DecidingExtra {
  order: OrderRow;
  extraId: string;
  place: ExtraDecisionPlace;
  /** Who held the phone (the technician), or null on the customer's own page. */
  actor: Actor | null;
  technician: string | null;
}

export async function decideExtra(
  tx: DbExecutor,
  target: DecidingExtra,
  decision: ExtraDecision,
): Promise<extras.ExtraRow> {
  const { order } = target;
  const current = await extras.extraOf(tx, order.orderNo, target.extraId);
  if (!current) throw new AppError('EXTRA_NOT_FOUND');
  if (!awaitsConsent(current.state)) throw new AppError('EXTRA_ALREADY_DECIDED');
  const approved = decision.kind === 'approve';
  const decided = await extras.decideExtra(tx, current.id, {
    state: approved ? 'approved' : 'declined',
    place: target.place,
    at: new Date(),
    signerName: approved ? decision.name : null,
    signature: approved ? decision.signature : null,
    device: approved ? decision.device : null,
  });
  if (!decided) throw new AppError('EXTRA_ALREADY_DECIDED');
  // An add-on offered at no charge owes nothing: no entry (entries are more than 0).
  if (approved && decided.amountSatang > 0)
    await extras.insertExtraEntry(tx, {
      orderNo: order.orderNo,
      kind: 'charged',
      amountSatang: decided.amountSatang,
      extraId: decided.id,
      actorName: decision.name,
    });
  await record(tx, order.orderNo, target.actor, [
    {
      kind: 'extra',
      from: decided.id,
      to: decided.state,
      reason: approved ? decision.name : null,
      technician: target.technician,
    },
  ]);
  await recordOrderEvent(
    tx,
    order.orderNo,
    eventOf(approved ? 'extra_approved' : 'extra_declined'),
  );
  return decided;
}
