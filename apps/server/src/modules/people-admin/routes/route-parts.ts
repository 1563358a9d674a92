import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '@changdee/contract/envelope';
import { addressKey } from '../../../lib/client-address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATORS_ONLY, REFUSALS, success } from '../../../lib/route-answers';

// What the people admin's routes share (docs/decisions/051): who may call them, their error
// answers, the password links' settings and the public link page's rate limit.

/** The app as a route file sees it (the plugin's instance). */
export type PeopleApp = Parameters<FastifyPluginAsyncZod>[0];

export const writeErrors = {
  ...REFUSALS,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
export const STALE =
  'With expected_version: an edit made on another version is 409 STALE_EDIT with the record as ' +
  'it is now. Audited.';

export const tags = ['people'];

/** The password links' settings, from the app's config. */
export const peopleSettings = (app: PeopleApp) => ({
  pepper: app.config.secrets.refreshTokenPepper,
  portalUrl: app.config.portalUrl,
});

/** The public link page's routes: open to all, rate-limited per client address. */
export const limitedAccess = (app: PeopleApp) =>
  ({
    access: 'public',
    rateLimit: {
      max: app.config.rateLimits.signInPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
    },
  }) as const;

export { success, REFUSALS as errors, OPERATORS_ONLY as operator };
