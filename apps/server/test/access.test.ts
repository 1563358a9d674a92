import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorCatalogue } from '@changdee/contract/errors';
import { ROLES, type Role } from '@changdee/domain/roles';
import type { AuthContext } from '../src/plugins/access-types';
import { listRouteAccess } from '../src/plugins/access';
import { buildTestApp, getTestContext } from './context';

// Every route declares its access; a route without one stops the server from starting. The access
// plugin only enforces: who the caller is comes from request.auth (set by identity's token check).

describe('route access policies', () => {
  it('refuses to start with a route that declares no access', async () => {
    const app = await buildTestApp();
    try {
      await expect(
        (async () => {
          await app.register(async (scope) => {
            scope.get('/b2b/v2/forgotten', async () => ({ message: 'success', data: null }));
          });
          await app.ready();
        })(),
      ).rejects.toThrow(
        /GET,HEAD \/b2b\/v2\/forgotten has no valid config\.access|GET \/b2b\/v2\/forgotten has no valid config\.access/,
      );
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('refuses an empty role list', async () => {
    const app = await buildTestApp();
    try {
      await expect(
        (async () => {
          await app.register(async (scope) => {
            scope.get('/b2b/v2/nobody', { config: { access: { roles: [] } } }, async () => null);
          });
          await app.ready();
        })(),
      ).rejects.toThrow(/has no valid config\.access/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('lists every route with its access; infrastructure routes are public', async () => {
    const { app } = await getTestContext();
    const routes = listRouteAccess(app);
    const find = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url);
    expect(find('GET', '/healthz')?.access).toBe('public');
    expect(find('GET', '/api/runtime-config')?.access).toBe('public');
    expect(find('GET', '/api/docs/json')?.access).toBe('public');
    for (const route of routes) {
      const access = route.access;
      expect(
        access === 'public' ||
          (access.roles.length > 0 && access.roles.every((r) => ROLES.includes(r))),
      ).toBe(true);
    }
  });
});

describe('enforcement', () => {
  const signedInAs = (role: Role): AuthContext => ({
    userId: '00000000-0000-4000-8000-000000000001',
    userName: 'test.user',
    role,
    storeIds: [],
    channels: [],
  });

  it('public passes; roles need a caller (401) with a listed role (403)', async () => {
    const app = await buildTestApp();
    // Stands in for identity's authenticate plugin: a test header names the caller's role.
    app.addHook('onRequest', async (request) => {
      const role = request.headers['x-test-role'];
      if (typeof role === 'string') request.auth = signedInAs(role as Role);
    });
    app.get('/b2b/v2/test-open', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get(
      '/b2b/v2/test-sales',
      { config: { access: { roles: ['Sales', 'Channel Manager'] } } },
      async (request) => ({ ok: true, user: request.auth?.userName }),
    );
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/b2b/v2/test-open' })).statusCode).toBe(200);

      const anonymous = await app.inject({
        method: 'GET',
        url: '/b2b/v2/test-sales',
        headers: { 'accept-language': 'en' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(errorBodySchema.parse(anonymous.json())).toEqual({
        code: 'UNAUTHENTICATED',
        message: errorCatalogue.UNAUTHENTICATED.en,
      });

      const brand = await app.inject({
        method: 'GET',
        url: '/b2b/v2/test-sales',
        headers: { 'x-test-role': 'External Brand' },
      });
      expect(brand.statusCode).toBe(403);
      expect(errorBodySchema.parse(brand.json())).toEqual({
        code: 'FORBIDDEN',
        message: errorCatalogue.FORBIDDEN.th,
      });

      for (const role of ['Sales', 'Channel Manager'] as const) {
        const allowed = await app.inject({
          method: 'GET',
          url: '/b2b/v2/test-sales',
          headers: { 'x-test-role': role },
        });
        expect(allowed.statusCode, role).toBe(200);
        expect(allowed.json()).toEqual({ ok: true, user: 'test.user' });
      }
      expect(listRouteAccess(app).find((r) => r.url === '/b2b/v2/test-sales')?.access).toEqual({
        roles: ['Sales', 'Channel Manager'],
      });
    } finally {
      await app.close();
    }
  });

  it('request.auth starts as null on every request', async () => {
    const app = await buildTestApp();
    app.get('/b2b/v2/test-who', { config: { access: 'public' } }, async (request) => ({
      auth: request.auth,
    }));
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/b2b/v2/test-who' })).json()).toEqual({
        auth: null,
      });
    } finally {
      await app.close();
    }
  });
});
