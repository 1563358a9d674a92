import { errorBodySchema } from '@changdee/contract/envelope';
import {
  cartOrderParamsSchema,
  changeDateRequestSchema,
  changeDateResponseSchema,
  orderPaths,
} from '@changdee/contract/orders';
import { changeDate } from '../service';
import { errors, storeAndOperator, success, type OrderApp } from './route-parts';

// Spec §7 changeDate: the order's booking on another date and slot.

export function changeDateRoute(app: OrderApp) {
  app.post(
    orderPaths.changeDate,
    {
      config: storeAndOperator,
      schema: {
        tags: ['orders'],
        summary: 'Move an order’s booking to another date and slot',
        description:
          'Atomic: the old slot is freed and the new one taken (its contractor kept when free, ' +
          'otherwise re-assigned as updateContractor does), within the lock period and six-month ' +
          'window of the order’s services. 400 DATE_OUT_OF_WINDOW or a body naming another order; ' +
          '404 ORDER_NOT_FOUND; 409 SLOT_FULL (nothing changed), ORDER_CLOSED, or CONFLICT after ' +
          'repeated deadlocks.',
        params: cartOrderParamsSchema,
        body: changeDateRequestSchema,
        response: {
          200: changeDateResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await changeDate(
          app.db,
          request.auth!,
          request.params.cartOrderNo,
          request.body,
          app.clock.now(),
        ),
      ),
  );
}
