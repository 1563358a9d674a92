import multipart from '@fastify/multipart';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  paymentSlipPaths,
  paymentSlipResponseSchema,
  slipTrackingParamsSchema,
} from '@changdee/contract/payment-slips';
import { JOB_PHOTO_MAX_BYTES } from '@changdee/domain/job-report';
import { readSlipUpload } from '../../../lib/images/read-upload';
import { attachPaymentSlip } from '../../orders/service';
import { openOrder } from '../service';
import { errors, pageSettings, perMinute, type TrackingApp } from './route-parts';

// The customer attaches their bank transfer's slip from their tracking page (decision 069).

export async function trackingSlipRoute(app: TrackingApp) {
  await app.register(multipart, {
    limits: { fileSize: JOB_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const { reschedulePerMinute } = app.config.rateLimits;
  const settings = pageSettings(app);
  app.post(
    paymentSlipPaths.attachByCustomer,
    {
      config: { access: 'public', rateLimit: perMinute(reschedulePerMinute) },
      schema: {
        tags: ['tracking'],
        summary: 'The customer attaches their bank transfer’s slip (it waits for an operator)',
        description:
          'multipart/form-data with one file, as the clerk’s slip route (a photo by the job ' +
          'photos’ rules, or a PDF): 415 NOT_A_SLIP otherwise; a slip already waiting: 409 ' +
          'PAYMENT_SLIP_WAITING; a paid or closed order: 409. Rate-limited as the reschedule ' +
          'request.',
        params: slipTrackingParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: paymentSlipResponseSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { order } = await openOrder(app.db, request.params.token, settings());
      const file = await readSlipUpload(
        request,
        `tracking:${order.cartOrderNo}`,
        JOB_PHOTO_MAX_BYTES,
      );
      const slip = await attachPaymentSlip(
        app.db,
        { by: 'customer', orderNo: order.cartOrderNo },
        file,
      );
      reply.header('cache-control', 'no-store');
      return { message: 'success' as const, data: slip };
    },
  );
}
