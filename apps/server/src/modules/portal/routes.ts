import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import { portalMeResponseSchema, portalPaths } from '@changdee/contract/portal';
import { ROLES } from '@changdee/domain/roles';
import { portalMe } from './service';

// The operations portal's own routes (docs/decisions/041-the-operations-portal.md), under /ops/v1/:
// who is signed in. Single sign-on with the shop is identity's (auth/routes.ts); the portal's
// feature routes (orders, payments, dispatch) live in their own modules under the same prefix.

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    portalPaths.me,
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['portal'],
        summary: 'The signed-in person: user, role, stores, channels and (a Technician) team',
        security: [{ bearer: [] }],
        response: { 200: portalMeResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await portalMe(app.db, request.auth!);
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
};
