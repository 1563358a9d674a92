import {
  dispatchPaths,
  dismissRescheduleResponseSchema,
  jobParamsSchema,
} from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { dismissReschedule } from '../service';
import { operator, errors, success, type DispatchApp } from './route-parts';

// Dismissing a customer's request for another date.

export function dismissRescheduleRoute(app: DispatchApp) {
  app.post(
    dispatchPaths.dismissReschedule,
    {
      config: operator,
      schema: {
        tags: ['dispatch'],
        summary: 'Dismiss the customer’s request for another date (the job stays as booked)',
        description:
          'Closes the order’s open requests for another date made through the customer’s ' +
          'tracking link (decision 046): the board no longer lists the job for that reason. The ' +
          'job, its team, date and slot do not change (re-dating or re-assigning it by any path ' +
          'closes the requests as well). Each request closed is written to the order’s history ' +
          '(kind `reschedule`, from: the date asked or null, to: `dismissed`) under the operator. ' +
          '`dismissed`: how many were open (0 when none was: nothing written).',
        params: jobParamsSchema,
        response: { 200: dismissRescheduleResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      success(await dismissReschedule(app.db, request.auth!, request.params.cartOrderNo)),
  );
}
