import { auditActor } from '../../audit/service';
import {
  peopleAdminPaths,
  userCreatedResponseSchema,
  userCreateSchema,
  userListResponseSchema,
  userParamsSchema,
  userResponseSchema,
  userUpdateSchema,
} from '@changdee/contract/people-admin';
import * as people from '../records/users';
import {
  operator,
  errors,
  writeErrors,
  success,
  STALE,
  tags,
  peopleSettings,
  type PeopleApp,
} from './route-parts';

// Users from the portal (the Operator's, audited): the list, a new user, an edit.

export function userRoutes(app: PeopleApp) {
  const settings = () => peopleSettings(app);
  // ── users ────────────────────────────────────────────────────────────────────────────────────
  app.get(
    peopleAdminPaths.users,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Every user, with role, stores and team',
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    async () => success(await people.listUsers(app.db)),
  );
  app.post(
    peopleAdminPaths.users,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Create a user, answered with a one-time link to set their password',
        description:
          'No password is sent or shown: the answer’s password_link (24 hours, single use) is ' +
          'passed to the person. Shop roles need stores, Operators and Technicians none (422 ' +
          'STORES_FOR_SHOP_ROLES); a taken username is 409 CODE_TAKEN.',
        body: userCreateSchema,
        response: { 200: userCreatedResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await people.createUser(
          app.db,
          settings(),
          auditActor(request),
          request.body,
          app.clock.now(),
        ),
      ),
  );
  app.patch(
    peopleAdminPaths.user,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Edit a user: name, role, stores, active',
        description:
          `${STALE} Deactivating, or changing the role or the stores, ends every session of ` +
          'the user on every server at once (their access tokens are refused from the next ' +
          'request).',
        params: userParamsSchema,
        body: userUpdateSchema,
        response: { 200: userResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await people.updateUser(app.db, auditActor(request), request.params.userId, request.body),
      ),
  );
}
