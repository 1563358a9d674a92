import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditListQuerySchema,
  auditListResponseSchema,
  auditPaths,
} from '@changdee/contract/audit';
import { errorBodySchema } from '@changdee/contract/envelope';
import { listAudit } from './service';

// The audit log (issue 21, docs/decisions/049): Operators search it; a record's own page reads the
// same list filtered by entity and entity_id.

const operators = { access: { roles: ['Operator'] } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    auditPaths.list,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'The audit log: who changed what, when, before and after',
        description:
          'Every change made in the operations portal (services, coupons, promotions, teams, ' +
          'stores, channels, employees, users), newest first. Filters (each narrows): entity and ' +
          'entity_id (a record’s own history), actor (a user id), from/to (business dates in ' +
          'Asia/Bangkok, both included). Paged by limit (1–100, default 50) after `after` (the ' +
          'answer’s `next`). Operators only.',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: await listAudit(app.db, request.query),
    }),
  );
};
