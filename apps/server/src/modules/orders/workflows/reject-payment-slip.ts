import type { PaymentSlip } from '@changdee/contract/payment-slips';
import type { Database } from '../../../db/client';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import { record } from '../history';
import { actingPerson, type Caller } from '../order-access';
import { recordOrderEvent } from '../order-events';
import * as slips from '../payment-slips-repository';
import * as repository from '../repository';
import { lockedSlip } from './locked-slip';

// An operator rejects a bank transfer's slip with a reason (issue 30 item 3, decision 069): the
// slip is kept (rejected), the order's payment is unpaid again and the customer is told why
// (a 'payment_slip_rejected' event: the messages module reacts); a new slip may follow.

/** Rejects a waiting slip; two operators at once: the second gets 409 PAYMENT_SLIP_DECIDED. */
export async function rejectPaymentSlip(
  db: Database,
  caller: Caller,
  slipId: string,
  reason: string,
): Promise<PaymentSlip> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order, slip } = await lockedSlip(tx, slipId);
      const actor = await actingPerson(tx, caller, order, undefined);
      const decided = await slips.decideSlip(tx, slip.id, {
        state: 'rejected',
        rejectReason: reason,
        decidedBy: caller.userId,
        decidedAt: new Date(),
      });
      // Waiting for this slip only: without it the order has nothing to wait for.
      if (order.paymentState === 'pending' && order.paymentMethod === 'bank_transfer') {
        await repository.updateOrder(tx, order.orderNo, {
          paymentState: 'unpaid',
          paymentMethod: null,
        });
        await record(tx, order.orderNo, actor, [
          { kind: 'payment', from: 'pending', to: 'unpaid', reason },
        ]);
      }
      await recordOrderEvent(tx, order.orderNo, { kind: 'payment_slip_rejected', reason });
      return slips.slipAnswer(decided);
    }),
  );
}
