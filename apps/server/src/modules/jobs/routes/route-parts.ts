import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFUSALS, success } from '../../../lib/route-answers';

// What the technician's day routes share (docs/decisions/044): who may call them, their error
// answers and envelope.

/** The app as a route file sees it (the plugin's instance). */
export type JobsApp = Parameters<FastifyPluginAsyncZod>[0];

export const field = { access: { roles: ['Technician', 'Operator'] } } as const;

export { success, REFUSALS as errors };
