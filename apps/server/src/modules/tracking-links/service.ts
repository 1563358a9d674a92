import { createHash, createHmac, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { DbExecutor } from '../../db/client';
import * as repository from './repository';

// The customer's link of an order (docs/decisions/046), a module of its own so that whoever needs
// a link (the messages' outbox, the clerk's page, the tracking page) depends on nothing of the
// order: the tracking page reads the order, the messages carry the link, neither needs the other.
// The token is HMAC-SHA256(key, orderNo.nonce) with a random 128-bit nonce per order, in URL-safe
// base64: the
// server can give the same URL again (the messages that carry it, the clerk's page), while only
// the token's SHA-256 is looked up and a copy of the table alone gives no token. The key is
// derived from ACCESS_TOKEN_SECRET under a label of its own: rotating that secret ends every link.

export interface LinkSettings {
  /** ACCESS_TOKEN_SECRET (config.secrets.accessTokenSecret). */
  secret: string;
  /** PUBLIC_URL without a trailing slash. */
  publicBaseUrl: string;
}

const linkKey = (secret: string) =>
  createHmac('sha256', secret).update('changdee tracking-link v1').digest();

const tokenOf = (secret: string, orderNo: string, nonce: string) =>
  createHmac('sha256', linkKey(secret)).update(`${orderNo}.${nonce}`).digest('base64url');

/** The stored digest of a token (hex). */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export interface TrackingUrls {
  token: string;
  th: string;
  en: string;
}

/**
 * The order's tracking URLs (`<PUBLIC_URL>/t/<token>`, `/en/t/<token>`), minted on the first call.
 * For the messages' outbox and the clerk's order page. The caller checks who may ask.
 */
export async function trackingLink(
  db: DbExecutor,
  settings: LinkSettings,
  orderNo: string,
): Promise<TrackingUrls> {
  let link = await repository.linkOf(db, orderNo);
  if (!link) {
    const nonce = randomBytes(16).toString('hex');
    const token = tokenOf(settings.secret, orderNo, nonce);
    link = await repository.ensureLink(db, { orderNo, nonce, tokenHash: tokenHash(token) });
  }
  const token = tokenOf(settings.secret, orderNo, link.nonce);
  return {
    token,
    th: `${settings.publicBaseUrl}/t/${token}`,
    en: `${settings.publicBaseUrl}/en/t/${token}`,
  };
}

/** The URL as a QR code (PNG data URL) for the customer to scan at the counter. */
export const linkQr = (url: string): Promise<string> =>
  QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 320 });

/** The order a token opens (looked up by its digest), or null. */
export const orderNoOfToken = (db: DbExecutor, token: string): Promise<string | null> =>
  repository.orderNoOfTokenHash(db, tokenHash(token));
