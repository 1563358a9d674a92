import { describe, expect, it } from 'vitest';
import { ROLES } from '@changdee/domain/roles';
import { DEMO_USERS } from '../../db/seed/demo-keys';
import { listRouteAccess } from '../../plugins/access';
import { isApiPath } from '../../plugins/api-paths';
import { getTestContext } from '../../../test/context';
import { signIn } from '../../../test/sign-in';

// Every route declares who may call it, and the external brand reaches only tracking and terms
// (spec §1, §6). Checked over the routes the app really has, so a new module is covered the day
// it is registered.

// GET /b2b/v2/carts/{cartOrderNo} is the order the tracking page reads (spec §7); GET /ops/v1/me
// is who the caller is, for the portal's frame (every role: docs/decisions/041).
const EXTERNAL_BRAND_PATHS = /\/(tracking|terms)|^\/b2b\/v2\/carts\/|^\/ops\/v1\/me$/i;

/** A concrete URL for a route pattern (path parameters filled with a well-formed id). */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z_]+\??/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');

describe('route policies', () => {
  it('every route has a valid policy', async () => {
    const { app } = await getTestContext();
    const routes = listRouteAccess(app);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const ok =
        route.access === 'public' ||
        (route.access.roles.length > 0 && route.access.roles.every((role) => ROLES.includes(role)));
      expect(ok, `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('the identity routes have the policies they are documented with', async () => {
    const { app } = await getTestContext();
    const policy = (method: string, url: string) =>
      listRouteAccess(app).find((r) => r.method === method && r.url === url)?.access;
    expect(policy('POST', '/v1/auth')).toBe('public');
    expect(policy('POST', '/v1/authServer/getAccessToken')).toBe('public');
    expect(policy('POST', '/v1/auth/logout')).toBe('public');
    expect(policy('POST', '/b2b/v2/auth/sso')).toBe('public');
    expect(policy('POST', '/b2b/v2/channel/search')).toEqual({
      roles: ['Sales', 'Channel Manager'],
    });
    // Operators and technicians too: the shop's sign-in hands them to the portal (decision 062).
    expect(policy('POST', '/b2b/v2/auth/portal-token')).toEqual({
      roles: ['Sales', 'Channel Manager', 'Operator', 'Technician'],
    });
    expect(policy('GET', '/a/v1/admin/employee/:adminUUID')).toEqual({
      roles: ['Sales', 'Channel Manager'],
    });
  });

  it('the sign-off and rating routes: the customer’s are public, the ratings the operators’', async () => {
    const { app } = await getTestContext();
    const policy = (method: string, url: string) =>
      listRouteAccess(app).find((r) => r.method === method && r.url === url)?.access;
    expect(policy('POST', '/b2b/v2/public/tracking/:token/sign-off')).toBe('public');
    expect(policy('POST', '/b2b/v2/public/tracking/:token/rating')).toBe('public');
    expect(policy('GET', '/b2b/v2/public/tracking/:token/signature.png')).toBe('public');
    expect(policy('GET', '/ops/v1/ratings')).toEqual({ roles: ['Operator'] });
    expect(policy('POST', '/ops/v1/orders/:cartOrderNo/rating-follow-up')).toEqual({
      roles: ['Operator'],
    });
    expect(policy('GET', '/b2b/v2/carts/:cartOrderNo/signature.png')).toEqual({ roles: ROLES });
  });

  it('the extras: the job’s team’s technician and Operators on the phone, the customer’s public', async () => {
    const { app } = await getTestContext();
    const policy = (method: string, url: string) =>
      listRouteAccess(app).find((r) => r.method === method && r.url === url)?.access;
    const field = { roles: ['Technician', 'Operator'] };
    expect(policy('GET', '/ops/v1/jobs/:cartOrderNo/extras')).toEqual(field);
    expect(policy('POST', '/ops/v1/jobs/:cartOrderNo/extras')).toEqual(field);
    expect(policy('POST', '/ops/v1/jobs/:cartOrderNo/extras/:extraId/approval')).toEqual(field);
    expect(policy('POST', '/ops/v1/jobs/:cartOrderNo/extras/:extraId/decline')).toEqual(field);
    expect(policy('POST', '/ops/v1/jobs/:cartOrderNo/extras/payment')).toEqual(field);
    expect(policy('GET', '/b2b/v2/public/tracking/:token/extras')).toBe('public');
    expect(policy('POST', '/b2b/v2/public/tracking/:token/extras/:extraId/approval')).toBe(
      'public',
    );
    expect(policy('POST', '/b2b/v2/public/tracking/:token/extras/:extraId/decline')).toBe('public');
  });

  it('the quotation’s PDF: its readers’, and the customer’s through their link (decision 081)', async () => {
    const { app } = await getTestContext();
    const policy = (method: string, url: string) =>
      listRouteAccess(app).find((r) => r.method === method && r.url === url)?.access;
    expect(policy('GET', '/ops/v1/jobs/:cartOrderNo/quotation.pdf')).toEqual({
      roles: ['Technician', 'Operator'],
    });
    expect(policy('GET', '/b2b/v2/public/tracking/:token/quotation.pdf')).toBe('public');
  });

  it('the quotation’s answers: the customer’s are public, the store reads and records at its counter', async () => {
    const { app } = await getTestContext();
    const policy = (method: string, url: string) =>
      listRouteAccess(app).find((r) => r.method === method && r.url === url)?.access;
    expect(policy('GET', '/b2b/v2/public/tracking/:token/quotation')).toBe('public');
    expect(policy('POST', '/b2b/v2/public/tracking/:token/quotation/price')).toBe('public');
    expect(policy('POST', '/b2b/v2/public/tracking/:token/quotation/decision')).toBe('public');
    expect(policy('GET', '/b2b/v2/carts/:cartOrderNo/quotation')).toEqual({
      roles: ['Sales', 'Channel Manager', 'Operator'],
    });
    expect(policy('POST', '/b2b/v2/carts/:cartOrderNo/quotation/price')).toEqual({
      roles: ['Sales', 'Channel Manager', 'Operator'],
    });
    expect(policy('POST', '/b2b/v2/carts/:cartOrderNo/quotation/approval')).toEqual({
      roles: ['Sales', 'Channel Manager'],
    });
  });

  it('only tracking and terms routes admit the external brand', async () => {
    const { app } = await getTestContext();
    for (const route of listRouteAccess(app)) {
      if (route.access !== 'public' && route.access.roles.includes('External Brand')) {
        expect(route.url, `${route.method} ${route.url} admits External Brand`).toMatch(
          EXTERNAL_BRAND_PATHS,
        );
      }
    }
  });

  it('an external-brand token is refused (403) and no token is refused (401) on every other protected route', async () => {
    const { app } = await getTestContext();
    const brand = await signIn(app, DEMO_USERS.brand);
    const protectedRoutes = listRouteAccess(app).filter(
      (r) =>
        r.access !== 'public' &&
        isApiPath(r.url) &&
        r.method !== 'HEAD' &&
        !EXTERNAL_BRAND_PATHS.test(r.url),
    );
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = concrete(route.url);
      const anonymous = await app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url} without a token`).toBe(401);
      const asBrand = await app.inject({
        method,
        url,
        headers: { authorization: brand.authHeader },
      });
      expect(asBrand.statusCode, `${method} ${url} as External Brand`).toBe(403);
    }
  });
});
