import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponDetailRoute } from './routes/coupon-detail';
import { couponListRoutes } from './routes/coupon-lists';
import { couponPreviewRoute } from './routes/coupon-preview';
import { couponWriteRoutes } from './routes/coupon-writes';
import { promotionDetailRoute } from './routes/promotion-detail';
import { promotionListRoutes } from './routes/promotion-lists';
import { promotionWriteRoutes } from './routes/promotion-writes';

// The portal's coupons and promotions (issue 21, docs/decisions/050): Operators only — a coupon's
// tiers say what the contractor bears (contractor_discount), which no channel agrees for itself.
// Every write is versioned (409 STALE_EDIT), audited and empties every server's coupon and
// promotion caches at commit.

export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  couponListRoutes(app);
  couponPreviewRoute(app);
  couponDetailRoute(app);
  couponWriteRoutes(app);
  promotionListRoutes(app);
  promotionDetailRoute(app);
  promotionWriteRoutes(app);
};
