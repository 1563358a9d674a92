import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentConflictRoutes } from './routes/conflicts';
import { refundRoutes } from './routes/refunds';
import { takingsRoute } from './routes/takings';

// The operations portal's money (issue 19, docs/decisions/039): Changdee's operators only; every
// other role is refused by the access plugin (403 FORBIDDEN).

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  refundRoutes(app);
  takingsRoute(app);
  paymentConflictRoutes(app);
};
