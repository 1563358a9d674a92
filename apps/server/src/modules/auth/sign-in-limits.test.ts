import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/demo-keys';
import { knownSignInAddresses, loginAttempts } from '../../db/schema/identity';
import { getTestContext, type TestContext } from '../../../test/context';
import { basicAuth } from '../../../test/sign-in';
import { SIGN_IN_LIMITS, purgeSignInRecords } from './login-limiter';

// Sign-in limits under attack (decision 008), with many requests at once: the attacker gets no
// more passwords checked than the limits allow and is slowed further, while the account's owner
// still signs in — at the store they always sign in from, and from elsewhere.

let app: TestContext['app'];
let db: TestContext['db'];
beforeAll(async () => {
  ({ app, db } = await getTestContext());
});

const clearLimits = async () => {
  await db.delete(loginAttempts);
  await db.delete(knownSignInAddresses);
};
beforeEach(clearLimits);
afterAll(clearLimits);

const attempt = (username: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth',
    remoteAddress: ip,
    headers: { authorization: basicAuth(username, password) },
  });

const statusCounts = (responses: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

/** Lets the next attempt on the keys matching `pattern` through, as if the wait had passed. */
const endWait = (pattern: string) =>
  db
    .update(loginAttempts)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(like(loginAttempts.key, pattern));

describe('guesses for one username', () => {
  it('60 wrong passwords at once from 50 addresses: at most the per-username allowance is checked, the owner at their store still signs in', async () => {
    const owner = DEMO_USERS.manager;
    const store = '10.20.0.1';
    expect((await attempt(owner, DEMO_PASSWORD, store)).statusCode).toBe(200);

    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(owner, `guess-${i}`, `10.21.0.${(i % 50) + 1}`)),
    );
    const counts = statusCounts(guesses);
    // Each 401 is a password checked; the rest were refused before any hashing.
    expect(counts[401]).toBe(SIGN_IN_LIMITS.user.freeAttempts);
    expect(counts[429]).toBe(60 - SIGN_IN_LIMITS.user.freeAttempts);
    const limited = guesses.find((r) => r.statusCode === 429)!;
    expect(errorBodySchema.parse(limited.json()).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // The owner at the store they sign in from is not held back by guesses from elsewhere …
    expect((await attempt(owner, DEMO_PASSWORD, store)).statusCode).toBe(200);
    // … while from an address new to the account they have to wait like the guesser.
    expect((await attempt(owner, DEMO_PASSWORD, '10.22.0.1')).statusCode).toBe(429);
  });

  it('150 at once from one address, the right password at #31: at most five are checked, and the owner elsewhere signs in', async () => {
    const owner = DEMO_USERS.sales;
    const attacker = '10.23.0.1';
    const guesses = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        attempt(owner, i === 30 ? DEMO_PASSWORD : `guess-${i}`, attacker),
      ),
    );
    const counts = statusCounts(guesses);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.pair.freeAttempts,
    );
    expect(counts[429]).toBeGreaterThanOrEqual(150 - SIGN_IN_LIMITS.pair.freeAttempts);

    // The owner, at an address the account has never used, is not locked out by the attacker.
    expect((await attempt(owner, DEMO_PASSWORD, '10.24.0.1')).statusCode).toBe(200);
    // The attacker still waits, with the right password too.
    expect((await attempt(owner, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
  });

  it('slows the guesser down further with every admitted attempt: the waits double', async () => {
    const ip = '10.25.0.1';
    const username = 'nobody.guessed';
    for (let i = 0; i < SIGN_IN_LIMITS.pair.freeAttempts; i++) {
      expect((await attempt(username, `guess-${i}`, ip)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await attempt(username, 'again', ip);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      await endWait(`pair:${username}|%`);
      expect((await attempt(username, `after-wait-${round}`, ip)).statusCode).toBe(401);
    }
    const { backoffSeconds } = SIGN_IN_LIMITS.pair;
    expect(waits[0]).toBeLessThanOrEqual(backoffSeconds);
    expect(waits[0]).toBeGreaterThan(backoffSeconds - 10);
    expect(waits[1]).toBeGreaterThan(backoffSeconds * 2 - 10);
    expect(waits[2]).toBeGreaterThan(backoffSeconds * 4 - 10);
  });
});

describe('guesses from one address', () => {
  it('spraying 40 usernames at once checks at most the per-address allowance; staff who sign in there every day are not stopped', async () => {
    const office = '10.26.0.1';
    expect((await attempt(DEMO_USERS.sales, DEMO_PASSWORD, office)).statusCode).toBe(200);

    const sprayed = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`someone-${i}`, 'Password1', office)),
    );
    const counts = statusCounts(sprayed);
    expect(counts[401]).toBe(SIGN_IN_LIMITS.address.freeAttempts);
    expect(counts[429]).toBe(40 - SIGN_IN_LIMITS.address.freeAttempts);

    expect((await attempt(DEMO_USERS.sales, DEMO_PASSWORD, office)).statusCode).toBe(200);
    // Someone signing in there for the first time waits until the address may try again.
    expect((await attempt(DEMO_USERS.salesOther, DEMO_PASSWORD, office)).statusCode).toBe(429);
    expect((await attempt(DEMO_USERS.salesOther, DEMO_PASSWORD, '10.27.0.1')).statusCode).toBe(200);
  });
});

describe("the owner's own mistakes", () => {
  it('five tries, then a wait; a success gives the tries back', async () => {
    const ip = '10.28.0.1';
    const owner = DEMO_USERS.brand;
    expect((await attempt(owner, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.pair.freeAttempts; i++) {
      expect((await attempt(owner, `typo-${i}`, ip)).statusCode).toBe(401);
    }
    expect((await attempt(owner, DEMO_PASSWORD, ip)).statusCode).toBe(429);
    await endWait(`pair:${owner}|%`);
    expect((await attempt(owner, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.pair.freeAttempts; i++) {
      expect((await attempt(owner, `typo-again-${i}`, ip)).statusCode).toBe(401);
    }
  });
});

describe('counters expire', () => {
  it('housekeeping deletes counters long past their expiry and addresses not used for 90 days', async () => {
    await attempt('nobody.expiring', 'x', '10.29.0.1');
    await attempt(DEMO_USERS.sales, DEMO_PASSWORD, '10.29.0.2');
    const before = await db.select().from(loginAttempts);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true);

    await db.update(loginAttempts).set({ expiresAt: sql`now() - interval '2 hours'` });
    await db
      .update(knownSignInAddresses)
      .set({ lastSuccessAt: sql`now() - interval '91 days'` })
      .where(eq(knownSignInAddresses.address, '10.29.0.2'));
    await purgeSignInRecords(db);
    expect(await db.select().from(loginAttempts)).toHaveLength(0);
    expect(
      await db
        .select()
        .from(knownSignInAddresses)
        .where(eq(knownSignInAddresses.address, '10.29.0.2')),
    ).toHaveLength(0);
  });
});
