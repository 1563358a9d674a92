import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '@changdee/ui/vite/precompress-plugin';

// The operations portal (docs/decisions/041-the-operations-portal.md): built into apps/portal/dist
// and served by the shop's server at /portal/ with the shop's caching, compression and CSP.
const serverOrigin = process.env.CHANGDEE_DEV_SERVER ?? 'http://localhost:3000';
// Paths the Fastify server answers; in development Vite forwards them so the app stays same-origin.
const proxiedPrefixes = ['/v1', '/b2b', '/ops', '/api', '/healthz'];

export default defineConfig({
  // PORTAL_BASE_PATH of packages/contract/src/portal-pages.ts (which Node cannot load for this
  // config: its imports carry no extension); app/base-path.test.ts keeps the two the same.
  base: '/portal/',
  plugins: [react(), precompress()],
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global Sass functions (as in apps/web).
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // One chunk for now (the shop's budget is not the portal's): React, the router, i18next, zod.
    chunkSizeWarningLimit: 600,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5174,
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
  preview: { port: 4174 },
});
