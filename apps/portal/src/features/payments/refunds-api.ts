import { IDEMPOTENCY_KEY_HEADER } from '@changdee/contract/orders';
import {
  paymentConflictPath,
  paymentConflictSettledResponseSchema,
  paymentConflictsResponseSchema,
  paymentPaths,
  refundResponseSchema,
} from '@changdee/contract/payments';
import type { PaymentConflictResolution } from '@changdee/domain/payment-ledger';
import { apiRequest } from '../../lib/api';

// Recording a refund (docs/decisions/039): `POST /ops/v1/orders/{no}/refunds`, Operators only. The
// Payments page and an order's page both record through this call and the form beside it.

/** The Payments page's queries: a refund recorded anywhere refreshes them all. */
export const paymentKeys = {
  all: ['portal', 'payments'] as const,
  refundsDue: ['portal', 'payments', 'refunds-due'] as const,
  takings: (date: string) => ['portal', 'payments', 'takings', date] as const,
  conflicts: ['portal', 'payments', 'conflicts'] as const,
};

export interface RefundInput {
  amount: number;
  reason: string;
  reference: string;
}

/** `key` is the form's Idempotency-Key: a retry after a lost answer records the refund once. */
export const recordRefund = (cartOrderNo: string, input: RefundInput, key: string) =>
  apiRequest({
    method: 'POST',
    path: paymentPaths.refund.replace(':cartOrderNo', cartOrderNo),
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    schema: refundResponseSchema.shape.data,
  });

/** Payment events kept for an operator: an event id reused for another order (decision 061). */
export const fetchPaymentConflicts = (signal: AbortSignal) =>
  apiRequest({
    path: paymentPaths.conflicts,
    schema: paymentConflictsResponseSchema.shape.data,
    signal,
  });

/** Records a kept event's money on its order, or dismisses it. */
export const settlePaymentConflict = (id: string, resolution: PaymentConflictResolution) =>
  apiRequest({
    method: 'POST',
    path: paymentConflictPath(id),
    body: { resolution },
    schema: paymentConflictSettledResponseSchema.shape.data,
  });
