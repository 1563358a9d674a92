import type { ChangeDateData, ChangeDateRequest } from '@changdee/contract/orders';
import { availabilityWindow, isInAvailabilityWindow } from '@changdee/domain/availability-window';
import { businessToday } from '@changdee/domain/dates';
import { eventOf } from '@changdee/domain/order-events';
import { orderTimeLabel } from '@changdee/domain/time-slots';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import { actorOf, orderFor, type Caller } from '../order-access';
import * as repository from '../repository';
import { recordOrderEvent } from '../order-events';
import { rebook } from './rebook';

// Spec §7 changeDate: another date and slot for the order's job.

/**
 * Spec §7 changeDate: moves the order's booking to another date and slot atomically — the lock
 * period and the six-month window of its services, the capacity of the contractors, the old slot
 * freed — re-assigning the contractor through the same rule as updateContractor when its own is
 * not free then.
 */
export async function changeDate(
  db: Database,
  caller: Caller,
  orderNo: string,
  request: ChangeDateRequest,
  now: Date,
): Promise<ChangeDateData> {
  if (request.cartOrderNo.trim() !== orderNo.trim())
    throw new AppError('VALIDATION_FAILED', {
      field: 'cartOrderNo',
      fieldIssue: 'issue.orderNoMismatch',
    });
  const target = { date: request.expected_date.date, slot: request.expected_date.time };
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order } = await orderFor(tx, caller, orderNo, 'change_date', { lock: true });
      const window = availabilityWindow(
        businessToday(now),
        await repository.orderLockDays(tx, order.orderNo),
      );
      if (window.empty || !isInAvailabilityWindow(target.date, window))
        throw new AppError('DATE_OUT_OF_WINDOW', { field: 'expected_date.date' });
      const booking = await rebook(tx, order, target, actorOf(caller));
      if (target.date !== order.serviceDate || target.slot !== order.timeSlot)
        await recordOrderEvent(tx, order.orderNo, eventOf('date_changed'));
      return {
        cartOrderNo: order.orderNo,
        expected_date: {
          date: target.date,
          time: target.slot,
          time_label: orderTimeLabel(target.slot),
        },
        contractor_id: booking.contractorId,
        status: order.status,
      };
    }),
  );
}
