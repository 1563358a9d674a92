import {
  adminIdParamsSchema,
  promotionAdminPaths,
  promotionAdminResponseSchema,
  promotionCreateSchema,
  promotionUpdateSchema,
} from '@changdee/contract/coupons-admin';
import { auditActor } from '../../audit/service';
import * as service from '../service';
import { operators, writeErrors, success, todayOf, type CouponApp } from './route-parts';

// Creating and editing a promotion: versioned, audited, caches emptied at commit.

export function promotionWriteRoutes(app: CouponApp) {
  const today = todayOf(app);
  app.post(
    promotionAdminPaths.create,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'Create a promotion',
        body: promotionCreateSchema,
        response: { 200: promotionAdminResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await service.createPromotion(app.db, auditActor(request), request.body.promotion, today()),
      ),
  );

  app.patch(
    promotionAdminPaths.update,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'Edit a promotion (dates, scope, value, items with tiers)',
        description:
          'The whole promotion with the version it was read at: 409 STALE_EDIT (details: the ' +
          'promotion as it is now) when someone saved it since. To end one early, move its end ' +
          'date.',
        params: adminIdParamsSchema,
        body: promotionUpdateSchema,
        response: { 200: promotionAdminResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await service.updatePromotion(
          app.db,
          auditActor(request),
          request.params.id,
          request.body.expected_version,
          request.body.promotion,
          today(),
        ),
      ),
  );
}
