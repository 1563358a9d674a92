import { z } from 'zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import { businessToday } from '@changdee/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// What the coupons' and promotions' routes share (docs/decisions/050): Operators only, their
// error answers and envelope, and the business day of the request.

/** The app as a route file sees it (the plugin's instance). */
export type CouponApp = Parameters<FastifyPluginAsyncZod>[0];

export const operators = { access: { roles: ['Operator'] } } as const;
export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
export const writeErrors = { ...errors, 404: errorBodySchema, 409: errorBodySchema };
export const success = <T>(data: T) => ({ message: 'success' as const, data });
export const deleteQuerySchema = z.object({ expected_version: z.coerce.number().int().min(1) });

/** Today in Bangkok, by the app's clock (a coupon's or promotion's phase). */
export const todayOf = (app: CouponApp) => () => businessToday(app.clock.now());
