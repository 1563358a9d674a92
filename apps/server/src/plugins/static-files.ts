import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { PORTAL_BASE_PATH } from '@changdee/contract/portal-pages';

// Serves the built web app (STATIC_DIR) from the same origin as the API. Vite puts content-hashed
// files under /assets/, which never change: cached for a year. The build writes brotli and gzip
// copies of its text files (packages/ui/src/vite/precompress-plugin.ts); a client that accepts one gets it,
// with Content-Encoding and Vary: Accept-Encoding. Everything else (index.html, the prerendered
// pages, icons) is revalidated on every use so a new release shows at once. Unknown paths fall
// through to the not-found handler, which answers page navigations with the SPA's index.html or a
// page's prerendered HTML (not-found.ts, prerendered-pages.ts).

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Whether the built app exists (has an index.html) in this folder. */
export const hasWebApp = (staticDir: string) => existsSync(join(staticDir, 'index.html'));

/**
 * The operations portal (apps/portal, docs/decisions/041) is a second built app under /portal/,
 * served by the same rules. Files are looked up on disk per request (fastify-static's wildcard
 * route): nothing is read into memory at start.
 */
function builtApp(root: string, prefix: string) {
  const assetsDir = join(root, 'assets') + sep;
  return {
    root,
    prefix,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    dotfiles: 'ignore' as const,
    preCompressed: true,
    setHeaders(reply: FastifyReply, path: string) {
      reply.header(
        'cache-control',
        path.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      );
    },
  };
}

export const staticFilesPlugin = fp<{ staticDir: string; portalStaticDir?: string }>(
  async (app, { staticDir, portalStaticDir }) => {
    await app.register(fastifyStatic, builtApp(staticDir, '/'));
    if (portalStaticDir) {
      // The second registration must not decorate the reply again; sendFile takes its root.
      await app.register(fastifyStatic, {
        ...builtApp(portalStaticDir, `${PORTAL_BASE_PATH}/`),
        decorateReply: false,
      });
    }
  },
  { name: 'changdee-static-files', fastify: '5.x' },
);
