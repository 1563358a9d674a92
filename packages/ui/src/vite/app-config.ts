import type { BuildOptions, CSSOptions, ServerOptions } from 'vite';

// What the shop's (apps/web) and the portal's (apps/portal) Vite configs have in common: how they
// compile Bootstrap's Sass, how they build into dist/, and the development server that forwards
// the Fastify server's paths so the app stays same-origin. Each config keeps what is its own
// (base path, plugins, chunking, ports, which paths it forwards).

/** Bootstrap 5.3 still uses @import and global Sass functions: its deprecations are not ours. */
export const bootstrapSass: CSSOptions = {
  preprocessorOptions: {
    scss: {
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    },
  },
};

/** The build into dist/ (no source maps; every browser served preloads modules natively). */
export const appBuild = (own: BuildOptions = {}): BuildOptions => ({
  outDir: 'dist',
  assetsDir: 'assets',
  emptyOutDir: true,
  sourcemap: false,
  chunkSizeWarningLimit: 600,
  modulePreload: { polyfill: false },
  ...own,
});

/**
 * The development server on `port`, forwarding the paths the Fastify server answers (at
 * CHANGDEE_DEV_SERVER, else http://localhost:3000).
 */
export function devServer(port: number, proxiedPrefixes: readonly string[]): ServerOptions {
  const serverOrigin = process.env.CHANGDEE_DEV_SERVER ?? 'http://localhost:3000';
  return {
    port,
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: false }]),
    ),
  };
}
