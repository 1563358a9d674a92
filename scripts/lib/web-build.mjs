// Knows whether apps/web/dist is current and builds it when it is not. The build is current when
// the hash of every source it depends on equals the hash stored in dist after the last build
// (./source-hash.mjs).
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { packageInputs, repoRoot, sourceHash, staleReason, writeStamp } from './source-hash.mjs';

export { repoRoot };
export const webDir = join(repoRoot, 'apps/web');
export const distDir = join(webDir, 'dist');
const stampFile = join(distDir, '.source-hash');

/** Every path the web build depends on. */
const webBuildInputs = () => [
  ...[
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'precompress-plugin.ts',
    'prerender-plugin.ts',
    'package.json',
  ].map((p) => join(webDir, p)),
  ...packageInputs(),
  // Installed versions of Vite, React and the rest are part of what gets built.
  join(repoRoot, 'package-lock.json'),
];

const webSourceHash = () => sourceHash(webBuildInputs());

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `vite build` in apps/web and records the source hash. Resolves to the exit code. */
export async function buildWeb() {
  const hash = webSourceHash();
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const code = await run(process.execPath, [vite, 'build'], { cwd: webDir, env: process.env });
  if (code === 0) writeStamp(stampFile, hash);
  return code;
}

/** Builds only when dist is missing or stale. Resolves to the exit code (0 when nothing to do). */
export async function ensureWebBuild({ log = console.log } = {}) {
  const reason = staleReason({
    output: join(distDir, 'index.html'),
    stampFile,
    hash: webSourceHash(),
    name: 'apps/web/dist',
  });
  if (!reason) return 0;
  log(`[build] building the web app (${reason}) …`);
  return buildWeb();
}
