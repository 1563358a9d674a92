import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { Access } from './access-types';

// Access enforcement (first version). Every route must say who may call it in `config.access`;
// a route without it stops the server at start-up, so nothing is public by accident.
//
// This plugin never verifies tokens. The authenticate plugin (identity) verifies the bearer token
// and sets `request.auth` in an onRequest hook; this plugin only reads `request.auth` in its
// preValidation hook: 'public' passes, a role list needs a caller (401) with one of the roles
// (403). It runs before the body is validated, so a caller without access learns nothing about
// what the route would accept (401/403, never a 400 listing the fields).

export interface AccessPluginOptions {
  /**
   * Routes registered by infrastructure plugins (static files, API docs) that cannot carry our
   * route config; they are marked 'public' instead of failing.
   */
  isInfrastructureRoute?: (url: string) => boolean;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

const routeTables = new WeakMap<FastifyInstance, RouteAccess[]>();

/** Every route of the app with its access policy, in registration order (for tests and docs). */
export function listRouteAccess(app: FastifyInstance): RouteAccess[] {
  return [...(routeTables.get(app) ?? [])];
}

export function describeAccess(access: Access): string {
  return access === 'public' ? 'public' : `roles: ${access.roles.join(', ')}`;
}

function isValidAccess(access: unknown): access is Access {
  if (access === 'public') return true;
  if (typeof access !== 'object' || access === null) return false;
  const roles = (access as { roles?: unknown }).roles;
  return Array.isArray(roles) && roles.length > 0;
}

export const accessPlugin = fp<AccessPluginOptions>(
  async (app, options) => {
    const table: RouteAccess[] = [];
    routeTables.set(app, table);
    if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = ([] as string[]).concat(route.method);
      let access = route.config?.access;
      if (access === undefined && options.isInfrastructureRoute?.(route.url)) {
        access = 'public';
        route.config = { ...route.config, access };
      }
      if (!isValidAccess(access)) {
        throw new Error(
          `Route ${methods.join(',')} ${route.url} has no valid config.access: declare ` +
            `config: { access: 'public' } or config: { access: { roles: [...] } }`,
        );
      }
      for (const method of methods) table.push({ method, url: route.url, access });
    });

    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      // Not-found handling has no route config; the 404 answer reveals nothing.
      if (access === undefined || access === 'public') return;
      if (!request.auth) throw new AppError('UNAUTHENTICATED');
      if (!access.roles.includes(request.auth.role)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'changdee-access', fastify: '5.x' },
);
