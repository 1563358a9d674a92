import { z } from 'zod';
import {
  QUOTATION_DECISION_CHANNELS,
  QUOTATION_DECISION_KINDS,
  QUOTATION_DECISION_TEXT_MAX,
} from '@changdee/domain/quotation-decisions';
import { QUOTATION_LINES_MAX, QUOTATION_STATES } from '@changdee/domain/quotation-states';
import { successEnvelope } from './envelope';
import { actingEmployeeSchema, timeSlotSchema } from './orders';
import { quotationLineSchema } from './quotations';
import { businessDateSchema } from './shared-fields';
import { customerSignOffRequestSchema } from './sign-off';

// The customer's answer to a sent quotation (issue 31 items 3-4, docs/decisions/079): on their
// tracking page (the token is the credential) they read the version sent, tick optional lines (the
// server re-totals), then approve with their name and signature, decline with a reason or ask for
// a change. The store reads the quotation on the survey's order pages and may record an approval
// at the counter. An approval books the installation order in the same transaction.

export const quotationDecisionPaths = {
  trackingQuotation: '/b2b/v2/public/tracking/:token/quotation',
  trackingPrice: '/b2b/v2/public/tracking/:token/quotation/price',
  trackingDecision: '/b2b/v2/public/tracking/:token/quotation/decision',
  /** The survey's quotation on the store's order pages. */
  storeQuotation: '/b2b/v2/carts/:cartOrderNo/quotation',
  /** The totals of the ticks on the store's page (as the customer's price route). */
  storePrice: '/b2b/v2/carts/:cartOrderNo/quotation/price',
  /** An approval recorded by the clerk at the store's counter. */
  counterApproval: '/b2b/v2/carts/:cartOrderNo/quotation/approval',
} as const;

const fillToken = (path: string, token: string) =>
  path.replace(':token', encodeURIComponent(token));
const fillOrder = (path: string, orderNo: string) =>
  path.replace(':cartOrderNo', encodeURIComponent(orderNo));
export const trackingQuotationPath = (token: string) =>
  fillToken(quotationDecisionPaths.trackingQuotation, token);
export const trackingQuotationPricePath = (token: string) =>
  fillToken(quotationDecisionPaths.trackingPrice, token);
export const trackingQuotationDecisionPath = (token: string) =>
  fillToken(quotationDecisionPaths.trackingDecision, token);
export const storeQuotationPath = (orderNo: string) =>
  fillOrder(quotationDecisionPaths.storeQuotation, orderNo);
export const storeQuotationPricePath = (orderNo: string) =>
  fillOrder(quotationDecisionPaths.storePrice, orderNo);
export const counterApprovalPath = (orderNo: string) =>
  fillOrder(quotationDecisionPaths.counterApproval, orderNo);

/** The optional lines ticked, by position (each once; the server checks they are optional). */
const chosenSchema = z
  .array(z.number().int().min(0))
  .max(QUOTATION_LINES_MAX)
  .default([])
  .transform((positions) => [...new Set(positions)].sort((a, b) => a - b));

/** The version the customer read: another one is refused (409 QUOTATION_VERSION_NOT_SENT). */
const versionSchema = z.number().int().min(1);

const decisionTextSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(QUOTATION_DECISION_TEXT_MAX);

/** Re-totalling with the ticks: the figures are the server's. */
export const quotationPriceRequestSchema = z.object({
  version: versionSchema,
  chosen: chosenSchema,
});
export type QuotationPriceRequest = z.input<typeof quotationPriceRequestSchema>;

const satang = z.number().int();
export const chosenTotalsSchema = z.object({
  subtotal_satang: satang,
  promotion_discount_satang: satang,
  payable_satang: satang,
  vat_satang: satang,
  vat_free_satang: satang,
  /** The optional lines left unticked. */
  optional_not_taken_satang: satang,
});
export type ChosenTotals = z.infer<typeof chosenTotalsSchema>;
export const quotationPriceSchema = z.object({
  version: z.number().int(),
  chosen: z.array(z.number().int()),
  totals: chosenTotalsSchema,
});
export const quotationPriceResponseSchema = successEnvelope(quotationPriceSchema);

/** An approval: the ticks, the typed name and the drawn signature (base64 PNG). */
export const quotationApprovalSchema = customerSignOffRequestSchema.extend({
  version: versionSchema,
  chosen: chosenSchema,
});
export type QuotationApprovalRequest = z.input<typeof quotationApprovalSchema>;
export type QuotationApproval = z.output<typeof quotationApprovalSchema>;

/** An approval at the store's counter: the clerk names the acting employee, as for a payment. */
export const counterApprovalSchema = quotationApprovalSchema.extend({
  employee_code: actingEmployeeSchema,
});
export type CounterApprovalRequest = z.input<typeof counterApprovalSchema>;
export type CounterApproval = z.output<typeof counterApprovalSchema>;

/** The customer's answer on their page. */
export const quotationDecisionRequestSchema = z.discriminatedUnion('kind', [
  quotationApprovalSchema.extend({ kind: z.literal('approved') }),
  z.object({ kind: z.literal('declined'), version: versionSchema, text: decisionTextSchema }),
  z.object({
    kind: z.literal('change_requested'),
    version: versionSchema,
    text: decisionTextSchema,
  }),
]);
export type QuotationDecisionRequest = z.input<typeof quotationDecisionRequestSchema>;
export type QuotationDecisionInput = z.output<typeof quotationDecisionRequestSchema>;

export const quotationDecisionSchema = z.object({
  kind: z.enum(QUOTATION_DECISION_KINDS),
  channel: z.enum(QUOTATION_DECISION_CHANNELS),
  version: z.number().int(),
  chosen: z.array(z.number().int()),
  signer_name: z.string().nullable(),
  text: z.string().nullable(),
  at: z.iso.datetime(),
});
export type QuotationDecision = z.infer<typeof quotationDecisionSchema>;

/** The installation an approval booked. */
export const bookedInstallationSchema = z.object({
  order_no: z.string(),
  service_date: businessDateSchema,
  time_slot: timeSlotSchema,
  /** The installation's own tracking link token, on the customer's page (null on the store's). */
  tracking_token: z.string().nullable(),
});

/** The sent version as the customer and the store read it. */
export const customerQuotationSchema = z.object({
  number: z.string(),
  /** The survey it prices. */
  order_no: z.string(),
  state: z.enum(QUOTATION_STATES),
  version: z.number().int(),
  valid_until: businessDateSchema,
  note: z.string(),
  lines: z.array(quotationLineSchema),
  /** With no optional line taken (the page re-totals through the price route). */
  totals: chosenTotalsSchema,
  /** The answers given, newest first. */
  decisions: z.array(quotationDecisionSchema),
  installation: bookedInstallationSchema.nullable(),
});
export type CustomerQuotation = z.infer<typeof customerQuotationSchema>;
export const customerQuotationResponseSchema = successEnvelope(customerQuotationSchema);
