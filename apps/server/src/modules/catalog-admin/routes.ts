import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogAdminPaths,
  catalogChannelsResponseSchema,
  informationPreviewResponseSchema,
  informationPreviewSchema,
  SERVICE_IMAGE_MAX_BYTES,
  serviceAdminResponseSchema,
  serviceInputSchema,
  serviceListQuerySchema,
  serviceListResponseSchema,
  serviceOrderResponseSchema,
  serviceOrderSchema,
  serviceParamsSchema,
  serviceUpdateSchema,
  UPLOADED_IMAGE_PATH_PREFIX,
  uploadedImageResponseSchema,
  versionOnlySchema,
} from '@changdee/contract/catalog-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { AppError } from '../../errors';
import { IMMUTABLE_CACHE } from '../../plugins/static-files';
import { auditActor } from '../audit/service';
import { encodeUpload } from '../../lib/images/read-upload';
import {
  catalogChoices,
  cleanInformationHtml,
  createService,
  listServices,
  orderServices,
  readService,
  readUploadedImage,
  saveUploadedImage,
  setPublished,
  updateService,
} from './service';

// The services admin (issue 21 item 1, docs/decisions/049): Operators only — the catalogue is
// Changdee's, shared by every store of a channel, so a channel manager reads it in the shop but
// does not edit it. Every write is audited, versioned and seen by every server at its commit.

const operators = { access: { roles: ['Operator'] } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });
const UPLOADED_NAME = /^(image|thumb)\.[0-9a-f]{10}\.webp$/;

const WRITE =
  'Audited (GET /ops/v1/audit?entity=service&entity_id=…) and seen by every server at once. ' +
  'Information HTML is cleaned by the shop’s allow-list (information-html-policy) on the way in.';

export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // This module reads multipart bodies too (image uploads): one file, at most 10 MB.
  await app.register(multipart, {
    limits: { fileSize: SERVICE_IMAGE_MAX_BYTES, files: 1, fields: 1, parts: 2 },
  });

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

  app.post(
    catalogAdminPaths.images,
    {
      config: operators,
      schema: {
        tags: ['catalog admin'],
        summary: 'Upload a service image: its gallery url and thumbnail',
        description:
          'multipart/form-data with one file (JPEG, PNG or WebP, known by its bytes, at most ' +
          '10 MB and 50 megapixels: 413 IMAGE_TOO_LARGE or IMAGE_TOO_MANY_PIXELS, 415 ' +
          'NOT_AN_IMAGE (SVG included), 400 UPLOAD_MALFORMED, 429 UPLOADS_BUSY, 422 ' +
          'IMAGE_TOO_COMPLEX, as the job photos). Turned upright, fitted within 1600 px, WebP, ' +
          'EXIF and every other metadata removed, with a 400 px square thumbnail; named by its ' +
          'content. Add it to a service’s images (with its alt text) to show it.',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedImageResponseSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const [full, thumbnail] = await encodeUpload(
        request,
        request.auth!.userId,
        SERVICE_IMAGE_MAX_BYTES,
        () => ({ kind: 'service-image' }),
      );
      return success(await saveUploadedImage(app.db, { full: full!, thumbnail: thumbnail! }));
    },
  );

  // Content-addressed: an uploaded image never changes under its name, so it is cached a year.
  app.get(
    `${UPLOADED_IMAGE_PATH_PREFIX}:file`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog admin'],
        summary: 'An uploaded service image or thumbnail (WebP)',
        params: z.object({ file: z.string() }),
        hide: true,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const bytes = UPLOADED_NAME.test(file) ? await readUploadedImage(app.db, file) : null;
      if (!bytes) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', IMMUTABLE_CACHE).type('image/webp').send(bytes);
    },
  );
};
