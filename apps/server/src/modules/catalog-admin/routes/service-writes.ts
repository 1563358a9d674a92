import {
  catalogAdminPaths,
  serviceAdminResponseSchema,
  serviceInputSchema,
  serviceOrderResponseSchema,
  serviceOrderSchema,
  serviceParamsSchema,
  serviceUpdateSchema,
  versionOnlySchema,
} from '@changdee/contract/catalog-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { auditActor } from '../../audit/service';
import { createService, orderServices, setPublished, updateService } from '../service';
import { operators, errors, success, WRITE, type CatalogApp } from './route-parts';

// Creating, editing, publishing and ordering services: audited, versioned, seen by every server.

export function serviceWriteRoutes(app: CatalogApp) {
  app.post(
    catalogAdminPaths.create,
    {
      config: operators,
      schema: {
        tags: ['catalog admin'],
        summary: 'Create a service (unpublished, last in its channel)',
        description: `409 SKU_CODE_TAKEN when the channel has the SKU already. ${WRITE}`,
        body: serviceInputSchema,
        response: { 200: serviceAdminResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => success(await createService(app.db, auditActor(request), request.body)),
  );

  app.patch(
    catalogAdminPaths.update,
    {
      config: operators,
      schema: {
        tags: ['catalog admin'],
        summary: 'Edit a service (the whole form) on the version it was read at',
        description:
          '409 STALE_EDIT when the service changed since (details.current: the service as it is ' +
          `now); 409 SKU_CODE_TAKEN. ${WRITE}`,
        params: serviceParamsSchema,
        body: serviceUpdateSchema,
        response: {
          200: serviceAdminResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await updateService(app.db, auditActor(request), request.params.serviceId, request.body),
      ),
  );

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
          response: {
            200: serviceAdminResponseSchema,
            ...errors,
            404: errorBodySchema,
            409: errorBodySchema,
          },
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
