import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unavailableDatesResponseSchema } from '@changdee/contract/availability';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  opsOrderDetailResponseSchema,
  opsOrderFiltersSchema,
  opsOrderListQuerySchema,
  opsOrderListResponseSchema,
  opsOrderPaths,
} from '@changdee/contract/ops-orders';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import { businessToday } from '@changdee/domain/dates';
import { ORDER_POLICY } from '@changdee/domain/order-policy';
import { ROLES } from '@changdee/domain/roles';
import { requestLanguage } from '../../plugins/language';
import { listOrders, orderCalendar, orderDetail, ordersCsv } from './service';

// The operations portal's orders (issue 19, docs/decisions/042): the list, its CSV, one order's
// detail and the calendar of a change of its date. Which orders each caller sees is the order
// policy's (domain order-policy.ts), asked by the service; the routes keep out who never may.

// Everyone the policy lets read orders, but External Brand: its orders are answered masked, and a
// search by mobile would tell what the mask hides.
const readers = {
  access: { roles: ROLES.filter((role) => ORDER_POLICY[role].read && role !== 'External Brand') },
} as const;
const dateChangers = {
  access: { roles: ROLES.filter((role) => ORDER_POLICY[role].change_date) },
} as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });

const READ_SCOPE =
  'Operators see every order, a channel manager the orders of every store of its channel, a ' +
  'store’s people their store’s, a technician its team’s jobs (the order policy’s read).';
const FILTERS =
  'Filters (each narrows): status, payment (the payment state), store (id), channel (code), team ' +
  '(the contractor holding the booking), booked_from/booked_to (the booking’s date), ' +
  'created_from/created_to (the business date it was placed), q (part of an order number in any ' +
  'case, or a customer’s mobile with or without spaces and dashes).';

export const opsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => success(await listOrders(app.db, request.auth!, request.query)),
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
      const lines = await ordersCsv(app.db, request.auth!, request.query, requestLanguage(request));
      const name = `orders-${businessToday(app.clock.now())}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines) as never);
    },
  );

  app.get(
    opsOrderPaths.detail,
    {
      config: readers,
      schema: {
        tags: ['operations'],
        summary: 'One order whole, with the actions the caller may take now',
        description:
          'The order as carts/{cartOrderNo} answers it (lines, customer, address, booking, ' +
          'contractor, payment, history with who, login and reason) and allowed_actions: what the ' +
          'order policy lets the caller do to it now (the portal shows only those). An order the ' +
          'caller may not read, or none: 404 ORDER_NOT_FOUND.',
        params: cartOrderParamsSchema,
        response: { 200: opsOrderDetailResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      success(await orderDetail(app.db, request.auth!, request.params.cartOrderNo)),
  );

  app.get(
    opsOrderPaths.calendar,
    {
      config: dateChangers,
      schema: {
        tags: ['operations'],
        summary: 'The dates an order’s booking can move to (for changeDate)',
        description:
          'As unavailable-date-by-cart answers for the order’s services, district and channel, ' +
          'its contractor named in availableTime when free: data, the dates with no free slot; ' +
          'fullSlots, the full slot of other dates. Only for whoever may change its date (the ' +
          'order policy): 403 ACTION_NOT_ALLOWED, 404 ORDER_NOT_FOUND, 409 ORDER_CLOSED.',
        params: cartOrderParamsSchema,
        response: {
          200: unavailableDatesResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await orderCalendar(app.db, request.auth!, request.params.cartOrderNo, app.clock.now()),
      ),
  );
};
