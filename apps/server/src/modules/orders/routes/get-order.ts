import { errorBodySchema } from '@changdee/contract/envelope';
import {
  cartOrderParamsSchema,
  cartOrderResponseSchema,
  orderPaths,
} from '@changdee/contract/orders';
import { ROLES } from '@changdee/domain/roles';
import { getOrder } from '../service';
import { errors, success, type OrderApp } from './route-parts';

// Spec §7 carts/{cartOrderNo}: the order, for whoever the order policy lets read it.

export function getOrderRoute(app: OrderApp) {
  app.get(
    orderPaths.get,
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['orders'],
        summary: 'A cart order (tracking, success page)',
        description:
          'payment: its state derived from the order’s money entries (unpaid, pending, paid, ' +
          'refund_due, refunded), what it owes (amount), received, refunded, refund_due and the ' +
          'entries. For whoever the order policy lets read it: the people of the order’s store, the ' +
          'manager of its channel, Changdee’s operators, the technicians of its team; an ' +
          'external-brand user (of the brand’s own store) gets it with the customer’s personal ' +
          'data masked. Any other order, or none: 404 ORDER_NOT_FOUND.',
        params: cartOrderParamsSchema,
        response: { 200: cartOrderResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await getOrder(app.db, request.auth!, request.params.cartOrderNo)),
  );
}
