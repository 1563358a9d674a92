import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { isApiPath } from './api-paths';

// Spec §1: a maintenance flag in the configuration logs users out and sends them to the
// maintenance page. The web app learns it from /api/runtime-config; the API refuses everything
// else with 503 MAINTENANCE so no order slips through while the flag is on. The web app's own files
// are still served (the maintenance page is part of it).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keeps answering while MAINTENANCE is on (health, runtime config). */
    availableInMaintenance?: boolean;
  }
}

export const maintenancePlugin = fp<{ maintenance: boolean }>(
  async (app, { maintenance }) => {
    if (!maintenance) return;
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.availableInMaintenance) return;
      if (isApiPath(request.url)) throw new AppError('MAINTENANCE');
    });
  },
  { name: 'changdee-maintenance', fastify: '5.x' },
);
