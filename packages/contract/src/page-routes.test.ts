import { describe, expect, it } from 'vitest';
import { localeOfPath, pageForPath, pageRoutes } from './page-routes';

describe('pageForPath', () => {
  it('finds every page in Thai and in English', () => {
    for (const { page, path } of pageRoutes) {
      const concrete = path.replace(/\/:[a-z]+\??/gi, '/x');
      expect(pageForPath(`/${concrete}`), concrete).toBe(page);
      expect(pageForPath(`/en/${concrete}`.replace(/\/$/, '')), concrete).toBe(page);
    }
  });

  it('matches as React Router does: optional params, any case, trailing slash, query ignored', () => {
    expect(pageForPath('/')).toBe('home');
    expect(pageForPath('/en')).toBe('home');
    expect(pageForPath('/en/')).toBe('home');
    expect(pageForPath('/tracking')).toBe('tracking');
    expect(pageForPath('/tracking/CO123')).toBe('tracking');
    expect(pageForPath('/en/t/abc')).toBe('customerTracking');
    expect(pageForPath('/product/Air_Clean?id=42')).toBe('product');
    expect(pageForPath('/PRODUCTLIST/')).toBe('productList');
    expect(pageForPath('/en/productList#top')).toBe('productList');
    expect(pageForPath('/log%69n')).toBe('login');
  });

  it('finds no page for anything else', () => {
    for (const path of [
      '/no-such-page',
      '/en/no-such-page/at-all',
      '/product',
      '/product/a/b',
      '/tracking/CO1/more',
      '/enx/login',
      '/en/en/login',
      '/productList/extra',
      '/%E0%A4%A',
    ]) {
      expect(pageForPath(path), path).toBeNull();
    }
  });
});

describe('localeOfPath', () => {
  it('is English under /en (any case), Thai everywhere else', () => {
    for (const path of ['/en', '/en/', '/en/login', '/EN/login?x=1', '/en#top']) {
      expect(localeOfPath(path), path).toBe('en');
    }
    for (const path of ['/', '/login', '/enx/login', '/login/en', '/?en']) {
      expect(localeOfPath(path), path).toBe('th');
    }
  });
});
