import { errorBodySchema } from '@changdee/contract/envelope';
import {
  orderPaths,
  updateContractorRequestSchema,
  updateContractorResponseSchema,
} from '@changdee/contract/orders';
import { updateContractor } from '../service';
import { errors, storeAndOperator, success, type OrderApp } from './route-parts';

// Spec §7 order/updateContractor (issue 10): the contractor for a date and slot.

export function updateContractorRoute(app: OrderApp) {
  app.post(
    orderPaths.updateContractor,
    {
      config: storeAndOperator,
      schema: {
        tags: ['orders'],
        summary: 'Re-assign an order’s contractor; answers the contractor_id for the calendar',
        description:
          'For the order’s own date and slot: its booking stays with its contractor when that one ' +
          'can still take it, otherwise moves to the free contractor with the most room ' +
          '(reassigned: true). For another expected_date: names the contractor free then, moving ' +
          'nothing. When nobody is free then: the contractor of the first free date in the window ' +
          '(for the calendar’s contractor_id; changeDate books it), or null.',
        body: updateContractorRequestSchema,
        response: {
          200: updateContractorResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(await updateContractor(app.db, request.auth!, request.body, app.clock.now())),
  );
}
