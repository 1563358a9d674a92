import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from './tokens';

const secretA = 'a'.repeat(40);
const secretB = 'b'.repeat(40);
const claims = (): AccessClaims => {
  const adminUUID = randomUUID();
  return {
    sub: adminUUID,
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
    expect(Object.isFrozen(first?.storeIds)).toBe(true);
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
