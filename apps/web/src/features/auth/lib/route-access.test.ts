import { describe, expect, it } from 'vitest';
import { decideRoute, landingPath, TRACK_ORDER_PATH } from './route-access';

const visitor = { signedIn: false, role: null, maintenance: false } as const;
const sales = { signedIn: true, role: 'Sales', maintenance: false } as const;
const brand = { signedIn: true, role: 'External Brand', maintenance: false } as const;

describe('decideRoute (spec §4 Session, §6 Roles)', () => {
  it('sends a visitor to /login except on tracking and terms pages', () => {
    for (const path of [
      '/',
      '/productList',
      '/product/x',
      '/productFavorite',
      '/checkout',
      '/nope',
    ]) {
      expect(decideRoute({ ...visitor, path })).toEqual({ kind: 'redirect', to: '/login' });
    }
    for (const path of [
      '/tracking',
      '/tracking/CO123',
      '/tracking/XY1',
      '/terms_and_condition',
      '/login',
      '/sso',
    ]) {
      expect(decideRoute({ ...visitor, path })).toEqual({ kind: 'allow' });
    }
  });

  it("opens the customer's own tracking page to anyone, whatever the session", () => {
    for (const who of [visitor, sales, brand])
      expect(decideRoute({ ...who, path: '/t/abc' })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from /login to their landing page', () => {
    expect(decideRoute({ ...sales, path: '/login' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute({ ...brand, path: '/login' })).toEqual({
      kind: 'redirect',
      to: '/terms_and_condition',
    });
  });

  it('confines the external brand to tracking/CO and terms, logging it out elsewhere', () => {
    expect(decideRoute({ ...brand, path: '/tracking/CO2026000123' })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...brand, path: '/terms_and_condition' })).toEqual({ kind: 'allow' });
    for (const path of ['/', '/productList', '/tracking', '/tracking/SO1', '/productFavorite']) {
      expect(decideRoute({ ...brand, path })).toEqual({ kind: 'logout', to: '/login' });
    }
  });

  it('lets the shop roles everywhere', () => {
    for (const role of ['Sales', 'Channel Manager'] as const) {
      for (const path of ['/', '/productList', '/tracking', '/checkout']) {
        expect(decideRoute({ ...sales, role, path })).toEqual({ kind: 'allow' });
      }
    }
  });

  it('sends everyone to /maintenance while maintenance is on, and away from it otherwise', () => {
    for (const input of [visitor, sales, brand]) {
      expect(decideRoute({ ...input, maintenance: true, path: '/productList' })).toEqual({
        kind: 'maintenance',
      });
      expect(decideRoute({ ...input, maintenance: true, path: '/login' })).toEqual({
        kind: 'maintenance',
      });
      expect(decideRoute({ ...input, maintenance: true, path: '/maintenance' })).toEqual({
        kind: 'allow',
      });
    }
    expect(decideRoute({ ...visitor, path: '/maintenance' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideRoute({ ...sales, path: '/maintenance' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lands the external brand on terms and everyone else at home', () => {
    expect(landingPath('External Brand')).toBe('/terms_and_condition');
    expect(landingPath('Sales')).toBe('/');
    expect(landingPath(null)).toBe('/');
  });

  it("points the external brand's 'track an order' at a page open to it", () => {
    const url = new URL(TRACK_ORDER_PATH, 'http://shop');
    expect(url.hash).toBe('#track-order');
    expect(decideRoute({ ...brand, path: url.pathname })).toEqual({ kind: 'allow' });
  });
});
