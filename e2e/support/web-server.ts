// The Playwright webServer command (e2e/playwright.config.ts): builds the web app and the server
// bundle if they are missing or stale, then runs the real server on PORT with a fresh temporary DATA_DIR (demo
// data seeded anew each run) until Playwright stops it, and removes the data folder afterwards.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startServer } from './server';

for (const script of ['build-web.mjs', 'build-server.mjs']) {
  const build = spawnSync(process.execPath, [join(repoRoot, 'scripts', script)], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) {
    console.error(`[e2e] scripts/${script} failed; not starting the server.`);
    process.exit(build.status ?? 1);
  }
}

const port = process.env.PORT;
if (!port) {
  console.error('[e2e] PORT is not set (the Playwright config passes it).');
  process.exit(1);
}

const server = await startServer({ PORT: port });
console.log(
  `[e2e] server ready at ${server.url} on Node ${process.version} (data in ${server.dataDir})`,
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
