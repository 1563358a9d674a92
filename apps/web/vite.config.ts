import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '@changdee/ui/vite/precompress-plugin';
import { prerender } from './prerender-plugin.ts';

const serverOrigin = process.env.CHANGDEE_DEV_SERVER ?? 'http://localhost:3000';
// Paths the Fastify server answers; in development Vite forwards them so the app stays same-origin.
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
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global Sass functions; its deprecation warnings are
        // not ours to fix and would drown real ones.
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
    chunkSizeWarningLimit: 600,
    // Every browser we serve preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              // What every page runs, sign-in included, in one file: compressed together it is
              // smaller than in the five pieces the bundler would make, and one request.
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|zod|@tanstack\/query-core|@tanstack\/react-query|zustand|use-sync-external-store)\//,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
});
