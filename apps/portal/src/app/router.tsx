import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PORTAL_BASE_PATH, portalPagePath } from '@changdee/contract/portal-pages';
import { ENGLISH_PATH_PREFIX } from '@changdee/contract/page-routes';
import { PortalFrame } from '../layout/portal-frame';
import { PortalRoot } from '../layout/portal-root';
import { LandingPage } from './landing-page';
import { LoginPage } from '../features/auth/login-page';
import { NotFoundPage } from './not-found-page';

// The portal's routes, under /portal (Thai) and /portal/en (English), as the shop's /en. Paths come
// from packages/contract/src/portal-pages.ts, which the server answers 200 for. Signed-in pages sit
// inside the frame (header, navigation, the role check); a new page adds its line here and in
// app/nav.ts.
const relative = (path: string) => path.slice(1);

// Decision 063: the sign-in page, the frame and the landing come with the app; every other page is
// its own chunk, loaded when first opened (the service worker precaches them all for the
// technician's day offline, decision 066), so /portal/login runs only what it shows.
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

function NothingYet() {
  return null;
}

const pages: RouteObject[] = [
  { path: relative(portalPagePath('login')), element: <LoginPage /> },
  {
    path: relative(portalPagePath('password')),
    lazy: page(
      () => import('../features/people/password-page'),
      (m) => m.PasswordPage,
    ),
  },
  {
    element: <PortalFrame />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        path: relative(portalPagePath('today')),
        lazy: page(
          () => import('../features/today/today-page'),
          (m) => m.TodayPage,
        ),
      },
      {
        path: relative(portalPagePath('orders')),
        lazy: page(
          () => import('../features/orders/routes/orders-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('order')),
        lazy: page(
          () => import('../features/orders/routes/order-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('payments')),
        lazy: page(
          () => import('../features/payments/payments-page'),
          (m) => m.PaymentsPage,
        ),
      },
      {
        path: relative(portalPagePath('day')),
        lazy: page(
          () => import('../features/day/day-page'),
          (m) => m.DayPage,
        ),
      },
      {
        path: relative(portalPagePath('shop')),
        lazy: page(
          () => import('../features/shop/shop-page'),
          (m) => m.ShopPage,
        ),
      },
      {
        path: relative(portalPagePath('dispatch')),
        lazy: page(
          () => import('../features/dispatch/dispatch-page'),
          (m) => m.DispatchPage,
        ),
      },
      {
        path: relative(portalPagePath('services')),
        lazy: page(
          () => import('../features/catalog/services-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('service')),
        lazy: page(
          () => import('../features/catalog/service-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('teams')),
        lazy: page(
          () => import('../features/teams/teams-page'),
          (m) => m.TeamsPage,
        ),
      },
      {
        path: relative(portalPagePath('addOns')),
        lazy: page(
          () => import('../features/add-ons/add-ons-page'),
          (m) => m.AddOnsPage,
        ),
      },
      {
        path: relative(portalPagePath('people')),
        lazy: page(
          () => import('../features/people/people-page'),
          (m) => m.PeoplePage,
        ),
      },
      {
        path: relative(portalPagePath('coupons')),
        lazy: page(
          () => import('../features/coupons/coupons-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('promotions')),
        lazy: page(
          () => import('../features/promotions/promotions-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('analytics')),
        lazy: page(
          () => import('../features/analytics/analytics-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('audit')),
        lazy: page(
          () => import('../features/audit/audit-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('quotations')),
        lazy: page(
          () => import('../features/quotations/quotations-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('quotation')),
        lazy: page(
          () => import('../features/quotations/quotation-page'),
          (m) => m.default,
        ),
      },
      {
        path: relative(portalPagePath('ratings')),
        lazy: page(
          () => import('../features/ratings/ratings-page'),
          (m) => m.default,
        ),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const portalRoutes: RouteObject[] = [
  {
    element: <PortalRoot />,
    // While the first page's chunk arrives (the empty shell stays as it was).
    HydrateFallback: NothingYet,
    children: [
      { path: ENGLISH_PATH_PREFIX, children: pages },
      { path: '/', children: pages },
    ],
  },
];

export const createPortalRouter = () =>
  createBrowserRouter(portalRoutes, { basename: PORTAL_BASE_PATH });
