import type { ExtrasPaymentAnswer } from '@changdee/contract/extras';
import { SATANG_PER_BAHT } from '@changdee/domain/vat';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { promptPayQr } from '../../lib/promptpay-qr';
import * as orders from '../orders/service';

// The PromptPay QR for what the approved extras still owe (decision 080), shown on the
// technician's phone (or the customer's page): the amount is the server's, in satang, encoded
// with its two decimals; the provider's notice then records it (orders' receive-extras-payment).

export async function extrasQr(
  db: DbExecutor,
  order: { orderNo: string },
  promptPayId: string,
): Promise<ExtrasPaymentAnswer> {
  const { dueSatang } = await orders.extrasMoneyOf(db, order.orderNo);
  if (dueSatang === 0) throw new AppError('EXTRAS_NOTHING_DUE');
  return {
    order_no: order.orderNo,
    amount_satang: dueSatang,
    promptpay: await promptPayQr(promptPayId, dueSatang / SATANG_PER_BAHT),
  };
}

/** POST /ops/v1/jobs/{no}/extras/payment: the QR on the technician's phone. */
export async function jobExtrasQr(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  promptPayId: string,
): Promise<ExtrasPaymentAnswer> {
  const { order } = await orders.orderFor(db, caller, orderNo, 'read');
  return extrasQr(db, order, promptPayId);
}
