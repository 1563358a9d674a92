import { auditActor } from '../../audit/service';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  teamAdminPaths,
  teamCreateSchema,
  teamDetailResponseSchema,
  teamListResponseSchema,
  teamParamsSchema,
  teamUpdateSchema,
} from '@changdee/contract/teams-admin';
import { createTeam, listTeams, teamDetail, updateTeam } from '../service';
import { operator, errors, writeErrors, success, type TeamsApp } from './route-parts';

// Contractor teams: list, create, read, edit (versioned, audited).

export function teamRoutes(app: TeamsApp) {
  app.get(
    teamAdminPaths.list,
    {
      config: operator,
      schema: {
        tags: ['teams'],
        summary: 'Every contractor team, by code, and the work types there are',
        response: { 200: teamListResponseSchema, ...errors },
      },
    },
    async () => success(await listTeams(app.db)),
  );

  app.post(
    teamAdminPaths.list,
    {
      config: operator,
      schema: {
        tags: ['teams'],
        summary: 'Create a team',
        description:
          'Code (409 CODE_TAKEN), names, phone, capacities, work types, service area as whole ' +
          'provinces and districts (422 UNKNOWN_REFERENCE for a code the geography lacks), ' +
          'members (active Technician users, 422 NOT_A_TECHNICIAN; a technician of another ' +
          'team moves here). Audited.',
        body: teamCreateSchema,
        response: { 200: teamDetailResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(await createTeam(app.db, auditActor(request), request.body, app.clock.now())),
  );

  app.get(
    teamAdminPaths.one,
    {
      config: operator,
      schema: {
        tags: ['teams'],
        summary: 'A team: its fields, area, members, days off and the jobs needing a decision',
        params: teamParamsSchema,
        response: { 200: teamDetailResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await teamDetail(app.db, request.params.teamId, app.clock.now())),
  );

  app.patch(
    teamAdminPaths.one,
    {
      config: operator,
      schema: {
        tags: ['teams'],
        summary: 'Edit a team (with the version the form was made on)',
        description:
          'The whole form with expected_version: another version is 409 STALE_EDIT with the ' +
          'team as it is now. Capacities below what is booked on a day or slot from today on: ' +
          '409 CAPACITY_BELOW_BOOKED listing them (move the jobs or close the days first). ' +
          'An area or work types that would leave booked jobs from today on unserved: 409 ' +
          'BOOKED_JOBS_NOT_SERVED listing them (details.jobs: order_no, date, time). ' +
          'Deactivating keeps the bookings: the answer lists them (affected_jobs) and the ' +
          'dispatch board shows them under needs_decision. Audited.',
        params: teamParamsSchema,
        body: teamUpdateSchema,
        response: { 200: teamDetailResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await updateTeam(
          app.db,
          auditActor(request),
          request.params.teamId,
          request.body,
          app.clock.now(),
        ),
      ),
  );
}
