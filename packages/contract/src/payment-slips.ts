import { z } from 'zod';
import { PAYMENT_SLIP_STATES } from '@changdee/domain/payment-methods';
import { THAI_BANKS } from '@changdee/domain/thai-banks';
import { successEnvelope } from './envelope';
import { cartOrderNoSchema } from './orders';
import { trackingParamsSchema } from './tracking';
import { bahtSchema, localizedTextSchema } from './shared-fields';

// A bank transfer with a slip (issue 30 item 3, docs/decisions/069): the clerk (or the customer
// on their tracking page) attaches the slip, an operator verifies it against the order's total and
// confirms it (paid) or rejects it with a reason.

export const paymentSlipPaths = {
  /** The clerk attaches a slip to their store's order (multipart, one file). */
  attach: '/b2b/v2/carts/:cartOrderNo/payment-slips',
  /** A slip's file, for whoever may read the order. */
  file: '/b2b/v2/carts/:cartOrderNo/payment-slips/:slipId',
  /** The customer attaches a slip from their tracking page. */
  attachByCustomer: '/b2b/v2/public/tracking/:token/payment-slips',
  /** Operators: the slips waiting to be verified, oldest first. */
  waiting: '/ops/v1/payments/slips',
  confirm: '/ops/v1/payments/slips/:slipId/confirm',
  reject: '/ops/v1/payments/slips/:slipId/reject',
} as const;

export const paymentSlipFilePath = (cartOrderNo: string, slipId: string): string =>
  paymentSlipPaths.file
    .replace(':cartOrderNo', encodeURIComponent(cartOrderNo))
    .replace(':slipId', slipId);

export const paymentSlipActionPath = (action: 'confirm' | 'reject', slipId: string): string =>
  paymentSlipPaths[action].replace(':slipId', slipId);

export const slipOrderParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema });
export const slipFileParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema, slipId: z.uuid() });
export const slipParamsSchema = z.object({ slipId: z.uuid() });
export const slipTrackingParamsSchema = trackingParamsSchema;

/** What the operator read from the slip when confirming it. */
export const slipVerificationSchema = z.object({
  /** The amount on the slip in satang (1 baht = 100 satang): it must be the order's total. */
  amount_satang: z.number().int().nonnegative().max(10_000_000_000),
  /** When the money was transferred, as the slip says. */
  transferred_at: z.iso.datetime({ offset: true }),
  /** The bank the money came from. */
  bank: z.enum(THAI_BANKS),
  /** The slip's reference (transaction) number. */
  reference: z.string().trim().min(1).max(64),
});
export type SlipVerification = z.infer<typeof slipVerificationSchema>;

export const rejectSlipRequestSchema = z.object({
  /** Why the slip is not accepted: the customer is told these words. */
  reason: z.string().trim().min(1).max(200),
});
export type RejectSlipRequest = z.infer<typeof rejectSlipRequestSchema>;

export const paymentSlipSchema = z.object({
  id: z.uuid(),
  cartOrderNo: z.string(),
  state: z.enum(PAYMENT_SLIP_STATES),
  /** image/webp, image/jpeg or application/pdf. */
  content_type: z.string(),
  url: z.string(),
  attached_at: z.iso.datetime({ offset: true }),
  /** Who attached it: the store's clerk or the customer on their tracking page. */
  attached_by: z.enum(['store', 'customer']),
  verification: slipVerificationSchema.nullable(),
  reject_reason: z.string().nullable(),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PaymentSlip = z.infer<typeof paymentSlipSchema>;

export const paymentSlipResponseSchema = successEnvelope(paymentSlipSchema);

/** A slip waiting for an operator, beside what the order owes. */
export const waitingSlipSchema = paymentSlipSchema.extend({
  total_payable: bahtSchema,
  store: z.object({ _id: z.uuid(), name: localizedTextSchema }),
});
export type WaitingSlip = z.infer<typeof waitingSlipSchema>;

export const waitingSlipsResponseSchema = successEnvelope(
  z.object({ slips: z.array(waitingSlipSchema) }),
);
