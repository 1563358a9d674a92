import { matchRoutes, type RouteObject } from 'react-router';
import { LOCALES, type Locale } from '@changdee/domain/locale';
import { pageRoutes, type PageName } from '@changdee/contract/page-routes';
import { withChunkReload } from '../shared/lib/chunk-reload';
import { loadFeatureNamespaces } from './i18n-resources';
import { LoadingBarView } from './components/route-loading-bar';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorPage } from './errors/route-error-page';
import { RootLayout } from './layouts/root-layout';
import { loadSiteHeader } from './layouts/site-header-slot';
import type { RouteHandle } from './route-handle';
import { namedMiddleware } from './route-middleware';
import type { PageModule } from './page-module';

interface PageDefinition {
  /** Route id without locale; also handle.page. */
  page: PageName;
  path?: string;
  index?: true;
  load: () => Promise<PageModule>;
  /** The features' translation namespaces the page uses, loaded with its code. */
  namespaces?: readonly string[];
  handle?: RouteHandle;
  /** Names registered with registerRouteMiddleware (route guards of the features). */
  middleware?: readonly string[];
}

type PageCode = Omit<PageDefinition, 'page' | 'path' | 'index'>;

/** A catalogue page with the slots other features fill on it (app/catalog-slots.tsx). */
const withSlots = (page: 'list' | 'product', module: Promise<PageModule>) =>
  Promise.all([module, import('./catalog-slots')]).then(([loaded, slots]) =>
    slots.withCatalogSlots(page, loaded),
  );

// The code of every page of the shared list (packages/contract/src/page-routes.ts, which the server
// also answers by); each page is its own chunk.
const pageCode: Record<PageName, PageCode> = {
  home: { namespaces: ['home'], load: () => import('../features/home/routes/home-page') },
  login: {
    namespaces: ['auth'],
    handle: { hideHeader: true },
    load: () => import('../features/auth/routes/login-page'),
  },
  sso: { namespaces: ['auth'], load: () => import('../features/auth/routes/sso-page') },
  maintenance: {
    namespaces: ['auth'],
    load: () => import('../features/auth/routes/maintenance-page'),
  },
  // The catalogue's cards carry the location feature's ribbon, the product page its block.
  productList: {
    namespaces: ['catalog', 'location'],
    load: () => withSlots('list', import('../features/catalog/routes/product-list-page')),
  },
  productFavorite: {
    namespaces: ['catalog', 'location'],
    load: () => withSlots('list', import('../features/catalog/routes/product-favorite-page')),
  },
  product: {
    // The catalogue's page with the cart's booking part (routes/product-page.tsx).
    namespaces: ['catalog', 'cart', 'location'],
    load: () => withSlots('product', import('./routes/product-page')),
  },
  // The terms with the orders feature's tracking search for the external brand (routes/terms-page.tsx).
  terms: { namespaces: ['terms', 'orders'], load: () => import('./routes/terms-page') },
  // The orders feature's steps with the cart's lines and the location search (routes/*-page.tsx).
  address: {
    namespaces: ['orders', 'location'],
    load: () => import('./routes/address-page'),
  },
  checkout: {
    namespaces: ['orders', 'location'],
    load: () => import('./routes/checkout-page'),
  },
  orderSuccess: {
    namespaces: ['orders'],
    load: () => import('../features/orders/routes/order-success-page'),
  },
  moreDetail: {
    namespaces: ['orders'],
    load: () => import('../features/orders/routes/more-detail-page'),
  },
  tracking: {
    namespaces: ['orders'],
    load: () => import('../features/orders/routes/tracking-page'),
  },
  // The customer's page through their link: no shop header, its own chunk (decision 046).
  customerTracking: {
    namespaces: ['orders'],
    handle: { hideHeader: true },
    load: () => import('../features/orders/routes/customer-tracking-page'),
  },
};

// Spec §2: every route, in Thai (no prefix) and English (/en).
export const pageDefinitions: readonly PageDefinition[] = pageRoutes.map(({ page, path }) => ({
  page,
  ...(path === '' ? { index: true as const } : { path }),
  ...pageCode[page],
}));

// Route object → how to warm its code without running it (prefetch must not trigger the reload guard).
const prefetchers = new WeakMap<RouteObject, () => void>();

function pageRoute(definition: PageDefinition, locale: Locale): RouteObject {
  const namespaces = definition.namespaces ?? [];
  // The page's code, its strings and, when it has a header, the header: all there at first render.
  const load = () =>
    Promise.all([
      definition.load(),
      loadFeatureNamespaces(locale, namespaces),
      definition.handle?.hideHeader ? null : loadSiteHeader(locale),
    ]).then(([page]) => page);
  const guarded = withChunkReload(load);
  const base = {
    id: `${locale}:${definition.page}`,
    handle: { ...definition.handle, page: definition.page } satisfies RouteHandle,
    ...(definition.middleware ? { middleware: namedMiddleware(definition.middleware) } : {}),
    lazy: async () => {
      const { Component, ErrorBoundary, loader, action, shouldRevalidate } = await guarded();
      return { Component, ErrorBoundary, loader, action, shouldRevalidate };
    },
  };
  const route: RouteObject = definition.index
    ? { ...base, index: true }
    : { ...base, path: definition.path };
  prefetchers.set(route, () => {
    load().catch(() => {});
  });
  return route;
}

function localeRoutes(locale: Locale): RouteObject[] {
  return pageDefinitions.map((definition) => pageRoute(definition, locale));
}

// Unknown paths sit outside the guarded pages: anyone, signed in or not, gets the 404 page in
// the language of the path rather than a detour through /login.
function notFoundRoute(locale: Locale, path: string): RouteObject {
  return {
    id: `${locale}:not-found`,
    path,
    Component: NotFoundPage,
    handle: { page: 'not-found' } satisfies RouteHandle,
    // The page itself is in the app; its header arrives before it renders, as for every page.
    lazy: withChunkReload(() => loadSiteHeader(locale).then(() => ({}))),
  };
}

function InitialLoading() {
  return <LoadingBarView phase="loading" />;
}

export interface AppRoutesOptions {
  /** Named middleware run before every page (the features register them, e.g. identity's 'session'). */
  middleware?: readonly string[];
}

export function createAppRoutes({ middleware = [] }: AppRoutesOptions = {}): RouteObject[] {
  const [th, ...others] = LOCALES;
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      // Only when the layout itself fails; page errors are caught below and keep the layout.
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: InitialLoading,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorPage,
          ...(middleware.length ? { middleware: namedMiddleware(middleware) } : {}),
          children: [
            ...others.map((locale) => ({
              id: locale,
              path: locale,
              children: localeRoutes(locale),
            })),
            ...localeRoutes(th),
          ],
        },
        {
          id: 'not-found',
          ErrorBoundary: RouteErrorPage,
          children: [
            ...others.map((locale) => notFoundRoute(locale, `${locale}/*`)),
            notFoundRoute(th, '*'),
          ],
        },
      ],
    },
  ];
}

/** Loads the page code of every route that matches the path (used by prefetchPath). */
export function createRoutePrefetcher(routes: RouteObject[]): (path: string) => void {
  return (path) => {
    for (const match of matchRoutes(routes, path) ?? []) prefetchers.get(match.route)?.();
  };
}
