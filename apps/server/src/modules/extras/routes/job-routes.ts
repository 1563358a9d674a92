import { errorBodySchema } from '@changdee/contract/envelope';
import {
  addExtrasSchema,
  extraApprovalSchema,
  extraDeclineSchema,
  extraParamsSchema,
  extraPaths,
  extrasParamsSchema,
  extrasPaymentResponseSchema,
  extrasPaymentSchema,
  jobExtrasResponseSchema,
} from '@changdee/contract/extras';
import { sentPriceField } from '@changdee/contract/quotations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors';
import { deviceOf } from '../../../lib/device';
import { REFUSALS, success } from '../../../lib/route-answers';
import { jobExtrasQr } from '../extras-qr';
import { addJobExtras, approveOnPhone, declineOnPhone, readJobExtras } from '../job-extras';

// The extras on the technician's phone (decision 080).

type ExtrasApp = Parameters<FastifyPluginAsyncZod>[0];

/** The job's team's technician and Operators; the order policy's `read` then decides the job. */
const field = { access: { roles: ['Technician', 'Operator'] } } as const;
const changeErrors = { ...REFUSALS, 404: errorBodySchema, 409: errorBodySchema };
const signatureErrors = { 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema };

/** A body that names a price is refused before it is parsed (the server prices every extra). */
const refusePrices = async (request: { body: unknown }) => {
  const found = sentPriceField(request.body);
  if (found) throw new AppError('PRICE_NOT_ACCEPTED', { params: { field: found }, field: found });
};

export function jobExtrasRoutes(app: ExtrasApp) {
  readRoute(app);
  addRoute(app);
  decisionRoutes(app);
  paymentRoute(app);
}

function readRoute(app: ExtrasApp) {
  app.get(
    extraPaths.list,
    {
      config: field,
      schema: {
        tags: ['extras'],
        summary: 'A job’s on-site extras, what they owe, and the add-ons its installation takes',
        params: extrasParamsSchema,
        response: { 200: jobExtrasResponseSchema, ...REFUSALS, 404: errorBodySchema },
      },
    },
    async (request) =>
      success(await readJobExtras(app.db, request.auth!, request.params.cartOrderNo)),
  );
}

function addRoute(app: ExtrasApp) {
  app.post(
    extraPaths.list,
    {
      config: field,
      preValidation: refusePrices,
      schema: {
        tags: ['extras'],
        summary: 'Add extras to an installation in progress, priced by the server',
        description:
          'Add-ons of the installation’s work types with quantities (whole when the add-on ' +
          'counts whole units, at most 2 decimals, within its bounds); each waits for the ' +
          'customer’s approval. A price anywhere in the body: 400 PRICE_NOT_ACCEPTED. Refused ' +
          'lines: 400 ADD_ON_UNAVAILABLE, EXTRA_OTHER_WORK_TYPE, ADD_ON_QUANTITY_*. Not an ' +
          'installation: 409 EXTRAS_NOT_AN_INSTALLATION; not in progress: 409 EXTRAS_NOT_OPEN. ' +
          'Another team’s job: 404 ORDER_NOT_FOUND. All or none are added.',
        params: extrasParamsSchema,
        body: addExtrasSchema,
        response: { 200: jobExtrasResponseSchema, ...changeErrors },
      },
    },
    async (request) =>
      success(await addJobExtras(app.db, request.auth!, request.params.cartOrderNo, request.body)),
  );
}

function decisionRoutes(app: ExtrasApp) {
  app.post(
    extraPaths.approval,
    {
      config: field,
      schema: {
        tags: ['extras'],
        summary: 'The customer approves an extra on the technician’s phone, with a signature',
        description:
          'Their typed name and signature (base64 PNG: not a PNG 415 NOT_A_SIGNATURE, over 512 ' +
          'kB 413 SIGNATURE_TOO_LARGE, blank 422 SIGNATURE_BLANK; a body over the server’s ' +
          'limit 413 PAYLOAD_TOO_LARGE), kept with the time and the device. The extra is then ' +
          'charged, once: already approved or declined 409 EXTRA_ALREADY_DECIDED.',
        params: extraParamsSchema,
        body: extraApprovalSchema,
        response: { 200: jobExtrasResponseSchema, ...changeErrors, ...signatureErrors },
      },
    },
    async (request) =>
      success(
        await approveOnPhone(app.db, request.auth!, request.params, {
          ...request.body,
          device: deviceOf(request),
        }),
      ),
  );
  app.post(
    extraPaths.decline,
    {
      config: field,
      schema: {
        tags: ['extras'],
        summary: 'The customer declines an extra on the technician’s phone (it is not charged)',
        description: 'Already approved or declined: 409 EXTRA_ALREADY_DECIDED.',
        params: extraParamsSchema,
        body: extraDeclineSchema,
        response: { 200: jobExtrasResponseSchema, ...changeErrors },
      },
    },
    async (request) => success(await declineOnPhone(app.db, request.auth!, request.params)),
  );
}

function paymentRoute(app: ExtrasApp) {
  app.post(
    extraPaths.payment,
    {
      config: field,
      schema: {
        tags: ['extras'],
        summary: 'The PromptPay QR for what the approved extras still owe',
        description:
          'The amount is the server’s, in satang (the QR carries it with two decimals); the ' +
          'provider’s notice extras_payment.succeeded records it. Nothing owed: 409 ' +
          'EXTRAS_NOTHING_DUE.',
        params: extrasParamsSchema,
        body: extrasPaymentSchema,
        response: { 200: extrasPaymentResponseSchema, ...changeErrors },
      },
    },
    async (request) =>
      success(
        await jobExtrasQr(
          app.db,
          request.auth!,
          request.params.cartOrderNo,
          app.config.promptPayId,
        ),
      ),
  );
}
