import type { PaymentConflictSettled } from '@changdee/contract/payments';
import type { PaymentConflictResolution } from '@changdee/domain/payment-ledger';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { actingPerson, orderFor, type Caller } from './order-access';
import { paymentAnswer } from './order-answer';
import { recordReceived } from './payments';
import * as repository from './repository';

// A payment event that came under an event id another order's event had already used is kept
// (payments.ts, receivePaymentEvent) until an operator settles it (decision 061).

/**
 * An operator settles a kept event: 'recorded' puts its money on the order it names (an entry of
 * the ledger under the operator's name, with the provider's reference: the order may become
 * paid), 'dismissed' leaves the order as it is. Once: a second try is 409.
 */
export async function settlePaymentConflict(
  db: Database,
  caller: Caller,
  id: string,
  resolution: PaymentConflictResolution,
  now: Date,
): Promise<PaymentConflictSettled> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const conflict = await repository.lockPaymentConflict(tx, id);
      if (!conflict) throw new AppError('PAYMENT_CONFLICT_NOT_FOUND');
      if (conflict.resolution) throw new AppError('PAYMENT_CONFLICT_SETTLED');
      const { order } = await orderFor(tx, caller, conflict.orderNo, 'read', { lock: true });
      const after =
        resolution === 'recorded' ? await recordKeptMoney(tx, caller, order, conflict) : order;
      await repository.settlePaymentConflict(tx, id, {
        resolution,
        resolvedBy: caller.userId,
        resolvedAt: now,
      });
      const payment = paymentAnswer(after, await repository.moneyEntries(tx, order.orderNo));
      return { id, resolution, payment };
    }),
  );
}

async function recordKeptMoney(
  tx: DbExecutor,
  caller: Caller,
  order: repository.OrderRow,
  conflict: repository.PaymentConflictRow,
) {
  const actor = await actingPerson(tx, caller, order, undefined);
  const { amount, reference } = conflict;
  const received = { kind: 'received', method: 'promptpay', amount, reference } as const;
  return recordReceived(tx, order, received, actor);
}
