import { errorBodySchema } from '@changdee/contract/envelope';
import {
  customerSignOffRequestSchema,
  ratingRequestSchema,
  ratingResponseSchema,
  signOffPaths,
  signOffResponseSchema,
} from '@changdee/contract/sign-off';
import { trackingParamsSchema } from '@changdee/contract/tracking';
import { deviceOf } from '../../../lib/device';
import { confirmOnPage, rateOnPage, trackingSignature } from '../sign-off';
import { errors, linkFileConfig, pageSettings, perMinute, type TrackingApp } from './route-parts';

// The customer's confirmation of a completion they were absent for, their rating, and their
// signature's image, through their link (decision 078).

const SIGNATURE_ANSWER = { mediaTypes: ['image/png'], description: 'The signature as drawn' };

/** The customer's writes: public (the token is the credential), rate-limited per address. */
const writeConfig = (app: TrackingApp) => ({
  access: 'public' as const,
  rateLimit: perMinute(app.config.rateLimits.reschedulePerMinute),
});

export function trackingSignOffRoutes(app: TrackingApp) {
  confirmRoute(app);
  ratingRoute(app);
  signatureRoute(app);
}

function confirmRoute(app: TrackingApp) {
  const settings = pageSettings(app);
  app.post(
    signOffPaths.trackingSignOff,
    {
      config: writeConfig(app),
      schema: {
        tags: ['tracking'],
        summary: 'The customer confirms a completed job they were absent for, with a signature',
        description:
          'Their typed name and signature (base64 PNG), kept with the time and the device. Only ' +
          'while the technician recorded them absent and they have not confirmed: 409 ' +
          'SIGN_OFF_NOT_AWAITED. Not a PNG: 415 NOT_A_SIGNATURE; over 512 kB: 413 ' +
          'SIGNATURE_TOO_LARGE; blank: 422 SIGNATURE_BLANK.',
        params: trackingParamsSchema,
        body: customerSignOffRequestSchema,
        response: {
          200: signOffResponseSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await confirmOnPage(
        app.db,
        request.params.token,
        { ...request.body, device: deviceOf(request) },
        settings(),
      );
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
}

function ratingRoute(app: TrackingApp) {
  const settings = pageSettings(app);
  app.post(
    signOffPaths.trackingRating,
    {
      config: writeConfig(app),
      schema: {
        tags: ['tracking'],
        summary: 'The customer rates their completed job: 1 to 5 stars and a comment',
        description:
          'Once per order: before completion 409 RATING_NOT_OPEN; a second rating (even sent at ' +
          'the same moment) 409 RATING_ALREADY_GIVEN. Stars other than a whole 1–5: 400. Two ' +
          'stars or fewer open a follow-up in the operators’ orders list.',
        params: trackingParamsSchema,
        body: ratingRequestSchema,
        response: { 200: ratingResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await rateOnPage(app.db, request.params.token, request.body, settings());
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data };
    },
  );
}

function signatureRoute(app: TrackingApp) {
  const settings = pageSettings(app);
  app.get(
    signOffPaths.trackingSignature,
    {
      config: linkFileConfig(app, SIGNATURE_ANSWER),
      schema: {
        tags: ['tracking'],
        summary: 'The customer’s signature of their completed job, through their link',
        description: 'The PNG as drawn; none yet: 404 NOT_FOUND.',
        params: trackingParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const bytes = await trackingSignature(app.db, request.params.token, settings());
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(bytes as never);
    },
  );
}
