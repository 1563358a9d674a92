import multipart from '@fastify/multipart';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  paymentSlipPaths,
  paymentSlipResponseSchema,
  rejectSlipRequestSchema,
  slipFileParamsSchema,
  slipOrderParamsSchema,
  slipParamsSchema,
  slipVerificationSchema,
  waitingSlipsResponseSchema,
} from '@changdee/contract/payment-slips';
import { JOB_PHOTO_MAX_BYTES } from '@changdee/domain/job-report';
import { ROLES } from '@changdee/domain/roles';
import { AppError } from '../../../errors';
import { OPERATORS_ONLY } from '../../../lib/route-answers';
import { readSlipUpload } from '../../../lib/images/read-upload';
import { orderFor } from '../order-access';
import * as slips from '../payment-slips-repository';
import { attachPaymentSlip } from '../workflows/attach-payment-slip';
import { confirmPaymentSlip } from '../workflows/confirm-payment-slip';
import { rejectPaymentSlip } from '../workflows/reject-payment-slip';
import { errors, storeAndOperator, success, type OrderApp } from './route-parts';

// A bank transfer with a slip (issue 30 item 3, decision 069): the clerk attaches the slip, whoever
// may read the order sees it, and an operator confirms or rejects it.

const UPLOAD_ERRORS = {
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

export async function paymentSlipRoutes(app: OrderApp) {
  // One file of the job photos' size, and the acting employee's code.
  await app.register(multipart, {
    limits: { fileSize: JOB_PHOTO_MAX_BYTES, files: 1, fields: 1, parts: 2 },
  });
  attachSlipRoute(app);
  slipFileRoute(app);
  verifySlipRoutes(app);
}

function attachSlipRoute(app: OrderApp) {
  app.post(
    paymentSlipPaths.attach,
    {
      config: storeAndOperator,
      schema: {
        tags: ['orders'],
        summary: 'Attach a bank transfer’s slip to an order (it waits for an operator)',
        description:
          'multipart/form-data: `employee_code` (the acting employee of a shop login), then one ' +
          'file: a JPEG, PNG or WebP photo (the job photos’ rules: at most 10 MB and 50 ' +
          'megapixels, re-encoded as WebP) or a PDF known by its first bytes `%PDF-`, kept as ' +
          'sent; anything else 415 NOT_A_SLIP. The order’s payment becomes pending. A slip ' +
          'already waiting: 409 PAYMENT_SLIP_WAITING; a paid or closed order: 409; a coupon for ' +
          'another way of paying: 422 COUPON_PAYMENT_REQUIRED.',
        params: slipOrderParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: paymentSlipResponseSchema, ...errors, ...UPLOAD_ERRORS },
      },
    },
    async (request) => {
      const caller = request.auth!;
      const orderNo = request.params.cartOrderNo;
      // The policy first: an order the caller may not pay reads no upload and decodes nothing.
      await orderFor(app.db, caller, orderNo, 'pay_bank_transfer');
      const file = await readSlipUpload(request, caller.userId, JOB_PHOTO_MAX_BYTES);
      return success(await attachPaymentSlip(app.db, { by: 'store', caller, orderNo }, file));
    },
  );
}

function slipFileRoute(app: OrderApp) {
  app.get(
    paymentSlipPaths.file,
    {
      config: {
        access: { roles: ROLES },
        openapi: {
          rawAnswer: {
            mediaTypes: ['image/webp', 'image/jpeg', 'application/pdf'],
            description: 'The slip as it was stored',
          },
        },
      },
      schema: {
        tags: ['orders'],
        summary: 'A bank transfer’s slip',
        description: 'For whoever the order policy lets read the order; otherwise 404.',
        params: slipFileParamsSchema,
        response: { ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { order } = await orderFor(app.db, request.auth!, request.params.cartOrderNo, 'read');
      const file = await slips.slipFile(app.db, order.orderNo, request.params.slipId);
      if (!file) throw new AppError('PAYMENT_SLIP_NOT_FOUND');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(file.bytes as never);
    },
  );
}

function verifySlipRoutes(app: OrderApp) {
  app.get(
    paymentSlipPaths.waiting,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['payments'],
        summary: 'The bank transfer slips waiting to be verified, oldest first',
        response: { 200: waitingSlipsResponseSchema, ...errors },
      },
    },
    async () => success({ slips: await slips.waitingSlips(app.db) }),
  );
  app.post(
    paymentSlipPaths.confirm,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['payments'],
        summary: 'Confirm a slip: the order is paid by bank transfer',
        description:
          'With what the slip says: the amount in satang (it must be the order’s total: 422 ' +
          'PAYMENT_AMOUNT_MISMATCH otherwise, nothing recorded), when, from which bank, and its ' +
          'reference. A slip already decided (another operator was first): 409 ' +
          'PAYMENT_SLIP_DECIDED.',
        params: slipParamsSchema,
        body: slipVerificationSchema,
        response: { 200: paymentSlipResponseSchema, ...errors, ...UPLOAD_ERRORS },
      },
    },
    async (request) =>
      success(await confirmPaymentSlip(app.db, request.auth!, request.params.slipId, request.body)),
  );
  app.post(
    paymentSlipPaths.reject,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['payments'],
        summary: 'Reject a slip with a reason: the customer is told, and may attach another',
        description:
          'The slip is kept (rejected); the order’s payment is unpaid again. A slip already ' +
          'decided: 409 PAYMENT_SLIP_DECIDED.',
        params: slipParamsSchema,
        body: rejectSlipRequestSchema,
        response: { 200: paymentSlipResponseSchema, ...errors, ...UPLOAD_ERRORS },
      },
    },
    async (request) =>
      success(
        await rejectPaymentSlip(app.db, request.auth!, request.params.slipId, request.body.reason),
      ),
  );
}
