import { z } from 'zod';
import { successEnvelope } from './envelope';

// Linking the customer's LINE account from their tracking page (issue 22, docs/decisions/052):
// the page asks for a one-time code (and can unlink), the customer sends the code to our Official
// Account, and LINE's webhook brings the message to us.

export const lineLinkPaths = {
  /** The tracking page asks for a code (POST) — the token is the credential, as on the page. */
  code: '/b2b/v2/public/tracking/:token/line-code',
  /** The tracking page unlinks the order's mobile (DELETE). */
  link: '/b2b/v2/public/tracking/:token/line-link',
  /** LINE's webhook (set in the LINE Developers Console), signed with X-Line-Signature. */
  webhook: '/hooks/v1/line',
} as const;

export const LINE_SIGNATURE_HEADER = 'x-line-signature';
/** As the webhook's OpenAPI operation documents it (the route checks it itself). */
export const lineSignatureHeadersSchema = z.object({
  [LINE_SIGNATURE_HEADER]: z
    .string()
    .describe('The base64 HMAC-SHA256 of the raw body with LINE_CHANNEL_SECRET'),
});

const fillToken = (path: string, token: string) =>
  path.replace(':token', encodeURIComponent(token));
export const lineCodePath = (token: string) => fillToken(lineLinkPaths.code, token);
export const lineLinkPath = (token: string) => fillToken(lineLinkPaths.link, token);

/** What the tracking page shows of LINE: null when LINE is not set up or the job is finished. */
export const trackingLineSchema = z
  .object({
    /** The order's mobile has a LINE account linked: its messages go there too. */
    linked: z.boolean(),
    /** The Official Account's LINE ID (with its @), to add or search for. */
    oa_id: z.string(),
  })
  .nullable();
export type TrackingLine = z.infer<typeof trackingLineSchema>;

export const lineCodeAnswerSchema = z.object({
  /** As shown and typed: two groups of five (`7K3QD-MX9RT`). */
  code: z.string(),
  /** The message with the code, in the page's language, as pre-filled. */
  text: z.string(),
  /** LINE's oaMessage URL: opens the chat with our account and the text typed in. */
  url: z.url(),
  oa_id: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type LineCodeAnswer = z.infer<typeof lineCodeAnswerSchema>;
export const lineCodeResponseSchema = successEnvelope(lineCodeAnswerSchema);

export const lineUnlinkResponseSchema = successEnvelope(z.object({ linked: z.literal(false) }));

/** The webhook's answer: LINE reads only the status. */
export const lineWebhookResponseSchema = successEnvelope(
  z.object({ events: z.number().int(), handled: z.number().int() }),
);

/**
 * The parts of LINE's webhook body we read (developers.line.biz, webhook event objects); anything
 * else in it is ignored. An empty `events` is LINE's "Verify" button.
 */
export const lineWebhookBodySchema = z.looseObject({
  destination: z.string().optional(),
  events: z.array(
    z.looseObject({
      type: z.string(),
      mode: z.string().optional(),
      webhookEventId: z.string().max(100).optional(),
      timestamp: z.number().optional(),
      replyToken: z.string().max(200).optional(),
      source: z
        .looseObject({ type: z.string(), userId: z.string().max(100).optional() })
        .optional(),
      message: z
        .looseObject({ type: z.string(), id: z.string().optional(), text: z.string().optional() })
        .optional(),
    }),
  ),
});
export type LineWebhookBody = z.infer<typeof lineWebhookBodySchema>;
