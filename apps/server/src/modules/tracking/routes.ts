import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  lineCodeResponseSchema,
  lineLinkPaths,
  lineUnlinkResponseSchema,
} from '@changdee/contract/line-link';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import {
  rescheduleRequestSchema,
  rescheduleResponseSchema,
  trackingDocumentParamsSchema,
  trackingLinkResponseSchema,
  trackingParamsSchema,
  trackingPaths,
  trackingPhotoParamsSchema,
  trackingResponseSchema,
} from '@changdee/contract/tracking';
import type { OrderStatus } from '@changdee/domain/order-status';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { addressKey } from '../../lib/client-address';
import { requestLanguage } from '../../plugins/language';
import { PDF_ANSWER, pdfDisposition } from '../documents/service';
import { issueLineCode, trackingLine, unlinkLine } from '../messages/service';
import { getOrder } from '../orders/service';
import { linkQr, trackingLink } from '../tracking-links/service';
import {
  openOrder,
  requestReschedule,
  trackingAnswer,
  trackingDocument,
  trackingPhoto,
} from './service';

// The customer's tracking link (issue 22 item 2, docs/decisions/046). The clerk (and Changdee's
// operators) get an order's link under its cart path, for whoever may read the order. The public
// routes are public on purpose: the unguessable token in the path is the customer's credential
// (at least 128 bits, looked up by its digest); each is rate-limited per client address.

/** Requests a minute per client address (IPv6 by /64), in each process. */
const perMinute = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
});
const errors = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trackingPerMinute, reschedulePerMinute } = app.config.rateLimits;
  const settings = () => ({
    linkDays: app.config.trackingLinkDays,
    promptPayId: app.config.promptPayId,
    now: app.clock.now(),
    lineState: (order: { status: OrderStatus; orderNo: string }) =>
      trackingLine(app.db, app.config.messages.line, order),
  });
  const lineSettings = () => ({
    line: app.config.messages.line,
    secret: app.config.secrets.accessTokenSecret,
    now: app.clock.now(),
  });

  app.get(
    trackingPaths.link,
    {
      config: { access: { roles: [...SHOP_ROLES, 'Operator'] } },
      schema: {
        tags: ['tracking'],
        summary: 'The customer’s tracking link of an order, with its QR code',
        description:
          'For whoever may read the order (the order policy’s read): the store’s people, the ' +
          'channel manager, Changdee’s operators. The link is made on the first call and stays the ' +
          'same. Another order, or none: 404 ORDER_NOT_FOUND.',
        params: cartOrderParamsSchema,
        response: {
          200: trackingLinkResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const order = await getOrder(app.db, request.auth!, request.params.cartOrderNo);
      const url = await trackingLink(
        app.db,
        { secret: app.config.secrets.accessTokenSecret, publicBaseUrl: app.config.publicBaseUrl },
        order.cartOrderNo,
      );
      reply.header('cache-control', 'private, no-store');
      return {
        message: 'success' as const,
        data: {
          cartOrderNo: order.cartOrderNo,
          url: { th: url.th, en: url.en },
          qr: await linkQr(url.th),
        },
      };
    },
  );

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
};
