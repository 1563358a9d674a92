import type { PaymentSlip, SlipVerification } from '@changdee/contract/payment-slips';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import { actingPerson, type Caller } from '../order-access';
import { recordReceived } from '../payments';
import * as slips from '../payment-slips-repository';
import { lockedSlip } from './locked-slip';

// An operator confirms a bank transfer's slip (issue 30 item 3, decision 069): the money is
// received like any other (recordReceived: the ledger, the order paid, its 'paid' event — the tax
// invoice and the customer's message react to it).

/**
 * Confirms a waiting slip with what the operator read from it. The amount must be the order's
 * total to the satang (422 PAYMENT_AMOUNT_MISMATCH, as the provider's webhook: nothing recorded,
 * the slip still waits). Two operators at once: the order's and the slip's rows are locked, so
 * the second finds it decided (409 PAYMENT_SLIP_DECIDED).
 */
export async function confirmPaymentSlip(
  db: Database,
  caller: Caller,
  slipId: string,
  verification: SlipVerification,
): Promise<PaymentSlip> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order, slip } = await lockedSlip(tx, slipId);
      const owed = order.totalPayable * 100;
      if (verification.amount_satang !== owed)
        throw new AppError('PAYMENT_AMOUNT_MISMATCH', {
          field: 'amount_satang',
          details: { amount_satang: verification.amount_satang, total_payable_satang: owed },
        });
      const actor = await actingPerson(tx, caller, order, undefined);
      const decided = await slips.decideSlip(tx, slip.id, {
        state: 'confirmed',
        amountSatang: verification.amount_satang,
        transferredAt: new Date(verification.transferred_at),
        bank: verification.bank,
        reference: verification.reference,
        decidedBy: caller.userId,
        decidedAt: new Date(),
      });
      const received = {
        kind: 'received',
        method: 'bank_transfer',
        amount: order.totalPayable,
        reference: verification.reference,
      } as const;
      await recordReceived(tx, order, received, actor);
      return slips.slipAnswer(decided);
    }),
  );
}
