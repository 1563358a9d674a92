import {
  assignOptionsQuerySchema,
  assignOptionsResponseSchema,
  assignRequestSchema,
  assignResponseSchema,
  dispatchPaths,
  jobParamsSchema,
} from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { assignJob, assignOptions } from '../service';
import { operator, errors, success, type DispatchApp } from './route-parts';

// Assigning a job to a team and slot, and the teams that may take it.

export function assignRoutes(app: DispatchApp) {
  app.post(
    dispatchPaths.assign,
    {
      config: operator,
      schema: {
        tags: ['dispatch'],
        summary: 'Assign or re-assign a job to a team, on its date and slot or others',
        description:
          'One transaction: the job’s booking gives its unit of capacity back and the team takes ' +
          'one in the date and slot (409 SLOT_FULL when that cell filled meanwhile: nothing ' +
          'changes). The team must exist (404 CONTRACTOR_NOT_FOUND), serve the job’s district ' +
          'and hold every work type of it (422 CONTRACTOR_NOT_SERVING), work that day and be ' +
          'active (409 CONTRACTOR_UNAVAILABLE); the date may not be past (400 ' +
          'DATE_OUT_OF_WINDOW); a job already started, completed or cancelled: 409 ORDER_CLOSED. ' +
          'A job before "contractor assigned" reaches it; the history records the team, the ' +
          'date and the status under the operator; a problem standing on the job is cleared.',
        params: jobParamsSchema,
        body: assignRequestSchema,
        response: {
          200: assignResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await assignJob(
          app.db,
          request.auth!,
          request.params.cartOrderNo,
          request.body,
          app.clock.now(),
        ),
      ),
  );

  app.get(
    dispatchPaths.assignOptions,
    {
      config: operator,
      schema: {
        tags: ['dispatch'],
        summary: 'The teams that can take a job at a date and slot (the picker)',
        description:
          'Active teams serving the job’s district with every work type of it, not off that day, ' +
          'with a free unit in the slot and in the day, most room first (`current`: the team ' +
          'holding the job). The job’s own date and slot when none is asked. The server checks ' +
          'again when assigning.',
        params: jobParamsSchema,
        querystring: assignOptionsQuerySchema,
        response: {
          200: assignOptionsResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await assignOptions(app.db, request.auth!, request.params.cartOrderNo, request.query),
      ),
  );
}
