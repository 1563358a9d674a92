import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { auditActor } from '../audit/service';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  channelCreateSchema,
  channelListResponseSchema,
  channelParamsSchema,
  channelResponseSchema,
  channelUpdateSchema,
  employeeCreateSchema,
  employeeListResponseSchema,
  employeeParamsSchema,
  employeeQuerySchema,
  employeeResponseSchema,
  employeeUpdateSchema,
  passwordLinkResponseSchema,
  passwordResetCheckResponseSchema,
  passwordResetDoneResponseSchema,
  passwordResetQuerySchema,
  passwordResetRequestSchema,
  peopleAdminPaths,
  storeCreateSchema,
  storeListResponseSchema,
  storeParamsSchema,
  storeResponseSchema,
  storeUpdateSchema,
  userCreatedResponseSchema,
  userCreateSchema,
  userListResponseSchema,
  userParamsSchema,
  userResponseSchema,
  userUpdateSchema,
} from '@changdee/contract/people-admin';
import { addressKey } from '../../lib/client-address';
import * as people from './service';
import { checkPasswordLink, setPasswordWithLink } from '../auth/service';

// Channels, stores, employees and users from the portal (issue 21 item 5, docs/decisions/051): the
// Operator's; and the public set-password link's two routes (the token is the credential).

const operator = { access: { roles: ['Operator'] } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = {
  ...errors,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const success = <T>(data: T) => ({ message: 'success' as const, data });
const STALE =
  'With expected_version: an edit made on another version is 409 STALE_EDIT with the record as ' +
  'it is now. Audited.';

export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => ({
    pepper: app.config.secrets.refreshTokenPepper,
    portalUrl: app.config.portalUrl,
  });
  const tags = ['people'];

  // ── channels ─────────────────────────────────────────────────────────────────────────────────
  app.get(
    peopleAdminPaths.channels,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Every channel, with its number of stores',
        response: { 200: channelListResponseSchema, ...errors },
      },
    },
    async () => success(await people.listChannels(app.db)),
  );
  app.post(
    peopleAdminPaths.channels,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Create a channel (409 CODE_TAKEN)',
        body: channelCreateSchema,
        response: { 200: channelResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(await people.createChannel(app.db, auditActor(request), request.body)),
  );
  app.patch(
    peopleAdminPaths.channel,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Rename a channel',
        description: STALE,
        params: channelParamsSchema,
        body: channelUpdateSchema,
        response: { 200: channelResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await people.updateChannel(app.db, auditActor(request), request.params.code, request.body),
      ),
  );

  // ── stores ───────────────────────────────────────────────────────────────────────────────────
  app.get(
    peopleAdminPaths.stores,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Every store, by channel and code',
        response: { 200: storeListResponseSchema, ...errors },
      },
    },
    async () => success(await people.listStores(app.db)),
  );
  app.post(
    peopleAdminPaths.stores,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Create a store (409 CODE_TAKEN, 422 UNKNOWN_REFERENCE for the channel)',
        body: storeCreateSchema,
        response: { 200: storeResponseSchema, ...writeErrors },
      },
    },
    async (request) => success(await people.createStore(app.db, auditActor(request), request.body)),
  );
  app.patch(
    peopleAdminPaths.store,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Edit a store',
        description: `${STALE} Every server forgets its cached copy of the store at the commit.`,
        params: storeParamsSchema,
        body: storeUpdateSchema,
        response: { 200: storeResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await people.updateStore(app.db, auditActor(request), request.params.storeId, request.body),
      ),
  );

  // ── employees ────────────────────────────────────────────────────────────────────────────────
  app.get(
    peopleAdminPaths.employees,
    {
      config: operator,
      schema: {
        tags,
        summary: 'The employees of a store, active or not',
        querystring: employeeQuerySchema,
        response: { 200: employeeListResponseSchema, ...errors },
      },
    },
    async (request) => success(await people.listEmployees(app.db, request.query.store_id)),
  );
  app.post(
    peopleAdminPaths.employees,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Add an employee to a store (409 CODE_TAKEN within the store)',
        body: employeeCreateSchema,
        response: { 200: employeeResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(await people.createEmployee(app.db, auditActor(request), request.body)),
  );
  app.patch(
    peopleAdminPaths.employee,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Edit an employee (inactive ones leave the shop’s employee search)',
        description: STALE,
        params: employeeParamsSchema,
        body: employeeUpdateSchema,
        response: { 200: employeeResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await people.updateEmployee(
          app.db,
          auditActor(request),
          request.params.employeeId,
          request.body,
        ),
      ),
  );

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
          settings(),
          auditActor(request),
          request.params.userId,
          app.clock.now(),
        ),
      ),
  );

  // ── the link's page (public: the token is the credential) ────────────────────────────────────
  const limited = {
    access: 'public',
    rateLimit: {
      max: app.config.rateLimits.signInPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
    },
  } as const;
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
};
