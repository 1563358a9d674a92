import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@changdee/domain/order-status';
import { PAYMENT_CONFLICT_RESOLUTIONS } from '@changdee/domain/payment-ledger';
import { successEnvelope } from './envelope';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderNoSchema,
  idempotencyKeySchema,
  moneyEntrySchema,
  paymentSchema,
} from './orders';
import { bahtSchema, businessDateSchema, localizedTextSchema } from './shared-fields';

// The operations portal's money (issue 19, docs/decisions/039): the orders whose money is due back,
// recording a refund, and a day's takings. Operators only.

export const paymentPaths = {
  refundsDue: '/ops/v1/payments/refunds-due',
  refund: '/ops/v1/orders/:cartOrderNo/refunds',
  takings: '/ops/v1/payments/takings',
  conflicts: '/ops/v1/payments/conflicts',
  conflict: '/ops/v1/payments/conflicts/:conflictId',
} as const;

export const paymentConflictPath = (conflictId: string) =>
  paymentPaths.conflict.replace(':conflictId', encodeURIComponent(conflictId));

export const refundDueOrderSchema = z.object({
  cartOrderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  channel: z.string(),
  store: z.object({ _id: z.uuid(), name: localizedTextSchema }),
  total_payable: bahtSchema,
  received: bahtSchema,
  refunded: bahtSchema,
  /** What is to be given back now. */
  refund_due: bahtSchema,
  /** Since when the refund has been due (the payment change into refund_due). */
  due_since: z.iso.datetime({ offset: true }),
});
export type RefundDueOrder = z.infer<typeof refundDueOrderSchema>;

export const refundsDueResponseSchema = successEnvelope(
  z.object({
    /** Oldest due first. */
    orders: z.array(refundDueOrderSchema),
    /** The sum of refund_due over the list. */
    total_due: bahtSchema,
  }),
);
export type RefundsDueData = z.infer<typeof refundsDueResponseSchema>['data'];

const wordsSchema = z
  .string()
  .max(500)
  .transform((value) => value.trim())
  .optional();

export const refundRequestSchema = z
  .object({
    /** Whole baht, at most what is due (409 REFUND_EXCEEDS_DUE otherwise). */
    amount: z.number().int().positive().max(10_000_000),
    reason: wordsSchema,
    /** The transfer's or the store's reference for the money given back. */
    reference: wordsSchema,
  })
  .superRefine((body, ctx) => {
    if (!body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'issue.refundReason' });
    if (!body.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'issue.refundReference' });
  });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema });
export const refundHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

export const refundResponseSchema = successEnvelope(
  z.object({
    cartOrderNo: z.string(),
    /** The refund's entry as recorded. */
    refund: moneyEntrySchema,
    /** The order's payment after it. */
    payment: paymentSchema,
  }),
);
export type RefundData = z.infer<typeof refundResponseSchema>['data'];

export const takingsQuerySchema = z.object({
  /** A business day (Asia/Bangkok); today when left out. */
  date: businessDateSchema.optional(),
});

export const takingsResponseSchema = successEnvelope(
  z.object({
    date: businessDateSchema,
    /** Money received that day, by method (both methods, 0 when none). */
    received: z.array(
      z.object({ method: z.enum(PAYMENT_METHODS), count: z.number().int(), amount: bahtSchema }),
    ),
    /** Money given back that day. */
    refunded: z.object({ count: z.number().int(), amount: bahtSchema }),
    /** Received less refunded (negative on a day of more refunds than takings). */
    net: z.number().int(),
  }),
);
export type TakingsData = z.infer<typeof takingsResponseSchema>['data'];

// A payment event under an event id another order had already used (decision 061): kept for an
// operator, who records its money on the order it names or dismisses it.
export const paymentConflictSchema = z.object({
  id: z.uuid(),
  event_id: z.string(),
  /** The order the event names (its money is not on it until recorded). */
  cartOrderNo: z.string(),
  amount: bahtSchema,
  reference: z.string(),
  /** The order the event id was first used for. */
  first_order_no: z.string(),
  received_at: z.iso.datetime({ offset: true }),
});
export type PaymentConflict = z.infer<typeof paymentConflictSchema>;

export const paymentConflictsResponseSchema = successEnvelope(
  z.object({ conflicts: z.array(paymentConflictSchema) }),
);

export const paymentConflictParamsSchema = z.object({
  conflictId: z.uuid({ error: 'issue.id' }),
});
export const paymentConflictSettleSchema = z.object({
  resolution: z.enum(PAYMENT_CONFLICT_RESOLUTIONS),
});
export const paymentConflictSettledResponseSchema = successEnvelope(
  z.object({
    id: z.uuid(),
    resolution: z.enum(PAYMENT_CONFLICT_RESOLUTIONS),
    /** The order's payment after it (its money recorded, or as it was). */
    payment: paymentSchema,
  }),
);
export type PaymentConflictSettled = z.infer<typeof paymentConflictSettledResponseSchema>['data'];
