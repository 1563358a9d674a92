#!/usr/bin/env node
// The e2e suite beside a CPU hog: one busy-loop process per core (at least two) runs for as long
// as Playwright does, so a test that races a timer (a toast gone before it is looked for, an
// animation still running) fails here rather than once in a while in CI. Part of the full
// reliability run (scripts/test-reliability.mjs --full; docs/reliability.md). Exits with
// Playwright's code; the hogs are stopped whatever happens. Arguments go to Playwright (e.g. spec
// files: `node scripts/e2e-under-load.mjs e2e/tests/cart.spec.ts`).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/web-build.mjs';

const hogCount = Math.max(2, availableParallelism());
const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
console.log(
  `[load] ${hogCount} busy-loop processes running (pids ${hogs.map((h) => h.pid).join(', ')})`,
);

const playwright = spawn(
  process.execPath,
  [
    join(repoRoot, 'node_modules/@playwright/test/cli.js'),
    'test',
    '--config',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: repoRoot,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      process.kill(-playwright.pid, signal);
    } catch {
      /* already gone */
    }
  });
}
playwright.on('close', (code, signal) => {
  stopHogs();
  console.log(`[load] e2e under load ${code === 0 ? 'passed' : 'FAILED'}`);
  process.exit(code ?? (signal ? 1 : 0));
});
