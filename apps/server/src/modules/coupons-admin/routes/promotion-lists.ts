import {
  promotionAdminListResponseSchema,
  promotionAdminPaths,
  promotionPreviewRequestSchema,
  promotionPreviewResponseSchema,
} from '@changdee/contract/coupons-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import * as service from '../service';
import { operators, errors, success, todayOf, type CouponApp } from './route-parts';

// A channel's promotions, and what a promotion being edited would take off.

export function promotionListRoutes(app: CouponApp) {
  const today = todayOf(app);
  app.get(
    promotionAdminPaths.list,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'Every promotion with its phase today: past, running or future',
        description:
          'Latest start first. A promotion is past only after its last day (the domain’s ' +
          'promotionPhase), never while it runs.',
        response: { 200: promotionAdminListResponseSchema, ...errors },
      },
    },
    async () => success(await service.listPromotions(app.db, today())),
  );

  app.post(
    promotionAdminPaths.preview,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'A promotion as typed on one service’s catalogue card',
        description:
          'The card’s price (the service’s minimum quantity unless qty is given), what the ' +
          'promotion takes off on `date` (default today) and the price shown, by the domain’s ' +
          'lineAmount as the catalogue and cart compute it. 404 PRODUCT_NOT_FOUND.',
        body: promotionPreviewRequestSchema,
        response: { 200: promotionPreviewResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await service.previewPromotion(app.db, request.body, today())),
  );
}
