import { unavailableDatesResponseSchema } from '@changdee/contract/availability';
import { errorBodySchema } from '@changdee/contract/envelope';
import { opsOrderPaths } from '@changdee/contract/ops-orders';
import { cartOrderParamsSchema } from '@changdee/contract/orders';
import { REFUSALS as errors, success } from '../../../lib/route-answers';
import { orderCalendar } from '../service';
import { dateChangers, type OpsOrdersApp } from './route-parts';

// The dates an order's booking can move to, for whoever may change its date.

export function orderCalendarRoute(app: OpsOrdersApp) {
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
}
