import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
  signAccessToken,
  successorRefreshToken,
  verifyAccessToken,
  type AccessClaims,
} from './tokens';

const secretA = 'a'.repeat(40);
const secretB = 'b'.repeat(40);
const claims = (): AccessClaims => {
  const adminUUID = randomUUID();
  return {
    sub: adminUUID,
    sid: randomUUID(),
    name: 'sales.demo',
    role: 'Sales',
    stores: [randomUUID()],
    content: { adminUUID, channel: [{ code: 'CD-RETAIL', roles: [{ name: 'Sales' }] }] },
  };
};

describe('verifyAccessToken and its cache of verified tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same caller from the cache, frozen so no request can change it', async () => {
    const token = await signAccessToken(secretA, claims());
    const first = await verifyAccessToken(secretA, token);
    const second = await verifyAccessToken(secretA, token);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.auth)).toBe(true);
    expect(Object.isFrozen(first?.auth.storeIds)).toBe(true);
  });

  it('never accepts a token cached under one secret when checked with another', async () => {
    const token = await signAccessToken(secretA, claims());
    expect(await verifyAccessToken(secretA, token)).not.toBeNull();
    expect(await verifyAccessToken(secretB, token)).toBeNull();
  });

  it('refuses a cached token once its expiry has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T03:00:00Z'));
    const token = await signAccessToken(secretA, claims(), new Date());
    expect(await verifyAccessToken(secretA, token)).not.toBeNull();
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await verifyAccessToken(secretA, token)).toBeNull();
  });

  it('does not remember tokens that fail verification', async () => {
    const token = await signAccessToken(secretA, claims());
    const tampered = `${token.slice(0, -2)}xx`;
    expect(await verifyAccessToken(secretA, tampered)).toBeNull();
    expect(await verifyAccessToken(secretA, tampered)).toBeNull();
  });
});

describe('what an access token may claim about its own time', () => {
  const mint = (issuedAt: number, expiresAt: number) => {
    const { sub, ...rest } = claims();
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(secretA));
  };
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts one minted as ours are', async () => {
    const t = now();
    expect(
      await verifyAccessToken(secretA, await mint(t, t + ACCESS_TOKEN_TTL_SECONDS)),
    ).not.toBeNull();
  });

  it('refuses one issued in the future', async () => {
    const t = now() + 600;
    expect(await verifyAccessToken(secretA, await mint(t, t + 60))).toBeNull();
  });

  it('refuses one that would live longer than the configured lifetime', async () => {
    const t = now();
    expect(
      await verifyAccessToken(secretA, await mint(t, t + ACCESS_TOKEN_TTL_SECONDS + 1)),
    ).toBeNull();
    expect(await verifyAccessToken(secretA, await mint(t - 3600, t + 60))).toBeNull();
  });

  it('refuses one without a session', async () => {
    const t = now();
    const { sub, sid: _sid, ...rest } = claims();
    const token = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(t)
      .setExpirationTime(t + 60)
      .sign(new TextEncoder().encode(secretA));
    expect(await verifyAccessToken(secretA, token)).toBeNull();
  });
});

describe('successorRefreshToken', () => {
  it('is the same for the same token and pepper, and unrelated otherwise', () => {
    const token = 'a'.repeat(43);
    const next = successorRefreshToken(secretA, token);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(successorRefreshToken(secretA, token)).toBe(next);
    expect(successorRefreshToken(secretB, token)).not.toBe(next);
    expect(successorRefreshToken(secretA, next)).not.toBe(next);
  });
});
