import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsPaths,
  salesQuerySchema,
  salesResponseSchema,
  type SalesQuery,
} from '@changdee/contract/analytics';
import { SALES_FIGURES_READERS } from '@changdee/domain/sales-figures';
import { REFUSALS as errors, success } from '../../lib/route-answers';
import { requestLanguage } from '../../plugins/language';
import { readSalesFigures } from './read-sales-figures';
import { salesCsv, salesXlsx } from './sales-export';

// Sales and service over time (issue 32 items 3 and 4, decisions 076 and 077): the figures as JSON
// for the portal's charts and tables, and the same rows as CSV and XLSX. Read-only; who reads how
// far is the domain's SALES_FIGURES_SCOPE, enforced here for the answer and the exports alike.

const readers = { access: { roles: SALES_FIGURES_READERS } } as const;

const SCOPE =
  'Operators read every store, a Channel Manager the stores of their channel (and their own); ' +
  'no other role reads them (403).';
const QUERY =
  'from/to: business dates (Asia/Bangkok), both included, at most 950 days; grain: day, week ' +
  '(from Monday) or month; by: none, channel, store, seller, work_type or team.';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fileName = (query: SalesQuery, extension: string) =>
  `sales-${query.from}-${query.to}-${query.grain}-${query.by}.${extension}`;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    analyticsPaths.sales,
    {
      config: readers,
      schema: {
        tags: ['operations'],
        summary: 'Sales and service figures per period and place, from the daily rollup',
        description:
          `${SCOPE} ${QUERY} Orders, their value after discounts, promotion and coupon cost, ` +
          'money received and refunded (the ledger) and net revenue, cancellations with their ' +
          'reasons, jobs completed, on time and at the first visit, with rates and the average ' +
          'order value. Periods and places with nothing counted are left out.',
        querystring: salesQuerySchema,
        response: { 200: salesResponseSchema, ...errors },
      },
    },
    async (request) => success(await readSalesFigures(app.db, request.auth!, request.query)),
  );

  const exportRoute = (path: string, mediaType: string, extension: string) =>
    app.get(
      path,
      {
        config: {
          ...readers,
          openapi: {
            rawAnswer: {
              mediaTypes: [mediaType],
              description: `The same rows as ${extension.toUpperCase()}`,
              attachment: true,
            },
          },
        },
        schema: {
          tags: ['operations'],
          summary: `The sales figures’ rows as ${extension.toUpperCase()}`,
          description:
            `${SCOPE} ${QUERY} The rows of ${analyticsPaths.sales}, one line per period and ` +
            'place, headings and names in the request’s language.',
          querystring: salesQuerySchema,
          response: { ...errors },
        },
      },
      async (request, reply) => {
        const data = await readSalesFigures(app.db, request.auth!, request.query);
        const language = requestLanguage(request);
        const body =
          extension === 'csv' ? salesCsv(data, language) : await salesXlsx(data, language);
        return reply
          .type(extension === 'csv' ? `${mediaType}; charset=utf-8` : mediaType)
          .header(
            'content-disposition',
            `attachment; filename="${fileName(request.query, extension)}"`,
          )
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  exportRoute(analyticsPaths.salesCsv, 'text/csv', 'csv');
  exportRoute(analyticsPaths.salesXlsx, XLSX_TYPE, 'xlsx');
};
