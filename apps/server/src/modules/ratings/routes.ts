import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  followUpParamsSchema,
  followUpRequestSchema,
  followUpResponseSchema,
  ratingsResponseSchema,
  signOffPaths,
} from '@changdee/contract/sign-off';
import { OPERATORS_ONLY, REFUSALS, success } from '../../lib/route-answers';
import { auditActor } from '../audit/service';
import { handleFollowUp, ratingsByTeam } from './service';

// The customers' ratings for Changdee's operators (issue 31 item 6, decision 078): per team and
// technician, and a low rating's follow-up marked handled. Technicians and the shops' roles: 403.

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    signOffPaths.ratings,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['operations'],
        summary: 'The customers’ ratings per team and per technician',
        description:
          'Every team with ratings: count, average (one decimal), distribution (1 to 5 stars), ' +
          'the same per technician who completed the jobs, and the latest ratings that came ' +
          'with a comment (at most 5). Operators only.',
        response: { 200: ratingsResponseSchema, ...REFUSALS },
      },
    },
    async () => success(await ratingsByTeam(app.db)),
  );

  app.post(
    signOffPaths.followUp,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['operations'],
        summary: 'Marks a low rating’s follow-up handled, with a note',
        description:
          'A rating of 2 stars or fewer opens a follow-up (the orders list’s filter ' +
          '`low_rating`); the operator marks it handled with a note, kept in the audit log ' +
          '(entity rating_follow_up). None open on the order: 409 RATING_FOLLOW_UP_NOT_OPEN. ' +
          'Operators only.',
        params: followUpParamsSchema,
        body: followUpRequestSchema,
        response: { 200: followUpResponseSchema, ...REFUSALS, 409: errorBodySchema },
      },
    },
    async (request) =>
      success(
        await handleFollowUp(
          app.db,
          { actor: auditActor(request), name: request.auth!.userName },
          request.params.cartOrderNo,
          request.body.note,
        ),
      ),
  );
};
