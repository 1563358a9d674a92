import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { PRODUCT_IMAGE_PATH_PREFIX } from '@changdee/contract/catalog';
import { AppError } from '../../../errors';
import { IMMUTABLE_CACHE } from '../../../plugins/static-files';
import { imagesDir, IMAGE_NAME, type CatalogApp } from './route-parts';

// The demo products' images: content-hashed names only, served immutable.

export function productImageRoute(app: CatalogApp) {
  // Sent as a buffer, so the answer has a Content-Length and the download toast can show progress.
  app.get(
    `${PRODUCT_IMAGE_PATH_PREFIX}:file`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'A product image or thumbnail (WebP)',
        params: z.object({ file: z.string() }),
        hide: true,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!IMAGE_NAME.test(file)) throw new AppError('NOT_FOUND');
      let body: Buffer;
      try {
        body = await readFile(`${imagesDir}${file}`);
      } catch {
        throw new AppError('NOT_FOUND');
      }
      return reply.header('cache-control', IMMUTABLE_CACHE).type('image/webp').send(body);
    },
  );
}
