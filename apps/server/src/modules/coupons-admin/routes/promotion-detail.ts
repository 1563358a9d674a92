import {
  adminIdParamsSchema,
  promotionAdminPaths,
  promotionAdminResponseSchema,
} from '@changdee/contract/coupons-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import * as service from '../service';
import { operators, errors, success, todayOf, type CouponApp } from './route-parts';

// One promotion, as the form edits it.

export function promotionDetailRoute(app: CouponApp) {
  const today = todayOf(app);
  app.get(
    promotionAdminPaths.detail,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'One promotion, as its form edits it',
        params: adminIdParamsSchema,
        response: { 200: promotionAdminResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await service.getPromotion(app.db, request.params.id, today())),
  );
}
