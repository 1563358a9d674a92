import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignRoutes } from './routes/assign';
import { boardRoute } from './routes/board';
import { dismissRescheduleRoute } from './routes/reschedule-requests';

// The dispatch board (issue 20, docs/decisions/044): Changdee's operators only.

export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  boardRoute(app);
  assignRoutes(app);
  dismissRescheduleRoute(app);
};
