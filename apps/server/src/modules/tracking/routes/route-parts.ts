import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '@changdee/contract/envelope';
import type { OrderStatus } from '@changdee/domain/order-status';
import { addressKey } from '../../../lib/client-address';
import { trackingLine } from '../../messages/service';
import type { RawAnswer } from '../../../plugins/route-documentation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// What the tracking routes share (docs/decisions/046): the rate limit per client address, their
// error answers, and the settings the customer's page and its LINE panel read from the app.

/** The app as a route file sees it (the plugin's instance). */
export type TrackingApp = Parameters<FastifyPluginAsyncZod>[0];

/** Requests a minute per client address (IPv6 by /64), in each process. */
export const perMinute = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
});
export const errors = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

/** A file the link reads (a tax document, a job's photo): public, rate-limited, raw bytes. */
export const linkFileConfig = (app: TrackingApp, rawAnswer: RawAnswer) => ({
  access: 'public' as const,
  rateLimit: perMinute(app.config.rateLimits.trackingPerMinute),
  openapi: { rawAnswer },
});

/** What the customer's page reads from the app: the link's days, PromptPay, LINE's state. */
export const pageSettings = (app: TrackingApp) => () => ({
  linkDays: app.config.trackingLinkDays,
  promptPayId: app.config.promptPayId,
  now: app.clock.now(),
  lineState: (order: { status: OrderStatus; orderNo: string }) =>
    trackingLine(app.db, app.config.messages.line, order),
});

/** What the LINE panel's calls read from the app (decision 052). */
export const lineSettingsOf = (app: TrackingApp) => () => ({
  line: app.config.messages.line,
  secret: app.config.secrets.accessTokenSecret,
  now: app.clock.now(),
});
