import { Readable } from 'node:stream';
import {
  opsOrderFiltersSchema,
  opsOrderListQuerySchema,
  opsOrderListResponseSchema,
  opsOrderPaths,
} from '@changdee/contract/ops-orders';
import { businessToday } from '@changdee/domain/dates';
import { REFUSALS as errors, success } from '../../../lib/route-answers';
import { requestLanguage } from '../../../plugins/language';
import { listOrders, ordersCsv } from '../service';
import { FILTERS, READ_SCOPE, readers, type OpsOrdersApp } from './route-parts';

// The orders the caller may read: a page at a time, or all of them as CSV.

export function orderListRoutes(app: OpsOrdersApp) {
  app.get(
    opsOrderPaths.list,
    {
      config: readers,
      schema: {
        tags: ['operations'],
        summary: 'The orders the caller may read, filtered, sorted and paged',
        description:
          `${READ_SCOPE} ${FILTERS} Sorted by sort (created, booking_date, total, status — its ` +
          'place in the order’s life) and dir, the order number breaking ties; paged by limit ' +
          '(1–100, default 25) after `after` (the answer’s `next`: the last order of the page ' +
          'before), so orders placed meanwhile never shift a page. total counts every page.',
        querystring: opsOrderListQuerySchema,
        response: { 200: opsOrderListResponseSchema, ...errors },
      },
    },
    async (request) =>
      success(await listOrders(app.db, request.auth!, request.query, app.clock.now())),
  );

  app.get(
    opsOrderPaths.csv,
    {
      config: {
        ...readers,
        openapi: {
          rawAnswer: {
            mediaTypes: ['text/csv'],
            description: 'The orders as CSV, UTF-8 with a byte-order mark',
            attachment: true,
          },
        },
      },
      schema: {
        tags: ['operations'],
        summary: 'The same orders as CSV (UTF-8 with a byte-order mark), newest first',
        description:
          `${READ_SCOPE} ${FILTERS} Streamed, every page; headings in the request’s language. A ` +
          'cell starting with = + - @ (or a tab or carriage return) is prefixed with an ' +
          'apostrophe, so a spreadsheet never runs it as a formula.',
        querystring: opsOrderFiltersSchema,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const lines = await ordersCsv(
        app.db,
        request.auth!,
        request.query,
        requestLanguage(request),
        app.clock.now(),
      );
      const name = `orders-${businessToday(app.clock.now())}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines) as never);
    },
  );
}
