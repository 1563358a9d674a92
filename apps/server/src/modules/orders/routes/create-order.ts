import { errorBodySchema } from '@changdee/contract/envelope';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderResponseSchema,
  createOrderHeadersSchema,
  createOrderRequestSchema,
  orderPaths,
} from '@changdee/contract/orders';
import { createOrder } from '../service';
import { errors, shop, type OrderApp } from './route-parts';

// Spec §7 createCartOrder (issue 12), idempotent with an Idempotency-Key (decision 018).

export function createOrderRoute(app: OrderApp) {
  app.post(
    orderPaths.create,
    {
      config: shop,
      schema: {
        tags: ['orders'],
        summary: 'Place a cart order: priced, checked and booked by the server in one transaction',
        description:
          'Every line is re-priced from the database (client prices, discounts, totals and status ' +
          'are ignored); each product on one line; each coupon is re-verified and one use of its ' +
          'limits taken, and the way of paying it asks for ' +
          '(requested_payment) chosen; the address codes must chain; the date must lie in today + the cart’s ' +
          'lock days + 1 … today + 6 months (Asia/Bangkok); an active contractor serving the ' +
          'district with every work type takes one unit of its slot and day. Answers the order ' +
          'as GET carts/{cartOrderNo}. ' +
          `With an ${IDEMPOTENCY_KEY_HEADER} header, a repeat of the same request (also while the ` +
          'first is running) answers the first answer, never a second order; the same key with ' +
          'another body: 422 IDEMPOTENCY_KEY_REUSED. Failures: 400 with field details ' +
          '(VALIDATION_FAILED, DATE_OUT_OF_WINDOW, ADDRESS_MISMATCH, SELLER_NOT_FOUND, ' +
          'QUANTITY_OUT_OF_RANGE, JOB_TYPE_MISMATCH), 404 PRODUCT_NOT_FOUND or a coupon’s code, ' +
          '409 SLOT_FULL (the slot just filled), COUPON_USED_UP or COUPON_CUSTOMER_USED_UP, ' +
          '409 CONFLICT after repeated deadlocks, 409 ORDER_NUMBERS_EXHAUSTED past a million ' +
          'orders in one day, 422 OUT_OF_SERVICE_AREA, ' +
          'COUPON_PAYMENT_REQUIRED or a coupon’s code.',
        headers: createOrderHeadersSchema,
        body: createOrderRequestSchema,
        response: {
          200: cartOrderResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await createOrder(app.db, request.auth!, request.body, {
        now: app.clock.now(),
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        orderNumberKey: app.config.orderNumberKey,
      });
      return reply.code(answer.status).send(answer.body as never);
    },
  );
}
