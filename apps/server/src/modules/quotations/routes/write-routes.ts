import { errorBodySchema } from '@changdee/contract/envelope';
import {
  quotationParamsSchema,
  quotationPaths,
  quotationResponseSchema,
  quotationSaveSchema,
  quotationSendSchema,
} from '@changdee/contract/quotations';
import { refusePrices } from '../../../lib/refuse-prices';
import { REFUSALS, success } from '../../../lib/route-answers';
import { saveQuotation } from '../save-quotation';
import { sendQuotation } from '../send-quotation';
import { field, type QuotationsApp } from './route-parts';

// Saving a survey's quotation (a new version, priced by the server) and sending it.

const writeErrors = { ...REFUSALS, 404: errorBodySchema, 409: errorBodySchema };

export function quotationWriteRoutes(app: QuotationsApp) {
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
}
