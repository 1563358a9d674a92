import type { ComponentType } from 'react';
import {
  matchRoutes,
  type LoaderFunction,
  type ActionFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { LOCALES, type Locale } from '@changdee/domain/locale';
import { withChunkReload } from '../shared/lib/chunk-reload';
import { LoadingBarView } from './components/route-loading-bar';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorPage } from './errors/route-error-page';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import { namedMiddleware } from './route-middleware';

/** What a lazily loaded page module provides (pages export `Component`, optionally the others). */
export interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

interface PageDefinition {
  /** Route id without locale; also handle.page. */
  page: string;
  path?: string;
  index?: true;
  load: () => Promise<PageModule>;
  handle?: RouteHandle;
  /** Names registered with registerRouteMiddleware (route guards of the features). */
  middleware?: readonly string[];
}

const pendingStep =
  (
    name:
      | 'AddressStepPage'
      | 'CheckoutStepPage'
      | 'OrderSuccessStepPage'
      | 'TrackingStepPage'
      | 'MoreDetailStepPage',
  ) =>
  () =>
    import('./routes/pending-step-pages').then((m) => ({ Component: m[name] }));

// Spec §2: every route, in Thai (no prefix) and English (/en). Each page is its own chunk.
export const pageDefinitions: readonly PageDefinition[] = [
  { page: 'home', index: true, load: () => import('../features/home/routes/home-page') },
  {
    page: 'login',
    path: 'login',
    handle: { hideHeader: true },
    load: () => import('../features/auth/routes/login-page'),
  },
  { page: 'sso', path: 'sso', load: () => import('../features/auth/routes/sso-page') },
  {
    page: 'maintenance',
    path: 'maintenance',
    load: () => import('../features/auth/routes/maintenance-page'),
  },
  {
    page: 'productList',
    path: 'productList',
    load: () => import('../features/catalog/routes/product-list-page'),
  },
  {
    page: 'productFavorite',
    path: 'productFavorite',
    load: () => import('../features/catalog/routes/product-favorite-page'),
  },
  {
    page: 'product',
    path: 'product/:index',
    load: () => import('./routes/product-page'),
  },
  {
    page: 'terms',
    path: 'terms_and_condition',
    load: () => import('../features/terms/routes/terms-page'),
  },
  { page: 'address', path: 'address', load: pendingStep('AddressStepPage') },
  { page: 'checkout', path: 'checkout', load: pendingStep('CheckoutStepPage') },
  { page: 'orderSuccess', path: 'order_success', load: pendingStep('OrderSuccessStepPage') },
  { page: 'moreDetail', path: 'more_detail', load: pendingStep('MoreDetailStepPage') },
  { page: 'tracking', path: 'tracking/:id?', load: pendingStep('TrackingStepPage') },
];

// Route object → how to warm its code without running it (prefetch must not trigger the reload guard).
const prefetchers = new WeakMap<RouteObject, () => void>();

function pageRoute(definition: PageDefinition, locale: Locale): RouteObject {
  const guarded = withChunkReload(definition.load);
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
    definition.load().catch(() => {});
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
