import { z } from 'zod';
import {
  QUOTATION_DECISION_CHANNELS,
  QUOTATION_DECISION_KINDS,
} from '@changdee/domain/quotation-decisions';
import { QUOTATION_FOLLOW_UPS } from '@changdee/domain/quotation-follow-ups';
import { QUOTATION_STATES } from '@changdee/domain/quotation-states';
import { successEnvelope } from './envelope';
import { quotationHistoryEntrySchema, quotationVersionSchema } from './quotations';
import { businessDateSchema, localizedTextSchema } from './shared-fields';

// Quotations in the back office (issue 31 item 8, docs/decisions/082): the list with its filters,
// its conversion rate and value approved, one quotation with every version, its history and the
// customer's decisions, and the follow-ups the dispatch board shows. Operators read every store, a
// Channel Manager their channel's (domain QUOTATIONS_SCOPE); no other role reads them.

export const quotationAdminPaths = {
  list: '/ops/v1/quotations',
  followUps: '/ops/v1/quotations/follow-ups',
  one: '/ops/v1/quotations/:number',
  signature: '/ops/v1/quotations/:number/decisions/:decisionId/signature.png',
} as const;

export const quotationAdminPath = (number: string): string =>
  quotationAdminPaths.one.replace(':number', encodeURIComponent(number));

export const quotationSignaturePath = (number: string, decisionId: string): string =>
  quotationAdminPaths.signature
    .replace(':number', encodeURIComponent(number))
    .replace(':decisionId', decisionId);

/** Which date the list's range is of: when the quotation was made, or when it was last sent. */
export const QUOTATION_DATE_KINDS = ['created', 'sent'] as const;
export const QUOTATIONS_PAGE_SIZE = 25;
export const QUOTATIONS_PAGE_MAX = 100;
/** The most quotations each follow-up lists on the board (their count is of all). */
export const FOLLOW_UPS_LISTED = 20;

const filterFields = z.object({
  state: z.enum(QUOTATION_STATES).optional(),
  follow_up: z.enum(QUOTATION_FOLLOW_UPS).optional(),
  store: z.uuid().optional(),
  /** The contractor team holding the survey's booking. */
  team: z.uuid().optional(),
  dates: z.enum(QUOTATION_DATE_KINDS).default('created'),
  /** Business dates (Asia/Bangkok), both included. */
  from: businessDateSchema.optional(),
  to: businessDateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(QUOTATIONS_PAGE_MAX).default(QUOTATIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The range ends on or after its start (zod's own message, in the request's language). */
export const quotationListQuerySchema = filterFields.superRefine((query, ctx) => {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to)
    ctx.addIssue({ code: 'custom', path: ['to'], input: query.to, message: 'issue.dateRange' });
});
export type QuotationListQuery = z.infer<typeof quotationListQuerySchema>;

const count = z.number().int().nonnegative();
const satang = z.number().int();
const placeSchema = z.object({ id: z.uuid(), name: localizedTextSchema });

export const quotationListItemSchema = z.object({
  number: z.string(),
  /** The survey it prices. */
  order_no: z.string(),
  state: z.enum(QUOTATION_STATES),
  version: z.number().int(),
  customer_name: z.string(),
  store: placeSchema,
  team: placeSchema.nullable(),
  /** The latest version's total before the customer's optional choices. */
  payable_satang: satang,
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  valid_until: businessDateSchema.nullable(),
  installation_order_no: z.string().nullable(),
  /** The customer asked for a change of the version still sent. */
  change_requested: z.boolean(),
});
export type QuotationListItem = z.infer<typeof quotationListItemSchema>;

export const quotationSummarySchema = z.object({
  /** Quotations sent at least once, approved among them, and the rate (domain conversionPercent). */
  sent: count,
  approved: count,
  conversion_percent: z.number().nullable(),
  /** Σ approved versions' payable with the optional lines the customer took (quotationTotals). */
  approved_value_satang: satang,
  /** Open change requests (the list's follow_up=change_requested). */
  change_requests: count,
});

export const quotationListSchema = z.object({
  items: z.array(quotationListItemSchema),
  /** How many quotations the filters find (every page). */
  total: count,
  limit: count,
  offset: count,
  /** Over the places and dates asked, whatever the state and follow-up chosen. */
  summary: quotationSummarySchema,
  /** The stores the caller reaches and the teams, for the filters. */
  choices: z.object({ stores: z.array(placeSchema), teams: z.array(placeSchema) }),
});
export type QuotationList = z.infer<typeof quotationListSchema>;

export const quotationDecisionSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  kind: z.enum(QUOTATION_DECISION_KINDS),
  channel: z.enum(QUOTATION_DECISION_CHANNELS),
  at: z.iso.datetime(),
  /** The name typed by the customer (approvals). */
  signer_name: z.string().nullable(),
  signed_at: z.iso.datetime().nullable(),
  device: z.string().nullable(),
  /** A decline's reason or a change request's text. */
  text: z.string().nullable(),
  /** The clerk who recorded it at the counter; null on the customer's page. */
  recorded_by: z.string().nullable(),
  /** Positions of the optional lines taken (approvals). */
  chosen_positions: z.array(z.number().int()),
  /** The version's payable with those lines (approvals); null otherwise. */
  payable_satang: satang.nullable(),
  /** The signature image (approvals), read with the session's token. */
  signature_url: z.string().nullable(),
});
export type QuotationDecision = z.infer<typeof quotationDecisionSchema>;

export const quotationDetailSchema = z.object({
  number: z.string(),
  order_no: z.string(),
  state: z.enum(QUOTATION_STATES),
  version: z.number().int(),
  sent_version: z.number().int().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  valid_until: businessDateSchema.nullable(),
  installation_order_no: z.string().nullable(),
  customer_name: z.string(),
  store: placeSchema,
  team: placeSchema.nullable(),
  change_requested: z.boolean(),
  /** Every version, the latest first, each with its lines and totals as saved. */
  versions: z.array(quotationVersionSchema),
  history: z.array(quotationHistoryEntrySchema),
  /** The customer's answers, the oldest first. */
  decisions: z.array(quotationDecisionSchema),
});
export type QuotationDetail = z.infer<typeof quotationDetailSchema>;

export const quotationNumberParamsSchema = z.object({
  number: z.string().trim().toUpperCase().min(1).max(40),
});
export const quotationSignatureParamsSchema = quotationNumberParamsSchema.extend({
  decisionId: z.uuid(),
});

export const followUpItemSchema = z.object({
  number: z.string(),
  order_no: z.string(),
  customer_name: z.string(),
  team: placeSchema.nullable(),
  /** Expiring: the last valid day; change requested and declined: when the customer answered. */
  valid_until: businessDateSchema.nullable(),
  answered_at: z.iso.datetime().nullable(),
});
export type FollowUpItem = z.infer<typeof followUpItemSchema>;

const followUpGroup = z.object({ count, items: z.array(followUpItemSchema) });

export const quotationFollowUpsSchema = z.object({
  expiring: followUpGroup,
  change_requested: followUpGroup,
  declined: followUpGroup,
});
export type QuotationFollowUps = z.infer<typeof quotationFollowUpsSchema>;

export const quotationListResponseSchema = successEnvelope(quotationListSchema);
export const quotationDetailResponseSchema = successEnvelope(quotationDetailSchema);
export const quotationFollowUpsResponseSchema = successEnvelope(quotationFollowUpsSchema);
