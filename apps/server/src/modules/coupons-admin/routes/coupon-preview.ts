import {
  couponAdminPaths,
  couponPreviewRequestSchema,
  linePreviewResponseSchema,
} from '@changdee/contract/coupons-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import * as service from '../service';
import { operators, errors, success, todayOf, type CouponApp } from './route-parts';

// What a coupon being edited would take off a line, by the one pricing function.

export function couponPreviewRoute(app: CouponApp) {
  const today = todayOf(app);
  app.post(
    couponAdminPaths.preview,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'What a coupon as typed takes off one service and quantity',
        description:
          'Priced by the domain’s priceOrder, as an order is: the line price, the promotion ' +
          'running on the service, the coupon’s discount and what is payable — or the refusal ' +
          'the order would give (code and words in both languages). 404 PRODUCT_NOT_FOUND.',
        body: couponPreviewRequestSchema,
        response: { 200: linePreviewResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await service.previewCoupon(app.db, request.body, today())),
  );
}
