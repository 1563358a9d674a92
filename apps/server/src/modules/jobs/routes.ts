import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dispatchPaths,
  jobParamsSchema,
  jobPhotoPath,
  jobPhotoResponseSchema,
  jobStatusHeadersSchema,
  jobStatusRequestSchema,
  jobStatusResponseSchema,
  jobsQuerySchema,
  jobsResponseSchema,
  photoParamsSchema,
} from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '@changdee/contract/orders';
import { JOB_PHOTO_MAX_BYTES } from '@changdee/domain/job-report';
import { ROLES } from '@changdee/domain/roles';
import { encodeUpload } from '../../lib/images/read-upload';
import {
  addPhoto,
  listJobs,
  readPhoto,
  releasePhotoSlot,
  reportStep,
  reservePhotoSlot,
} from './service';

// The technician's day (issue 20, docs/decisions/044): a team's job cards, a technician's steps
// and the job's photos. Technicians reach their own team's jobs only (the order policy); operators
// every job.

const field = { access: { roles: ['Technician', 'Operator'] } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this module reads multipart bodies: one file, at most JOB_PHOTO_MAX_BYTES.
  await app.register(multipart, {
    limits: { fileSize: JOB_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    dispatchPaths.jobs,
    {
      config: field,
      schema: {
        tags: ['jobs'],
        summary: 'A team’s jobs of a day: the technician’s job cards',
        description:
          'A technician gets their own team’s (contractor_id is ignored; a technician in no team: ' +
          '404 CONTRACTOR_NOT_FOUND); an operator names the team (400 without). Each card: the ' +
          'slot, the customer’s name and mobiles, the address with the landmark apart and the ' +
          'pinned location when shared, the services with quantities, the customer’s note, the ' +
          'status, a standing problem and the number of photos. Morning first.',
        querystring: jobsQuerySchema,
        response: { 200: jobsResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await listJobs(app.db, request.auth!, request.query)),
  );

  app.post(
    dispatchPaths.jobStatus,
    {
      config: field,
      schema: {
        tags: ['jobs'],
        summary: 'A technician’s step on a job: on the way, started, completed, or a problem',
        description:
          'status: scheduled (confirm a job just assigned), on_the_way, in_progress, completed — ' +
          'the order’s next status, as the order policy allows (409 ORDER_STATUS_NOT_ALLOWED ' +
          'otherwise) — or problem with `problem` (customer_absent, needs_another_visit, ' +
          'wrong_job, other), which flags the job for the dispatch board without ending it. ' +
          '`note` is required to complete and for a problem of kind other (400 with the field); ' +
          'completing needs at least one photo (409 JOB_PHOTO_REQUIRED). The technician of ' +
          'another team’s job: 404 ORDER_NOT_FOUND. With an Idempotency-Key the same step sent ' +
          'again answers the first answer and changes nothing (the same key with another body: ' +
          '422 IDEMPOTENCY_KEY_REUSED). Answers the job card.',
        headers: jobStatusHeadersSchema,
        params: jobParamsSchema,
        body: jobStatusRequestSchema,
        response: {
          200: jobStatusResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await reportStep(
        app.db,
        request.auth!,
        request.params.cartOrderNo,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.code(answer.status).send(answer.body as never);
    },
  );

  app.post(
    dispatchPaths.jobPhotos,
    {
      config: field,
      schema: {
        tags: ['jobs'],
        summary: 'Add a photo of the work to a job in progress',
        description:
          'multipart/form-data with one file (a JPEG, PNG or WebP photo, known by its bytes, of at ' +
          'most 10 MB and 50 megapixels: 413 IMAGE_TOO_LARGE or IMAGE_TOO_MANY_PIXELS beyond, ' +
          '415 NOT_AN_IMAGE for anything else, SVG included; 400 UPLOAD_MALFORMED for a broken ' +
          'multipart body; 429 UPLOADS_BUSY when too many of the caller’s photos are waiting; ' +
          '422 IMAGE_TOO_COMPLEX when one takes too long). The server turns it ' +
          'upright, fits it within 1600 px and re-encodes it as WebP (JPEG with a field ' +
          '`format=jpeg` before the file), without EXIF or any metadata. The job must be in ' +
          'progress and the caller its team’s technician or an operator; at most 10 photos (409 ' +
          'JOB_PHOTOS_FULL).',
        params: jobParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: jobPhotoResponseSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = request.auth!;
      // The slot first, under the job's lock: a full job reads no upload and decodes nothing.
      const slotId = await reservePhotoSlot(app.db, caller, request.params.cartOrderNo);
      try {
        const [photo] = await encodeUpload(request, caller.userId, JOB_PHOTO_MAX_BYTES, (form) => ({
          kind: 'photo',
          format: form.field('format') === 'jpeg' ? 'jpeg' : 'webp',
        }));
        const target = { orderNo: request.params.cartOrderNo, slotId };
        const saved = await addPhoto(app.db, caller, target, photo!);
        return success({
          id: saved.id,
          url: jobPhotoPath(saved.orderNo, saved.id),
          content_type: photo!.contentType,
          width: photo!.width,
          height: photo!.height,
          bytes: photo!.bytes.length,
        });
      } catch (error) {
        await releasePhotoSlot(app.db, slotId);
        throw error;
      }
    },
  );

  app.get(
    dispatchPaths.photo,
    {
      config: {
        access: { roles: ROLES },
        openapi: {
          rawAnswer: {
            mediaTypes: ['image/webp', 'image/jpeg'],
            description: 'The photo as it was stored (WebP, or JPEG when the upload asked for it)',
          },
        },
      },
      schema: {
        tags: ['jobs'],
        summary: 'A job’s photo',
        description:
          'For whoever the order policy lets read the order, but the external brand (its masked ' +
          'view shows no photos): the image as stored. Otherwise 404.',
        params: photoParamsSchema,
        response: { ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const photo = await readPhoto(
        app.db,
        request.auth!,
        request.params.cartOrderNo,
        request.params.photoId,
      );
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(photo.bytes as never);
    },
  );
};
