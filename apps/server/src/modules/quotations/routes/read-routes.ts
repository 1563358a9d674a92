import { errorBodySchema } from '@changdee/contract/envelope';
import {
  quotationOptionsResponseSchema,
  quotationParamsSchema,
  quotationPaths,
  quotationResponseSchema,
  quotationVersionParamsSchema,
  quotationVersionResponseSchema,
} from '@changdee/contract/quotations';
import { REFUSALS, success } from '../../../lib/route-answers';
import { quotationOptions, readQuotation, readQuotationVersion } from '../read-quotation';
import { field, type QuotationsApp } from './route-parts';

// Reading a survey's quotation: what the builder may offer, the quotation, an old version.

const readErrors = { ...REFUSALS, 404: errorBodySchema };
const optionsErrors = { ...REFUSALS, 404: errorBodySchema, 409: errorBodySchema };

export function quotationReadRoutes(app: QuotationsApp) {
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
        response: { 200: quotationOptionsResponseSchema, ...optionsErrors },
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
}
