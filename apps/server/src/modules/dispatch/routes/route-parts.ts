import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATORS_ONLY, REFUSALS, success } from '../../../lib/route-answers';

// What the dispatch board's routes share (docs/decisions/044): Operators only, error answers.

/** The app as a route file sees it (the plugin's instance). */
export type DispatchApp = Parameters<FastifyPluginAsyncZod>[0];

export { success, REFUSALS as errors, OPERATORS_ONLY as operator };
