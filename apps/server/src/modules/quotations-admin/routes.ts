import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  quotationAdminPaths,
  quotationDetailResponseSchema,
  quotationFollowUpsResponseSchema,
  quotationListQuerySchema,
  quotationListResponseSchema,
  quotationNumberParamsSchema,
  quotationSignatureParamsSchema,
} from '@changdee/contract/quotations-admin';
import { QUOTATION_READERS } from '@changdee/domain/quotation-follow-ups';
import { REFUSALS, success } from '../../lib/route-answers';
import { listQuotations } from './list-quotations';
import { readFollowUps } from './read-follow-ups';
import { readDecisionSignature } from './read-decision-signature';
import { readQuotationDetail } from './read-quotation-detail';

// Quotations in the back office (issue 31 item 8, docs/decisions/082): read-only. Who reads how
// far is the domain's QUOTATIONS_SCOPE: Operators every store, a Channel Manager their channel's;
// a Sales clerk, the external brand and technicians are refused (403).

const readers = { access: { roles: QUOTATION_READERS } } as const;
const SCOPE =
  'Operators read every store’s quotations, a Channel Manager those of their channel’s stores ' +
  '(and their own); no other role reads them (403).';

export const quotationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    quotationAdminPaths.list,
    {
      config: readers,
      schema: {
        tags: ['quotations'],
        summary: 'Quotations with filters, paged, with the conversion rate and the value approved',
        description:
          `${SCOPE} Filters: state, follow_up (expiring within 3 days, an open change request, ` +
          'declined in the last 7 days), store, team (the survey’s booked team), and a range of ' +
          'business dates (from/to, both included) of `dates` = created or sent. Newest first; ' +
          'limit/offset paging with the total. The summary counts the places and dates asked ' +
          'whatever the state and follow-up: sent (at least once), approved, the conversion ' +
          'rate (approved of sent, in percent, one decimal), the value approved in satang (the ' +
          'approved versions with the optional lines taken) and the open change requests.',
        querystring: quotationListQuerySchema,
        response: { 200: quotationListResponseSchema, ...REFUSALS },
      },
    },
    async (request) =>
      success(await listQuotations(app.db, request.auth!, request.query, new Date())),
  );

  app.get(
    quotationAdminPaths.followUps,
    {
      config: readers,
      schema: {
        tags: ['quotations'],
        summary: 'Quotation follow-ups for the dispatch board',
        description:
          `${SCOPE} Sent quotations whose last valid day is within 3 days, open change ` +
          'requests and declines of the last 7 days: each counted and the first 20 listed.',
        response: { 200: quotationFollowUpsResponseSchema, ...REFUSALS },
      },
    },
    async (request) => success(await readFollowUps(app.db, request.auth!, new Date())),
  );

  app.get(
    quotationAdminPaths.one,
    {
      config: readers,
      schema: {
        tags: ['quotations'],
        summary: 'A quotation: every version, its state history and the customer’s decisions',
        description: `${SCOPE} A number outside the reader’s stores: 404, as one that is not.`,
        params: quotationNumberParamsSchema,
        response: { 200: quotationDetailResponseSchema, ...REFUSALS, 404: errorBodySchema },
      },
    },
    async (request) =>
      success(await readQuotationDetail(app.db, request.auth!, request.params.number)),
  );

  app.get(
    quotationAdminPaths.signature,
    {
      config: {
        ...readers,
        openapi: {
          rawAnswer: { mediaTypes: ['image/png'], description: 'The signature as drawn' },
        },
      },
      schema: {
        tags: ['quotations'],
        summary: 'The customer’s signature of an approval',
        description: `${SCOPE} No such signed decision of the quotation: 404.`,
        params: quotationSignatureParamsSchema,
        response: { ...REFUSALS, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { number, decisionId } = request.params;
      const png = await readDecisionSignature(app.db, request.auth!, number, decisionId);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(png as never);
    },
  );
};
