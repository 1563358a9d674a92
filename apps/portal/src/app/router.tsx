import { createBrowserRouter, type RouteObject } from 'react-router';
import { PORTAL_BASE_PATH, portalPagePath } from '@changdee/contract/portal-pages';
import { ENGLISH_PATH_PREFIX } from '@changdee/contract/page-routes';
import AuditPage from '../features/audit/audit-page';
import CouponsPage from '../features/coupons/coupons-page';
import OrderPage from '../features/orders/routes/order-page';
import OrdersPage from '../features/orders/routes/orders-page';
import ServicePage from '../features/catalog/service-page';
import ServicesPage from '../features/catalog/services-page';
import { PasswordPage } from '../features/people/password-page';
import { PeoplePage } from '../features/people/people-page';
import { TeamsPage } from '../features/teams/teams-page';
import PromotionsPage from '../features/promotions/promotions-page';
import { PortalFrame } from '../layout/portal-frame';
import { PortalRoot } from '../layout/portal-root';
import { DayPage } from '../features/day/day-page';
import { DispatchPage } from '../features/dispatch/dispatch-page';
import { LandingPage } from './landing-page';
import { LoginPage } from '../features/auth/login-page';
import { NotFoundPage } from './not-found-page';
import { PaymentsPage } from '../features/payments/payments-page';
import { ShopPage } from '../features/shop/shop-page';

// The portal's routes, under /portal (Thai) and /portal/en (English), as the shop's /en. Paths come
// from packages/contract/src/portal-pages.ts, which the server answers 200 for. Signed-in pages sit
// inside the frame (header, navigation, the role check); a new page adds its line here and in
// app/nav.ts.
const relative = (path: string) => path.slice(1);

const pages: RouteObject[] = [
  { path: relative(portalPagePath('login')), element: <LoginPage /> },
  { path: relative(portalPagePath('password')), element: <PasswordPage /> },
  {
    element: <PortalFrame />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: relative(portalPagePath('orders')), element: <OrdersPage /> },
      { path: relative(portalPagePath('order')), element: <OrderPage /> },
      { path: relative(portalPagePath('payments')), element: <PaymentsPage /> },
      { path: relative(portalPagePath('day')), element: <DayPage /> },
      { path: relative(portalPagePath('shop')), element: <ShopPage /> },
      { path: relative(portalPagePath('dispatch')), element: <DispatchPage /> },
      { path: relative(portalPagePath('services')), element: <ServicesPage /> },
      { path: relative(portalPagePath('service')), element: <ServicePage /> },
      { path: relative(portalPagePath('teams')), element: <TeamsPage /> },
      { path: relative(portalPagePath('people')), element: <PeoplePage /> },
      { path: relative(portalPagePath('coupons')), element: <CouponsPage /> },
      { path: relative(portalPagePath('promotions')), element: <PromotionsPage /> },
      { path: relative(portalPagePath('audit')), element: <AuditPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const portalRoutes: RouteObject[] = [
  {
    element: <PortalRoot />,
    children: [
      { path: ENGLISH_PATH_PREFIX, children: pages },
      { path: '/', children: pages },
    ],
  },
];

export const createPortalRouter = () =>
  createBrowserRouter(portalRoutes, { basename: PORTAL_BASE_PATH });
