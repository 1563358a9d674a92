import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceAdminResponseSchema } from '@changdee/contract/catalog-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { OPERATORS_ONLY, REFUSALS, success } from '../../../lib/route-answers';

// What the services admin's routes share (docs/decisions/049): Operators only, their error
// answers and envelope.

/** The app as a route file sees it (the plugin's instance). */
export type CatalogApp = Parameters<FastifyPluginAsyncZod>[0];

export const UPLOADED_NAME = /^(image|thumb)\.[0-9a-f]{10}\.webp$/;

export const WRITE =
  'Audited (GET /ops/v1/audit?entity=service&entity_id=…) and seen by every server at once. ' +
  'Information HTML is cleaned by the shop’s allow-list (information-html-policy) on the way in.';

/** What a change of one service answers: the service as it is now, or why not (none, stale). */
export const SERVICE_CHANGE_ANSWERS = {
  200: serviceAdminResponseSchema,
  ...REFUSALS,
  404: errorBodySchema,
  409: errorBodySchema,
};

export { success, REFUSALS as errors, OPERATORS_ONLY as operators };
