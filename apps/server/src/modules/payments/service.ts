import type { PaymentConflict, RefundsDueData, TakingsData } from '@changdee/contract/payments';
import { businessToday, type BusinessDate } from '@changdee/domain/dates';
import { PAYMENT_METHODS } from '@changdee/domain/order-status';
import { paymentSummary } from '@changdee/domain/payment-ledger';
import type { Database } from '../../db/client';
import * as repository from './repository';

// The operators' money (issue 19, docs/decisions/039): the orders with money due back and a day's
// takings. Recording a refund is a change of an order: the orders service's refundOrder.

/** The orders whose money is due back, the longest due first. */
export async function refundsDue(db: Database): Promise<RefundsDueData> {
  const rows = await repository.refundDueOrders(db);
  const list = rows.map((row) => {
    const summary = paymentSummary({
      status: row.status,
      totalPayable: row.totalPayable,
      qrIssued: false,
      entries: [
        { kind: 'received', amount: row.received },
        { kind: 'refunded', amount: row.refunded },
      ],
    });
    return {
      cartOrderNo: row.orderNo,
      status: row.status,
      channel: row.channelCode,
      store: { _id: row.storeId, name: { th: row.storeNameTh, en: row.storeNameEn } },
      total_payable: row.totalPayable,
      received: summary.received,
      refunded: summary.refunded,
      refund_due: summary.refundDue,
      due_since: row.dueSince.toISOString(),
    };
  });
  return { orders: list, total_due: list.reduce((sum, order) => sum + order.refund_due, 0) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The money received (by method) and refunded on a business day (Asia/Bangkok, UTC+7 all year). */
export async function dayTakings(
  db: Database,
  date: BusinessDate | undefined,
  now: Date,
): Promise<TakingsData> {
  const day = date ?? businessToday(now);
  const from = new Date(`${day}T00:00:00+07:00`);
  const rows = await repository.takings(db, from, new Date(from.getTime() + DAY_MS));
  const received = PAYMENT_METHODS.map((method) => {
    const row = rows.find((r) => r.kind === 'received' && r.method === method);
    return { method, count: row?.count ?? 0, amount: row?.amount ?? 0 };
  });
  const refunds = rows.find((r) => r.kind === 'refunded');
  const refunded = { count: refunds?.count ?? 0, amount: refunds?.amount ?? 0 };
  const takenIn = received.reduce((sum, r) => sum + r.amount, 0);
  return { date: day, received, refunded, net: takenIn - refunded.amount };
}

/** The payment events kept for an operator (an event id reused for another order, decision 061). */
export async function paymentConflicts(db: Database): Promise<PaymentConflict[]> {
  const rows = await repository.openPaymentConflicts(db);
  return rows.map((row) => ({
    id: row.id,
    event_id: row.eventId,
    cartOrderNo: row.orderNo,
    amount: row.amount,
    reference: row.reference,
    first_order_no: row.firstOrderNo,
    received_at: row.receivedAt.toISOString(),
  }));
}
