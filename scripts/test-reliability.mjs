#!/usr/bin/env node
// `npm run test:reliability`: the reliability suite (docs/reliability.md).
//   (default)  the bounded smoke `npm test` runs: every part of apps/server/reliability once, small,
//              on PGlite and PostgreSQL, in Bangkok's time zone, then the clock tests again in UTC.
//   --full     (or RELIABILITY_FULL=1) every part at full size, in both time zones; the server and
//              web suites in both time zones; and the e2e suite beside a CPU hog on every core
//              (scripts/e2e-under-load.mjs).
// Every step runs even when one before it failed (a known hole in one part must not hide the
// others); the exit code is 1 when any failed. The last line is `N passed, M failed` (Vitest and
// Playwright JSON reports; a step that failed without a readable report counts as one failure).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/web-build.mjs';

const full = process.argv.includes('--full') || process.env.RELIABILITY_FULL === '1';
const reportsDir = join(repoRoot, '.tmp/test-results');
const config = 'apps/server/reliability/vitest.config.ts';
const vitestBin = join(repoRoot, 'node_modules/vitest/vitest.mjs');
const totals = { passed: 0, failed: 0 };
const started = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

const figuresFile = join(reportsDir, 'reliability-figures.jsonl');

function finish(code) {
  let figures = [];
  try {
    figures = readFileSync(figuresFile, 'utf8').trim().split('\n').filter(Boolean).map(JSON.parse);
  } catch {
    /* no figures recorded */
  }
  if (figures.length) console.log('\nfigures:');
  for (const f of figures) console.log(`  ${f.part} (${f.driver}, TZ=${f.tz}): ${f.text}`);
  console.log(
    `\nreliability suite (${full ? 'full' : 'smoke'}) ${code === 0 ? 'passed' : 'FAILED'} in ${minutes(Date.now() - started)}`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

/** Runs a command in its own process group (killed as a whole on a signal to us). */
function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const onSignal = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    child.on('close', (code, signal) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let reportNo = 0;
/** One Vitest run; its tests are counted from its JSON report. */
async function vitest(title, args, env) {
  console.log(`\n━━━━━━━━ ${title} ━━━━━━━━`);
  reportNo += 1;
  const report = join(reportsDir, `reliability-${reportNo}.json`);
  rmSync(report, { force: true });
  const t0 = Date.now();
  const code = await run(
    [
      vitestBin,
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  let failed = 0;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    failed = json.numFailedTests ?? 0;
    for (const file of json.testResults ?? []) {
      const hasFailedTest = (file.assertionResults ?? []).some((t) => t.status === 'failed');
      if (file.status === 'failed' && !hasFailedTest) failed += 1;
    }
  } catch {
    /* no report: counted below */
  }
  if (code !== 0 && failed === 0) failed = 1;
  totals.failed += failed;
  console.log(`[reliability] ${code === 0 ? 'ok' : 'failed'} in ${minutes(Date.now() - t0)}`);
}

mkdirSync(reportsDir, { recursive: true });
rmSync(figuresFile, { force: true });
const sizeEnv = { RELIABILITY_FULL: full ? '1' : '0' };

await vitest('reliability suite, TZ=Asia/Bangkok (PGlite and PostgreSQL)', ['--config', config], {
  ...sizeEnv,
  TZ: 'Asia/Bangkok',
});
if (!full) {
  await vitest('clock tests again, TZ=UTC', ['--config', config, 'reliability/clock.test.ts'], {
    ...sizeEnv,
    TZ: 'UTC',
  });
  finish(totals.failed === 0 ? 0 : 1);
}

await vitest('reliability suite, TZ=UTC (PGlite and PostgreSQL)', ['--config', config], {
  ...sizeEnv,
  TZ: 'UTC',
});
for (const tz of ['UTC', 'Asia/Bangkok']) {
  await vitest(`every other Vitest project, TZ=${tz}`, [], { TZ: tz });
}

console.log('\n━━━━━━━━ e2e beside a CPU hog on every core ━━━━━━━━');
const e2eReport = join(reportsDir, 'e2e-under-load.json');
rmSync(e2eReport, { force: true });
const e2eCode = await run([join(repoRoot, 'scripts/e2e-under-load.mjs')], {
  E2E_JSON_REPORT: e2eReport,
});
try {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  if (e2eCode !== 0 && !stats.unexpected) totals.failed += 1;
} catch {
  if (e2eCode !== 0) totals.failed += 1;
}
finish(totals.failed === 0 ? 0 : 1);
