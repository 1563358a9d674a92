import { errorBodySchema } from '@changdee/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// What the money routes share (docs/decisions/039): Operators only, error answers, envelope.

/** The app as a route file sees it (the plugin's instance). */
export type PaymentsApp = Parameters<FastifyPluginAsyncZod>[0];

export const operators = { access: { roles: ['Operator'] } } as const;
export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
export const success = <T>(data: T) => ({ message: 'success' as const, data });
