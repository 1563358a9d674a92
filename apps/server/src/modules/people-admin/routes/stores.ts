import { auditActor } from '../../audit/service';
import {
  peopleAdminPaths,
  storeCreateSchema,
  storeListResponseSchema,
  storeParamsSchema,
  storeResponseSchema,
  storeUpdateSchema,
} from '@changdee/contract/people-admin';
import * as people from '../records/stores';
import { operator, errors, writeErrors, success, STALE, tags, type PeopleApp } from './route-parts';

// Stores from the portal (the Operator's, audited).

export function storeRoutes(app: PeopleApp) {
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
}
