import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignOptionsQuerySchema,
  assignOptionsResponseSchema,
  assignRequestSchema,
  assignResponseSchema,
  dispatchBoardResponseSchema,
  dispatchPaths,
  dispatchQuerySchema,
  dismissRescheduleResponseSchema,
  jobParamsSchema,
} from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { assignJob, assignOptions, dismissReschedule, dispatchBoard } from './service';

// The dispatch board (issue 20, docs/decisions/044): Changdee's operators only.

const operator = { access: { roles: ['Operator'] } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });

export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    dispatchPaths.board,
    {
      config: operator,
      schema: {
        tags: ['dispatch'],
        summary: 'The dispatch board: teams by day and slot, their jobs, and jobs to decide',
        description:
          'Teams (filtered by the district or province they serve and a work type they hold) as ' +
          'rows by code, a page at a time (limit, default 50, at most 100: a larger limit is served as 100; offset; total_teams ' +
          'over every page); for each of `days` days (1–7) from `date`: whether the team is off, ' +
          'its day and morning/afternoon capacity used and free, and the jobs it holds (order ' +
          'number, first service, sub-district, status, payment state, a standing problem). ' +
          'needs_decision: the open jobs of those days (in the area and work type asked) without ' +
          'a team, whose team is off or closed, with a problem reported, or that must be paid ' +
          'online and are still unpaid past the hold (30 minutes), each with its reasons; at ' +
          'most 500; work_types: every work type a team holds (the filter’s choices). Four ' +
          'statements whatever the number of teams, days and jobs.',
        querystring: dispatchQuerySchema,
        response: { 200: dispatchBoardResponseSchema, ...errors },
      },
    },
    // Sent as built, not through the response schema: checking a thousand jobs with zod cost more
    // than the board's queries (bench/dispatch.ts). The answer is typed by the contract, and the
    // tests parse it with the schema.
    async (request, reply) => {
      const board = await dispatchBoard(
        app.db,
        request.query,
        app.clock.now(),
        app.config.paymentHoldMinutes,
      );
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(success(board)) as never);
    },
  );

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
};
