import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageForPath } from '@changdee/contract/page-routes';
import { isPortalPath, PORTAL_BASE_PATH, portalPageForPath } from '@changdee/contract/portal-pages';
import { isApiPath } from './api-paths';
import { sendError } from './error-handler';
import type { PrerenderedPages } from './prerendered-pages';

// Unknown API paths answer a JSON 404 (ROUTE_NOT_FOUND). A browser navigating to any other path
// gets the SPA's index.html: with status 200 for the pages of spec §2 (the list the client router
// is built from, packages/contract/src/page-routes.ts), with 404 for the rest, where the app shows
// its not-found page in the language of the URL. Paths under /portal are the operations portal's
// (apps/portal, docs/decisions/041): its own index.html, by its own page list (portal-pages.ts). A page the build rendered ahead (the sign-in page,
// decision 035) gets its own HTML instead (prerendered-pages.ts).

// Browsers ask for text/html. Generic clients (curl, link checkers) send */* or nothing and get the
// same page, unless the path looks like a file (has an extension): then it is a missing file. A
// client asking only for JSON gets the API's 404.
const FILE_LIKE = /\.[A-Za-z0-9]{1,8}$/;
const wantsPage = (request: FastifyRequest, path: string) => {
  const accept = request.headers.accept;
  if (typeof accept === 'string' && accept.includes('text/html')) return true;
  const generic = accept === undefined || accept === '' || accept.includes('*/*');
  return generic && !FILE_LIKE.test(path);
};

export const notFoundPlugin = fp<{
  serveSpa: boolean;
  pages?: PrerenderedPages;
  /** The portal's built app (apps/portal/dist), when there is one: /portal/* navigations. */
  portalStaticDir?: string;
}>(
  async (app, { serveSpa, pages, portalStaticDir }) => {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const navigation =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(path) &&
        wantsPage(request, path);
      if (navigation && isPortalPath(path)) {
        if (portalStaticDir && !path.startsWith(`${PORTAL_BASE_PATH}/assets/`)) {
          return reply
            .code(portalPageForPath(path) ? 200 : 404)
            .sendFile('index.html', portalStaticDir);
        }
        return sendError(request, reply, 'ROUTE_NOT_FOUND');
      }
      if (serveSpa && navigation && !path.startsWith('/assets/')) {
        return reply
          .code(pageForPath(path) ? 200 : 404)
          .sendFile(pages?.fileFor(path) ?? 'index.html');
      }
      return sendError(request, reply, 'ROUTE_NOT_FOUND');
    });
  },
  { name: 'changdee-not-found', fastify: '5.x' },
);
