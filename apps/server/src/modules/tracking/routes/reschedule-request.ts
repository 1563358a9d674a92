import { errorBodySchema } from '@changdee/contract/envelope';
import {
  rescheduleRequestSchema,
  rescheduleResponseSchema,
  trackingParamsSchema,
  trackingPaths,
} from '@changdee/contract/tracking';
import { requestReschedule } from '../service';
import { perMinute, errors, pageSettings, type TrackingApp } from './route-parts';

// The customer asks for another date; operators decide on the board.

export function rescheduleRequestRoute(app: TrackingApp) {
  const { reschedulePerMinute } = app.config.rateLimits;
  const settings = pageSettings(app);
  app.post(
    trackingPaths.reschedule,
    {
      config: { access: 'public', rateLimit: perMinute(reschedulePerMinute) },
      schema: {
        tags: ['tracking'],
        summary: 'The customer asks for another date (for the operators to decide)',
        description:
          'Stored for the operators’ “needs a decision” list (reschedule_requests). One a day per ' +
          'order: a repeat the same Bangkok day answers that request again (created: false). A job ' +
          'under way, done or cancelled: 409 RESCHEDULE_NOT_OPEN; a preferred date not after today: 400 ' +
          'DATE_OUT_OF_WINDOW. More than RESCHEDULE_RATE_LIMIT (5) ' +
          'a minute from one address: 429.',
        params: trackingParamsSchema,
        body: rescheduleRequestSchema,
        response: { 200: rescheduleResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await requestReschedule(app.db, request.params.token, request.body, settings());
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
}
