import { type BusinessDate } from '@changdee/domain/dates';
import { type TimeSlot } from '@changdee/domain/time-slots';
import type { DbExecutor } from '../../../db/client';
import { moveBooking, type Booking } from '../../availability/service';
import { type Actor } from '../order-access';
import * as repository from '../repository';
import { record, type Change } from '../history';

// Moving an order's booking to another date and slot, shared by a change of date and a change of
// contractor (availability moveBooking).

const slotValue = (date: string, slot: string) => `${date}/${slot}`;

/**
 * Moves the order's booking to a date and slot, keeping its contractor when free then, otherwise
 * the free contractor with the most room (availability moveBooking), and records what changed.
 * SLOT_FULL leaves the booking as it was.
 */
export async function rebook(
  tx: DbExecutor,
  order: repository.OrderRow,
  target: { date: BusinessDate; slot: TimeSlot },
  actor: Actor,
): Promise<Booking> {
  const before = await repository.bookedContractorId(tx, order.orderNo);
  // Moves of one contractor's bookings queue; what deadlocks still (moves that cross between
  // contractors) the caller's retry runs again.
  if (before) await repository.lockContractorMoves(tx, before);
  const booking = await moveBooking(tx, { orderNo: order.orderNo, ...target });
  const changes: Change[] = [];
  if (order.serviceDate !== target.date || order.timeSlot !== target.slot) {
    await repository.updateOrder(tx, order.orderNo, {
      serviceDate: target.date,
      timeSlot: target.slot,
    });
    changes.push({
      kind: 'expected_date',
      from: slotValue(order.serviceDate, order.timeSlot),
      to: slotValue(target.date, target.slot),
    });
  }
  if (before !== booking.contractorId)
    changes.push({ kind: 'contractor', from: before, to: booking.contractorId });
  await record(tx, order.orderNo, actor, changes);
  return booking;
}
