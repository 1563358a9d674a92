import { describe, expect, it } from 'vitest';
import { portalLinkResponseSchema, ssoResponseSchema } from '@changdee/contract/auth';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  portalPaths,
  portalSsoResponseSchema,
  shopLinkResponseSchema,
} from '@changdee/contract/portal';
import { isShopRole, ROLES, SHOP_ROLES } from '@changdee/domain/roles';
import { DEMO_USERS } from '../../db/seed/demo-keys';
import { DEMO_USER_OF, useRoleSessions } from '../../../test/role-sessions';
import type { SignedIn } from '../../../test/sign-in';
import { signPortalLinkToken, signPortalSsoToken } from './tokens';

// Single sign-on both ways with our own portal (docs/decisions/041-the-operations-portal.md): the
// shop's Portal link traded for a portal session, and the portal's link that opens the shop signed
// in — for every role, on the demo database.

const portal = useRoleSessions();
const { sessions, me } = portal;
const portalSso = (token: string, lang = 'th') =>
  portal.ctx.app.inject({
    method: 'POST',
    url: portalPaths.ssoSignIn,
    headers: { 'accept-language': lang },
    payload: { token },
  });
const shopLink = (authorization: string | undefined, payload: object = {}, lang = 'th') =>
  portal.ctx.app.inject({
    method: 'POST',
    url: portalPaths.shopLink,
    headers: { 'accept-language': lang, ...(authorization ? { authorization } : {}) },
    payload,
  });
const codeOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;

describe('POST /ops/v1/auth/sso (the shop’s Portal link into the portal)', () => {
  const linkToken = async (session: SignedIn) => {
    const response = await portal.ctx.app.inject({
      method: 'POST',
      url: '/b2b/v2/auth/portal-token',
      headers: session.headers,
    });
    const { data } = portalLinkResponseSchema.parse(response.json());
    expect(new URL(data.url).pathname).toBe('/portal');
    return new URL(data.url).searchParams.get('token')!;
  };

  it('signs the link’s user into the portal once; the second use is refused', async () => {
    // Operators and technicians too: the shop's sign-in hands them to the portal (decision 062).
    for (const role of ['Sales', 'Channel Manager', 'Operator', 'Technician'] as const) {
      const token = await linkToken(sessions[role]);
      const response = await portalSso(token);
      expect(response.statusCode, role).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = portalSsoResponseSchema.parse(response.json());
      expect(data.user.role).toBe(role);
      expect(data.user.user_name).toBe(DEMO_USER_OF[role]);
      // The session works on the portal's routes.
      expect((await me(`Bearer ${data.user.accessToken}`)).statusCode).toBe(200);
      const replay = await portalSso(token, 'en');
      expect(replay.statusCode).toBe(401);
      expect(codeOf(replay)).toBe('SSO_TOKEN_USED');
      expect(replay.json().message).toBe('This sign-in link has already been used.');
    }
  });

  it('signs in any role a link was made for (Operator, Technician, the external brand)', async () => {
    for (const role of ['Operator', 'Technician', 'External Brand'] as const) {
      const { token } = await signPortalLinkToken(portal.ctx.config.secrets.ssoSharedSecret, {
        username: DEMO_USER_OF[role],
        adminUuid: crypto.randomUUID(),
      });
      const { data } = portalSsoResponseSchema.parse((await portalSso(token)).json());
      expect(data.user.role).toBe(role);
    }
  });

  it('refuses a token made for the shop, a foreign, expired or unknown user’s one (401 SSO_TOKEN_INVALID)', async () => {
    const secret = portal.ctx.config.secrets.ssoSharedSecret;
    const past = new Date(Date.now() - 10 * 60_000);
    const user = { username: DEMO_USERS.operator, adminUuid: crypto.randomUUID() };
    const bad = {
      'the shop’s direction': await signPortalSsoToken(secret, DEMO_USERS.operator),
      'foreign key': (await signPortalLinkToken('another-secret-of-sufficient-length-123456', user))
        .token,
      expired: (await signPortalLinkToken(secret, user, past)).token,
      'unknown user': (
        await signPortalLinkToken(secret, { username: 'nobody.here', adminUuid: user.adminUuid })
      ).token,
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await portalSso(token);
      expect(response.statusCode, name).toBe(401);
      expect(codeOf(response), name).toBe('SSO_TOKEN_INVALID');
    }
    const empty = await portalSso('');
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /ops/v1/sso/shop-link (the portal’s "Open the shop")', () => {
  const trade = (token: string) =>
    portal.ctx.app.inject({ method: 'POST', url: '/b2b/v2/auth/sso', payload: { token } });

  // Decision 062: the shop's roles are handed to the shop signed in, whoever they are.
  for (const role of SHOP_ROLES) {
    it(`gives a ${role} the shop’s /sso page with a one-time token that signs them in there`, async () => {
      const response = await shopLink(sessions[role].authHeader);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = shopLinkResponseSchema.parse(response.json());
      const url = new URL(data.url);
      expect(`${url.origin}`).toBe(new URL(portal.ctx.config.publicBaseUrl).origin);
      expect(url.pathname).toBe('/sso');
      expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now());
      const token = url.searchParams.get('token')!;
      const signedIn = ssoResponseSchema.parse((await trade(token)).json()).data;
      expect(signedIn.result).toBe('signed_in');
      if (signedIn.result === 'signed_in') expect(signedIn.user.user_name).toBe(DEMO_USER_OF[role]);
      const replay = await trade(token);
      expect(replay.statusCode).toBe(401);
      expect(codeOf(replay)).toBe('SSO_TOKEN_USED');
    });
  }

  it('still signs in only Sales with the admin portal’s own token (spec §4): a Channel Manager is sent on', async () => {
    const secret = portal.ctx.config.secrets.ssoSharedSecret;
    const managers = await trade(await signPortalSsoToken(secret, DEMO_USER_OF['Channel Manager']));
    expect(ssoResponseSchema.parse(managers.json()).data.result).toBe('redirect');
    const sales = await trade(await signPortalSsoToken(secret, DEMO_USER_OF.Sales));
    expect(ssoResponseSchema.parse(sales.json()).data.result).toBe('signed_in');
  });

  it('opens the English shop for an English page or request', async () => {
    const asked = shopLinkResponseSchema.parse(
      (await shopLink(sessions.Sales.authHeader, { locale: 'en' })).json(),
    );
    expect(new URL(asked.data.url).pathname).toBe('/en/sso');
    const byLanguage = shopLinkResponseSchema.parse(
      (await shopLink(sessions['Channel Manager'].authHeader, {}, 'en')).json(),
    );
    expect(new URL(byLanguage.data.url).pathname).toBe('/en/sso');
  });

  it('is for the shop’s roles only: 403 for the rest, 401 without a session', async () => {
    for (const role of ROLES.filter((r) => !isShopRole(r))) {
      const response = await shopLink(sessions[role].authHeader, {}, 'en');
      expect(response.statusCode, role).toBe(403);
      expect(codeOf(response), role).toBe('FORBIDDEN');
    }
    expect((await shopLink(undefined)).statusCode).toBe(401);
    const badLocale = await shopLink(sessions.Sales.authHeader, { locale: 'fr' });
    expect(badLocale.statusCode).toBe(400);
  });

  it('a hand-off token is not a portal token, nor the other way round', async () => {
    const { data } = shopLinkResponseSchema.parse(
      (await shopLink(sessions['Channel Manager'].authHeader)).json(),
    );
    const handOff = new URL(data.url).searchParams.get('token')!;
    const intoPortal = await portalSso(handOff);
    expect(intoPortal.statusCode).toBe(401);
    expect(codeOf(intoPortal)).toBe('SSO_TOKEN_INVALID');
  });
});
