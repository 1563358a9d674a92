import { z } from 'zod';
import {
  catalogAdminPaths,
  SERVICE_IMAGE_MAX_BYTES,
  UPLOADED_IMAGE_PATH_PREFIX,
  uploadedImageResponseSchema,
} from '@changdee/contract/catalog-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { AppError } from '../../../errors';
import { IMMUTABLE_CACHE } from '../../../plugins/static-files';
import { encodeUpload } from '../../../lib/images/read-upload';
import { readUploadedImage, saveUploadedImage } from '../service';
import { operators, errors, success, UPLOADED_NAME, type CatalogApp } from './route-parts';

// A service's images: uploaded as WebP by the image worker, served immutable.

export function serviceImageRoutes(app: CatalogApp) {
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
}
