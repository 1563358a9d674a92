import { createHmac, timingSafeEqual } from 'node:crypto';

// The payment webhook's signature (issue 19 part 4; docs/ARCHITECTURE.md, the webhook):
// HMAC-SHA256 over `<unix seconds>.<raw body>`, fresh within five minutes. Apart from the
// webhook's handling (which needs the database) so that whoever plays the provider — the server's
// tests, the e2e walks — signs with this one function.

/** How far the webhook's timestamp may be from the server's clock (a replay window). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** `sha256=` + the hex HMAC-SHA256 of `<unix seconds>.<raw body>` with the shared secret. */
export const paymentSignature = (
  secret: string,
  timestamp: number | string,
  rawBody: Buffer | string,
): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;

/** The webhook's two headers as received. */
export interface WebhookSignature {
  signature: string | undefined;
  timestamp: string | undefined;
}

/**
 * Whether the notice is signed with the secret over its timestamp and body (compared in constant
 * time), and the timestamp is within WEBHOOK_TOLERANCE_SECONDS of `now`.
 */
export function isSignedBy(
  secret: string | null,
  rawBody: Buffer,
  { signature, timestamp }: WebhookSignature,
  now: Date,
): boolean {
  if (!secret || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp.trim())) return false;
  const seconds = Number(timestamp.trim());
  if (Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(paymentSignature(secret, seconds, rawBody));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
