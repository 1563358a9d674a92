#!/usr/bin/env node
// `npm run dev`: the server in watch mode (restarts on change) and the Vite dev server with hot
// reload, whose proxy sends /v1, /b2b, /api, /healthz … to the server. Both run until Ctrl-C or
// until one of them stops; then the other is stopped too and we exit with the first one's code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { requireNode24 } from './lib/node-runtime.mjs';
import { onParentExit } from './lib/parent-watch.mjs';
import { repoRoot, webDir } from './lib/web-build.mjs';

requireNode24('dev');

const port = process.env.PORT ?? '3000';
// apps/web/vite.config.ts reads this to know where to proxy API calls.
const serverUrl = process.env.CHANGDEE_DEV_SERVER ?? `http://localhost:${port}`;
const env = { ...process.env, PORT: port, CHANGDEE_DEV_SERVER: serverUrl };

const children = [
  {
    name: 'server',
    command: process.execPath,
    args: [
      join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      '--clear-screen=false',
      'apps/server/src/main.ts',
    ],
    cwd: repoRoot,
  },
  {
    name: 'web',
    command: process.execPath,
    args: [join(repoRoot, 'node_modules/vite/bin/vite.js')],
    cwd: webDir,
  },
].map(({ name, command, args, cwd }) => {
  // Own process groups: a Ctrl-C reaches each child once, through us.
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  return { name, child };
});

let stopping = false;
let exitCode = 0;
const alive = ({ child }) => child.exitCode === null && child.signalCode === null;

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (alive(c)) c.child.kill(signal);
  // Whatever has not stopped in 10 s is killed with its whole group.
  setTimeout(() => {
    for (const c of children) if (alive(c)) process.kill(-c.child.pid, 'SIGKILL');
  }, 10_000).unref();
}

for (const { name, child } of children) {
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    exitCode ||= 1;
    stopAll('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    if (!children.some(alive)) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
// npm killed outright (the package script `exec`s us, so signals npm passes on reach us above).
onParentExit(() => stopAll('SIGTERM'));
process.on('exit', () => {
  for (const c of children) if (alive(c)) c.child.kill('SIGTERM');
});

console.log(
  `[dev] server on ${serverUrl} (watch mode); the web app on Vite's address printed below.`,
);
