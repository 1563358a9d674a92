import { createHmac, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ROLES } from '@changdee/domain/roles';
import type { AuthContext } from '../../plugins/access-types';

// The tokens of a session (decision 004, OAuth 2.0 security practice):
// - access token: a JWT (HS256) with issuer, audience and algorithm pinned on verification,
//   15 minutes; any server behind the balancer checks its signature locally; its `sid` names the
//   session (the refresh-token family), which logout revokes for every server (revoked-sessions.ts);
// - refresh token: 32 random bytes at sign-in, stored only as an HMAC with the server's pepper,
//   rotated on every use (service.ts), 7 days idle and 30 days at most from the sign-in; each
//   successor is derived from its parent, so uses of one token at the same moment get the same
//   successor (decision 009);
// - single sign-on tokens exchanged with the admin portal: a JWT (HS256) with the shared secret,
//   one audience per direction so a token cannot be bounced back to where it came from.

export const ACCESS_TOKEN_ISSUER = 'changdee-b2b';
export const ACCESS_TOKEN_AUDIENCE = 'changdee-b2b-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const REFRESH_FAMILY_MAX_MS = 30 * 24 * 60 * 60 * 1000;

/** The portal signs the tokens it sends us with this issuer and audience. */
export const SSO_PORTAL_ISSUER = 'changdee-admin-portal';
export const SSO_AUDIENCE = 'changdee-b2b-sso';
/** The tokens we append to the Portal link: our issuer, the portal's audience. */
export const PORTAL_LINK_AUDIENCE = 'changdee-admin-portal';
/** The tokens our portal hands a shop user to the shop with (decision 062): ours, the shop's. */
export const SHOP_HAND_OFF_AUDIENCE = 'changdee-b2b-hand-off';
/** An SSO token older than this is refused whatever its exp says. */
export const SSO_MAX_AGE_SECONDS = 5 * 60;
export const SSO_TOKEN_TTL_SECONDS = 2 * 60;

const ALGORITHM = 'HS256';
// A KeyObject is imported once per secret: handing jose raw bytes re-imports the key on every
// request, which showed up as a fifth of a signed-in request's CPU in the catalogue profile.
const keys = new Map<string, KeyObject>();
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
};

/** The claims of our access token; `content` mirrors the token profile of spec §3. */
const accessClaimsSchema = z.object({
  sub: z.uuid(),
  /** The session: its refresh-token family. */
  sid: z.uuid(),
  name: z.string(),
  role: z.enum(ROLES),
  stores: z.array(z.uuid()),
  content: z.object({
    adminUUID: z.uuid(),
    channel: z.array(
      z.object({ code: z.string(), roles: z.array(z.object({ name: z.enum(ROLES) })) }),
    ),
  }),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now = new Date(),
): Promise<string> {
  const { sub, ...rest } = claims;
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(keyOf(secret));
}

/** A well-signed, unexpired access token: its caller and its session. */
export interface VerifiedAccess {
  auth: AuthContext;
  sessionId: string;
}

/**
 * The caller of a valid access token, or null for anything else: bad signature, algorithm,
 * issuer or audience, expired, issued in the future or living longer than ACCESS_TOKEN_TTL_SECONDS.
 * Whether its session has been revoked is the caller's question (revoked-sessions.ts).
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<VerifiedAccess | null> {
  const cache = verifiedTokens(secret);
  const hit = cache.get(token);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return hit.access;
    cache.delete(token);
  }
  const verified = await verifyAccessTokenUncached(secret, token);
  if (verified) remember(cache, token, verified);
  return verified?.access ?? null;
}

// A signed-in page sends the same access token many times a minute, and checking an HS256
// signature plus the claims schema costs more than a cached catalogue page. What this proves —
// signature and claims — holds until the token's exp, so each process remembers the tokens it has
// verified (only valid ones, so forged tokens cannot fill it) in a bounded map per secret, oldest
// dropped first. Revocation is not remembered here: it is looked up on every request.
const VERIFIED_CACHE_SIZE = 5_000;
interface VerifiedToken {
  access: VerifiedAccess;
  expiresAtMs: number;
}
const verifiedBySecret = new Map<string, Map<string, VerifiedToken>>();

function verifiedTokens(secret: string): Map<string, VerifiedToken> {
  let cache = verifiedBySecret.get(secret);
  if (!cache) {
    cache = new Map();
    verifiedBySecret.set(secret, cache);
  }
  return cache;
}

function remember(cache: Map<string, VerifiedToken>, token: string, verified: VerifiedToken): void {
  if (cache.size >= VERIFIED_CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(token, verified);
}

/** Another server's clock may run this far ahead (NTP keeps them far closer). */
const ISSUED_AT_TOLERANCE_SECONDS = 5;

async function verifyAccessTokenUncached(
  secret: string,
  token: string,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    });
    const { exp = 0, iat = 0 } = payload;
    // Not issued yet, or minted to live longer than ours do: not minted by us as configured.
    if (iat > Date.now() / 1000 + ISSUED_AT_TOLERANCE_SECONDS) return null;
    if (exp - iat > ACCESS_TOKEN_TTL_SECONDS) return null;
    const claims = accessClaimsSchema.parse(payload);
    return {
      // Frozen: the cache hands the same object to every request carrying this token.
      access: Object.freeze({
        auth: Object.freeze({
          userId: claims.sub,
          userName: claims.name,
          role: claims.role,
          storeIds: Object.freeze(claims.stores) as string[],
          channels: Object.freeze([
            ...new Set(claims.content.channel.map((c) => c.code)),
          ]) as string[],
        }),
        sessionId: claims.sid,
      }),
      expiresAtMs: exp * 1000,
    };
  } catch {
    return null;
  }
}

export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table without the pepper is useless. */
export function hashRefreshToken(pepper: string, token: string): string {
  return createHmac('sha256', pepper).update(token).digest('hex');
}

/**
 * The refresh token that replaces `token` when it is used. Derived (an HMAC with the pepper), not
 * random, so every use of one token within the grace window is answered with the same successor
 * without the database keeping it; only whoever presents the parent can obtain it.
 */
export function successorRefreshToken(pepper: string, token: string): string {
  return createHmac('sha256', pepper).update(`successor:${token}`).digest('base64url');
}

/** A token as the admin portal would sign it for us (the demo mint script and tests use it). */
export function signPortalSsoToken(
  secret: string,
  username: string,
  options: { ttlSeconds?: number; now?: Date; audience?: string; jti?: string } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(username)
    .setIssuer(SSO_PORTAL_ISSUER)
    .setAudience(options.audience ?? SSO_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.ttlSeconds ?? SSO_TOKEN_TTL_SECONDS))
    .setJti(options.jti ?? randomUUID())
    .sign(keyOf(secret));
}

export interface SsoClaims {
  username: string;
  jti: string;
  expiresAt: Date;
}

/** Checks signature, algorithm, issuer, audience, expiry and age; null when any fails. */
async function verifyOneTimeToken(
  secret: string,
  token: string,
  direction: { issuer: string; audience: string },
): Promise<SsoClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      ...direction,
      maxTokenAge: SSO_MAX_AGE_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
    });
    if (!payload.sub || !payload.jti || !payload.exp || payload.jti.length > 200) return null;
    return {
      username: payload.sub.trim().toLowerCase(),
      jti: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}

/** A token the portal signed for the shop (SSO into the shop, spec §4). */
export const verifyPortalSsoToken = (secret: string, token: string) =>
  verifyOneTimeToken(secret, token, { issuer: SSO_PORTAL_ISSUER, audience: SSO_AUDIENCE });

/** A token our portal signed to hand a shop user to the shop (signShopHandOffToken). */
export const verifyShopHandOffToken = (secret: string, token: string) =>
  verifyOneTimeToken(secret, token, {
    issuer: ACCESS_TOKEN_ISSUER,
    audience: SHOP_HAND_OFF_AUDIENCE,
  });

/** The token of our portal's "Open the shop": we sign, the shop's /sso page spends it. */
export function signShopHandOffToken(secret: string, username: string, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(username)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(SHOP_HAND_OFF_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SSO_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(keyOf(secret));
}

/**
 * The token of the shop's Portal link (signPortalLinkToken), checked by our own portal
 * (docs/decisions/041-the-operations-portal.md).
 */
export const verifyPortalLinkToken = (secret: string, token: string) =>
  verifyOneTimeToken(secret, token, {
    issuer: ACCESS_TOKEN_ISSUER,
    audience: PORTAL_LINK_AUDIENCE,
  });

/** The token appended to the header's Portal link: we sign, the portal verifies. */
export async function signPortalLinkToken(
  secret: string,
  user: { username: string; adminUuid: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + SSO_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ adminUUID: user.adminUuid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.username)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(PORTAL_LINK_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SSO_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(keyOf(secret));
  return { token, expiresAt };
}
