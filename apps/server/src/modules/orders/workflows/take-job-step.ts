import { eventOf, statusEvents } from '@changdee/domain/order-events';
import { afterAction, type OrderAction, type PolicyOrder } from '@changdee/domain/order-policy';
import type { DbExecutor } from '../../../db/client';
import type { Actor } from '../order-access';
import { record } from '../history';
import { recordOrderEvent } from '../order-events';
import * as repository from '../repository';
import { insertSignOff, type SignOffFacts } from '../sign-offs-repository';

// A step of the job taken by its technician (or an operator for them): the order moves as the
// policy says, the history keeps the step under the person with the technician's first name
// (what the customer's tracking shows), and the customer hears of it (decision 045). The jobs
// module checks what a step needs (a completion's note and photo) and keeps the job's problems.

/** The order locked and read for the step (orders' orderFor), and who takes it. */
export interface JobStep {
  order: repository.OrderRow;
  facts: PolicyOrder;
  actor: Actor;
  action: OrderAction;
  note: string | null;
  /** The technician's first name when a technician acted. */
  technician: string | null;
  /** A completion's sign-off: the customer's signature or why they were absent (078). */
  signOff?: SignOffFacts;
}

/** Moves the order by the step's action; answers the status it reached. */
export async function takeJobStep(tx: DbExecutor, step: JobStep) {
  const { order, actor, note, technician } = step;
  const to = afterAction(step.facts, step.action).status;
  await repository.updateOrder(tx, order.orderNo, { status: to });
  if (to === 'completed' && step.signOff)
    await keepSignOff(tx, order.orderNo, step.actor, step.signOff);
  await record(tx, order.orderNo, actor, [
    { kind: 'status', from: order.status, to, reason: note, technician },
  ]);
  for (const event of statusEvents(to)) await recordOrderEvent(tx, order.orderNo, eventOf(event));
  return to;
}

/** The completion's sign-off, under the person who completed the job and their team. */
export async function keepSignOff(
  tx: DbExecutor,
  orderNo: string,
  actor: Actor,
  signOff: SignOffFacts,
) {
  await insertSignOff(
    tx,
    orderNo,
    signOff,
    {
      technicianId: actor.userId,
      technicianName: actor.name,
      contractorId: await repository.bookedContractorId(tx, orderNo),
    },
    new Date(),
  );
}

/** A problem the technician reported on the job, kept in its history (the job keeps its flag). */
export const recordJobProblem = (
  tx: DbExecutor,
  step: Pick<JobStep, 'order' | 'actor' | 'technician'> & { problem: string; note: string | null },
) =>
  record(tx, step.order.orderNo, step.actor, [
    {
      kind: 'problem',
      from: null,
      to: step.problem,
      reason: step.note,
      technician: step.technician,
    },
  ]);
