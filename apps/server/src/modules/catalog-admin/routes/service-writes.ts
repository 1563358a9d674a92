import {
  catalogAdminPaths,
  serviceAdminResponseSchema,
  serviceInputSchema,
  serviceParamsSchema,
  serviceUpdateSchema,
} from '@changdee/contract/catalog-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { auditActor } from '../../audit/service';
import { createService, updateService } from '../service';
import {
  operators,
  errors,
  success,
  SERVICE_CHANGE_ANSWERS,
  WRITE,
  type CatalogApp,
} from './route-parts';

// Creating and editing services: audited, versioned, seen by every server.

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
        response: SERVICE_CHANGE_ANSWERS,
      },
    },
    async (request) =>
      success(
        await updateService(app.db, auditActor(request), request.params.serviceId, request.body),
      ),
  );
}
