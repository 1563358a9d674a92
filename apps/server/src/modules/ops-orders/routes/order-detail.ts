import { errorBodySchema } from '@changdee/contract/envelope';
import { opsOrderDetailResponseSchema, opsOrderPaths } from '@changdee/contract/ops-orders';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import { REFUSALS as errors, success } from '../../../lib/route-answers';
import { orderDetail } from '../service';
import { readers, type OpsOrdersApp } from './route-parts';

// One order whole, with what the caller may do to it now.

export function orderDetailRoute(app: OpsOrdersApp) {
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
}
