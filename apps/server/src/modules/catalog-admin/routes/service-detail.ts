import {
  catalogAdminPaths,
  serviceAdminResponseSchema,
  serviceParamsSchema,
} from '@changdee/contract/catalog-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { readService } from '../service';
import { operators, errors, success, type CatalogApp } from './route-parts';

// One service, as the form edits it.

export function serviceDetailRoute(app: CatalogApp) {
  app.get(
    catalogAdminPaths.detail,
    {
      config: operators,
      schema: {
        tags: ['catalog admin'],
        summary: 'One service whole, with its version (send it back as expected_version)',
        params: serviceParamsSchema,
        response: { 200: serviceAdminResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await readService(app.db, request.params.serviceId)),
  );
}
