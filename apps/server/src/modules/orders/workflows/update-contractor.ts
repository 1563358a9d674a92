import { cartCalendarQuerySchema } from '@changdee/contract/availability';
import type { UpdateContractorData, UpdateContractorRequest } from '@changdee/contract/orders';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import { cartCalendar, findContractors } from '../../availability/service';
import { actorOf, orderFor, type Caller } from '../order-access';
import * as repository from '../repository';
import { rebook } from './rebook';

// Spec §7 updateContractor (issue 10): the contractor for the order's job on a date and slot.

/**
 * Spec §7 updateContractor (issue 10): the contractor the change-of-date calendar is asked about.
 * For the order's own date and slot the booking is re-assigned when its contractor can no longer
 * take it (same rule as changeDate); for another date and slot, the contractor free then is named
 * without moving anything. When nobody is free then, the contractor with the first free date in
 * the window is named (changeDate books it), or null.
 */
export async function updateContractor(
  db: Database,
  caller: Caller,
  request: UpdateContractorRequest,
  now: Date,
): Promise<UpdateContractorData> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order } = await orderFor(tx, caller, request.cartOrderNo, 'change_date', {
        lock: true,
      });
      const current = await repository.bookedContractorId(tx, order.orderNo);
      const target = request.expected_date
        ? { date: request.expected_date.date, slot: request.expected_date.time }
        : { date: order.serviceDate, slot: order.timeSlot };
      const answer = (contractorId: string | null, reassigned = false): UpdateContractorData => ({
        cartOrderNo: order.orderNo,
        contractor_id: contractorId,
        reassigned,
      });

      const lines = (await repository.orderParts(tx, order)).lines;
      const workTypes = [...new Set(lines.map((line) => line.typeOfWork))];
      const own = target.date === order.serviceDate && target.slot === order.timeSlot;
      if (own && current) {
        try {
          const booking = await rebook(tx, order, target, actorOf(caller));
          return answer(booking.contractorId, booking.contractorId !== current);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'SLOT_FULL')) throw error;
        }
      } else {
        const free = await findContractors(tx, {
          districtCode: order.districtCode,
          subDistrictCode: order.subDistrictCode,
          workTypes,
          ...target,
        });
        const chosen = free.find((c) => c.id === current) ?? free[0];
        if (chosen) return answer(chosen.id);
      }
      // The calendar of the order's channel, whoever asks: an operator has no channel of their own.
      const calendar = await cartCalendar(
        tx,
        { ...caller, channels: [order.channelCode] },
        cartCalendarQuerySchema.parse({
          product_id: [...new Set(lines.map((line) => line.productId))].join(','),
          districts: order.districtCode,
          sub_district: order.subDistrictCode,
          contractor_id_order: current ?? '',
        }),
        now,
      );
      return answer(calendar.availableTime?.contractor_id ?? null);
    }),
  );
}
