import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

// Journeys against the real server serving the built app, on a fresh seeded embedded database, in
// Debian's Chromium (never a downloaded browser), at 1280 px (desktop) and 375 px (mobile).

const repoRoot = resolve(import.meta.dirname, '..');

// The config is loaded by the runner and again by every worker: pick the port once and hand it
// down through the environment, so all of them agree on the base URL.
function pickFreePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= pickFreePort();
// Once, from the runner (workers load this file too, with TEST_WORKER_INDEX set): the Node the
// tests run on; the server's is on the web server's 'ready' line (docs/decisions/026-node-24-from-npm.md).
if (process.env.TEST_WORKER_INDEX === undefined) {
  console.log(`[e2e] Playwright on Node ${process.version} (${process.execPath})`);
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  // One worker: the desktop and mobile projects sign in as the same demo users against one shared
  // database, and 2 cores are already busy with the server and Chromium.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // scripts/test.mjs reads this report for its summary line.
    [
      'json',
      {
        outputFile: process.env.E2E_JSON_REPORT ?? resolve(repoRoot, '.tmp/test-results/e2e.json'),
      },
    ],
  ],
  use: {
    baseURL,
    // Thai first: the app detects the browser language, so the browser speaks Thai unless a test
    // says otherwise; business dates are Bangkok's.
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // This Node, not the first on PATH: the server runs on what the tests run on.
    command: `${JSON.stringify(process.execPath)} --import tsx e2e/support/web-server.ts`,
    cwd: repoRoot,
    env: { PORT: process.env.E2E_PORT },
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // First run builds the web app and seeds a new embedded database: minutes on 2 busy cores.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
