import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import { addressKey } from '../../../lib/client-address';
import { success } from '../../../lib/route-answers';

// What the sign-in and single sign-on routes share: their refusals, their per-address rate limits
// and answers no cache keeps (they carry tokens).

/** The app as a route file sees it (the plugin's instance). */
export type AuthApp = Parameters<FastifyPluginAsyncZod>[0];

export const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/** A rate limit per client address (IPv6 by /64), in this process. */
export const perMinute = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
});

/** The success envelope of an answer carrying tokens: never stored by a cache. */
export function noStore<T>(reply: FastifyReply, data: T) {
  reply.header('cache-control', 'no-store');
  return success(data);
}
