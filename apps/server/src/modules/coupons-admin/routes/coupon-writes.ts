import { z } from 'zod';
import {
  adminIdParamsSchema,
  couponAdminPaths,
  couponAdminResponseSchema,
  couponCreateSchema,
  couponUpdateSchema,
} from '@changdee/contract/coupons-admin';
import { auditActor } from '../../audit/service';
import * as service from '../service';
import { operators, writeErrors, success, deleteQuerySchema, type CouponApp } from './route-parts';

// Creating, editing and deleting a coupon: versioned, audited, caches emptied at commit.

export function couponWriteRoutes(app: CouponApp) {
  app.post(
    couponAdminPaths.create,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'Create a coupon',
        description:
          '409 COUPON_CODE_TAKEN when another coupon has the code; 400 for a channel, store or ' +
          'service that does not exist.',
        body: couponCreateSchema,
        response: { 200: couponAdminResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(await service.createCoupon(app.db, auditActor(request), request.body.coupon)),
  );

  app.patch(
    couponAdminPaths.update,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'Edit a coupon (every field), or deactivate it (status inactive)',
        description:
          'The whole coupon with the version it was read at: 409 STALE_EDIT (details: the ' +
          'coupon as it is now) when someone saved it since. Lowering a limit below the uses ' +
          'taken stops new uses and keeps the old ones (decision 014).',
        params: adminIdParamsSchema,
        body: couponUpdateSchema,
        response: { 200: couponAdminResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await service.updateCoupon(
          app.db,
          auditActor(request),
          request.params.id,
          request.body.expected_version,
          request.body.coupon,
        ),
      ),
  );

  app.delete(
    couponAdminPaths.remove,
    {
      config: operators,
      schema: {
        tags: ['operations'],
        summary: 'Delete a coupon that was never used',
        description:
          'A coupon used on an order (or counted against its limit) is never deleted: 409 ' +
          'COUPON_IN_USE — deactivate it instead. 409 STALE_EDIT on an older version.',
        params: adminIdParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: z.object({ message: z.literal('success') }), ...writeErrors },
      },
    },
    async (request) => {
      await service.deleteCoupon(
        app.db,
        auditActor(request),
        request.params.id,
        request.query.expected_version,
      );
      return { message: 'success' as const };
    },
  );

  // ---- promotions ----
}
