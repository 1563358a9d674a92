import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfigResponseSchema } from '@changdee/contract/runtime-config';

export const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/runtime-config',
    {
      config: { access: 'public', availableInMaintenance: true },
      schema: {
        tags: ['runtime config'],
        summary:
          'Settings the web app reads at start: maintenance flag, support phone, portal and help links',
        response: { 200: runtimeConfigResponseSchema },
      },
    },
    async (_request, reply) => {
      const { maintenance, supportPhone, portalUrl, portalLoginUrl, helpCenterUrl } = app.config;
      // Revalidated on every load, so switching maintenance on reaches the next page load.
      reply.header('cache-control', 'no-cache');
      return {
        message: 'success' as const,
        data: { maintenance, supportPhone, portalUrl, portalLoginUrl, helpCenterUrl },
      };
    },
  );
};
