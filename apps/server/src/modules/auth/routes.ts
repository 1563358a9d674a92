import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  logoutRequestSchema,
  logoutResponseSchema,
  portalLinkResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  signInResponseSchema,
  ssoRequestSchema,
  ssoResponseSchema,
} from '@changdee/contract/auth';
import {
  portalPaths,
  portalSsoRequestSchema,
  portalSsoResponseSchema,
  shopLinkRequestSchema,
  shopLinkResponseSchema,
} from '@changdee/contract/portal';
import { PORTAL_ROLES, SHOP_ROLES } from '@changdee/domain/roles';
import { requestLanguage } from '../../plugins/language';
import { checkedJsonParser } from '../../plugins/json-body';
import { addressKey } from '../../lib/client-address';
import {
  logout,
  parseBasicAuth,
  portalLink,
  portalSsoSignIn,
  refreshSession,
  shopLink,
  signIn,
  ssoSignIn,
} from './service';

// Sign-in, token refresh, logout, single sign-on and the Portal link (spec §7 auth rows), and single
// sign-on both ways with our own portal (docs/decisions/041-the-operations-portal.md).
// Sign-in, refresh, logout and SSO are public: the credentials are in the request itself.
// Sign-in (argon2: CPU), single sign-on and refresh are also rate-limited per client address
// in each process (@fastify/rate-limit, SIGN_IN_RATE_LIMIT / REFRESH_RATE_LIMIT per minute), on
// top of the database's sign-in limits (login-limiter.ts), which every server shares.

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

const perMinute = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
});

/**
 * POST /v1/auth in a scope of its own: spec §7 sends an empty body, and a client that still labels
 * it `Content-Type: application/json` is answered, not refused as malformed JSON.
 */
const signInRoute: FastifyPluginAsyncZod = async (app) => {
  const parseJson = checkedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  app.post(
    '/v1/auth',
    {
      config: { access: 'public', rateLimit: perMinute(app.config.rateLimits.signInPerMinute) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with HTTP Basic username and password (empty body)',
        description:
          'Answers the user with an access token (JWT, 15 min) and a refresh token (opaque, rotates on use), ' +
          'the access token again as `token`, and the stores of the user. Wrong credentials: 401 ' +
          'INVALID_CREDENTIALS whatever was wrong. Repeated failures per address or username: 429 with Retry-After.',
        security: [{ basic: [] }],
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await signIn(app.db, app.config, {
        credentials: parseBasicAuth(request.headers.authorization),
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
};

// Expired counters, revocations and sessions are deleted by a scheduled job (housekeeping-job.ts).
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoute);

  app.post(
    '/v1/authServer/getAccessToken',
    {
      config: { access: 'public', rateLimit: perMinute(app.config.rateLimits.refreshPerMinute) },
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new access token and the next refresh token',
        description:
          'The refresh token rotates: the answer carries its successor and the old one is spent. Uses of ' +
          'one token within 30 s of the first (two tabs, a retry) get the same successor; a later use ' +
          'ends the whole session, its access tokens included (401 SESSION_EXPIRED).',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await refreshSession(app.db, app.config, request.body.token, request.log);
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      // Logging out must work while maintenance is on: that is when the app logs everyone out.
      config: { access: 'public', availableInMaintenance: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token (its whole family and its access tokens)',
        body: logoutRequestSchema,
        response: { 200: logoutResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await logout(app.db, app.config, request.body.token);
      return { message: 'success' as const, data: { loggedOut: true as const } };
    },
  );

  app.post(
    '/b2b/v2/auth/sso',
    {
      config: { access: 'public', rateLimit: perMinute(app.config.rateLimits.signInPerMinute) },
      schema: {
        tags: ['auth'],
        summary: "Single sign-on with the admin portal's one-time token",
        description:
          "The admin portal's token signs in Sales; the portal's hand-off token (its shop link) the " +
          'shop roles (result signed_in, same fields as /v1/auth plus dataCMS). Anyone else: result ' +
          "redirect with the portal's login URL carrying the token. Bad, expired or foreign token: 401 " +
          'SSO_TOKEN_INVALID; a token already used: 401 SSO_TOKEN_USED.',
        body: ssoRequestSchema,
        response: { 200: ssoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await ssoSignIn(app.db, app.config, request.body.token);
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );

  app.post(
    '/b2b/v2/auth/portal-token',
    {
      // The shop's roles (the header's Portal link) and the portal's: an operator or a technician
      // who signs in at the shop is handed to the portal with it, signed in (decision 062). Not
      // the external brand, whose only pages are tracking and the terms.
      config: { access: { roles: [...SHOP_ROLES, ...PORTAL_ROLES] } },
      schema: {
        tags: ['auth'],
        summary: 'The admin portal link with a fresh single-sign-on token for the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: portalLinkResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await portalLink(app.db, app.config, request.auth!);
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );

  app.post(
    portalPaths.ssoSignIn,
    {
      config: { access: 'public', rateLimit: perMinute(app.config.rateLimits.signInPerMinute) },
      schema: {
        tags: ['portal'],
        summary: "Sign in to the portal with the token of the shop's Portal link",
        description:
          'The token POST /b2b/v2/auth/portal-token appended to the link (our issuer, the portal ' +
          'audience, at most 5 min old), good once: answers a session like POST /v1/auth. Bad or ' +
          'expired: 401 SSO_TOKEN_INVALID; used before: 401 SSO_TOKEN_USED.',
        body: portalSsoRequestSchema,
        response: { 200: portalSsoResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await portalSsoSignIn(app.db, app.config, request.body.token);
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );

  app.post(
    portalPaths.shopLink,
    {
      // The shop's roles, handed to the shop signed in (decision 062).
      config: { access: { roles: SHOP_ROLES } },
      schema: {
        tags: ['portal'],
        summary: "The shop's /sso page with a fresh one-time token for the signed-in shop user",
        description:
          'The token `npm run sso:token` mints (2 minutes, once). `locale` picks the Thai or ' +
          'English page (default: the request language).',
        security: [{ bearer: [] }],
        body: shopLinkRequestSchema,
        response: { 200: shopLinkResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? requestLanguage(request);
      const data = await shopLink(app.db, app.config, request.auth!, locale);
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
};
