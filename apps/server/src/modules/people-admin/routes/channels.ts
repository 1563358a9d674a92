import { auditActor } from '../../audit/service';
import {
  channelCreateSchema,
  channelListResponseSchema,
  channelParamsSchema,
  channelResponseSchema,
  channelUpdateSchema,
  peopleAdminPaths,
} from '@changdee/contract/people-admin';
import * as people from '../records/channels';
import { operator, errors, writeErrors, success, STALE, tags, type PeopleApp } from './route-parts';

// Channels from the portal (the Operator's, audited).

export function channelRoutes(app: PeopleApp) {
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
}
