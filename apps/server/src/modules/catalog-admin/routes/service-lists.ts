import {
  catalogAdminPaths,
  catalogChannelsResponseSchema,
  informationPreviewResponseSchema,
  informationPreviewSchema,
  serviceListQuerySchema,
  serviceListResponseSchema,
} from '@changdee/contract/catalog-admin';
import { catalogChoices, cleanInformationHtml, listServices } from '../service';
import { operators, errors, success, type CatalogApp } from './route-parts';

// The services of a channel, the channels, and a preview of a service's information.

export function serviceListRoutes(app: CatalogApp) {
  app.get(
    catalogAdminPaths.list,
    {
      config: operators,
      schema: {
        tags: ['catalog admin'],
        summary: 'Every service (published or not), by channel and catalogue order',
        querystring: serviceListQuerySchema,
        response: { 200: serviceListResponseSchema, ...errors },
      },
    },
    async (request) => success({ services: await listServices(app.db, request.query.channel) }),
  );

  app.get(
    catalogAdminPaths.channels,
    {
      config: operators,
      schema: {
        tags: ['catalog admin'],
        summary: 'The channels and work types a service can be given',
        response: { 200: catalogChannelsResponseSchema, ...errors },
      },
    },
    async () => success(await catalogChoices(app.db)),
  );

  app.post(
    catalogAdminPaths.preview,
    {
      config: operators,
      schema: {
        tags: ['catalog admin'],
        summary: 'Information HTML cleaned as it would be saved (the form’s preview)',
        description:
          'The shop’s allow-list (information-html-policy): no script, style, frames, event ' +
          'handlers or javascript:/data: links; what is answered is what the shop would show.',
        body: informationPreviewSchema,
        response: { 200: informationPreviewResponseSchema, ...errors },
      },
    },
    async (request) => success({ html: cleanInformationHtml(request.body.html) }),
  );
}
