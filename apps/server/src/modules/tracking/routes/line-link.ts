import { errorBodySchema } from '@changdee/contract/envelope';
import {
  lineCodeResponseSchema,
  lineLinkPaths,
  lineUnlinkResponseSchema,
} from '@changdee/contract/line-link';
import { trackingParamsSchema } from '@changdee/contract/tracking';
import { requestLanguage } from '../../../plugins/language';
import { issueLineCode, unlinkLine } from '../../messages/service';
import { openOrder } from '../service';
import { perMinute, errors, pageSettings, lineSettingsOf, type TrackingApp } from './route-parts';

// The tracking page's LINE panel: a code to link the customer's LINE account, and unlinking it.

export function trackingLineRoutes(app: TrackingApp) {
  const { reschedulePerMinute } = app.config.rateLimits;
  const settings = pageSettings(app);
  const lineSettings = lineSettingsOf(app);
  app.post(
    lineLinkPaths.code,
    {
      // Public: the token is the customer's credential (decision 046).
      config: { access: 'public', rateLimit: perMinute(reschedulePerMinute) },
      schema: {
        tags: ['tracking'],
        summary: 'A one-time code to link the customer’s LINE account (tracking page)',
        description:
          'A new 10-symbol code (50 bits) bound to the order’s mobile, good for 24 hours; the ' +
          'order’s earlier unused code stops working. With the message to send our Official ' +
          'Account (in the Accept-Language’s language) and LINE’s oaMessage URL that pre-fills ' +
          'it. LINE not set up, or the job done or cancelled: 409 LINE_NOT_OFFERED; an unknown ' +
          'or expired link: 404 TRACKING_LINK_NOT_FOUND. More than RESCHEDULE_RATE_LIMIT (5) a ' +
          'minute from one address: 429.',
        params: trackingParamsSchema,
        response: { 200: lineCodeResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { order } = await openOrder(app.db, request.params.token, settings());
      const data = await issueLineCode(app.db, order, requestLanguage(request), lineSettings());
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );

  app.delete(
    lineLinkPaths.link,
    {
      config: { access: 'public', rateLimit: perMinute(reschedulePerMinute) },
      schema: {
        tags: ['tracking'],
        summary: 'Stop the LINE messages of the order’s mobile (tracking page)',
        description:
          'Removes the LINE account linked to the order’s mobile, if any (the same answer when ' +
          'none was). An unknown or expired link: 404 TRACKING_LINK_NOT_FOUND.',
        params: trackingParamsSchema,
        response: { 200: lineUnlinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { order } = await openOrder(app.db, request.params.token, settings());
      const removed = await unlinkLine(app.db, order);
      if (removed) request.log.info('LINE account unlinked from the tracking page');
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data: { linked: false as const } };
    },
  );
}
