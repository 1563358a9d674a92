import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import type { App } from '../../app';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/demo-keys';
import { knownSignInAddresses, loginAttempts } from '../../db/schema/identity';
import { buildTestApp, getTestContext } from '../../../test/context';
import { basicAuth } from '../../../test/sign-in';

// Per-address request limits on the sign-in, single-sign-on and refresh routes (@fastify/rate-limit,
// per process): argon2 makes sign-in a way to burn CPU, so one address gets only so many a minute,
// whatever it sends. On an app with a limit of 3 a minute. (Of a burst arriving at once the
// plugin's in-memory store may refuse more than the excess — it hands every request the same
// counter — never fewer.)

const LIMIT = 3;
let app: App;
beforeAll(async () => {
  app = await buildTestApp({
    SIGN_IN_RATE_LIMIT: String(LIMIT),
    REFRESH_RATE_LIMIT: String(LIMIT),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  const { db } = await getTestContext();
  await db.delete(loginAttempts);
  await db.delete(knownSignInAddresses);
});

const signIn = (ip: string, password = 'wrong') =>
  app.inject({
    method: 'POST',
    url: '/v1/auth',
    remoteAddress: ip,
    headers: { authorization: basicAuth(DEMO_USERS.manager, password), 'accept-language': 'en' },
  });

describe('per-address rate limits', () => {
  it('sign-in: one address gets the limit, then 429 with Retry-After; other addresses go on', async () => {
    const answers = [];
    for (let i = 0; i < LIMIT + 1; i++) answers.push(await signIn('10.50.0.1'));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 429]);
    const refused = answers[LIMIT]!;
    expect(errorBodySchema.parse(refused.json())).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('10.50.0.2', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('sign-in: of many requests at once, no more than the limit get through', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn('10.50.0.3')));
    const passed = answers.filter((a) => a.statusCode === 401).length;
    expect(passed).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(12 - passed);
  });

  it('counts an IPv6 client by its /64', async () => {
    const answers = [];
    for (const ip of ['2001:db8:5::1', '2001:db8:5::2', '2001:db8:5::3', '2001:db8:5:0:ab::cd']) {
      answers.push(await signIn(ip));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 429]);
    expect((await signIn('2001:db8:6::1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refresh and single sign-on have their own limits, held with many requests at once', async () => {
    const refreshes = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: '/v1/authServer/getAccessToken',
          remoteAddress: '10.51.0.1',
          payload: { token: 'x'.repeat(43) },
        }),
      ),
    );
    const sso = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: '/b2b/v2/auth/sso',
          remoteAddress: '10.51.0.1',
          payload: { token: 'not-a-token' },
        }),
      ),
    );
    for (const answers of [refreshes, sso]) {
      const worked = answers.filter((a) => a.statusCode === 401).length;
      expect(worked).toBeLessThanOrEqual(LIMIT);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10 - worked);
    }
  });
});
