import { errorBodySchema } from '@changdee/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// What the services admin's routes share (docs/decisions/049): Operators only, their error
// answers and envelope.

/** The app as a route file sees it (the plugin's instance). */
export type CatalogApp = Parameters<FastifyPluginAsyncZod>[0];

export const operators = { access: { roles: ['Operator'] } } as const;
export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
export const success = <T>(data: T) => ({ message: 'success' as const, data });
export const UPLOADED_NAME = /^(image|thumb)\.[0-9a-f]{10}\.webp$/;

export const WRITE =
  'Audited (GET /ops/v1/audit?entity=service&entity_id=…) and seen by every server at once. ' +
  'Information HTML is cleaned by the shop’s allow-list (information-html-policy) on the way in.';
