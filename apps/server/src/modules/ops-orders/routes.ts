import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderCalendarRoute } from './routes/order-calendar';
import { orderDetailRoute } from './routes/order-detail';
import { orderListRoutes } from './routes/order-list';

// The operations portal's orders (issue 19, docs/decisions/042): the list, its CSV, one order's
// detail and the calendar of a change of its date. Which orders each caller sees is the order
// policy's (domain order-policy.ts), asked by the service; the routes keep out who never may.

export const opsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  orderListRoutes(app);
  orderDetailRoute(app);
  orderCalendarRoute(app);
};
