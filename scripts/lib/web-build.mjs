// Knows whether the browser apps are current and builds the ones that are not: the shop
// (apps/web/dist) and the operations portal (apps/portal/dist, served at /portal/, docs/decisions/
// 041). A build is current when the hash of every source it depends on equals the hash stored in
// its dist after the last build (./source-hash.mjs).
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { packageInputs, repoRoot, sourceHash, staleReason, writeStamp } from './source-hash.mjs';

export { repoRoot };
export const webDir = join(repoRoot, 'apps/web');
export const distDir = join(webDir, 'dist');
export const portalDir = join(repoRoot, 'apps/portal');

/** The browser apps: their folder and the files of it their build reads. */
const browserApps = [
  {
    name: 'apps/web/dist',
    dir: webDir,
    inputs: [
      'src',
      'public',
      'index.html',
      'vite.config.ts',
      'prerender-plugin.ts',
      'package.json',
    ],
  },
  {
    name: 'apps/portal/dist',
    dir: portalDir,
    inputs: ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'],
  },
];

/** Every path an app's build depends on. */
const buildInputs = (app) => [
  ...app.inputs.map((p) => join(app.dir, p)),
  ...packageInputs(),
  // Installed versions of Vite, React and the rest are part of what gets built.
  join(repoRoot, 'package-lock.json'),
];

const stampOf = (app) => join(app.dir, 'dist', '.source-hash');

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `vite build` in one app's folder and records its source hash. Resolves to the exit code. */
async function buildApp(app) {
  const hash = sourceHash(buildInputs(app));
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const code = await run(process.execPath, [vite, 'build'], { cwd: app.dir, env: process.env });
  if (code === 0) writeStamp(stampOf(app), hash);
  return code;
}

/** Builds every browser app, one after the other. Resolves to the first failing exit code, or 0. */
export async function buildWeb() {
  for (const app of browserApps) {
    const code = await buildApp(app);
    if (code !== 0) return code;
  }
  return 0;
}

/** Builds the apps whose dist is missing or stale. Resolves to the exit code (0: nothing to do). */
export async function ensureWebBuild({ log = console.log } = {}) {
  for (const app of browserApps) {
    const reason = staleReason({
      output: join(app.dir, 'dist', 'index.html'),
      stampFile: stampOf(app),
      hash: sourceHash(buildInputs(app)),
      name: app.name,
    });
    if (!reason) continue;
    log(`[build] building ${app.name} (${reason}) …`);
    const code = await buildApp(app);
    if (code !== 0) return code;
  }
  return 0;
}
