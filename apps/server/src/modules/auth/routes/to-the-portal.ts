import { errorBodySchema } from '@changdee/contract/envelope';
import { portalLinkResponseSchema } from '@changdee/contract/auth';
import {
  portalPaths,
  portalSsoRequestSchema,
  portalSsoResponseSchema,
} from '@changdee/contract/portal';
import { PORTAL_ROLES, SHOP_ROLES } from '@changdee/domain/roles';
import { portalLink, portalSsoSignIn } from '../service';
import { noStore, perMinute, type AuthApp } from './route-parts';

// From the shop to our portal signed in (docs/decisions/041, 062): the shop's Portal link with a
// one-time token, and the portal's sign-in with it.

export function toThePortalRoutes(app: AuthApp) {
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
      return noStore(reply, data);
    },
  );

  app.post(
    portalPaths.ssoSignIn,
    {
      config: {
        access: 'public',
        rateLimit: perMinute(app.config.rateLimits.signInPerMinute),
        signIn: true,
      },
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
      return noStore(reply, data);
    },
  );
}
