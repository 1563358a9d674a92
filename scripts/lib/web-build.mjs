// Knows whether apps/web/dist is current and builds it when it is not. The build is current when
// the hash of every source it depends on equals the hash stored in dist after the last build.
// A content hash (not mtimes) so a checkout, a copy or a restored cache cannot fool it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webDir = join(repoRoot, 'apps/web');
export const distDir = join(webDir, 'dist');
const stampFile = join(distDir, '.source-hash');

// Tests do not change what Vite builds, so editing one does not force a rebuild.
const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

function collect(path, files) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    files.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isFile() && isTestFile(entry.name)) continue;
    collect(join(path, entry.name), files);
  }
}

/** Every file the web build depends on, in a stable order. */
export function webBuildInputs() {
  const files = [];
  for (const p of ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'])
    collect(join(webDir, p), files);
  const packagesDir = join(repoRoot, 'packages');
  for (const pkg of existsSync(packagesDir) ? readdirSync(packagesDir).sort() : []) {
    collect(join(packagesDir, pkg, 'src'), files);
    collect(join(packagesDir, pkg, 'package.json'), files);
  }
  // Installed versions of Vite, React and the rest are part of what gets built.
  collect(join(repoRoot, 'package-lock.json'), files);
  return files.sort();
}

export function webSourceHash() {
  const hash = createHash('sha256');
  for (const file of webBuildInputs()) {
    hash.update(relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a build is needed, or null when dist is current. */
export function staleReason(hash = webSourceHash()) {
  if (!existsSync(join(distDir, 'index.html'))) return 'apps/web/dist is missing';
  if (!existsSync(stampFile)) return 'apps/web/dist has no record of its sources';
  if (readFileSync(stampFile, 'utf8').trim() !== hash)
    return 'sources changed since the last build';
  return null;
}

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
  if (code === 0) writeFileSync(stampFile, `${hash}\n`);
  return code;
}

/** Builds only when dist is missing or stale. Resolves to the exit code (0 when nothing to do). */
export async function ensureWebBuild({ log = console.log } = {}) {
  const reason = staleReason();
  if (!reason) return 0;
  log(`[build] building the web app (${reason}) …`);
  return buildWeb();
}
