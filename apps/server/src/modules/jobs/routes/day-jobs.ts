import { dispatchPaths, jobsQuerySchema, jobsResponseSchema } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { listJobs } from '../service';
import { field, errors, success, type JobsApp } from './route-parts';

// A team's job cards for a day: a technician's own team, an operator's any.

export function dayJobsRoute(app: JobsApp) {
  app.get(
    dispatchPaths.jobs,
    {
      config: field,
      schema: {
        tags: ['jobs'],
        summary: 'A team’s jobs of a day: the technician’s job cards',
        description:
          'A technician gets their own team’s (contractor_id is ignored; a technician in no team: ' +
          '404 CONTRACTOR_NOT_FOUND); an operator names the team (400 without). Each card: the ' +
          'slot, the customer’s name and mobiles, the address with the landmark apart and the ' +
          'pinned location when shared, the services with quantities, the customer’s note, the ' +
          'status, a standing problem and the number of photos. Morning first.',
        querystring: jobsQuerySchema,
        response: { 200: jobsResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await listJobs(app.db, request.auth!, request.query)),
  );
}
