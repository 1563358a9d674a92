#!/usr/bin/env node
// `npm start`: builds the web app when apps/web/dist is missing or stale (unless STATIC_DIR points
// at another build), bundles the server when its sources changed, then runs the bundle in the
// foreground (it serves the built app and the API; the embedded database lives in ./data and the
// server seeds the demo shop into an empty one). We exit with the server's code.
//
// Stopping, whoever is told: the package script `exec`s us in place of npm's shell, so a signal
// npm passes on reaches us; we pass the first SIGINT/SIGTERM/SIGHUP to the server (a Ctrl-C in a
// terminal reaches us twice, from the terminal and through npm, and a second signal would cut the
// server's graceful shutdown short). The server stopping on its own ends us; the server notices if
// we die (its IPC channel to us closes); and if npm is killed outright we notice our parent is gone.
import { spawn } from 'node:child_process';
import {
  ensureServerBuild,
  serverBundle,
  serverEnvironment,
  serverNodeFlags,
} from './lib/server-build.mjs';
import { requireNode24 } from './lib/node-runtime.mjs';
import { onParentExit } from './lib/parent-watch.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

requireNode24('start');

if (!process.env.STATIC_DIR) {
  const buildCode = await ensureWebBuild();
  if (buildCode !== 0) {
    console.error(`[start] the web build failed (exit ${buildCode}); not starting the server.`);
    process.exit(buildCode);
  }
}
await ensureServerBuild();

// The server runs in its own process group so a Ctrl-C in the terminal reaches it once, through
// us, rather than twice (a second SIGINT cuts its graceful shutdown short).
const server = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
  cwd: repoRoot,
  env: serverEnvironment(process.env),
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  detached: true,
});

let exiting = false;
const forward = (signal) => {
  if (exiting || server.exitCode !== null || server.signalCode !== null) return;
  exiting = true;
  server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
const stopWatching = onParentExit(() => forward('SIGTERM'));
// If we die anyway (an uncaught error here), do not leave the server running on its own.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  stopWatching();
  if (signal && !exiting) console.error(`[start] the server was killed by ${signal}`);
  const signals = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9, SIGHUP: 1 };
  process.exit(code ?? 128 + (signals[signal] ?? 1));
});
