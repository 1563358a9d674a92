import type { RefundData, RefundRequest } from '@changdee/contract/payments';
import { refundRefusal } from '@changdee/domain/payment-ledger';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import * as personKeys from '../../idempotency/service';
import { requestHash, type SavedAnswer } from '../idempotency';
import { ledgerSummary, writeLedger } from '../ledger';
import { moneyEntryAnswer, paymentAnswer } from '../order-answer';
import { actingPerson, orderFor, type Caller } from '../order-access';
import * as repository from '../repository';
import { record } from '../history';
import { recordOrderEvent } from '../order-events';

// Money given back for an order (docs/decisions/039, 058).

/**
 * Records money given back for an order (docs/decisions/039) when the order policy lets the caller
 * refund it (operators, while a refund is due): at most what is due (409 REFUND_EXCEEDS_DUE,
 * naming it). The order's row stays locked until the transaction ends, so two refunds at once
 * queue and the second sees what the first left. With an Idempotency-Key (claimed first, as
 * createOrder's) a repeat of the same request answers the first answer, never a second refund.
 */
export async function refundOrder(
  db: Database,
  caller: Caller,
  orderNo: string,
  request: RefundRequest,
  idempotencyKey: string | undefined,
): Promise<SavedAnswer> {
  const hash = idempotencyKey ? requestHash({ orderNo: orderNo.trim(), ...request }) : '';
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const key = idempotencyKey;
      if (key) {
        const saved = await personKeys.claimKey(tx, 'refund', caller.userId, key, hash);
        if (saved) return saved;
      }
      const { order } = await orderFor(tx, caller, orderNo, 'refund', { lock: true });
      const summary = ledgerSummary(order, await repository.moneyEntries(tx, order.orderNo));
      const refusal = refundRefusal(summary, request.amount);
      if (refusal === 'not_due') throw new AppError('REFUND_NOT_DUE');
      if (refusal === 'exceeds_due')
        throw new AppError('REFUND_EXCEEDS_DUE', {
          field: 'amount',
          params: { due: summary.refundDue },
          details: { refund_due: summary.refundDue },
        });
      const actor = await actingPerson(tx, caller, order, undefined);
      const reason = request.reason ?? '';
      const settled = await writeLedger(
        tx,
        order,
        { kind: 'refunded', amount: request.amount, reason, reference: request.reference ?? '' },
        actor,
      );
      await record(tx, order.orderNo, actor, [
        { kind: 'payment', from: settled.from, to: settled.to, reason },
      ]);
      // The customer is told; the documented money given back gets its credit note (decision 058).
      await recordOrderEvent(tx, order.orderNo, {
        kind: 'refund_recorded',
        amount: request.amount,
        refundEntryId: settled.entry!.id,
      });
      const data: RefundData = {
        cartOrderNo: order.orderNo,
        refund: moneyEntryAnswer(settled.entry!),
        payment: paymentAnswer(settled.order, await repository.moneyEntries(tx, order.orderNo)),
      };
      const answer: SavedAnswer = { status: 200, body: { message: 'success', data } };
      if (key) await personKeys.saveAnswer(tx, 'refund', caller.userId, key, answer);
      return answer;
    }),
  );
}
