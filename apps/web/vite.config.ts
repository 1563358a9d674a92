import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appBuild, bootstrapSass, devServer } from '@changdee/ui/vite/app-config';
import { precompress } from '@changdee/ui/vite/precompress-plugin';
import { purgeBootstrap } from '@changdee/ui/vite/purge-bootstrap-plugin';
import { prerender } from './prerender-plugin.ts';

// Paths the Fastify server answers; in development Vite forwards them so the app stays same-origin.
// What this config shares with the portal's is packages/ui/src/vite/app-config.ts.
const proxiedPrefixes = [
  '/v1',
  '/b2b',
  '/changdee',
  '/api',
  '/healthz',
  '/images',
  '/assets-from-server',
];

export default defineConfig({
  plugins: [
    react(),
    // Bootstrap without the rules the shop does not use (decision 063).
    purgeBootstrap(),
    // The sign-in page's HTML, ready to paint (decision 035).
    prerender({
      entry: '/src/prerender.tsx',
      pageModules: { login: 'src/features/auth/routes/login-page.tsx' },
    }),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: bootstrapSass,
  build: appBuild({
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs, sign-in included, in one file: compressed together it is
              // smaller than in the five pieces the bundler would make, and one request.
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|zod|@tanstack\/query-core|@tanstack\/react-query|zustand|use-sync-external-store)\//,
            },
            {
              // react-bootstrap and its helpers (the header's menus and modal, the pages' dialogs):
              // one file for the signed-in pages; the sign-in page uses none of it.
              name: 'react-bootstrap',
              test: /node_modules\/(react-bootstrap|@restart|dom-helpers|@popperjs|uncontrollable|react-transition-group|classnames|prop-types|warning|invariant|@react-aria)\//,
            },
          ],
        },
      },
    },
  }),
  server: devServer(5173, proxiedPrefixes),
  preview: { port: 4173 },
});
