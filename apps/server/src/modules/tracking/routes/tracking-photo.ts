import { trackingPaths, trackingPhotoParamsSchema } from '@changdee/contract/tracking';
import { trackingPhoto } from '../service';
import { errors, linkFileConfig, pageSettings, type TrackingApp } from './route-parts';

// A photo of the customer's completed job, by the link's token.

const PHOTO_ANSWER = {
  mediaTypes: ['image/webp', 'image/jpeg'],
  description: 'The photo as it was stored',
};

export function trackingPhotoRoute(app: TrackingApp) {
  const settings = pageSettings(app);
  app.get(
    trackingPaths.photo,
    {
      config: linkFileConfig(app, PHOTO_ANSWER),
      schema: {
        tags: ['tracking'],
        summary: 'A photo of the customer’s completed job, through their link',
        description:
          'The image as stored, once the job is completed. Before that, or a photo of another ' +
          'order: 404 NOT_FOUND; an unknown or expired link: 404 TRACKING_LINK_NOT_FOUND.',
        params: trackingPhotoParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const photo = await trackingPhoto(
        app.db,
        request.params.token,
        request.params.photoId,
        settings(),
      );
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(photo.bytes as never); // raw bytes: no JSON schema applies
    },
  );
}
