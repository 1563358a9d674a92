import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  couponAdminListResponseSchema,
  couponAdminPaths,
  couponAdminResponseSchema,
  couponCreateSchema,
  couponPreviewRequestSchema,
  couponScopeOptionsPath,
  couponScopeOptionsResponseSchema,
  couponUpdateSchema,
  linePreviewResponseSchema,
  promotionAdminListResponseSchema,
  promotionAdminPaths,
  promotionAdminResponseSchema,
  promotionCreateSchema,
  promotionPreviewRequestSchema,
  promotionPreviewResponseSchema,
  promotionUpdateSchema,
} from '@changdee/contract/coupons-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { businessToday } from '@changdee/domain/dates';
import { auditActor } from '../audit/service';
import * as service from './service';

// The portal's coupons and promotions (issue 21, docs/decisions/050): Operators only — a coupon's
// tiers say what the contractor bears (contractor_discount), which no channel agrees for itself.
// Every write is versioned (409 STALE_EDIT), audited and empties every server's coupon and
// promotion caches at commit.

const operators = { access: { roles: ['Operator'] } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...errors, 404: errorBodySchema, 409: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });
const deleteQuerySchema = z.object({ expected_version: z.coerce.number().int().min(1) });

export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => businessToday(app.clock.now());

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
};
