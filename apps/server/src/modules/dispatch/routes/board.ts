import {
  dispatchBoardResponseSchema,
  dispatchPaths,
  dispatchQuerySchema,
} from '@changdee/contract/dispatch';
import { dispatchBoard } from '../service';
import { operator, errors, success, type DispatchApp } from './route-parts';

// The board: a day's teams and jobs, a page of teams at a time (decision 067).

export function boardRoute(app: DispatchApp) {
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
}
