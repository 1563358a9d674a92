import { z } from 'zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import { businessToday } from '@changdee/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATORS_ONLY, REFUSALS, success } from '../../../lib/route-answers';

// What the coupons' and promotions' routes share (docs/decisions/050): Operators only, their
// error answers and envelope, and the business day of the request.

/** The app as a route file sees it (the plugin's instance). */
export type CouponApp = Parameters<FastifyPluginAsyncZod>[0];

export const writeErrors = { ...REFUSALS, 404: errorBodySchema, 409: errorBodySchema };
export const deleteQuerySchema = z.object({ expected_version: z.coerce.number().int().min(1) });

/** Today in Bangkok, by the app's clock (a coupon's or promotion's phase). */
export const todayOf = (app: CouponApp) => () => businessToday(app.clock.now());

export { success, REFUSALS as errors, OPERATORS_ONLY as operators };
