import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  quotationOptionsResponseSchema,
  quotationParamsSchema,
  quotationPaths,
  quotationResponseSchema,
  quotationSaveSchema,
  quotationSendSchema,
  quotationVersionParamsSchema,
  quotationVersionResponseSchema,
  sentPriceField,
} from '@changdee/contract/quotations';
import { AppError } from '../../errors';
import { REFUSALS, success } from '../../lib/route-answers';
import { quotationOptions, readQuotation, readQuotationVersion } from './read-quotation';
import { saveQuotation } from './save-quotation';
import { sendQuotation } from './send-quotation';

// A quotation from a survey (issue 31 item 2, docs/decisions/072): the technician of the survey's
// team builds and sends it; Operators read and act on every one.

const field = { access: { roles: ['Technician', 'Operator'] } } as const;
const readErrors = { ...REFUSALS, 404: errorBodySchema };
const writeErrors = { ...REFUSALS, 404: errorBodySchema, 409: errorBodySchema };

/** A body that names a price is refused before it is parsed (the server prices every line). */
const refusePrices = async (request: { body: unknown }) => {
  const found = sentPriceField(request.body);
  if (found) throw new AppError('PRICE_NOT_ACCEPTED', { params: { field: found }, field: found });
};

export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    quotationPaths.options,
    {
      config: field,
      schema: {
        tags: ['quotations'],
        summary: 'What a survey’s quotation may offer: installations, add-ons, photos',
        description:
          'The active installations of the survey’s channel and add-ons of the work types its ' +
          'survey lines cover, and the job’s photos. The survey must be in progress or completed ' +
          '(409). Another team’s job: 403 JOB_NOT_YOURS.',
        params: quotationParamsSchema,
        response: { 200: quotationOptionsResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(await quotationOptions(app.db, request.auth!, request.params.cartOrderNo)),
  );

  app.get(
    quotationPaths.one,
    {
      config: field,
      schema: {
        tags: ['quotations'],
        summary: 'A survey’s quotation: its state, latest version, versions and history',
        params: quotationParamsSchema,
        response: { 200: quotationResponseSchema, ...readErrors },
      },
    },
    async (request) =>
      success(await readQuotation(app.db, request.auth!, request.params.cartOrderNo)),
  );

  app.put(
    quotationPaths.one,
    {
      config: field,
      preValidation: refusePrices,
      schema: {
        tags: ['quotations'],
        summary: 'Save a survey’s quotation: a new version, priced by the server',
        description:
          'Services (installations of the survey’s work types, whole quantities within their ' +
          'bounds) and add-ons (of those work types, quantities they allow), each maybe optional; ' +
          'photos of the job; a note; validity in days (default 14). A price anywhere in the ' +
          'body: 400 PRICE_NOT_ACCEPTED. A refused line: 400 with its code (SERVICE_NOT_QUOTABLE, ' +
          'SERVICE_QUANTITY_OUT_OF_RANGE, ADD_ON_UNAVAILABLE, ADD_ON_OTHER_WORK_TYPE, ' +
          'ADD_ON_QUANTITY_*). based_on_version must be the latest (409 STALE_EDIT); an approved ' +
          'quotation cannot change (409 QUOTATION_NOT_CHANGEABLE).',
        params: quotationParamsSchema,
        body: quotationSaveSchema,
        response: { 200: quotationResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await saveQuotation(
          app.db,
          request.auth!,
          request.params.cartOrderNo,
          request.body,
          app.clock.now(),
        ),
      ),
  );

  app.post(
    quotationPaths.send,
    {
      config: field,
      schema: {
        tags: ['quotations'],
        summary: 'Send the latest version of a draft quotation to the customer',
        description:
          'Only the latest version of a draft (409 QUOTATION_NOT_SENDABLE otherwise: sent ' +
          'already, or changed since). Valid until today plus its validity days.',
        params: quotationParamsSchema,
        body: quotationSendSchema,
        response: { 200: quotationResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await sendQuotation(
          app.db,
          request.auth!,
          request.params.cartOrderNo,
          request.body.version,
          app.clock.now(),
        ),
      ),
  );

  app.get(
    quotationPaths.version,
    {
      config: field,
      schema: {
        tags: ['quotations'],
        summary: 'One version of a survey’s quotation, as it was saved',
        params: quotationVersionParamsSchema,
        response: { 200: quotationVersionResponseSchema, ...readErrors },
      },
    },
    async (request) =>
      success(
        await readQuotationVersion(
          app.db,
          request.auth!,
          request.params.cartOrderNo,
          request.params.version,
        ),
      ),
  );
};
