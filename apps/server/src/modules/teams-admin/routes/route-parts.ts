import { errorBodySchema } from '@changdee/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATORS_ONLY, REFUSALS, success } from '../../../lib/route-answers';

// What the teams admin's routes share (docs/decisions/051): the Operator's, their error answers.

/** The app as a route file sees it (the plugin's instance). */
export type TeamsApp = Parameters<FastifyPluginAsyncZod>[0];

export const writeErrors = {
  ...REFUSALS,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

export { success, REFUSALS as errors, OPERATORS_ONLY as operator };
