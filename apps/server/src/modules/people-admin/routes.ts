import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelRoutes } from './routes/channels';
import { employeeRoutes } from './routes/employees';
import { passwordLinkRoutes } from './routes/password-link';
import { passwordResetRoute } from './routes/password-reset';
import { storeRoutes } from './routes/stores';
import { userRoutes } from './routes/users';

// Channels, stores, employees and users from the portal (issue 21 item 5, docs/decisions/051): the
// Operator's, one route file a record (routes/); and the public set-password link's two routes.

export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  channelRoutes(app);
  storeRoutes(app);
  employeeRoutes(app);
  userRoutes(app);
  passwordResetRoute(app);
  passwordLinkRoutes(app);
};
