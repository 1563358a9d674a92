import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// What the quotation routes share (docs/decisions/072): who may call them.

/** The app as a route file sees it (the plugin's instance). */
export type QuotationsApp = Parameters<FastifyPluginAsyncZod>[0];

/** The survey's team's technician and Operators; the order policy then decides which job. */
export const field = { access: { roles: ['Technician', 'Operator'] } } as const;
