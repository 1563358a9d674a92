import { dispatchPaths, photoParamsSchema } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { ROLES } from '@changdee/domain/roles';
import { readPhoto } from '../service';
import { errors, type JobsApp } from './route-parts';

// A job's photo, read by the job's people (the order policy's read).

export function jobPhotoRoute(app: JobsApp) {
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
}
