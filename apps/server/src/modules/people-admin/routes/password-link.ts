import { errorBodySchema } from '@changdee/contract/envelope';
import {
  passwordResetCheckResponseSchema,
  passwordResetDoneResponseSchema,
  passwordResetQuerySchema,
  passwordResetRequestSchema,
  peopleAdminPaths,
} from '@changdee/contract/people-admin';
import { checkPasswordLink, setPasswordWithLink } from '../../auth/service';
import { limitedAccess, success, type PeopleApp } from './route-parts';

// The set-password link's page: public, the token is the credential.

export function passwordLinkRoutes(app: PeopleApp) {
  const limited = limitedAccess(app);
  app.get(
    peopleAdminPaths.passwordReset,
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Whether a set-password link still works, and whose it is',
        querystring: passwordResetQuerySchema,
        response: {
          200: passwordResetCheckResponseSchema,
          400: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await checkPasswordLink(
          app.db,
          app.config.secrets.refreshTokenPepper,
          request.query.token,
          app.clock.now(),
        ),
      ),
  );
  app.post(
    peopleAdminPaths.passwordReset,
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Set a password with a one-time link',
        description:
          'Once: a used, expired or replaced link is 410 PASSWORD_LINK_INVALID. Every session of ' +
          'the user ends; they sign in with the new password.',
        body: passwordResetRequestSchema,
        response: {
          200: passwordResetDoneResponseSchema,
          400: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await setPasswordWithLink(
          app.db,
          app.config.secrets.refreshTokenPepper,
          request.body,
          app.clock.now(),
        ),
      ),
  );
}
