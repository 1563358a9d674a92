import type { ExtrasPaymentWebhookEvent } from '@changdee/contract/orders';
import { eventOf } from '@changdee/domain/order-events';
import { extrasMoney, type ExtrasMoney } from '@changdee/domain/order-extras';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import * as extras from '../extras-repository';
import { record } from '../history';
import { recordOrderEvent } from '../order-events';
import * as repository from '../repository';

// The difference the approved extras owe, paid by PromptPay (decision 080): the provider's signed
// notice is an entry `received` of the extras' ledger (satang), once per provider event (its
// unique id: a repeated notice changes nothing). Only the exact amount due is taken — the QR the
// phone shows carries it — else 422 PAYMENT_AMOUNT_MISMATCH, nothing written. The payment is a
// line in the order's history, and its event asks the documents' reaction for the debit note.

/** What the extras owe now, from their rows and entries. */
export async function extrasMoneyOf(tx: DbExecutor, orderNo: string): Promise<ExtrasMoney> {
  const [rows, entries] = [
    await extras.extrasOf(tx, orderNo),
    await extras.extraEntriesOf(tx, orderNo),
  ];
  return extrasMoney(
    rows,
    entries.filter((entry) => entry.kind === 'received').map((entry) => entry.amountSatang),
  );
}

/** Records the notice under the order's row lock; answers whether it was seen before. */
export async function receiveExtrasPayment(
  tx: DbExecutor,
  event: ExtrasPaymentWebhookEvent,
): Promise<{ duplicate: boolean }> {
  const order = await repository.findOrder(tx, event.data.cartOrderNo.trim(), { lock: true });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const seen = (await extras.extraEntriesOf(tx, order.orderNo)).some(
    (entry) => entry.providerEventId === event.event_id,
  );
  if (seen) return { duplicate: true };
  const money = await extrasMoneyOf(tx, order.orderNo);
  if (event.data.amount_satang !== money.dueSatang)
    throw new AppError('PAYMENT_AMOUNT_MISMATCH', {
      details: { amount_satang: event.data.amount_satang, due_satang: money.dueSatang },
    });
  const entry = await extras.insertExtraEntry(tx, {
    orderNo: order.orderNo,
    kind: 'received',
    amountSatang: event.data.amount_satang,
    method: 'promptpay',
    reference: event.data.reference,
    providerEventId: event.event_id,
  });
  // The event id taken by another order's extras: kept out by the unique index.
  if (!entry) throw new AppError('EXTRAS_PAYMENT_EVENT_TAKEN');
  await record(tx, order.orderNo, null, [
    { kind: 'extra', from: null, to: 'paid', reason: event.data.reference || null },
  ]);
  await recordOrderEvent(tx, order.orderNo, eventOf('extras_paid'));
  return { duplicate: false };
}
