import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayOffRoutes } from './routes/days-off';
import { teamRoutes } from './routes/teams';

// Contractor teams from the portal (issue 21 item 4, docs/decisions/051): the Operator's.

export const teamAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  teamRoutes(app);
  dayOffRoutes(app);
};
