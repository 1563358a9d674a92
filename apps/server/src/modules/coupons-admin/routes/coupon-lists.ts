import {
  couponAdminListResponseSchema,
  couponAdminPaths,
  couponScopeOptionsPath,
  couponScopeOptionsResponseSchema,
} from '@changdee/contract/coupons-admin';
import * as service from '../service';
import { operators, errors, success, type CouponApp } from './route-parts';

// A channel's coupons, and the stores and services a coupon may be limited to.

export function couponListRoutes(app: CouponApp) {
  app.get(
    couponAdminPaths.list,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'Every coupon, with its uses so far',
        description:
          'All coupons whatever their status, scope or dates (soonest expiry first), each with ' +
          'its version, the uses counted against its limits and the order lines priced with it.',
        response: { 200: couponAdminListResponseSchema, ...errors },
      },
    },
    async () => success({ coupons: await service.listCoupons(app.db) }),
  );

  app.get(
    couponScopeOptionsPath,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'The channels, stores and services a coupon or promotion form chooses from',
        response: { 200: couponScopeOptionsResponseSchema, ...errors },
      },
    },
    async () => success(await service.scopeOptions(app.db)),
  );
}
