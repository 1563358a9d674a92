import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobExtrasRoutes } from './routes/job-routes';

// On-site extras (issue 31 item 5, docs/decisions/080) on the technician's phone (the job's team's
// technician and Operators); the customer's own page has them under the tracking routes.

export const extrasRoutes: FastifyPluginAsyncZod = async (app) => {
  jobExtrasRoutes(app);
};
