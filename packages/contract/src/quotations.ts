import { z } from 'zod';
import { ADD_ON_QUANTITY_MAX, ADD_ON_UNITS } from '@changdee/domain/add-ons';
import { LOCALES } from '@changdee/domain/locale';
import { LINE_QUANTITY_MAX } from '@changdee/domain/quantity';
import {
  QUOTATION_LINES_MAX,
  QUOTATION_NOTE_MAX,
  QUOTATION_PHOTOS_MAX,
  QUOTATION_STATES,
  QUOTATION_VALIDITY_DEFAULT_DAYS,
  QUOTATION_VALIDITY_MAX_DAYS,
} from '@changdee/domain/quotation-states';
import { addOnSchema } from './add-ons-admin';
import { successEnvelope } from './envelope';
import { cartOrderNoSchema } from './orders';
import { businessDateSchema, localizedTextSchema } from './shared-fields';

// A quotation from a survey (issue 31 item 2, docs/decisions/072), under the technician's job:
// /ops/v1/jobs/{no}/quotation. The technician of the survey's team builds it (Operators read
// and act on all). The phone sends what is quoted — services and add-ons with quantities, which
// are optional, the photos, a note, the validity — never a price: the server prices every line.

export const quotationPaths = {
  options: '/ops/v1/jobs/:cartOrderNo/quotation-options',
  one: '/ops/v1/jobs/:cartOrderNo/quotation',
  send: '/ops/v1/jobs/:cartOrderNo/quotation/send',
  version: '/ops/v1/jobs/:cartOrderNo/quotation/versions/:version',
  /** The latest version as a PDF (decision 081). */
  pdf: '/ops/v1/jobs/:cartOrderNo/quotation.pdf',
  /** The version the customer was sent, as a PDF, through their tracking link. */
  trackingPdf: '/b2b/v2/public/tracking/:token/quotation.pdf',
} as const;

/** The tracking link's quotation PDF for `token`. */
export const trackingQuotationPdfPath = (token: string): string =>
  quotationPaths.trackingPdf.replace(':token', encodeURIComponent(token));

/**
 * The PDF's language: `lang` when given, else the reader's (the technician's Accept-Language, the
 * customer's chosen language on their link).
 */
export const quotationPdfQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });

export const quotationPath = (orderNo: string, template: string = quotationPaths.one): string =>
  template.replace(':cartOrderNo', encodeURIComponent(orderNo));

/**
 * Names a body may not carry anywhere: a price is the server's to work out. Sending one is
 * refused (400 PRICE_NOT_ACCEPTED) rather than silently dropped, so a client that believes it
 * sets a price learns it does not.
 */
export const PRICE_FIELDS = [
  'price',
  'unit_price',
  'unit_price_satang',
  'price_satang',
  'amount',
  'amount_satang',
  'total',
  'totals',
  'discount',
  'payable_satang',
] as const;

/** The first price field found in a body (its path, as `lines.0.price`), or null. */
export function sentPriceField(body: unknown, path = ''): string | null {
  if (Array.isArray(body)) {
    for (const [index, item] of body.entries()) {
      const found = sentPriceField(item, `${path}${index}.`);
      if (found) return found;
    }
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  for (const [key, value] of Object.entries(body)) {
    if ((PRICE_FIELDS as readonly string[]).includes(key)) return `${path}${key}`;
    const found = sentPriceField(value, `${path}${key}.`);
    if (found) return found;
  }
  return null;
}

export const quotationParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema });
export const quotationVersionParamsSchema = quotationParamsSchema.extend({
  version: z.coerce.number().int().min(1),
});

const serviceLineSchema = z.object({
  kind: z.literal('service'),
  product_id: z.uuid({ error: 'issue.id' }),
  /** Whole units of the installation (its catalogue bounds are checked by the server). */
  qty: z.number().int().min(1).max(LINE_QUANTITY_MAX),
  optional: z.boolean().default(false),
});
const addOnLineSchema = z.object({
  kind: z.literal('add_on'),
  add_on_id: z.uuid({ error: 'issue.id' }),
  /** May be fractional (metres) unless the add-on counts whole units: the server checks it. */
  qty: z.number().max(ADD_ON_QUANTITY_MAX),
  optional: z.boolean().default(false),
});
export const quotationLineRequestSchema = z.discriminatedUnion('kind', [
  serviceLineSchema,
  addOnLineSchema,
]);
export type QuotationLineRequest = z.infer<typeof quotationLineRequestSchema>;

/** Saving a quotation: a new version (the first one makes the quotation, a draft). */
export const quotationSaveSchema = z.object({
  lines: z
    .array(quotationLineRequestSchema)
    .min(1, { error: 'issue.chooseOne' })
    .max(QUOTATION_LINES_MAX),
  note: z.string().trim().max(QUOTATION_NOTE_MAX).default(''),
  valid_days: z
    .number()
    .int()
    .min(1)
    .max(QUOTATION_VALIDITY_MAX_DAYS)
    .default(QUOTATION_VALIDITY_DEFAULT_DAYS),
  /** Survey photos shown with the quotation (ids of the job's photos). */
  photo_ids: z
    .array(z.uuid({ error: 'issue.id' }))
    .max(QUOTATION_PHOTOS_MAX)
    .default([]),
  /** The version the form was made on; absent for the first. Another one: 409 STALE_EDIT. */
  based_on_version: z.number().int().min(1).optional(),
});
export type QuotationSave = z.infer<typeof quotationSaveSchema>;
/** What a client may send (the defaults filled in by the server). */
export type QuotationSaveInput = z.input<typeof quotationSaveSchema>;

/** Sending the version the technician looked at (a newer one, or one sent: 409). */
export const quotationSendSchema = z.object({ version: z.number().int().min(1) });

const satang = z.number().int();

export const quotationLineSchema = z.object({
  position: z.number().int(),
  kind: z.enum(['service', 'add_on']),
  product_id: z.uuid().nullable(),
  add_on_id: z.uuid().nullable(),
  name: localizedTextSchema,
  /** A service's unit words; null for an add-on, whose unit is `add_on_unit`. */
  unit: localizedTextSchema.nullable(),
  add_on_unit: z.enum(ADD_ON_UNITS).nullable(),
  qty: z.number(),
  unit_price_satang: satang,
  price_satang: satang,
  promotion_discount_satang: satang,
  amount_satang: satang,
  vat_applies: z.boolean(),
  optional: z.boolean(),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

export const quotationTotalsSchema = z.object({
  subtotal_satang: satang,
  promotion_discount_satang: satang,
  payable_satang: satang,
  vat_satang: satang,
  vat_free_satang: satang,
  /** The optional lines, if the customer took them all. */
  optional_satang: satang,
});
export type QuotationTotals = z.infer<typeof quotationTotalsSchema>;

export const quotationVersionSchema = z.object({
  version: z.number().int(),
  note: z.string(),
  valid_days: z.number().int(),
  photo_ids: z.array(z.uuid()),
  lines: z.array(quotationLineSchema),
  totals: quotationTotalsSchema,
  created_at: z.iso.datetime(),
  created_by: z.string(),
});
export type QuotationVersion = z.infer<typeof quotationVersionSchema>;

export const quotationHistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  version: z.number().int(),
  from: z.enum(QUOTATION_STATES).nullable(),
  to: z.enum(QUOTATION_STATES),
  /** The person; null for the system (the expiry job). */
  by: z.string().nullable(),
});

export const quotationSchema = z.object({
  number: z.string(),
  order_no: z.string(),
  state: z.enum(QUOTATION_STATES),
  version: z.number().int(),
  sent_version: z.number().int().nullable(),
  valid_until: businessDateSchema.nullable(),
  current: quotationVersionSchema,
  versions: z.array(
    z.object({
      version: z.number().int(),
      created_at: z.iso.datetime(),
      created_by: z.string(),
      payable_satang: satang,
    }),
  ),
  history: z.array(quotationHistoryEntrySchema),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quotableServiceSchema = z.object({
  id: z.uuid(),
  name: localizedTextSchema,
  unit: localizedTextSchema,
  unit_price_satang: satang,
  min_qty: z.number().int(),
  max_qty: z.number().int(),
});

/** What the builder offers for a survey: its work types' installations and add-ons, its photos. */
export const quotationOptionsSchema = z.object({
  order_no: z.string(),
  work_types: z.array(z.string()),
  services: z.array(quotableServiceSchema),
  add_ons: z.array(addOnSchema),
  photo_ids: z.array(z.uuid()),
  valid_days_default: z.number().int(),
});
export type QuotationOptions = z.infer<typeof quotationOptionsSchema>;

export const quotationResponseSchema = successEnvelope(quotationSchema);
export const quotationVersionResponseSchema = successEnvelope(quotationVersionSchema);
export const quotationOptionsResponseSchema = successEnvelope(quotationOptionsSchema);
