// The production server is one ES module, apps/server/dist/main.mjs, bundled with esbuild from
// apps/server/src/main.ts and the workspace packages it imports (decision 016): Node runs it
// without a TypeScript loader. npm packages stay outside the bundle and load from node_modules as
// usual (native addons, WebAssembly and their own files need their real paths).
//
// Our sources find files next to themselves with `new URL('…', import.meta.url)` (migrations, demo
// images, the geography file). In the bundle each module's import.meta.url becomes its source
// file's URL, computed from the bundle's own location, so those paths resolve exactly as they do
// from the sources, wherever the checkout lives.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageInputs, repoRoot, sourceHash, staleReason, writeStamp } from './source-hash.mjs';

const serverDir = join(repoRoot, 'apps/server');
export const serverBundle = join(serverDir, 'dist/main.mjs');
/**
 * Node flags the server runs with. A 2 MB young generation instead of V8's 16 MB: the server
 * allocates in bursts at start-up, after which V8 keeps the grown space, about 30 MB of resident
 * memory for little gain in throughput. An old generation capped at 96 MB: under load V8 otherwise
 * grows the heap about 50 MB before it collects. No Maglev (the middle compiler tier Node 22 added):
 * under full load its compilations raised the peak by 10–35 MB on Node 24, for no measurable
 * throughput (decision 016 and its Node 24 amendment, bench/server-memory.ts).
 */
export const serverNodeFlags = [
  '--max-semi-space-size=2',
  '--max-old-space-size=96',
  '--no-maglev',
];
/**
 * Environment the server runs with (an operator's own setting wins), two glibc malloc settings
 * found with bench/server-memory.ts:
 * - at most two malloc arenas: libuv's worker threads (WebCrypto for tokens, argon2, file reads)
 *   otherwise each keep an arena of their own, about 15 MB more resident memory under load;
 * - blocks of 128 KB and more (brotli's per-answer state, for one) always mapped on their own and
 *   returned when freed: glibc's default threshold, held fixed. Left alone, glibc raises it after
 *   the first such block is freed, so later ones land in the main heap, which cannot shrink past
 *   the small blocks left between them: about 25 MB more at the peak under load.
 */
export const serverEnvironment = (env) => ({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  ...env,
});
const stampFile = join(serverDir, 'dist/.source-hash');
const workspaceSources = [join(serverDir, 'src') + sep, join(repoRoot, 'packages') + sep];

const serverBuildInputs = () => [
  join(serverDir, 'src'),
  join(serverDir, 'package.json'),
  ...packageInputs(),
  join(repoRoot, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

const isWorkspaceSource = (path) => workspaceSources.some((dir) => path.startsWith(dir));

const bundlePlugin = {
  name: 'changdee-server-bundle',
  setup(build) {
    // Bare imports are npm packages, loaded at run time, except our own workspace packages.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@changdee/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!isWorkspaceSource(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const fromBundle = relative(dirname(serverBundle), args.path).split(sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** Bundles the server into apps/server/dist/main.mjs and records the source hash. */
export async function buildServer() {
  const hash = sourceHash(serverBuildInputs());
  const esbuild = createRequire(join(serverDir, 'package.json'))('esbuild');
  const result = await esbuild.build({
    entryPoints: [join(serverDir, 'src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24.11',
    write: false,
    logLevel: 'warning',
    plugins: [bundlePlugin],
  });
  const [output] = result.outputFiles;
  mkdirSync(dirname(serverBundle), { recursive: true });
  // Written beside and renamed: a server starting meanwhile never reads half a file.
  const partial = `${serverBundle}.${process.pid}.tmp`;
  writeFileSync(partial, output.contents);
  renameSync(partial, serverBundle);
  writeStamp(stampFile, hash);
}

/** Builds only when the bundle is missing or its sources changed. */
export async function ensureServerBuild({ log = console.log } = {}) {
  const reason = staleReason({
    output: serverBundle,
    stampFile,
    hash: sourceHash(serverBuildInputs()),
    name: 'apps/server/dist/main.mjs',
  });
  if (!reason) return;
  log(`[build] bundling the server (${reason}) …`);
  await buildServer();
}
