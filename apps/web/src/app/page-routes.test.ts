import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageForPath } from '@changdee/contract/page-routes';
import { createAppRoutes } from './routes';

// The server decides 200 or 404 for a page path with the contract's pageForPath; the app's router
// must show a page for exactly those paths and its not-found page for the others.

const routes = createAppRoutes();

/** The page the router shows for a path ('not-found' for its catch-all). */
function routerPage(path: string): string | undefined {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return (leaf?.handle as { page?: string } | undefined)?.page;
}

describe('one page list for the server and the router', () => {
  it('agrees with pageForPath on pages, variants and unknown paths', () => {
    for (const path of [
      '/',
      '/en',
      '/en/',
      '/login',
      '/en/login',
      '/sso',
      '/maintenance',
      '/productList',
      '/PRODUCTLIST/',
      '/en/productFavorite',
      '/product/Air_Clean',
      '/product',
      '/product/a/b',
      '/terms_and_condition',
      '/address',
      '/checkout',
      '/order_success',
      '/en/more_detail',
      '/tracking',
      '/tracking/CO123',
      '/tracking/CO123/more',
      '/no-such-page',
      '/en/no-such-page/at-all',
      '/enx/login',
      '/en/en/login',
    ]) {
      expect(routerPage(path), path).toBe(pageForPath(path) ?? 'not-found');
    }
  });
});
