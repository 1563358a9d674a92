import type { BusinessDate } from '@changdee/domain/dates';
import { eventOf } from '@changdee/domain/order-events';
import { afterAction, type PolicyOrder } from '@changdee/domain/order-policy';
import { canTransition, type OrderStatus } from '@changdee/domain/order-status';
import type { TimeSlot } from '@changdee/domain/time-slots';
import type { DbExecutor } from '../../../db/client';
import type { Actor } from '../order-access';
import { record, type Change } from '../history';
import { recordOrderEvent } from '../order-events';
import * as repository from '../repository';

// An operator gives the job to a team, on its date and slot or others (the dispatch module checks
// the team and moves the booking first): the order takes the date and slot, reaches "contractor
// assigned" when it was before that, the history keeps each change, and the customer hears of
// their technician or of the new date (decision 045).

export interface Assignment {
  order: repository.OrderRow;
  facts: PolicyOrder;
  actor: Actor;
  /** The team that held the job before, or null. */
  before: string | null;
  contractorId: string;
  date: BusinessDate;
  slot: TimeSlot;
}

/** What the assignment changes of the order: its row and its history. */
function assignmentChanges(assignment: Assignment) {
  const { order, facts, before, contractorId, date, slot } = assignment;
  const changes: Change[] = [];
  const updates: Partial<repository.NewOrderRow> = {};
  if (order.serviceDate !== date || order.timeSlot !== slot) {
    Object.assign(updates, { serviceDate: date, timeSlot: slot });
    changes.push({
      kind: 'expected_date',
      from: `${order.serviceDate}/${order.timeSlot}`,
      to: `${date}/${slot}`,
    });
  }
  if (before !== contractorId) changes.push({ kind: 'contractor', from: before, to: contractorId });
  // The status follows the booking: a job before "contractor assigned" reaches it.
  let status: OrderStatus = order.status;
  if (canTransition(order.status, 'contractor_assigned')) {
    status = afterAction({ ...facts, contractorId }, 'assign_contractor').status;
    updates.status = status;
    changes.push({ kind: 'status', from: order.status, to: status });
  }
  return { changes, updates, status };
}

/** Writes the assignment to the order; answers the status it reached. */
export async function assignTeam(tx: DbExecutor, assignment: Assignment): Promise<OrderStatus> {
  const { order, actor, before, contractorId } = assignment;
  const { changes, updates, status } = assignmentChanges(assignment);
  if (Object.keys(updates).length > 0) await repository.updateOrder(tx, order.orderNo, updates);
  // Recording a change of date or team also decides the customer's open request for another
  // date, if one stood (history.ts record).
  await record(tx, order.orderNo, actor, changes);
  if (before !== contractorId)
    await recordOrderEvent(tx, order.orderNo, eventOf('technician_assigned'));
  else if (updates.serviceDate) await recordOrderEvent(tx, order.orderNo, eventOf('date_changed'));
  return status;
}
