import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appBuild, bootstrapSass, devServer } from '@changdee/ui/vite/app-config';
import { precompress } from '@changdee/ui/vite/precompress-plugin';
import { purgeBootstrap } from '@changdee/ui/vite/purge-bootstrap-plugin';
import { portalPwa } from './pwa.config.ts';

// The operations portal (docs/decisions/041-the-operations-portal.md): built into apps/portal/dist
// and served by the shop's server at /portal/ with the shop's caching, compression and CSP. What it
// shares with the shop's config is packages/ui/src/vite/app-config.ts. Its service worker
// (pwa.config.ts, decision 066) keeps the technician's day working without a network.
export default defineConfig({
  // PORTAL_BASE_PATH of packages/contract/src/portal-pages.ts (which Node cannot load for this
  // config: its imports carry no extension); app/base-path.test.ts keeps the two the same.
  base: '/portal/',
  plugins: [react(), purgeBootstrap(), VitePWA(portalPwa), precompress()],
  css: bootstrapSass,
  // The app with its sign-in page and frame in one chunk; the other pages in their own
  // (app/router.tsx, decision 063).
  build: appBuild(),
  // Paths the Fastify server answers; in development Vite forwards them.
  server: devServer(5174, ['/v1', '/b2b', '/ops', '/api', '/healthz']),
  preview: { port: 4174 },
});
