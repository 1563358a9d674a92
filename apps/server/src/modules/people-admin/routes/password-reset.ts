import { auditActor } from '../../audit/service';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  passwordLinkResponseSchema,
  peopleAdminPaths,
  userParamsSchema,
} from '@changdee/contract/people-admin';
import * as people from '../records/users';
import { operator, errors, success, tags, peopleSettings, type PeopleApp } from './route-parts';

// A user's password reset from the portal (the Operator's, audited): a new set-password link.

export function passwordResetRoute(app: PeopleApp) {
  app.post(
    peopleAdminPaths.passwordLink,
    {
      config: operator,
      schema: {
        tags,
        summary: 'A new one-time link to set the user’s password (a reset)',
        description:
          'Single use, 24 hours; earlier unused links stop working. Only the link is shown, ' +
          'never a password. Setting the password ends the user’s sessions.',
        params: userParamsSchema,
        response: { 200: passwordLinkResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      success(
        await people.passwordLink(
          app.db,
          peopleSettings(app),
          auditActor(request),
          request.params.userId,
          app.clock.now(),
        ),
      ),
  );
}
