import { errorBodySchema } from '@changdee/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// What the teams admin's routes share (docs/decisions/051): the Operator's, their error answers.

/** The app as a route file sees it (the plugin's instance). */
export type TeamsApp = Parameters<FastifyPluginAsyncZod>[0];

export const operator = { access: { roles: ['Operator'] } } as const;
export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
export const writeErrors = {
  ...errors,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
export const success = <T>(data: T) => ({ message: 'success' as const, data });
