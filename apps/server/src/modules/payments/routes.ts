import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '@changdee/contract/orders';
import {
  paymentConflictParamsSchema,
  paymentConflictSettleSchema,
  paymentConflictSettledResponseSchema,
  paymentConflictsResponseSchema,
  paymentPaths,
  refundHeadersSchema,
  refundParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
  refundsDueResponseSchema,
  takingsQuerySchema,
  takingsResponseSchema,
} from '@changdee/contract/payments';
import { refundOrder, settlePaymentConflict } from '../orders/service';
import { dayTakings, paymentConflicts, refundsDue } from './service';

// The operations portal's money (issue 19, docs/decisions/039): Changdee's operators only; every
// other role is refused by the access plugin (403 FORBIDDEN).

const operators = { access: { roles: ['Operator'] } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paymentPaths.refundsDue,
    {
      config: operators,
      schema: {
        tags: ['payments'],
        summary: 'The orders with money due back, the longest due first',
        description:
          'Every order whose money entries exceed what it owes (a payment on a cancelled order, ' +
          'a second payment): what it received, refunded and has due back, and since when. ' +
          'Operators only (403 FORBIDDEN).',
        response: { 200: refundsDueResponseSchema, ...errors },
      },
    },
    async () => success(await refundsDue(app.db)),
  );

  app.post(
    paymentPaths.refund,
    {
      config: operators,
      schema: {
        tags: ['payments'],
        summary: 'Record a refund of an order’s money',
        description:
          'An entry of the order’s ledger: amount (whole baht), reason and reference required ' +
          '(400). Operators only (403 FORBIDDEN); 404 ORDER_NOT_FOUND; 409 REFUND_NOT_DUE when ' +
          'nothing is due back, REFUND_EXCEEDS_DUE for more than is due (two refunds at once ' +
          `queue: the second sees what the first left). With an ${IDEMPOTENCY_KEY_HEADER} header ` +
          'a repeat of the same request answers the first answer, never a second refund; the ' +
          'same key with another request: 422 IDEMPOTENCY_KEY_REUSED.',
        params: refundParamsSchema,
        headers: refundHeadersSchema,
        body: refundRequestSchema,
        response: {
          200: refundResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await refundOrder(
        app.db,
        request.auth!,
        request.params.cartOrderNo,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.code(answer.status).send(answer.body as never);
    },
  );

  app.get(
    paymentPaths.takings,
    {
      config: operators,
      schema: {
        tags: ['payments'],
        summary: 'A day’s takings: money received by method, and refunded',
        description:
          'The money entries recorded on a business day (Asia/Bangkok; today when `date` is left ' +
          'out): received by method (promptpay, store), refunded, and the net. Operators only ' +
          '(403 FORBIDDEN).',
        querystring: takingsQuerySchema,
        response: { 200: takingsResponseSchema, ...errors },
      },
    },
    async (request) => success(await dayTakings(app.db, request.query.date, app.clock.now())),
  );

  app.get(
    paymentPaths.conflicts,
    {
      config: operators,
      schema: {
        tags: ['payments'],
        summary: 'Payment events kept for an operator: an event id reused for another order',
        description:
          'A signed payment event whose event_id an event of another order already used is ' +
          'answered 409 PAYMENT_EVENT_ID_REUSED and kept here, its money not on the order, until ' +
          'an operator records or dismisses it (decision 061). Oldest first. Operators only.',
        response: { 200: paymentConflictsResponseSchema, ...errors },
      },
    },
    async () => success({ conflicts: await paymentConflicts(app.db) }),
  );

  app.post(
    paymentPaths.conflict,
    {
      config: operators,
      schema: {
        tags: ['payments'],
        summary: 'Record a kept payment event’s money on its order, or dismiss it',
        description:
          '`recorded`: the money is an entry of the order’s ledger under the operator’s name, ' +
          'with the provider’s reference (the order may become paid); `dismissed`: nothing is ' +
          'recorded. 404 PAYMENT_CONFLICT_NOT_FOUND; 409 PAYMENT_CONFLICT_SETTLED when someone ' +
          'settled it already. Operators only (403 FORBIDDEN).',
        params: paymentConflictParamsSchema,
        body: paymentConflictSettleSchema,
        response: {
          200: paymentConflictSettledResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await settlePaymentConflict(
          app.db,
          request.auth!,
          request.params.conflictId,
          request.body.resolution,
          app.clock.now(),
        ),
      ),
  );
};
