import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATORS_ONLY, REFUSALS, success } from '../../../lib/route-answers';

// What the money routes share (docs/decisions/039): Operators only, error answers, envelope.

/** The app as a route file sees it (the plugin's instance). */
export type PaymentsApp = Parameters<FastifyPluginAsyncZod>[0];

export { success, REFUSALS as errors, OPERATORS_ONLY as operators };
