import {
  dispatchPaths,
  jobParamsSchema,
  jobPhotoPath,
  jobPhotoResponseSchema,
} from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { JOB_PHOTO_MAX_BYTES } from '@changdee/domain/job-report';
import { encodeUpload } from '../../../lib/images/read-upload';
import { addPhoto, releasePhotoSlot, reservePhotoSlot } from '../service';
import { field, errors, success, type JobsApp } from './route-parts';

// A photo of the work added to a job, uploaded within the limits (decision 056).

const addPhotoSchema = {
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
};

export function addJobPhotoRoute(app: JobsApp) {
  app.post(dispatchPaths.jobPhotos, { config: field, schema: addPhotoSchema }, async (request) => {
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
  });
}
