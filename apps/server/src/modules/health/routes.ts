import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import { healthResponseSchema } from '@changdee/contract/health';
import { sendError } from '../../plugins/error-handler';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public', availableInMaintenance: true },
      schema: {
        tags: ['health'],
        summary: 'Is the server up and its database reachable?',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return sendError(request, reply, 'SERVICE_UNAVAILABLE', { database: app.database.driver });
      }
      return {
        message: 'success' as const,
        data: { status: 'ok' as const, database: app.database.driver },
      };
    },
  );
};
