import { errorBodySchema } from '@changdee/contract/envelope';
import {
  logoutRequestSchema,
  logoutResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@changdee/contract/auth';
import { success } from '../../../lib/route-answers';
import { logout, refreshSession } from '../service';
import { errors, noStore, perMinute, type AuthApp } from './route-parts';

// A session's refresh (REFRESH_RATE_LIMIT per address) and its end. Both are public: the refresh
// token is in the body.

export function sessionRoutes(app: AuthApp) {
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
      return noStore(reply, data);
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
      return success({ loggedOut: true as const });
    },
  );
}
