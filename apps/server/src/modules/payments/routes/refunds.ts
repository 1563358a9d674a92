import { IDEMPOTENCY_KEY_HEADER } from '@changdee/contract/orders';
import {
  paymentPaths,
  refundHeadersSchema,
  refundParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
  refundsDueResponseSchema,
} from '@changdee/contract/payments';
import { refundOrder } from '../../orders/service';
import { refundsDue } from '../service';
import { CHANGE_REFUSALS, sendSaved } from '../../../lib/route-answers';
import { operators, errors, success, type PaymentsApp } from './route-parts';

// Refunds due, and recording a refund (idempotent with a key).

export function refundRoutes(app: PaymentsApp) {
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
          ...CHANGE_REFUSALS,
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
      return sendSaved(reply, answer);
    },
  );
}
