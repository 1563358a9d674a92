import { createHmac, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ROLES } from '@changdee/domain/roles';
import type { AuthContext } from '../../plugins/access-types';

// The tokens of a session (DESIGN.md §4, OAuth 2.0 security practice):
// - access token: a JWT (HS256) with issuer, audience and algorithm pinned on verification,
//   15 minutes; stateless, so any server behind the balancer can check it;
// - refresh token: 32 random bytes, stored only as an HMAC with the server's pepper, rotated on
//   every use (service.ts), 7 days idle and 30 days at most from the sign-in;
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

/** The caller of a valid access token, or null for anything else (bad signature, alg, audience, expiry). */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<AuthContext | null> {
  const cache = verifiedTokens(secret);
  const hit = cache.get(token);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return hit.auth;
    cache.delete(token);
  }
  const auth = await verifyAccessTokenUncached(secret, token);
  if (auth) remember(cache, token, auth.expiresAtMs, auth.context);
  return auth?.context ?? null;
}

// A signed-in page sends the same access token many times a minute, and checking an HS256
// signature plus the claims schema costs more than a cached catalogue page. A token proven valid
// stays valid until its exp (access tokens are not revocable by design: they live 15 minutes), so
// each process remembers the ones it has verified — only valid ones, so forged tokens cannot fill
// it — in a bounded map per secret, oldest dropped first.
const VERIFIED_CACHE_SIZE = 5_000;
interface VerifiedToken {
  auth: AuthContext;
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

function remember(
  cache: Map<string, VerifiedToken>,
  token: string,
  expiresAtMs: number,
  auth: AuthContext,
): void {
  if (cache.size >= VERIFIED_CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(token, { auth, expiresAtMs });
}

async function verifyAccessTokenUncached(
  secret: string,
  token: string,
): Promise<{ context: AuthContext; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const claims = accessClaimsSchema.parse(payload);
    return {
      // Frozen: the cache hands the same object to every request carrying this token.
      context: Object.freeze({
        userId: claims.sub,
        userName: claims.name,
        role: claims.role,
        storeIds: Object.freeze(claims.stores) as string[],
        channels: Object.freeze([
          ...new Set(claims.content.channel.map((c) => c.code)),
        ]) as string[],
      }),
      expiresAtMs: (payload.exp ?? 0) * 1000,
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
export async function verifyPortalSsoToken(
  secret: string,
  token: string,
): Promise<SsoClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: SSO_PORTAL_ISSUER,
      audience: SSO_AUDIENCE,
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
