import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { addOnAdminRoutes } from './add-ons-admin/routes';
import { availabilityRoutes } from './availability/routes';
import { catalogRoutes } from './catalog/routes';
import { catalogAdminRoutes } from './catalog-admin/routes';
import { couponAdminRoutes } from './coupons-admin/routes';
import { documentRoutes } from './documents/routes';
import { dispatchRoutes } from './dispatch/routes';
import { employeeRoutes } from './employees/routes';
import { healthRoutes } from './health/routes';
import { jobRoutes } from './jobs/routes';
import { locationRoutes } from './locations/routes';
import { lineLinkRoutes } from './messages/line-link-routes';
import { messageRoutes } from './messages/routes';
import { opsDashboardRoutes } from './ops-dashboard/routes';
import { opsOrderRoutes } from './ops-orders/routes';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { peopleAdminRoutes } from './people-admin/routes';
import { portalRoutes } from './portal/routes';
import { promotionRoutes } from './promotions/routes';
import { quotationRoutes } from './quotations/routes';
import { extrasRoutes } from './extras/routes';
import { quotationAdminRoutes } from './quotations-admin/routes';
import { ratingRoutes } from './ratings/routes';
import { runtimeConfigRoutes } from './runtime-config/routes';
import { teamAdminRoutes } from './teams-admin/routes';
import { trackingRoutes } from './tracking/routes';

// The route modules of the server, registered in this order by buildApp (app.ts). Each module
// declares full paths (spec §7 paths differ in prefix) and `config.access` on every route.
// Add one line per module.
export const routeModules: readonly FastifyPluginAsyncZod[] = [
  healthRoutes,
  runtimeConfigRoutes,
  authRoutes,
  employeeRoutes,
  catalogRoutes,
  locationRoutes,
  availabilityRoutes,
  promotionRoutes,
  orderRoutes,
  documentRoutes,
  trackingRoutes,
  paymentRoutes,
  portalRoutes,
  opsOrderRoutes,
  opsDashboardRoutes,
  dispatchRoutes,
  jobRoutes,
  teamAdminRoutes,
  peopleAdminRoutes,
  auditRoutes,
  catalogAdminRoutes,
  couponAdminRoutes,
  addOnAdminRoutes,
  quotationRoutes,
  extrasRoutes,
  quotationAdminRoutes,
  messageRoutes,
  lineLinkRoutes,
  ratingRoutes,
  analyticsRoutes,
];
