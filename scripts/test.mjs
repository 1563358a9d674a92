#!/usr/bin/env node
// `npm test`: every test, in order, stopping at the first failure:
//   machine check → lint and typecheck (together: two processes, one core each) → vitest (all
//   projects) → reliability smoke → web build → Playwright e2e.
// The machine check installs what the tests need (Chromium, Thai fonts, PostgreSQL server binaries)
// when we are root on Debian/Ubuntu, or stops with one line saying how — it never silently skips
// the browser tests. The last line is the summary `N passed, M failed` (tests counted from the
// Vitest and Playwright JSON reports; a failed lint/typecheck/build step counts as one failure).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { nodeLine, npmScriptNodeLine, requireNode24 } from './lib/node-runtime.mjs';
import { signalTree } from './lib/process-tree.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

requireNode24('test');

const reportsDir = join(repoRoot, '.tmp/test-results');
const vitestReport = join(reportsDir, 'vitest.json');
// Read by e2e/playwright.config.ts, which writes its JSON report there.
const e2eReport = join(reportsDir, 'e2e.json');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_JSON_REPORT: e2eReport,
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const notes = [];
const started = Date.now();
let stepNo = 0;
const STEPS = 6;

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `runsOn`: the Node the step runs on (decision 026), printed under its title. */
function heading(title, runsOn) {
  stepNo += 1;
  console.log(`\n━━━━━━━━ [${stepNo}/${STEPS}] ${title} ━━━━━━━━`);
  if (runsOn) console.log(`[test] on ${runsOn}`);
}

function finish(code) {
  console.log('');
  if (notes.length) for (const note of notes) console.log(`note: ${note}`);
  const extra = [
    totals.skipped && `${totals.skipped} skipped`,
    totals.flaky && `${totals.flaky} flaky`,
  ]
    .filter(Boolean)
    .join(', ');
  console.log(
    `npm test ${code === 0 ? 'succeeded' : 'FAILED'} in ${minutes(Date.now() - started)}${extra ? ` (${extra})` : ''}`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

function fail(message) {
  console.error(message);
  totals.failed += 1;
  finish(1);
}

/**
 * Runs a command in its own process group; kills the group, and every process the command started
 * in another group, if it outlives `timeoutMs`. With
 * `onLine`, its output is passed through and each line of it handed to onLine as well.
 */
function run(command, args, { timeoutMs, cwd = repoRoot, onLine, quiet = false } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'inherit'],
      detached: true,
    });
    if (onLine) {
      if (!quiet) child.stdout.pipe(process.stdout);
      createInterface({ input: child.stdout }).on('line', onLine);
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(
        `\n[test] ${args.join(' ')} ran longer than ${minutes(timeoutMs)}; stopping it.`,
      );
      // The step's group and what left it (Playwright's web server has a group of its own).
      signalTree(child.pid, 'SIGKILL');
    }, timeoutMs);
    const onSignal = (signal) => signalTree(child.pid, signal);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    child.on('error', (error) => {
      console.error(`[test] could not run ${command}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      console.log(`[test] ${code === 0 ? 'ok' : 'failed'} in ${seconds(Date.now() - t0)}`);
      resolve({ code: code ?? (signal ? 1 : 0), timedOut });
    });
  });
}

const bin = (path) => join(repoRoot, 'node_modules', path);

// ── machine: Chromium, Thai fonts, PostgreSQL server binaries ────────────────────────────────
function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function hasThaiFonts() {
  if (commandExists('fc-list')) {
    const out = spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '';
    return /Loma|Garuda|Norasi|Kinnari|Waree|Umpush|Sawasdee|TlwgMono/i.test(out);
  }
  if (commandExists('dpkg'))
    return spawnSync('dpkg', ['-s', 'fonts-thai-tlwg'], { stdio: 'ignore' }).status === 0;
  return false;
}

// pdftotext (Debian's poppler-utils) reads the tax documents' PDFs back in the server tests;
// without it those checks are skipped (docs/decisions/043).
const hasPdfToText = () => commandExists('pdftotext');

function hasPostgresServer() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin/initdb')));
}

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

function aptInstall(packages) {
  console.log(`[test] installing ${packages.join(' ')} with apt-get …`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env: aptEnv });
  return install && install.status === 0;
}

// Debian's postgresql package creates and starts a "main" cluster; our tests start their own
// throwaway cluster, so stop any cluster the package started rather than leave it running.
function stopPackagedClusters() {
  if (!commandExists('pg_lsclusters')) return;
  const out = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).stdout ?? '';
  for (const line of out.split('\n')) {
    const [version, cluster, , status] = line.trim().split(/\s+/);
    if (version && cluster && status === 'online') {
      spawnSync('pg_ctlcluster', [version, cluster, 'stop'], { stdio: 'ignore' });
    }
  }
}

function prepareMachine() {
  heading('machine: Chromium, Thai fonts, PostgreSQL server, pdftotext');
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!hasThaiFonts()) missing.push('fonts-thai-tlwg');
  const needPostgres = !hasPostgresServer();

  if (missing.length && !canApt) {
    fail(
      `[test] ${missing.join(' and ')} missing: install with \`sudo apt-get install -y chromium fonts-thai-tlwg\` (or set CHROMIUM_PATH) and run npm test again.`,
    );
  }
  const toInstall = [
    ...missing,
    ...(needPostgres && canApt ? ['postgresql'] : []),
    ...(!hasPdfToText() && canApt ? ['poppler-utils'] : []),
  ];
  if (toInstall.length) {
    if (!aptInstall(toInstall))
      fail(`[test] apt-get install ${toInstall.join(' ')} failed; see the output above.`);
    if (toInstall.includes('postgresql')) stopPackagedClusters();
    if (!existsSync(chromiumPath) || !hasThaiFonts()) {
      fail(
        `[test] Chromium (${chromiumPath}) or the Thai fonts are still missing after apt-get install.`,
      );
    }
  }
  console.log(`[test] Chromium: ${chromiumPath}`);
  console.log('[test] Thai fonts: present');
  if (hasPdfToText()) console.log('[test] pdftotext: present (the tax documents are read back)');
  else {
    const line =
      "pdftotext missing: the tax documents' PDF text checks are SKIPPED (install: sudo apt-get install -y poppler-utils).";
    console.error(`\n!!!!!!!! ${line}\n`);
    notes.push(line);
  }
  if (hasPostgresServer()) {
    console.log(
      '[test] PostgreSQL server binaries: present (the server suite also runs on PostgreSQL: server-pg)',
    );
  } else {
    const line =
      'PostgreSQL server binaries missing (/usr/lib/postgresql/*/bin/initdb): the server suite runs on PGlite ONLY, NOT on PostgreSQL (install: sudo apt-get install -y postgresql).';
    console.error(`\n!!!!!!!! ${line}\n`);
    notes.push(line);
  }
}

// ── steps ─────────────────────────────────────────────────────────────────────────────────────
/**
 * Steps that need nothing of each other, run at once (lint and typecheck: each keeps one core
 * busy); each one's output is printed whole when it ends, so the two never interleave.
 */
async function stepsTogether(steps) {
  heading(steps.map((s) => s.title).join(' ∥ '), npmScriptNodeLine());
  const results = await Promise.all(
    steps.map(async ({ title, command, args, timeoutMs }) => {
      const lines = [];
      const started = Date.now();
      const { code } = await run(command, args, {
        timeoutMs,
        quiet: true,
        onLine: (line) => lines.push(line),
      });
      console.log(
        `\n[test] ── ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(Date.now() - started)}`,
      );
      for (const line of lines) console.log(line);
      return { title, code };
    }),
  );
  const failedStep = results.find((result) => result.code !== 0);
  if (failedStep) fail(`[test] ${failedStep.title} failed.`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest() {
  heading('unit and server tests (vitest, all projects)', nodeLine());
  rmSync(vitestReport, { force: true });
  const { code } = await run(
    process.execPath,
    [
      bin('vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    { timeoutMs: 40 * 60_000 },
  );
  const report = readJson(vitestReport);
  let failed = 0;
  if (report) {
    totals.passed += report.numPassedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    failed = report.numFailedTests ?? 0;
    // A file that fails before any test runs (import error, failing hook) has no failed test.
    for (const file of report.testResults ?? []) {
      const hasFailedTest = (file.assertionResults ?? []).some((t) => t.status === 'failed');
      if (file.status === 'failed' && !hasFailedTest) failed += 1;
    }
  }
  if (code !== 0 && failed === 0) failed = 1; // vitest failed without a report we could read
  totals.failed += failed;
  if (code !== 0) {
    console.error('[test] vitest failed.');
    finish(1);
  }
  // packages/domain must stay fully covered (issue 3): the threshold in vitest.config.ts fails
  // this run below 100% of lines. Its tests already counted above, so only the verdict matters.
  console.log('\n[test] packages/domain line coverage (must be 100%)');
  const coverage = await run(
    process.execPath,
    [
      bin('vitest/vitest.mjs'),
      'run',
      '--project=domain',
      '--reporter=dot',
      '--coverage.enabled',
      '--coverage.include=packages/domain/src/**',
      '--coverage.exclude=**/*.test.ts',
      '--coverage.reporter=text-summary',
      `--coverage.reportsDirectory=${join(reportsDir, 'coverage')}`,
    ],
    { timeoutMs: 10 * 60_000 },
  );
  if (coverage.code !== 0) {
    totals.failed += 1;
    console.error('[test] packages/domain is not fully covered.');
    finish(1);
  }
}

// The reliability suite's bounded smoke (docs/reliability.md); the full run is
// `npm run test:reliability -- --full`. Its last line is the suite's `N passed, M failed`.
async function reliability() {
  heading('reliability smoke (access matrix, fuzz, crash, concurrency, clock)', nodeLine());
  const output = [];
  const { code } = await run(process.execPath, [join(repoRoot, 'scripts/test-reliability.mjs')], {
    timeoutMs: 20 * 60_000,
    onLine: (line) => output.push(line),
  });
  const summary = output.findLast((line) => /^\d+ passed, \d+ failed$/.test(line));
  const [, passed = '0', failed = '0'] = summary?.match(/^(\d+) passed, (\d+) failed$/) ?? [];
  totals.passed += Number(passed);
  totals.failed += Number(failed) || (code !== 0 ? 1 : 0);
  if (code !== 0) {
    console.error('[test] the reliability smoke failed.');
    finish(1);
  }
}

async function webBuild() {
  heading('web build (vite)', nodeLine());
  const t0 = Date.now();
  const code = await ensureWebBuild({
    log: (line) => console.log(line.replace('[build]', '[test]')),
  });
  if (code !== 0) fail('[test] the web build failed.');
  console.log(`[test] ok in ${seconds(Date.now() - t0)} (apps/web/dist is current)`);
}

async function e2e() {
  heading('end-to-end tests (Playwright, Chromium, 1280 px and 375 px)', nodeLine());
  rmSync(e2eReport, { force: true });
  const { code } = await run(
    process.execPath,
    [bin('@playwright/test/cli.js'), 'test', '--config', 'e2e/playwright.config.ts'],
    {
      timeoutMs: 40 * 60_000,
    },
  );
  const report = readJson(e2eReport);
  let failed = 0;
  if (report?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    totals.passed += expected + flaky;
    totals.flaky += flaky;
    totals.skipped += skipped;
    failed = unexpected;
    // Errors outside tests (web server did not start, config error) fail the run without a test.
    if ((report.errors?.length ?? 0) > 0 && failed === 0) failed = 1;
  }
  if (code !== 0 && failed === 0) failed = 1;
  totals.failed += failed;
  if (code !== 0) {
    console.error('[test] e2e failed.');
    finish(1);
  }
}

mkdirSync(reportsDir, { recursive: true });
prepareMachine();
await stepsTogether([
  {
    title: 'lint (eslint)',
    command: 'npm',
    args: ['run', '--silent', 'lint'],
    timeoutMs: 15 * 60_000,
  },
  {
    title: 'typecheck (tsc)',
    command: 'npm',
    args: ['run', '--silent', 'typecheck'],
    timeoutMs: 15 * 60_000,
  },
]);
await vitest();
await reliability();
await webBuild();
await e2e();
finish(0);
