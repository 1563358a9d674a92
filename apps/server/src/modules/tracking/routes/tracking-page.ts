import {
  trackingDocumentParamsSchema,
  trackingParamsSchema,
  trackingPaths,
  trackingPhotoParamsSchema,
  trackingResponseSchema,
} from '@changdee/contract/tracking';
import { PDF_ANSWER, pdfDisposition } from '../../documents/service';
import { trackingAnswer, trackingDocument, trackingPhoto } from '../service';
import { perMinute, errors, pageSettings, type TrackingApp } from './route-parts';

// The customer's page: their order, their tax documents and their job's photos, by the link's token.

export function trackingPageRoutes(app: TrackingApp) {
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

  app.get(
    trackingPaths.documentPdf,
    {
      config: {
        access: 'public',
        rateLimit: perMinute(trackingPerMinute),
        openapi: { rawAnswer: PDF_ANSWER },
      },
      schema: {
        tags: ['tracking'],
        summary: 'One of the customer’s tax documents, through their link',
        description:
          'application/pdf as issued. A document of another order: 404 DOCUMENT_NOT_FOUND; an ' +
          'unknown or expired link: 404 TRACKING_LINK_NOT_FOUND.',
        params: trackingDocumentParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const document = await trackingDocument(
        app.db,
        request.params.token,
        request.params.documentId,
        settings(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(document))
        .header('cache-control', 'private, no-store')
        .send(document.pdf as never); // raw bytes: no JSON schema applies
    },
  );

  app.get(
    trackingPaths.photo,
    {
      config: {
        access: 'public',
        rateLimit: perMinute(trackingPerMinute),
        openapi: {
          rawAnswer: {
            mediaTypes: ['image/webp', 'image/jpeg'],
            description: 'The photo as it was stored',
          },
        },
      },
      schema: {
        tags: ['tracking'],
        summary: 'A photo of the customer’s completed job, through their link',
        description:
          'The image as stored, once the job is completed. Before that, or a photo of another ' +
          'order: 404 NOT_FOUND; an unknown or expired link: 404 TRACKING_LINK_NOT_FOUND.',
        params: trackingPhotoParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const photo = await trackingPhoto(
        app.db,
        request.params.token,
        request.params.photoId,
        settings(),
      );
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(photo.bytes as never); // raw bytes: no JSON schema applies
    },
  );
}
