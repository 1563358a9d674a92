// Whether a build output is current: the hash of every source it depends on, stored beside the
// output after each build. A content hash (not mtimes) so a checkout, a copy or a restored cache
// cannot fool it. Shared by the web build (web-build.mjs) and the server bundle (server-build.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Tests do not change what gets built, so editing one does not force a rebuild.
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

/** Every file under the given paths (files or folders), tests and node_modules left out, sorted. */
export function collectFiles(paths) {
  const files = [];
  for (const path of paths) collect(path, files);
  return files.sort();
}

/** The workspace packages' sources and manifests (both builds include them). */
export function packageInputs() {
  const packagesDir = join(repoRoot, 'packages');
  return (existsSync(packagesDir) ? readdirSync(packagesDir).sort() : []).flatMap((pkg) => [
    join(packagesDir, pkg, 'src'),
    join(packagesDir, pkg, 'package.json'),
  ]);
}

export function sourceHash(paths) {
  const hash = createHash('sha256');
  for (const file of collectFiles(paths)) {
    hash.update(relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a build is needed (`output` missing, no stamp, sources changed), or null when current. */
export function staleReason({ output, stampFile, hash, name }) {
  if (!existsSync(output)) return `${name} is missing`;
  if (!existsSync(stampFile)) return `${name} has no record of its sources`;
  if (readFileSync(stampFile, 'utf8').trim() !== hash)
    return 'sources changed since the last build';
  return null;
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, `${hash}\n`);
}
