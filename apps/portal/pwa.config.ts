import type { VitePWAOptions } from 'vite-plugin-pwa';
import { TECHNICIAN_DAY_CACHE } from './src/lib/offline-caches.ts';

// The portal's service worker (docs/decisions/066), made by Workbox at build: the app's files are
// precached, so the shell opens with no network, and a navigation inside /portal/ is answered with
// its index.html. The caller and the day's jobs are asked of the network first, and the last answer
// is kept for when there is none (no timeout: a slow network never shows a stale day). A new deploy's worker waits until the person takes the
// update (app/offline/app-update.ts), so a page never runs half old, half new code.

const THREE_DAYS = 3 * 24 * 60 * 60;

export const portalPwa: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  // Two manifests (th, en) in public/: main.tsx links the page's language.
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
    navigateFallback: '/portal/index.html',
    navigateFallbackAllowlist: [/^\/portal\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: /\/ops\/v1\/(me|jobs)(\?.*)?$/,
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: TECHNICIAN_DAY_CACHE,
          expiration: { maxEntries: 20, maxAgeSeconds: THREE_DAYS },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
