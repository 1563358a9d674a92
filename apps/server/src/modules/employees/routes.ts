import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  adminEmployeeParamsSchema,
  adminEmployeeResponseSchema,
  channelSearchRequestSchema,
  channelSearchResponseSchema,
} from '@changdee/contract/employees';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { adminEmployee, searchEmployees } from './service';

// The employee dropdown's search (spec §7 channel/search) and the `{gateway}` admin employee lookup.

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/b2b/v2/channel/search',
    {
      config: { access: { roles: SHOP_ROLES } },
      schema: {
        tags: ['employees'],
        summary: "Search the employees of one of the caller's stores",
        description:
          'The keyword loses its special characters and matches name, code or phone; an empty keyword lists ' +
          'the store (at most 50). An empty store name means no search: an empty list.',
        security: [{ bearer: [] }],
        body: channelSearchRequestSchema,
        response: { 200: channelSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await searchEmployees(app.db, request.auth!, request.body);
      return { message: 'success' as const, data };
    },
  );

  app.get(
    '/a/v1/admin/employee/:adminUUID',
    {
      config: { access: { roles: SHOP_ROLES } },
      schema: {
        tags: ['employees'],
        summary: 'An admin portal person by adminUUID, with the employee record they are',
        security: [{ bearer: [] }],
        params: adminEmployeeParamsSchema,
        response: { 200: adminEmployeeResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const data = await adminEmployee(app.db, request.auth!, request.params.adminUUID);
      return { message: 'success' as const, data };
    },
  );
};
