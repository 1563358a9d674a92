import { errorBodySchema } from '@changdee/contract/envelope';
import { ssoRequestSchema, ssoResponseSchema } from '@changdee/contract/auth';
import {
  portalPaths,
  shopLinkRequestSchema,
  shopLinkResponseSchema,
} from '@changdee/contract/portal';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { requestLanguage } from '../../../plugins/language';
import { shopLink, ssoSignIn } from '../service';
import { errors, noStore, perMinute, type AuthApp } from './route-parts';

// Into the shop signed in: single sign-on with the admin portal's one-time token (spec §7), and
// our portal's link to the shop for a shop user (docs/decisions/062).

export function toTheShopRoutes(app: AuthApp) {
  app.post(
    '/b2b/v2/auth/sso',
    {
      config: {
        access: 'public',
        rateLimit: perMinute(app.config.rateLimits.signInPerMinute),
        signIn: true,
      },
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
      return noStore(reply, data);
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
      return noStore(reply, data);
    },
  );
}
