import { z } from 'zod';
import { ADD_ON_UNITS } from '@changdee/domain/add-ons';
import { ORDER_STATUSES } from '@changdee/domain/order-status';
import { TAX_DOCUMENT_KINDS } from '@changdee/domain/tax-documents';
import { RESCHEDULE_OUTCOMES } from '@changdee/domain/tracking-link';
import { successEnvelope } from './envelope';
import { ratingSchema, signOffSchema } from './sign-off';
import { trackingLineSchema } from './line-link';
import {
  cartOrderNoSchema,
  customerLanguageSchema,
  expectedDateSchema,
  paymentSchema,
} from './orders';
import { bahtSchema, businessDateSchema, localizedTextSchema } from './shared-fields';

// The customer's tracking page (issue 22 item 2, docs/decisions/046): a link of their own with no
// sign-in. The answer carries only what the customer may see of their order; the shop's clerk
// gets the link (and its QR) from the order's cart path.

export const trackingPaths = {
  /** The clerk's (and operator's) way to the link of an order. */
  link: '/b2b/v2/carts/:cartOrderNo/tracking-link',
  page: '/b2b/v2/public/tracking/:token',
  documentPdf: '/b2b/v2/public/tracking/:token/documents/:documentId.pdf',
  /** A photo the technician took to complete the job (once it is completed). */
  photo: '/b2b/v2/public/tracking/:token/photos/:photoId',
  reschedule: '/b2b/v2/public/tracking/:token/reschedule-request',
} as const;

/** URL-safe base64 of 32 bytes: 43 characters. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const trackingTokenSchema = z.string().regex(TRACKING_TOKEN_PATTERN);
export const trackingParamsSchema = z.object({ token: z.string().max(64) });
export const trackingDocumentParamsSchema = trackingParamsSchema.extend({
  documentId: z.uuid(),
});
export const trackingPhotoParamsSchema = trackingParamsSchema.extend({ photoId: z.uuid() });

const fillToken = (path: string, token: string) =>
  path.replace(':token', encodeURIComponent(token));
export const trackingPagePath = (token: string) => fillToken(trackingPaths.page, token);
export const trackingReschedulePath = (token: string) => fillToken(trackingPaths.reschedule, token);
export const trackingDocumentPath = (token: string, documentId: string) =>
  fillToken(trackingPaths.documentPdf, token).replace(':documentId', documentId);
export const trackingPhotoPath = (token: string, photoId: string) =>
  fillToken(trackingPaths.photo, token).replace(':photoId', photoId);
export const trackingLinkPath = (cartOrderNo: string) =>
  trackingPaths.link.replace(':cartOrderNo', encodeURIComponent(cartOrderNo));

export const trackingLinkResponseSchema = successEnvelope(
  z.object({
    cartOrderNo: cartOrderNoSchema,
    /** `<PUBLIC_URL>/t/<token>` (Thai) and `<PUBLIC_URL>/en/t/<token>`. */
    url: z.object({ th: z.url(), en: z.url() }),
    /** The Thai URL as a QR code (PNG data URL) for the customer's phone. */
    qr: z.string(),
  }),
);
export type TrackingLink = z.infer<typeof trackingLinkResponseSchema>['data'];

// No order number: the customer has it on their printout, and the answer names nothing of the
// order beyond what the page shows.
export const trackingAnswerSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  created_at: z.iso.datetime({ offset: true }),
  /** The status changes only (no one's name): the steps and when each was reached. */
  history: z.array(
    z.object({
      kind: z.literal('status'),
      from: z.string().nullable(),
      to: z.string(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
  expected_date: expectedDateSchema,
  /** Where the job is, no closer than the sub-district. */
  sub_district: localizedTextSchema,
  /**
   * From the technician's setting off to the job's end (on the way, in progress, completed): their
   * first name, the team's name and phone; null otherwise.
   */
  technician: z
    .object({ first_name: z.string(), team: localizedTextSchema, phone: z.string() })
    .nullable(),
  /** Once the job is completed: the technician's photos of the work, oldest first. */
  photos: z.array(
    z.object({ id: z.uuid(), url: z.string(), at: z.iso.datetime({ offset: true }) }),
  ),
  items: z.array(
    z.object({ name: localizedTextSchema, qty: z.number().int(), total_price: bahtSchema }),
  ),
  /**
   * An installation's add-ons as its approved quotation priced them, to the satang (decision 079;
   * counted in the totals, which are whole baht).
   */
  add_ons: z.array(
    z.object({
      name: localizedTextSchema,
      qty: z.number(),
      unit: z.enum(ADD_ON_UNITS),
      amount_satang: z.number().int(),
    }),
  ),
  totals: z.object({ total: bahtSchema, discount: bahtSchema, total_payable: bahtSchema }),
  payment: paymentSchema.pick({ state: true, amount: true, paid_at: true }).extend({
    /** The PromptPay QR for the amount while unpaid and the job still open; null otherwise. */
    promptpay: z.object({ payload: z.string(), image: z.string() }).nullable(),
    /**
     * An order paid by bank transfer (decision 069), instead of a QR: whether a slip waits for
     * Changdee's check, and why the last one was not accepted; null for the other ways.
     */
    bank_transfer: z
      .object({ slip_waiting: z.boolean(), rejected_reason: z.string().nullable() })
      .nullable(),
  }),
  documents: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(TAX_DOCUMENT_KINDS),
      serial: z.string(),
      issued_at: z.iso.datetime({ offset: true }),
      pdf_url: z.string(),
    }),
  ),
  reschedule: z.object({
    /** Whether the job may still be asked to move (not yet under way, done or cancelled). */
    open: z.boolean(),
    /** Today's request, if one was sent (one a day). */
    requested: z
      .object({
        preferred_date: businessDateSchema.nullable(),
        note: z.string(),
        at: z.iso.datetime({ offset: true }),
        /** Once an operator decided it: when, and whether the job moved or stayed as booked. */
        decided: z
          .object({
            at: z.iso.datetime({ offset: true }),
            outcome: z.enum(RESCHEDULE_OUTCOMES),
          })
          .nullable(),
      })
      .nullable(),
  }),
  /** The customer's language, chosen at checkout: the page opens in it (decision 053). */
  language: customerLanguageSchema,
  /** When the link stops working (null while the job is open). */
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** LINE updates: offered (linked or not) while the job is not finished, if LINE is set up. */
  line: trackingLineSchema,
  /**
   * How the completed job was signed off (decision 078); `awaits_you` while the customer, absent
   * then, may still confirm it on this page with their signature. Null before completion.
   */
  sign_off: signOffSchema.extend({ awaits_you: z.boolean() }).nullable(),
  /** Whether the page asks for a rating now (completed, not yet rated), and the one given. */
  rating: z.object({ open: z.boolean(), given: ratingSchema.nullable() }),
  /**
   * Whether the order (a survey) has a quotation sent to the customer: the page reads it, with
   * their answers, at its own path (decision 079).
   */
  quotation: z.boolean(),
});
export type TrackingAnswer = z.infer<typeof trackingAnswerSchema>;
export const trackingResponseSchema = successEnvelope(trackingAnswerSchema);

export const RESCHEDULE_NOTE_MAX = 500;
export const rescheduleRequestSchema = z.object({
  preferred_date: businessDateSchema.optional(),
  note: z.string().trim().min(1).max(RESCHEDULE_NOTE_MAX),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;
export const rescheduleResponseSchema = successEnvelope(
  z.object({
    preferred_date: businessDateSchema.nullable(),
    note: z.string(),
    at: z.iso.datetime({ offset: true }),
    /** False when today's request already stood (the same answer again). */
    created: z.boolean(),
  }),
);
