#!/usr/bin/env node
// `npm start`: builds the web app when apps/web/dist is missing or stale, then runs the server in
// the foreground (it serves the built app and the API; the embedded database lives in ./data and
// the server seeds the demo shop into an empty one). Signals go to the server exactly once and we
// exit with its code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

const buildCode = await ensureWebBuild();
if (buildCode !== 0) {
  console.error(`[start] the web build failed (exit ${buildCode}); not starting the server.`);
  process.exit(buildCode);
}

// The server runs in its own process group so a Ctrl-C in the terminal reaches it once, through
// us, rather than twice (a second SIGINT could cut its graceful shutdown short).
const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')],
  {
    cwd: repoRoot,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  },
);

let exiting = false;
const forward = (signal) => {
  if (server.exitCode !== null || server.signalCode !== null) return;
  exiting = true;
  server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
// If we die anyway (an uncaught error here), do not leave the server running on its own.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal && !exiting) console.error(`[start] the server was killed by ${signal}`);
  const signals = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9, SIGHUP: 1 };
  process.exit(code ?? 128 + (signals[signal] ?? 1));
});
