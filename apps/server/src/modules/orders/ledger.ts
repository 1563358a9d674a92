import {
  hasReceivedPayment,
  paymentSummary,
  type PaymentSummary,
} from '@changdee/domain/payment-ledger';
import {
  statusAfterPayment,
  type PaymentMethod,
  type PaymentState,
} from '@changdee/domain/order-status';
import { isAwaitingMoney } from '@changdee/domain/payment-methods';
import type { DbExecutor } from '../../db/client';
import type { Actor } from './order-access';
import * as repository from './repository';

// The server's side of an order's money ledger (docs/decisions/039): an entry is written, then the
// order's stored payment state (and a new order's status) is brought in line with what the
// entries give (packages/domain/src/payment-ledger.ts), in the same transaction. The caller holds
// the order's row lock and records the history.

/** Money received or refunded, as the caller knows it. */
export type NewMoneyEntry =
  | {
      kind: 'received';
      method: PaymentMethod;
      amount: number;
      reference: string;
      providerEventId?: string;
    }
  | { kind: 'refunded'; amount: number; reason: string; reference: string };

/** The payment summary of an order and its entries. */
export const ledgerSummary = (
  order: repository.OrderRow,
  entries: readonly repository.MoneyEntryRow[],
): PaymentSummary =>
  paymentSummary({
    status: order.status,
    totalPayable: order.totalPayable,
    // Only a way that waits (a QR issued) sets the method before money comes.
    qrIssued: isAwaitingMoney(order.paymentMethod),
    entries,
  });

export interface Settled {
  order: repository.OrderRow;
  summary: PaymentSummary;
  /** The payment state before and after. */
  from: PaymentState;
  to: PaymentState;
  /** The entry written, if any. */
  entry: repository.MoneyEntryRow | null;
}

/**
 * Writes `entry` (none: the order's status changed, e.g. cancelled) and stores the payment state
 * its ledger gives now: money received sets the method and reference, the first money `paid_at`,
 * and moves a new order to `paid`.
 */
export async function writeLedger(
  tx: DbExecutor,
  order: repository.OrderRow,
  entry: NewMoneyEntry | null,
  actor: Actor | null,
): Promise<Settled> {
  const written = entry
    ? await repository.insertMoneyEntry(tx, {
        orderNo: order.orderNo,
        kind: entry.kind,
        method: entry.kind === 'received' ? entry.method : null,
        amount: entry.amount,
        reference: entry.reference,
        reason: entry.kind === 'refunded' ? entry.reason : null,
        providerEventId: entry.kind === 'received' ? (entry.providerEventId ?? null) : null,
        actorUserId: actor?.userId ?? null,
        actorEmployeeId: actor?.employeeId ?? null,
        actorName: actor?.name ?? null,
        actorLogin: actor?.login ?? null,
      })
    : null;
  const summary = ledgerSummary(order, await repository.moneyEntries(tx, order.orderNo));
  const values: Partial<repository.NewOrderRow> = {};
  if (summary.state !== order.paymentState) values.paymentState = summary.state;
  if (entry?.kind === 'received') {
    values.paymentMethod = entry.method;
    values.paymentReference = entry.reference || null;
  }
  if (hasReceivedPayment(summary.state)) {
    if (!order.paidAt) values.paidAt = written?.at ?? new Date();
    const status = statusAfterPayment(order.status);
    if (status !== order.status) values.status = status;
  }
  if (Object.keys(values).length > 0) await repository.updateOrder(tx, order.orderNo, values);
  return {
    order: { ...order, ...values },
    summary,
    from: order.paymentState,
    to: summary.state,
    entry: written,
  };
}
