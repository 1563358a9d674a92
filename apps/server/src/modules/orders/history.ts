import type { OrderChangeKind } from '@changdee/domain/order-status';
import { movesTheJob, type RescheduleOutcome } from '@changdee/domain/tracking-link';
import type { DbExecutor } from '../../db/client';
import type { Actor } from './order-access';
import * as repository from './repository';

// The order's history (spec §4 order history; docs/decisions/044): every change of an order is
// written as a row under the person who made it. Its own file, so that every way an order changes
// (the service's use cases, payments, the payment hold) writes its history the same way without
// importing the service that imports them.

export interface Change {
  kind: OrderChangeKind;
  from: string | null;
  to: string;
  /** A cancellation's reason, a store payment's receipt reference. */
  reason?: string | null;
  /** The technician's first name, when a technician took the step (decision 044). */
  technician?: string | null;
}

/** A history row of `change` under `actor` (null: the payment provider). */
export const changeRow = (orderNo: string, actor: Actor | null, change: Change) => ({
  orderNo,
  kind: change.kind,
  fromValue: change.from,
  toValue: change.to,
  reason: change.reason ?? null,
  actorUserId: actor?.userId ?? null,
  actorName: actor?.name ?? null,
  actorLogin: actor?.login ?? null,
  actorEmployeeId: actor?.employeeId ?? null,
  technicianName: change.technician ?? null,
});

/**
 * Writes changes to the order's history under the person who acted (null: the provider). A move
 * of the job — its date and slot or its team, by whatever path — also decides the customer's open
 * requests for another date (domain movesTheJob, docs/decisions/044): closed and written as moved.
 */
export async function record(
  tx: DbExecutor,
  orderNo: string,
  actor: Actor | null,
  changes: Change[],
): Promise<void> {
  await repository.insertChanges(
    tx,
    changes.map((change) => changeRow(orderNo, actor, change)),
  );
  if (movesTheJob(changes)) await closeRescheduleRequests(tx, orderNo, actor, 'moved');
}

/**
 * Closes the order's open requests for another date as `outcome`, each written to the history
 * (kind 'reschedule', from the date asked, to the outcome) under `actor`; how many were open.
 */
export async function closeRescheduleRequests(
  tx: DbExecutor,
  orderNo: string,
  actor: Actor | null,
  outcome: RescheduleOutcome,
): Promise<number> {
  const decided = await repository.decideRescheduleRequests(tx, orderNo, outcome);
  await repository.insertChanges(
    tx,
    decided.map((request) =>
      changeRow(orderNo, actor, { kind: 'reschedule', from: request.preferredDate, to: outcome }),
    ),
  );
  return decided.length;
}
