import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  capacityAheadQuerySchema,
  capacityAheadResponseSchema,
  opsDashboardPaths,
  operatorDayResponseSchema,
} from '@changdee/contract/ops-dashboard';
import { OPERATORS_ONLY, REFUSALS, success } from '../../lib/route-answers';
import { capacityAhead } from './capacity-ahead';
import { operatorDay } from './operator-day';

// The operator's day and the capacity ahead (issue 32 items 1 and 2, docs/decisions/075):
// Changdee's operators only, read-only.

export const opsDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    opsDashboardPaths.day,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['operations'],
        summary: 'The operator’s day: jobs by status, late jobs, and what waits for the office',
        description:
          'Today’s and tomorrow’s jobs (booked for the date) by status; the late jobs (not on ' +
          'the way 30 minutes after their slot began, or not completed by its end; by booking date, ' +
          'oldest first, at most 50 by name) and their count; the orders with a technician’s ' +
          'problem standing, a customer’s request undecided, a transfer slip waiting, a message ' +
          'failed or undelivered; the orders with money due back and the sum. Each count equals ' +
          'the orders list’s total with the matching filter (attention, payment=refund_due, ' +
          'status with booked_from/booked_to). Operators only (403 FORBIDDEN).',
        response: { 200: operatorDayResponseSchema, ...REFUSALS },
      },
    },
    async (request) => success(await operatorDay(app.db, request.auth!, app.clock.now())),
  );

  app.get(
    opsDashboardPaths.capacity,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['operations'],
        summary: 'Capacity ahead: each team’s use and capacity per slot over the next 14 days',
        description:
          'From today (Bangkok) for 14 days, a page of teams by code (the dispatch board’s ' +
          'order and counters): for each day whether the team is off, and each slot’s capacity, ' +
          'used and free. Operators only (403 FORBIDDEN).',
        querystring: capacityAheadQuerySchema,
        response: { 200: capacityAheadResponseSchema, ...REFUSALS },
      },
    },
    async (request) => success(await capacityAhead(app.db, request.query, app.clock.now())),
  );
};
