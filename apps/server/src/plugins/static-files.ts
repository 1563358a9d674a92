import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

// Serves the built web app (STATIC_DIR) from the same origin as the API. Vite puts content-hashed
// files under /assets/, which never change: cached for a year. The build writes brotli and gzip
// copies of its text files (apps/web/precompress-plugin.ts); a client that accepts one gets it,
// with Content-Encoding and Vary: Accept-Encoding. Everything else (index.html, the prerendered
// pages, icons) is revalidated on every use so a new release shows at once. Unknown paths fall
// through to the not-found handler, which answers page navigations with the SPA's index.html or a
// page's prerendered HTML (not-found.ts, prerendered-pages.ts).

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Whether the built app exists (has an index.html) in this folder. */
export const hasWebApp = (staticDir: string) => existsSync(join(staticDir, 'index.html'));

export const staticFilesPlugin = fp<{ staticDir: string }>(
  async (app, { staticDir }) => {
    const assetsDir = join(staticDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      dotfiles: 'ignore',
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
        );
      },
    });
  },
  { name: 'changdee-static-files', fastify: '5.x' },
);
