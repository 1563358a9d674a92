import { z } from 'zod';
import { ADD_ON_QUANTITY_MAX, ADD_ON_UNITS } from '@changdee/domain/add-ons';
import {
  EXTRA_DECISION_PLACES,
  EXTRA_STATES,
  EXTRAS_PER_REQUEST_MAX,
} from '@changdee/domain/order-extras';
import { addOnSchema } from './add-ons-admin';
import { successEnvelope } from './envelope';
import { cartOrderNoSchema, localizedTextSchema } from './shared-fields';
import { customerSignOffRequestSchema } from './sign-off';

// On-site extras (issue 31 item 5, docs/decisions/080): the technician adds add-ons of the
// installation's work types with quantities, never a price (400 PRICE_NOT_ACCEPTED: the server
// prices every extra); the customer approves each with their typed name and signature, on the
// technician's phone or their own tracking page, or declines it; the approved ones are owed and
// paid (a PromptPay QR for the difference).

export const extraPaths = {
  list: '/ops/v1/jobs/:cartOrderNo/extras',
  approval: '/ops/v1/jobs/:cartOrderNo/extras/:extraId/approval',
  decline: '/ops/v1/jobs/:cartOrderNo/extras/:extraId/decline',
  payment: '/ops/v1/jobs/:cartOrderNo/extras/payment',
  trackingList: '/b2b/v2/public/tracking/:token/extras',
  trackingApproval: '/b2b/v2/public/tracking/:token/extras/:extraId/approval',
  trackingDecline: '/b2b/v2/public/tracking/:token/extras/:extraId/decline',
} as const;

/** A path of `template` for the order (or the tracking token) and the extra. */
export const extraPath = (
  template: string,
  ids: { cartOrderNo?: string; token?: string; extraId?: string },
): string =>
  template
    .replace(':cartOrderNo', encodeURIComponent(ids.cartOrderNo ?? ''))
    .replace(':token', encodeURIComponent(ids.token ?? ''))
    .replace(':extraId', encodeURIComponent(ids.extraId ?? ''));

export const extrasParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema });
export const extraParamsSchema = extrasParamsSchema.extend({ extraId: z.uuid() });
export const trackingExtrasParamsSchema = z.object({ token: z.string().max(64) });
export const trackingExtraParamsSchema = trackingExtrasParamsSchema.extend({
  extraId: z.uuid(),
});

export const extraRequestSchema = z.object({
  add_on_id: z.uuid({ error: 'issue.id' }),
  /** Whole or with two decimals, as the add-on allows: the server checks it (400 in words). */
  qty: z.number().max(ADD_ON_QUANTITY_MAX),
});

/** The extras the technician adds at once (the customer then approves or declines each). */
export const addExtrasSchema = z.object({
  extras: z
    .array(extraRequestSchema)
    .min(1, { error: 'issue.chooseOne' })
    .max(EXTRAS_PER_REQUEST_MAX),
});
export type AddExtrasRequest = z.infer<typeof addExtrasSchema>;

/** The customer's consent: their typed name and signature (base64 PNG, checked by its bytes). */
export const extraApprovalSchema = customerSignOffRequestSchema;
export type ExtraApproval = z.infer<typeof extraApprovalSchema>;

export const extraDeclineSchema = z.object({}).strict();

/** Paying the difference on the phone: a PromptPay QR for what the approved extras still owe. */
export const extrasPaymentSchema = z.object({ method: z.literal('promptpay') });

const satang = z.number().int();

export const extraSchema = z.object({
  id: z.uuid(),
  name: localizedTextSchema,
  unit: z.enum(ADD_ON_UNITS),
  qty: z.number(),
  unit_price_satang: satang,
  amount_satang: satang,
  vat_applies: z.boolean(),
  state: z.enum(EXTRA_STATES),
  added_at: z.iso.datetime({ offset: true }),
  added_by: z.string(),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  decided_on: z.enum(EXTRA_DECISION_PLACES).nullable(),
  /** The customer's typed name when they approved. */
  signer_name: z.string().nullable(),
});
export type Extra = z.infer<typeof extraSchema>;

export const extrasMoneySchema = z.object({
  proposed_satang: satang,
  approved_satang: satang,
  received_satang: satang,
  due_satang: satang,
});
export type ExtrasMoney = z.infer<typeof extrasMoneySchema>;

export const orderExtrasSchema = z.object({
  order_no: z.string(),
  /** Extras may be added now (the installation is in progress). */
  open: z.boolean(),
  extras: z.array(extraSchema),
  money: extrasMoneySchema,
});
export type OrderExtras = z.infer<typeof orderExtrasSchema>;

/** The phone's view: the order's extras and the add-ons its work types offer. */
export const jobExtrasSchema = orderExtrasSchema.extend({
  work_types: z.array(z.string()),
  add_ons: z.array(addOnSchema),
});
export type JobExtras = z.infer<typeof jobExtrasSchema>;

export const extrasPaymentAnswerSchema = z.object({
  order_no: z.string(),
  amount_satang: satang,
  /** The EMVCo payload for the difference and its image (a PNG data URL). */
  promptpay: z.object({ payload: z.string(), image: z.string() }),
});
export type ExtrasPaymentAnswer = z.infer<typeof extrasPaymentAnswerSchema>;

/**
 * The customer's page: their extras and, while money is due, the QR for it. Like the tracking
 * page, it does not repeat the order's number (the link is the customer's only key).
 */
export const trackingExtrasSchema = orderExtrasSchema.omit({ order_no: true }).extend({
  promptpay: z.object({ payload: z.string(), image: z.string() }).nullable(),
});
export type TrackingExtras = z.infer<typeof trackingExtrasSchema>;

export const jobExtrasResponseSchema = successEnvelope(jobExtrasSchema);
export const trackingExtrasResponseSchema = successEnvelope(trackingExtrasSchema);
export const extrasPaymentResponseSchema = successEnvelope(extrasPaymentAnswerSchema);
