import {
  catalogAdminPaths,
  serviceOrderResponseSchema,
  serviceOrderSchema,
  serviceParamsSchema,
  versionOnlySchema,
} from '@changdee/contract/catalog-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { auditActor } from '../../audit/service';
import { orderServices, setPublished } from '../service';
import { errors, operators, SERVICE_CHANGE_ANSWERS, success, WRITE } from './route-parts';
import type { CatalogApp } from './route-parts';

// What the shop's clerks see of the services: publishing, unpublishing and the catalogue's order.
// Audited, versioned, seen by every server.

export function servicePublishingRoutes(app: CatalogApp) {
  for (const published of [true, false]) {
    app.post(
      published ? catalogAdminPaths.publish : catalogAdminPaths.unpublish,
      {
        config: operators,
        schema: {
          tags: ['catalog admin'],
          summary: published
            ? 'Publish a service: the shop’s clerks see it in its channel'
            : 'Unpublish a service: it leaves the catalogue (orders keep it)',
          description: `409 STALE_EDIT on an older version. ${WRITE}`,
          params: serviceParamsSchema,
          body: versionOnlySchema,
          response: SERVICE_CHANGE_ANSWERS,
        },
      },
      async (request) =>
        success(
          await setPublished(
            app.db,
            auditActor(request),
            request.params.serviceId,
            request.body.expected_version,
            published,
          ),
        ),
    );
  }

  app.post(
    catalogAdminPaths.order,
    {
      config: operators,
      schema: {
        tags: ['catalog admin'],
        summary: 'Put a channel’s services in a new catalogue order',
        description:
          'service_ids names every service of the channel once, first shown first; otherwise 409 ' +
          `STALE_EDIT with the channel’s services as they are now. ${WRITE}`,
        body: serviceOrderSchema,
        response: { 200: serviceOrderResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      success({
        services: await orderServices(
          app.db,
          auditActor(request),
          request.body.channel,
          request.body.service_ids,
        ),
      }),
  );
}
