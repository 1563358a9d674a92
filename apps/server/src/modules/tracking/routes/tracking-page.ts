import {
  trackingParamsSchema,
  trackingPaths,
  trackingResponseSchema,
} from '@changdee/contract/tracking';
import { trackingAnswer } from '../service';
import { perMinute, errors, pageSettings, type TrackingApp } from './route-parts';

// The customer's page: their order by the link's token (no sign-in).

export function trackingPageRoute(app: TrackingApp) {
  const { trackingPerMinute } = app.config.rateLimits;
  const settings = pageSettings(app);
  app.get(
    trackingPaths.page,
    {
      // Public: the token is the customer's credential (see above).
      config: { access: 'public', rateLimit: perMinute(trackingPerMinute) },
      schema: {
        tags: ['tracking'],
        summary: 'The customer’s view of their order, through their link (no sign-in)',
        description:
          'Status steps with times, date and slot, the technician’s first name, team and phone ' +
          'from their setting off to the job’s end, the photos of the completed job, services and amounts, the payment with a PromptPay QR while unpaid, ' +
          'tax documents, today’s reschedule request. Nothing else of the order. An unknown or ' +
          'expired link: 404 TRACKING_LINK_NOT_FOUND. More than TRACKING_RATE_LIMIT (30) a minute ' +
          'from one address: 429 with Retry-After.',
        params: trackingParamsSchema,
        response: { 200: trackingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await trackingAnswer(app.db, request.params.token, settings());
      reply.header('cache-control', 'private, no-store');
      return { message: 'success' as const, data };
    },
  );
}
