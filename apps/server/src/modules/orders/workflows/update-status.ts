import type { CartOrder, UpdateStatusRequest } from '@changdee/contract/orders';
import { afterAction, statusAction } from '@changdee/domain/order-policy';
import { eventOf, statusEvents } from '@changdee/domain/order-events';
import { isExternalBrand } from '@changdee/domain/roles';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import { releaseBooking } from '../../availability/service';
import { releaseCouponUse } from '../../promotions/service';
import { writeLedger } from '../ledger';
import { actingPerson, orderFor, type Caller } from '../order-access';
import * as repository from '../repository';
import { record, type Change } from '../history';
import { recordOrderEvent } from '../order-events';
import { orderAnswer } from './read-order';
import { keepSignOff } from './take-job-step';

// A step of the order's life (the order policy's status steps; a cancellation frees its booking).

/**
 * Moves an order along its life when the order policy lets the caller take that step (domain
 * order-policy.ts; `paid` comes only from a payment). Cancelling frees its booking and gives its
 * coupons' uses back in the same transaction, and leaves a refund due for money it received. The history names the person who acted, the login
 * and the reason.
 */
export async function updateStatus(
  db: Database,
  caller: Caller,
  request: UpdateStatusRequest,
): Promise<CartOrder> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const action = statusAction(request.status);
      const { order, facts } = await orderFor(tx, caller, request.cartOrderNo, action ?? 'read', {
        lock: true,
      });
      if (!action)
        throw new AppError('ORDER_STATUS_NOT_ALLOWED', {
          params: { from: order.status, to: request.status },
        });
      const actor = await actingPerson(tx, caller, order, request.employee_code);
      const to = afterAction(facts, action).status;
      // An order whose payment hold ran out gave its booking and coupon uses back then.
      if (to === 'cancelled' && !order.holdReleasedAt) {
        await releaseBooking(tx, order.orderNo);
        const { lines } = await repository.orderParts(tx, order);
        for (const line of lines)
          if (line.couponId)
            await releaseCouponUse(tx, { couponId: line.couponId, customerMobile: order.mobile });
        // Its documents are credited as its money goes back: each refund (decision 058).
      }
      await repository.updateOrder(tx, order.orderNo, { status: to });
      // Completed from the office: the customer confirms it on their page (decision 078).
      if (to === 'completed' && request.sign_off)
        await keepSignOff(tx, order.orderNo, actor, request.sign_off);
      const changes: Change[] = [
        { kind: 'status', from: order.status, to, reason: request.reason ?? null },
      ];
      // A cancelled order owes nothing: money it received is now due back (docs/decisions/039).
      const money = await writeLedger(tx, { ...order, status: to }, null, actor);
      if (money.to !== money.from)
        changes.push({ kind: 'payment', from: money.from, to: money.to });
      await record(tx, order.orderNo, actor, changes);
      for (const event of statusEvents(to))
        await recordOrderEvent(tx, order.orderNo, eventOf(event));
      return orderAnswer(tx, order.orderNo, { masked: isExternalBrand(caller.role) });
    }),
  );
}
