import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logoutResponseSchema,
  portalLinkResponseSchema,
  refreshResponseSchema,
  signInResponseSchema,
  ssoResponseSchema,
} from '@changdee/contract/auth';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorCatalogue } from '@changdee/contract/errors';
import { DEMO_PASSWORD, DEMO_STORES, DEMO_USERS } from '../../db/seed/demo-keys';
import { loginAttempts, refreshTokens, users } from '../../db/schema/identity';
import { buildTestApp, getTestContext, type TestContext } from '../../../test/context';
import { basicAuth, signIn } from '../../../test/sign-in';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  PORTAL_LINK_AUDIENCE,
  hashRefreshToken,
  signPortalSsoToken,
  verifyPortalLinkToken,
} from './tokens';

// Sign-in, tokens, logout and single sign-on through the real routes on the demo database.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await getTestContext();
});
afterAll(async () => {
  // Leave no failure counters behind for the other files of this worker.
  await ctx.db.delete(loginAttempts);
});

const secretKey = () => new TextEncoder().encode(ctx.config.secrets.accessTokenSecret);

/** A protected route to try access tokens on (any shop role may call it). */
const protectedCall = (authorization?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/b2b/v2/auth/portal-token',
    headers: authorization ? { authorization } : {},
  });

const login = (username: string, password: string, options: { ip?: string; lang?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      authorization: basicAuth(username, password),
      'accept-language': options.lang ?? 'th',
    },
  });

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/authServer/getAccessToken', payload: { token } });

describe('POST /v1/auth', () => {
  it('signs each demo user in with the user, token and stores of spec §3', async () => {
    const expected = {
      [DEMO_USERS.sales]: { role: 'Sales', store: DEMO_STORES.bangna, brand: null },
      [DEMO_USERS.manager]: { role: 'Channel Manager', store: DEMO_STORES.rangsit, brand: null },
      [DEMO_USERS.brand]: {
        role: 'External Brand',
        store: DEMO_STORES.brandShop,
        brand: 'CoolAir',
      },
      [DEMO_USERS.salesOther]: { role: 'Sales', store: DEMO_STORES.nonthaburi, brand: null },
    } as const;
    for (const [username, want] of Object.entries(expected)) {
      const response = await login(username, DEMO_PASSWORD);
      expect(response.statusCode, username).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = signInResponseSchema.parse(response.json());
      expect(data.user.user_name).toBe(username);
      expect(data.user.role).toBe(want.role);
      expect(data.token).toBe(data.user.accessToken);
      expect(data.stores.map((s) => s.id)).toEqual([want.store]);
      expect(data.stores[0]?.brand).toBe(want.brand);
      expect(data.user.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('accepts an empty body labelled application/json (spec §7: empty body), and still refuses bad JSON', async () => {
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth',
        headers: {
          authorization: basicAuth(DEMO_USERS.sales, DEMO_PASSWORD),
          'content-type': 'application/json',
        },
        payload,
      });
    expect((await send('')).statusCode).toBe(200);
    expect((await send('{}')).statusCode).toBe(200);
    const broken = await send('{"x":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('BAD_REQUEST');
  });

  it('accepts the username in any case and with spaces around it', async () => {
    const response = await login('  Sales.Demo ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password exactly like an unknown user, in the request language', async () => {
    for (const lang of ['th', 'en'] as const) {
      const wrongPassword = await login(DEMO_USERS.sales, 'not-the-password', {
        lang,
        ip: '10.1.0.1',
      });
      const unknownUser = await login('nobody.here', DEMO_PASSWORD, { lang, ip: '10.1.0.1' });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownUser.statusCode).toBe(401);
      expect(wrongPassword.body).toBe(unknownUser.body);
      expect(errorBodySchema.parse(wrongPassword.json())).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: errorCatalogue.INVALID_CREDENTIALS[lang],
      });
      // Never a Basic challenge: a browser would pop up its own sign-in dialog.
      expect(wrongPassword.headers['www-authenticate']).toBeUndefined();
    }
    await ctx.db.delete(loginAttempts);
  });

  it('answers missing or malformed credentials the same way', async () => {
    const reference = (await login('nobody.here', 'x', { ip: '10.1.0.2' })).body;
    let client = 10;
    for (const authorization of [
      undefined,
      'Basic',
      'Basic !!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      `Basic ${Buffer.from('nobody\u0000.here:x').toString('base64')}`,
      'Bearer x',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth',
        // Each from its own address: one address may only try a username so often.
        remoteAddress: `10.1.0.${client++}`,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.body).toBe(reference);
    }
    await ctx.db.delete(loginAttempts);
  });

  it('refuses a deactivated account with the same generic answer', async () => {
    const reference = (await login('nobody.here', DEMO_PASSWORD, { ip: '10.4.0.1' })).body;
    await ctx.db
      .update(users)
      .set({ active: false })
      .where(eq(users.username, DEMO_USERS.salesOther));
    try {
      const response = await login(DEMO_USERS.salesOther, DEMO_PASSWORD, { ip: '10.4.0.1' });
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(reference);
    } finally {
      await ctx.db
        .update(users)
        .set({ active: true })
        .where(eq(users.username, DEMO_USERS.salesOther));
      await ctx.db.delete(loginAttempts);
    }
  });
});

describe('access tokens', () => {
  const claims = async () => {
    const { accessToken } = await signIn(ctx.app, DEMO_USERS.sales);
    const { payload } = await jwtVerify(accessToken, secretKey());
    return payload;
  };

  it('lets a valid token through', async () => {
    const { authHeader } = await signIn(ctx.app, DEMO_USERS.sales);
    expect((await protectedCall(authHeader)).statusCode).toBe(200);
  });

  it('carries the token profile of spec §3 and lives 15 minutes', async () => {
    const payload = await claims();
    expect(payload.iss).toBe(ACCESS_TOKEN_ISSUER);
    expect(payload.aud).toBe(ACCESS_TOKEN_AUDIENCE);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
    expect(payload).toMatchObject({
      role: 'Sales',
      content: { channel: [{ code: 'CD-RETAIL', roles: [{ name: 'Sales' }] }] },
    });
  });

  it('refuses alg none, a wrong audience or issuer, a foreign key and an expired token', async () => {
    const payload = await claims();
    const now = Math.floor(Date.now() / 1000);
    const sign = (overrides: { aud?: string; iss?: string; exp?: number; key?: Uint8Array }) =>
      new SignJWT({ ...payload, aud: undefined, iss: undefined, exp: undefined, iat: undefined })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(overrides.iss ?? ACCESS_TOKEN_ISSUER)
        .setAudience(overrides.aud ?? ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(now - 60)
        .setExpirationTime(overrides.exp ?? now + 600)
        .sign(overrides.key ?? secretKey());

    // Sanity: the same construction with correct values is accepted.
    expect((await protectedCall(`Bearer ${await sign({})}`)).statusCode).toBe(200);

    const none = new UnsecuredJWT({ ...payload })
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('10m')
      .encode();
    const bad = {
      'alg none': none,
      'wrong audience': await sign({ aud: 'someone-else' }),
      'wrong issuer': await sign({ iss: 'someone-else' }),
      'foreign key': await sign({
        key: new TextEncoder().encode('another-secret-of-sufficient-length-123456'),
      }),
      expired: await sign({ exp: now - 1 }),
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await protectedCall(`Bearer ${token}`);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().code, name).toBe('UNAUTHENTICATED');
    }
    expect((await protectedCall()).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, the old refresh token is spent', async () => {
    const first = await signIn(ctx.app, DEMO_USERS.sales);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data } = refreshResponseSchema.parse(response.json());
    expect(data.refreshToken).not.toBe(first.refreshToken);
    expect((await protectedCall(`Bearer ${data.accessToken}`)).statusCode).toBe(200);

    const again = await refresh(data.refreshToken);
    expect(again.statusCode).toBe(200);
  });

  it('ends at the absolute expiry of the session', async () => {
    const first = await signIn(ctx.app, DEMO_USERS.sales);
    // Push this sign-in's session past its absolute expiry (its idle expiry is still ahead).
    await ctx.db
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          refreshTokens.tokenHash,
          hashRefreshToken(ctx.config.secrets.refreshTokenPepper, first.refreshToken),
        ),
      );
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(401);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the whole family of the refresh token and its access tokens', async () => {
    const first = await signIn(ctx.app, DEMO_USERS.sales);
    const next = refreshResponseSchema.parse((await refresh(first.refreshToken)).json()).data
      .refreshToken;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { token: next },
    });
    expect(response.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(response.json()).data.loggedOut).toBe(true);
    expect((await refresh(next)).statusCode).toBe(401);
    expect((await protectedCall(first.authHeader)).statusCode).toBe(401);
  });

  it('answers success for an unknown token too (nothing to reveal)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { token: 'unknown' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /b2b/v2/auth/sso', () => {
  const sso = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/b2b/v2/auth/sso', payload: { token } });
  const secret = () => ctx.config.secrets.ssoSharedSecret;

  it('signs a Sales account in once, with its own employee record, and refuses the token the second time', async () => {
    const token = await signPortalSsoToken(secret(), DEMO_USERS.sales);
    const response = await sso(token);
    expect(response.statusCode).toBe(200);
    const { data } = ssoResponseSchema.parse(response.json());
    expect(data.result).toBe('signed_in');
    if (data.result !== 'signed_in') return;
    expect(data.user.role).toBe('Sales');
    expect(data.dataCMS.employeeName).toBe('สมชาย ใจดี');
    expect(data.dataCMS.employee?.code).toBe('BN-001');
    expect((await protectedCall(`Bearer ${data.user.accessToken}`)).statusCode).toBe(200);

    const replay = await sso(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SSO_TOKEN_USED');
  });

  it("sends other roles to the portal's login page with a fresh one-time token of the portal's", async () => {
    for (const username of [DEMO_USERS.manager, DEMO_USERS.brand]) {
      const token = await signPortalSsoToken(secret(), username);
      const { data } = ssoResponseSchema.parse((await sso(token)).json());
      expect(data.result).toBe('redirect');
      if (data.result !== 'redirect') continue;
      const url = new URL(data.redirectUrl);
      expect(`${url.origin}${url.pathname}`).toBe(ctx.config.portalLoginUrl);
      const handedOn = url.searchParams.get('token')!;
      expect(handedOn).not.toBe(token);
      const claims = await verifyPortalLinkToken(secret(), handedOn);
      expect(claims?.username).toBe(username);
    }
  });

  it('refuses a bad signature, a wrong audience, an expired or too old token and an unknown user', async () => {
    const past = new Date(Date.now() - 10 * 60_000);
    const bad = {
      'foreign key': await signPortalSsoToken(
        'another-secret-of-sufficient-length-123456',
        DEMO_USERS.sales,
      ),
      'wrong audience': await signPortalSsoToken(secret(), DEMO_USERS.sales, {
        audience: PORTAL_LINK_AUDIENCE,
      }),
      expired: await signPortalSsoToken(secret(), DEMO_USERS.sales, { now: past, ttlSeconds: 60 }),
      'too old': await signPortalSsoToken(secret(), DEMO_USERS.sales, {
        now: past,
        ttlSeconds: 3600,
      }),
      'unknown user': await signPortalSsoToken(secret(), 'nobody.here'),
      'alg none': new UnsecuredJWT({})
        .setSubject(DEMO_USERS.sales)
        .setAudience('changdee-b2b-sso')
        .setIssuer('changdee-admin-portal')
        .setJti('x')
        .setIssuedAt()
        .setExpirationTime('2m')
        .encode(),
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await sso(token);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().code, name).toBe('SSO_TOKEN_INVALID');
    }
  });
});

describe('POST /b2b/v2/auth/portal-token', () => {
  it('answers the portal URL with a token the portal can verify', async () => {
    const { authHeader } = await signIn(ctx.app, DEMO_USERS.manager);
    const response = await protectedCall(authHeader);
    expect(response.statusCode).toBe(200);
    const { data } = portalLinkResponseSchema.parse(response.json());
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`.replace(/\/$/, '')).toBe(ctx.config.portalUrl);
    const token = url.searchParams.get('token') ?? '';
    const { payload } = await jwtVerify(
      token,
      new TextEncoder().encode(ctx.config.secrets.ssoSharedSecret),
      {
        audience: PORTAL_LINK_AUDIENCE,
        issuer: ACCESS_TOKEN_ISSUER,
      },
    );
    expect(payload.sub).toBe(DEMO_USERS.manager);
  });

  it('is not for the external brand', async () => {
    const { authHeader } = await signIn(ctx.app, DEMO_USERS.brand);
    expect((await protectedCall(authHeader)).statusCode).toBe(403);
  });
});

describe('maintenance', () => {
  it('refuses sign-in with 503 but still lets a session end; the flag is in the runtime config', async () => {
    const session = await signIn(ctx.app, DEMO_USERS.sales);
    const app = await buildTestApp({ MAINTENANCE: 'true' });
    await app.ready();
    try {
      const config = await app.inject({ method: 'GET', url: '/api/runtime-config' });
      expect(config.json().data.maintenance).toBe(true);
      const signInAttempt = await app.inject({
        method: 'POST',
        url: '/v1/auth',
        headers: { authorization: basicAuth(DEMO_USERS.sales, DEMO_PASSWORD) },
      });
      expect(signInAttempt.statusCode).toBe(503);
      expect(signInAttempt.json().code).toBe('MAINTENANCE');
      const out = await app.inject({
        method: 'POST',
        url: '/v1/auth/logout',
        payload: { token: session.refreshToken },
      });
      expect(out.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});
