import { z } from 'zod';
import { RATING_COMMENT_MAX } from '@changdee/domain/ratings';
import {
  absenceNoteRequired,
  SIGN_OFF_ABSENCE_REASONS,
  SIGN_OFF_KINDS,
  SIGN_OFF_NOTE_MAX,
  SIGNER_NAME_MAX,
} from '@changdee/domain/sign-off';
import { successEnvelope } from './envelope';
import { cartOrderNoSchema } from './shared-fields';

// The customer's sign-off of a completed job and their rating (issue 31 item 6, decision 078):
// what the technician's completion carries, what the customer sends from their tracking page, and
// what the order's pages and the operators' ratings page read.

export const signOffPaths = {
  /** The customer confirms a completion they were absent for, with the same pad. */
  trackingSignOff: '/b2b/v2/public/tracking/:token/sign-off',
  trackingRating: '/b2b/v2/public/tracking/:token/rating',
  /** The signature image through the customer's own link. */
  trackingSignature: '/b2b/v2/public/tracking/:token/signature.png',
  /** The signature image for whoever may read the order (the clerk's and operator's pages). */
  signature: '/b2b/v2/carts/:cartOrderNo/signature.png',
  ratings: '/ops/v1/ratings',
  followUp: '/ops/v1/orders/:cartOrderNo/rating-follow-up',
} as const;

const fillToken = (path: string, token: string) =>
  path.replace(':token', encodeURIComponent(token));
export const trackingSignOffPath = (token: string) =>
  fillToken(signOffPaths.trackingSignOff, token);
export const trackingRatingPath = (token: string) => fillToken(signOffPaths.trackingRating, token);
export const trackingSignaturePath = (token: string) =>
  fillToken(signOffPaths.trackingSignature, token);
export const orderSignaturePath = (cartOrderNo: string) =>
  signOffPaths.signature.replace(':cartOrderNo', encodeURIComponent(cartOrderNo));

/**
 * A PNG as base64 (signature_pad's toDataURL, with or without its `data:image/png;base64,`
 * prefix). Its bytes are checked by the server: a PNG (415 NOT_A_SIGNATURE), at most 512 kB (413
 * SIGNATURE_TOO_LARGE), something drawn (422 SIGNATURE_BLANK).
 */
export const signatureImageSchema = z
  .string()
  .transform((value) => value.replace(/^data:image\/png;base64,/, ''))
  .pipe(z.base64());

const signerNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'issue.signerName' })
  .max(SIGNER_NAME_MAX);

export const signedSchema = z.object({
  kind: z.literal('signed'),
  name: signerNameSchema,
  signature: signatureImageSchema,
});

export const absentSchema = z
  .object({
    kind: z.literal('absent'),
    reason: z.enum(SIGN_OFF_ABSENCE_REASONS),
    note: z
      .string()
      .max(SIGN_OFF_NOTE_MAX)
      .transform((value) => value.trim())
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (absenceNoteRequired(body.reason) && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'issue.absenceNote' });
  });

/** What a completion carries: the customer's signature, or why they were not there. */
export const signOffRequestSchema = z.discriminatedUnion('kind', [signedSchema, absentSchema]);
export type SignOffRequest = z.infer<typeof signOffRequestSchema>;

/** The customer's later confirmation on their tracking page. */
export const customerSignOffRequestSchema = signedSchema.omit({ kind: true });
export type CustomerSignOffRequest = z.infer<typeof customerSignOffRequestSchema>;

/** The sign-off as the order's pages show it (the image at its own path). */
export const signOffSchema = z.object({
  kind: z.enum(SIGN_OFF_KINDS),
  signer_name: z.string().nullable(),
  signed_at: z.iso.datetime({ offset: true }).nullable(),
  /** The signature image's path (the tracking link's own on the customer's page); null unsigned. */
  signature_url: z.string().nullable(),
  absence_reason: z.enum(SIGN_OFF_ABSENCE_REASONS).nullable(),
  absence_note: z.string().nullable(),
  /** When the absent customer confirmed on their page. */
  confirmed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SignOff = z.infer<typeof signOffSchema>;

export const ratingRequestSchema = z.object({
  stars: z
    .number({ message: 'issue.ratingStars' })
    .int({ message: 'issue.ratingStars' })
    .min(1, {
      message: 'issue.ratingStars',
    })
    .max(5, { message: 'issue.ratingStars' }),
  comment: z
    .string()
    .max(RATING_COMMENT_MAX)
    .transform((value) => value.trim())
    .default(''),
});
export type RatingRequest = z.infer<typeof ratingRequestSchema>;

export const ratingSchema = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type Rating = z.infer<typeof ratingSchema>;
export const ratingResponseSchema = successEnvelope(ratingSchema);
export const signOffResponseSchema = successEnvelope(signOffSchema);

/** A rating's follow-up as the operator's order page shows it. */
export const ratingFollowUpSchema = z.object({
  /** Open until an operator marks it handled (only ratings of 2 stars or fewer have one). */
  open: z.boolean(),
  handled_at: z.iso.datetime({ offset: true }).nullable(),
  handled_by: z.string().nullable(),
  note: z.string().nullable(),
});

/** The rating as the order's pages show it, with its follow-up (null above two stars). */
export const orderRatingSchema = ratingSchema.extend({
  follow_up: ratingFollowUpSchema.nullable(),
});

export const followUpRequestSchema = z.object({
  note: z.string().trim().min(1).max(RATING_COMMENT_MAX),
});
export const followUpResponseSchema = successEnvelope(ratingFollowUpSchema);
export const followUpParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema });

const summarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** Ratings of 1, 2, 3, 4 and 5 stars. */
  distribution: z.array(z.number().int()).length(5),
});

export const RATINGS_LATEST_COMMENTS = 5;

/** The operators' ratings page: per team, with its technicians and latest comments. */
export const ratingsAnswerSchema = z.object({
  teams: z.array(
    summarySchema.extend({
      contractor_id: z.uuid(),
      name: z.object({ th: z.string(), en: z.string() }),
      technicians: z.array(summarySchema.extend({ name: z.string() })),
      latest: z.array(
        z.object({
          cartOrderNo: cartOrderNoSchema,
          stars: z.number().int(),
          comment: z.string(),
          technician: z.string().nullable(),
          at: z.iso.datetime({ offset: true }),
        }),
      ),
    }),
  ),
});
export type RatingsAnswer = z.infer<typeof ratingsAnswerSchema>;
export const ratingsResponseSchema = successEnvelope(ratingsAnswerSchema);
