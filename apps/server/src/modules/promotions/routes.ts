import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  COUPON_IMAGE_PATH_PREFIX,
  LINE_QUANTITY_MAX,
  multipleProductPromotionRequestSchema,
  multipleProductPromotionResponseSchema,
  promotionPaths,
  verifyCouponRequestSchema,
  verifyCouponResponseSchema,
} from '@changdee/contract/promotions';
import { businessToday } from '@changdee/domain/dates';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { AppError } from '../../errors';
import { IMMUTABLE_CACHE } from '../../plugins/static-files';
import { listProductPromotions, verifyCoupon } from './service';

// The coupon and promotion API of spec §7 (multipleProductPromotion, verify) and the coupon
// thumbnails. "Today" is the Bangkok date of the app's clock, whatever the server's time zone.

const shop = { access: { roles: SHOP_ROLES } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });

const thumbnailsDir = fileURLToPath(new URL('../../../assets/coupons/', import.meta.url));
// Content-hashed names only (scripts/generate-coupon-thumbnails.ts): nothing else can be read.
const THUMBNAIL_NAME = /^[a-z0-9-]{1,80}\.[0-9a-f]{10}\.webp$/;

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => businessToday(app.clock.now());

  app.post(
    promotionPaths.multipleProductPromotion,
    {
      config: shop,
      schema: {
        tags: ['promotions'],
        summary: 'The coupons a store may use and the running promotion of each product',
        description:
          'One entry per product of the store’s channel, in the order asked (unknown ids have none). ' +
          'Coupons of another channel or store never appear; withdrawn ones never. Without ' +
          'searchKeywordCode each product lists the store’s current, listed coupons (perProduct: only ' +
          'those for that product, the default; false: all of them, the others marked not for this ' +
          'service); with it, only the coupon of that code (hidden, expired or not started included). ' +
          'is_can_use and error_message tell whether it can be used on that product today. The ' +
          'promotion is the one running today (Asia/Bangkok, both ends inclusive) that names the ' +
          'product; when several do, a store’s wins over a channel’s over everyone’s. Lists are ' +
          'cached for a few seconds per store.',
        body: multipleProductPromotionRequestSchema,
        response: { 200: multipleProductPromotionResponseSchema, ...errors },
      },
    },
    async (request) =>
      success(await listProductPromotions(app.db, request.auth!, request.body, today())),
  );

  app.post(
    promotionPaths.verify,
    {
      config: shop,
      schema: {
        tags: ['promotions'],
        summary: 'What a coupon takes off one line, priced by the server',
        description:
          'The code is trimmed and matched case-insensitively. The line is priced from the database ' +
          '(survey: its price; installation: unit price × qty, qty from min_qty to limit_qty or ' +
          `${LINE_QUANTITY_MAX}), the product’s running promotion comes off first and the coupon ` +
          'takes at most what is left (decision 007). A refused coupon answers its own code: ' +
          'COUPON_NOT_FOUND (404: unknown, withdrawn or invalid code), COUPON_NOT_FOR_CHANNEL, ' +
          'COUPON_NOT_FOR_STORE, COUPON_NOT_STARTED, COUPON_EXPIRED, COUPON_CANNOT_BE_USED (the ' +
          'coupon’s own message), COUPON_NOT_FOR_PRODUCT, COUPON_BELOW_MINIMUM (details.min), ' +
          'COUPON_OUT_OF_RANGE (422) and COUPON_USED_UP (409). Bad input: COUPON_CODE_REQUIRED, ' +
          'QUANTITY_OUT_OF_RANGE, JOB_TYPE_MISMATCH, BRANCH_REQUIRED or VALIDATION_FAILED (400).',
        body: verifyCouponRequestSchema,
        response: {
          200: verifyCouponResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => success(await verifyCoupon(app.db, request.auth!, request.body, today())),
  );

  // Never changes under a name (the name carries a hash of the content): cached a year.
  app.get(
    `${COUPON_IMAGE_PATH_PREFIX}:file`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['promotions'],
        summary: 'A coupon thumbnail (WebP, 80 or 160 px)',
        params: z.object({ file: z.string() }),
        hide: true,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!THUMBNAIL_NAME.test(file)) throw new AppError('NOT_FOUND');
      let body: Buffer;
      try {
        body = await readFile(`${thumbnailsDir}${file}`);
      } catch {
        throw new AppError('NOT_FOUND');
      }
      return reply.header('cache-control', IMMUTABLE_CACHE).type('image/webp').send(body);
    },
  );
};
