import { errorBodySchema } from '@changdee/contract/envelope';
import {
  extraApprovalSchema,
  extraDeclineSchema,
  extraPaths,
  trackingExtraParamsSchema,
  trackingExtrasParamsSchema,
  trackingExtrasResponseSchema,
} from '@changdee/contract/extras';
import { deviceOf } from '../../../lib/device';
import { approveOnPage, declineOnPage, readPageExtras } from '../../extras/service';
import { errors, pageSettings, perMinute, type TrackingApp } from './route-parts';

// The extras on the customer's tracking page (decision 080): public, the link's token being the
// credential (decision 046), rate-limited per client address like the page's other writes.

const readConfig = (app: TrackingApp) => ({
  access: 'public' as const,
  rateLimit: perMinute(app.config.rateLimits.trackingPerMinute),
});
const writeConfig = (app: TrackingApp) => ({
  access: 'public' as const,
  rateLimit: perMinute(app.config.rateLimits.reschedulePerMinute),
});
const writeErrors = {
  ...errors,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
};

export function trackingExtrasRoutes(app: TrackingApp) {
  const settings = pageSettings(app);
  app.get(
    extraPaths.trackingList,
    {
      config: readConfig(app),
      schema: {
        tags: ['tracking'],
        summary: 'The customer’s extras to approve, and the QR for what approved ones owe',
        params: trackingExtrasParamsSchema,
        response: { 200: trackingExtrasResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await readPageExtras(app.db, request.params.token, settings());
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
  app.post(
    extraPaths.trackingApproval,
    {
      config: writeConfig(app),
      schema: {
        tags: ['tracking'],
        summary: 'The customer approves an extra on their page, with a signature',
        description:
          'Their typed name and signature (base64 PNG; 415 NOT_A_SIGNATURE, 413 ' +
          'SIGNATURE_TOO_LARGE, 422 SIGNATURE_BLANK), kept with the time and the device; the ' +
          'extra is then charged once. Decided already: 409 EXTRA_ALREADY_DECIDED.',
        params: trackingExtraParamsSchema,
        body: extraApprovalSchema,
        response: { 200: trackingExtrasResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { token, extraId } = request.params;
      const data = await approveOnPage(app.db, token, settings(), extraId, {
        ...request.body,
        device: deviceOf(request),
      });
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
  app.post(
    extraPaths.trackingDecline,
    {
      config: writeConfig(app),
      schema: {
        tags: ['tracking'],
        summary: 'The customer declines an extra on their page (it is not charged)',
        description: 'Decided already: 409 EXTRA_ALREADY_DECIDED.',
        params: trackingExtraParamsSchema,
        body: extraDeclineSchema,
        response: { 200: trackingExtrasResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, extraId } = request.params;
      const data = await declineOnPage(app.db, token, settings(), extraId);
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
}
