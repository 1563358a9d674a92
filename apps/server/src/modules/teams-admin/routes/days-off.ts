import { auditActor } from '../../audit/service';
import {
  closureRequestSchema,
  dayOffDeleteSchema,
  dayOffParamsSchema,
  teamAdminPaths,
  teamDetailResponseSchema,
  teamParamsSchema,
} from '@changdee/contract/teams-admin';
import { closeDays, reopenDay } from '../service';
import { operator, writeErrors, success, type TeamsApp } from './route-parts';

// A team's days off: closing days (the jobs they hold named) and reopening one.

export function dayOffRoutes(app: TeamsApp) {
  app.post(
    teamAdminPaths.daysOff,
    {
      config: operator,
      schema: {
        tags: ['teams'],
        summary: 'Close a team on a day or a run of days (at most 62)',
        description:
          'From today on (400 DATE_OUT_OF_WINDOW before). The booked jobs of those days stay ' +
          'booked and are listed in affected_jobs; the dispatch board lists them under ' +
          'needs_decision (team off) until an operator re-assigns or re-dates them. Audited.',
        params: teamParamsSchema,
        body: closureRequestSchema,
        response: { 200: teamDetailResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await closeDays(
          app.db,
          auditActor(request),
          request.params.teamId,
          request.body,
          app.clock.now(),
        ),
      ),
  );

  app.delete(
    teamAdminPaths.dayOff,
    {
      config: operator,
      schema: {
        tags: ['teams'],
        summary: 'Open a closed day again',
        params: dayOffParamsSchema,
        body: dayOffDeleteSchema,
        response: { 200: teamDetailResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await reopenDay(
          app.db,
          auditActor(request),
          request.params.teamId,
          request.params.date,
          request.body.expected_version,
          app.clock.now(),
        ),
      ),
  );
}
