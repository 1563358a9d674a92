import type { PaymentSlip } from '@changdee/contract/payment-slips';
import { isOrderOpen } from '@changdee/domain/order-status';
import { hasReceivedPayment } from '@changdee/domain/payment-ledger';
import type { Database, DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import type { SlipFile } from '../../../lib/images/read-upload';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import { record } from '../history';
import { actingPerson, orderFor, type Actor, type Caller } from '../order-access';
import { checkCouponPayment } from '../payments';
import * as slips from '../payment-slips-repository';
import * as repository from '../repository';

// A bank transfer's slip attached to its order (issue 30 item 3, decision 069): by the store's
// clerk (the order policy's pay_bank_transfer, under the acting employee) or by the customer on
// their tracking page. The order's payment becomes pending until an operator verifies the slip.

/** Who attaches the slip: the clerk (an acting employee) or the customer (no person). */
type AttachedBy =
  { by: 'store'; caller: Caller; orderNo: string } | { by: 'customer'; orderNo: string };

/**
 * Keeps the slip and makes the order wait for its verification, under the order's row lock: an
 * order paid or closed refuses it (ORDER_ALREADY_PAID, ORDER_CLOSED), as does one with a slip
 * already waiting (409 PAYMENT_SLIP_WAITING) or a coupon for another way of paying.
 */
export async function attachPaymentSlip(
  db: Database,
  who: AttachedBy,
  file: SlipFile,
): Promise<PaymentSlip> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order, actor } = await lockedOrder(tx, who, file);
      if (await slips.waitingSlipOf(tx, order.orderNo)) throw new AppError('PAYMENT_SLIP_WAITING');
      await checkCouponPayment(tx, order.orderNo, 'bank_transfer');
      const slip = await slips.insertSlip(tx, {
        orderNo: order.orderNo,
        contentType: file.contentType,
        bytes: file.bytes,
        attachedBy: who.by,
        attachedByUser: who.by === 'store' ? who.caller.userId : null,
      });
      if (order.paymentState !== 'pending' || order.paymentMethod !== 'bank_transfer') {
        await repository.updateOrder(tx, order.orderNo, {
          paymentState: 'pending',
          paymentMethod: 'bank_transfer',
        });
        await record(tx, order.orderNo, actor, [
          { kind: 'payment', from: order.paymentState, to: 'pending' },
        ]);
      }
      return slips.slipAnswer(slip);
    }),
  );
}

/** The order under its lock, and who the change is recorded under. */
async function lockedOrder(
  tx: DbExecutor,
  who: AttachedBy,
  file: SlipFile,
): Promise<{ order: repository.OrderRow; actor: Actor | null }> {
  if (who.by === 'store') {
    const { order } = await orderFor(tx, who.caller, who.orderNo, 'pay_bank_transfer', {
      lock: true,
    });
    const employee = file.field('employee_code');
    return { order, actor: await actingPerson(tx, who.caller, order, employee) };
  }
  const order = await repository.findOrder(tx, who.orderNo, { lock: true });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  // The policy's own checks, for a customer who has no role in it.
  if (hasReceivedPayment(order.paymentState)) throw new AppError('ORDER_ALREADY_PAID');
  if (!isOrderOpen(order.status)) throw new AppError('ORDER_CLOSED');
  return { order, actor: null };
}
