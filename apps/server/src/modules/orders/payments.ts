import type {
  CartPaymentData,
  CartPaymentRequest,
  PaymentWebhookEvent,
} from '@changdee/contract/orders';
import { couponPaymentMessage } from '@changdee/contract/errors';
import { paymentWebhookSchema } from '@changdee/contract/orders';
import { paymentConflict } from '@changdee/domain/coupon-payment';
import { type PaymentMethod } from '@changdee/domain/order-status';
import { PAYMENT_WAY_RULES } from '@changdee/domain/payment-methods';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { promptPayQr } from '../../lib/promptpay-qr';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { recordOrderEvent } from './order-events';
import * as repository from './repository';
import { writeLedger, type NewMoneyEntry } from './ledger';
import { isSignedBy, type WebhookSignature } from './payment-signature';
import { paymentAnswer } from './order-answer';
import { actingPerson, orderFor, type Actor, type Caller } from './order-access';
import { rebookAfterLatePayment, startHold, type HoldSettings } from './payment-hold';
import { record, type Change } from './history';
import { parseJsonBytes } from '../../plugins/json-body';
import { receiveExtrasPayment } from './workflows/receive-extras-payment';
import type { z } from 'zod';

// Paying a cart order (spec §3 cart-order payment state, §7 cart-payment): a PromptPay QR for the
// amount (the EMVCo payload by promptpay-qr, its image by qrcode), or the store took the money.
// A payment provider confirms a PromptPay payment through a signed webhook; an event id seen
// before changes nothing (docs/decisions/020). Money received is an entry of the order's ledger
// (docs/decisions/039), written by recordReceived alone.

export interface PaymentSettings {
  promptPayId: string;
  webhookSecret: string | null;
  /** The hold a PromptPay QR starts on the order's slot (payment-hold.ts). */
  hold: HoldSettings;
}

/**
 * Records money received for the order — the one place that does (a store payment, a free order,
 * the provider's confirmation) — under the order's row lock. Whatever must happen before money
 * is recorded belongs at the top of this function. The money is real, so it is never refused
 * here: received beyond what the order owes (a cancelled order, a second payment) leaves a
 * refund due. Each entry writes a payment change to the history (its reference as the reason),
 * even when the state stays; the order becomes paid when `from` is not and `to` is 'paid'.
 */
export async function recordReceived(
  tx: DbExecutor,
  order: repository.OrderRow,
  received: Extract<NewMoneyEntry, { kind: 'received' }>,
  actor: Actor | null,
): Promise<repository.OrderRow> {
  const settled = await writeLedger(tx, order, received, actor);
  const changes: Change[] = [
    { kind: 'payment', from: settled.from, to: settled.to, reason: received.reference || null },
  ];
  if (settled.order.status !== order.status)
    changes.push({ kind: 'status', from: order.status, to: settled.order.status });
  await record(tx, order.orderNo, actor, changes);
  let result = settled.order;
  if (settled.to === 'paid' && settled.from !== 'paid') {
    // Its tax invoice (decision 058) and the customer's message (decision 045).
    await recordOrderEvent(tx, order.orderNo, { kind: 'paid', amount: received.amount });
    // Paid after the hold ran out: booked again if the slot is still free, else cancelled
    // (decision 040) — and a cancelled order's money is due back (decision 039).
    result = await rebookAfterLatePayment(tx, result);
    if (result.status === 'cancelled') result = (await writeLedger(tx, result, null, null)).order;
  }
  return result;
}

/**
 * The method suits every coupon of the order: a coupon that asked for PromptPay (PAYNOW150) keeps
 * its discount only when paid so, one that asked for the store's counter likewise.
 */
export async function checkCouponPayment(tx: DbExecutor, orderNo: string, method: PaymentMethod) {
  const coupons = await repository.orderCouponPayments(tx, orderNo);
  const conflict = paymentConflict(
    method,
    coupons.map((coupon) => coupon.requestedPayment),
  );
  if (conflict)
    throw new AppError('COUPON_PAYMENT_REQUIRED', {
      field: 'method',
      message: couponPaymentMessage(coupons[conflict.line]!.code, conflict.required),
    });
}

/**
 * Spec §7 cart-payment. 'promptpay': the QR for the order's total_payable (the order waits for
 * the provider's webhook: payment pending); 'store': the store took the money (paid now, its
 * receipt number kept in the history). An order with nothing to pay is paid at once. Who may pay
 * which order, and whether it can be paid now (ORDER_ALREADY_PAID, ORDER_CLOSED), is the order
 * policy's (order-access.ts); a method its coupon does not allow: COUPON_PAYMENT_REQUIRED. The
 * change is recorded under the acting employee of a shop login.
 */
export async function payOrder(
  db: Database,
  caller: Caller,
  request: CartPaymentRequest,
  settings: PaymentSettings,
): Promise<CartPaymentData> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const action = PAYMENT_WAY_RULES[request.method].action;
      const found = await orderFor(tx, caller, request.cartOrderNo, action, { lock: true });
      await checkCouponPayment(tx, found.order.orderNo, request.method);
      const actor = await actingPerson(tx, caller, found.order, request.employee_code);
      const paying = { tx, order: found.order, request, actor, settings };
      const { order, promptpay } = await PAY_BY[request.method](paying);
      return {
        cartOrderNo: order.orderNo,
        method: request.method,
        amount: order.totalPayable,
        payment: paymentAnswer(order, await repository.moneyEntries(tx, order.orderNo)),
        status: order.status,
        promptpay,
      };
    }),
  );
}

/** What paying one way needs, under the order's row lock. */
interface Paying {
  tx: DbExecutor;
  order: repository.OrderRow;
  request: CartPaymentRequest;
  actor: Actor | null;
  settings: PaymentSettings;
}

type Paid = { order: repository.OrderRow; promptpay: CartPaymentData['promptpay'] };

/** The money is taken now: the whole amount, with the request's reference. */
async function receiveNow({ tx, order, request, actor }: Paying): Promise<Paid> {
  const received = {
    kind: 'received',
    method: request.method,
    amount: order.totalPayable,
    reference: request.reference ?? '',
  } as const;
  return { order: await recordReceived(tx, order, received, actor), promptpay: null };
}

/**
 * A QR for the amount; the order waits for the provider (pending) and its hold starts, once: a
 * repeated request shows the same QR without starting another hold. Nothing to pay: paid now.
 */
async function issuePromptPayQr(paying: Paying): Promise<Paid> {
  const { tx, actor, settings } = paying;
  let order = paying.order;
  if (order.totalPayable === 0) return receiveNow(paying);
  const promptpay = await promptPayQr(settings.promptPayId, order.totalPayable);
  if (order.paymentState !== 'pending' || order.paymentMethod !== 'promptpay') {
    await repository.updateOrder(tx, order.orderNo, {
      paymentState: 'pending',
      paymentMethod: 'promptpay',
    });
    await record(tx, order.orderNo, actor, [
      { kind: 'payment', from: order.paymentState, to: 'pending' },
    ]);
    order = { ...order, paymentState: 'pending', paymentMethod: 'promptpay' };
    await startHold(tx, order, settings.hold);
  }
  return { order, promptpay };
}

/** How a cart payment goes, per way of paying (a new way does not compile until it is here). */
const PAY_BY: Record<PaymentMethod, (paying: Paying) => Promise<Paid>> = {
  store: receiveNow,
  promptpay: issuePromptPayQr,
  // A transfer is paid by attaching its slip (workflows/attach-payment-slip.ts), never here.
  bank_transfer: () => Promise.reject(new AppError('PAYMENT_SLIP_REQUIRED')),
};

/**
 * The payment provider's webhook: a signed, fresh 'payment.succeeded' is money received for the
 * order, whatever the order's state (the money is real): on a cancelled or an already paid order
 * it leaves a refund due, in the history and the operators' list. The event is recorded first in
 * the same transaction: a repeated event id (the provider retrying) changes nothing. An event id
 * another order's event already used is kept for an operator and answered 409 (decision 061):
 * its money is neither dropped nor recorded unseen. A wrong amount is refused (422) and not
 * recorded, so a corrected event can follow.
 */
export async function receivePaymentEvent(
  db: Database,
  rawBody: Buffer,
  signed: WebhookSignature,
  settings: PaymentSettings,
  now: Date,
): Promise<{ duplicate: boolean }> {
  if (!isSignedBy(settings.webhookSecret, rawBody, signed, now))
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  let parsed: z.infer<typeof paymentWebhookSchema>;
  try {
    parsed = paymentWebhookSchema.parse(parseJsonBytes(rawBody));
  } catch {
    throw new AppError('BAD_REQUEST');
  }
  if (parsed.type === 'extras_payment.succeeded') {
    const extras = parsed;
    return withTransactionRetry(() => db.transaction((tx) => receiveExtrasPayment(tx, extras)));
  }
  const event: PaymentWebhookEvent = parsed;
  const outcome = await withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const order = await repository.findOrder(tx, event.data.cartOrderNo.trim(), { lock: true });
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (event.data.amount !== order.totalPayable)
        throw new AppError('PAYMENT_AMOUNT_MISMATCH', {
          details: { amount: event.data.amount, total_payable: order.totalPayable },
        });
      return applyPaymentEvent(tx, order, event);
    }),
  );
  if (outcome === 'reused') throw new AppError('PAYMENT_EVENT_ID_REUSED');
  return { duplicate: outcome === 'duplicate' };
}

/** Records the event and its money, or tells a repeat ('duplicate') from a reused id ('reused'). */
async function applyPaymentEvent(
  tx: DbExecutor,
  order: repository.OrderRow,
  event: PaymentWebhookEvent,
): Promise<'recorded' | 'duplicate' | 'reused'> {
  const { amount, reference } = event.data;
  const fresh = await repository.recordPaymentEvent(tx, {
    eventId: event.event_id,
    orderNo: order.orderNo,
    amount,
    reference,
  });
  if (!fresh) {
    const firstOrderNo = await repository.paymentEventOrder(tx, event.event_id);
    if (firstOrderNo === order.orderNo) return 'duplicate';
    await repository.keepPaymentConflict(tx, {
      eventId: event.event_id,
      orderNo: order.orderNo,
      amount,
      reference,
      firstOrderNo: firstOrderNo ?? '',
    });
    return 'reused';
  }
  const received = { kind: 'received', method: 'promptpay', amount, reference } as const;
  await recordReceived(tx, order, { ...received, providerEventId: event.event_id }, null);
  return 'recorded';
}
