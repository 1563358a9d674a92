import {
  adminIdParamsSchema,
  couponAdminPaths,
  couponAdminResponseSchema,
} from '@changdee/contract/coupons-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import * as service from '../service';
import { operators, errors, success, type CouponApp } from './route-parts';

// One coupon, as the form edits it.

export function couponDetailRoute(app: CouponApp) {
  app.get(
    couponAdminPaths.detail,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'One coupon, as its form edits it',
        params: adminIdParamsSchema,
        response: { 200: couponAdminResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await service.getCoupon(app.db, request.params.id)),
  );
}
