// The dashboards' queries (issue 32 item 4, decisions 076 and 077) with 1,000,000 orders over two
// years on PostgreSQL (a throwaway cluster, or BENCH_DATABASE_URL): the data written with
// generate_series (bench/support/dashboard-seed.ts), the daily rollup made from it by the rollup
// job's own function (timed), then every chart's question — the last 30 days by day, 13 weeks by
// week, 12 months and two years by month, each split by nothing, channel, store, seller, work
// type and team — asked through the app (app.inject: validation, the query, the answer's
// schema), as an Operator and as a Channel Manager. p50/p95 per question; the target is a p95 of
// at most 200 ms. Prints figures, never fails on time.
// Run: npm run bench -- dashboards   (BENCH_ORDERS=1000000 and BENCH_RUNS=20 by default)
import { cpus, loadavg } from 'node:os';
import { analyticsPaths } from '../packages/contract/src/analytics';
import { addDays, businessToday } from '@changdee/domain/dates';
import { SALES_DIMENSIONS } from '@changdee/domain/sales-figures';
import { buildApp } from '../apps/server/src/app';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo-keys';
import { rollUpMarkedDays } from '../apps/server/src/modules/analytics/rollup-job';
import { findPostgresBin, startPostgresCluster } from '../apps/server/test/pg-cluster';
import { openBenchDatabase } from './support/bench-app';
import { seedDashboardOrders } from './support/dashboard-seed';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DAYS = 730;
const TARGET_MS = 200;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

type App = Awaited<ReturnType<typeof buildApp>>;

async function signIn(app: App, username: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/v1/auth',
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}`,
    },
  });
  return (answer.json() as { data: { user: { accessToken: string } } }).data.user.accessToken;
}

/** Every chart's question: its span and grain, each split. */
function questions(today: string): Array<[string, string]> {
  const spans: Array<[string, string, string]> = [
    ['30 days by day', addDays(today, -29), 'day'],
    ['13 weeks by week', addDays(today, -90), 'week'],
    ['12 months by month', addDays(today, -364), 'month'],
    ['2 years by month', addDays(today, -729), 'month'],
  ];
  return spans.flatMap(([name, from, grain]) =>
    SALES_DIMENSIONS.map((by): [string, string] => [
      `${name}, by ${by}`,
      `from=${from}&to=${today}&grain=${grain}&by=${by}`,
    ]),
  );
}

async function time(app: App, token: string, query: string) {
  const times: number[] = [];
  let rows = 0;
  for (let run = -2; run < RUNS; run++) {
    const started = performance.now();
    const answer = await app.inject({
      method: 'GET',
      url: `${analyticsPaths.sales}?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`${query}: ${answer.statusCode} ${answer.body}`);
    rows = (answer.json() as { data: { rows: unknown[] } }).data.rows.length;
    if (run >= 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), rows };
}

async function measure(label: string, databaseUrl: string) {
  const bench = await openBenchDatabase(databaseUrl);
  const { db } = bench.database;
  const today = businessToday(new Date());
  let started = performance.now();
  await seedDashboardOrders(db, ORDERS, today, DAYS);
  const seedSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const days = await rollUpMarkedDays(db);
  const rollSeconds = (performance.now() - started) / 1000;

  const app = await buildApp(bench.config, { database: bench.database, closeDatabase: true });
  await app.ready();
  try {
    const operator = await signIn(app, DEMO_USERS.operator);
    const manager = await signIn(app, DEMO_USERS.manager);
    console.log(
      `\n${label}: ${ORDERS.toLocaleString('en')} orders over ${DAYS} days written in ${seedSeconds.toFixed(0)} s; ` +
        `${days} days rolled up in ${rollSeconds.toFixed(0)} s (${((rollSeconds * 1000) / days).toFixed(0)} ms a day)`,
    );
    let worst = 0;
    for (const [who, token] of [
      ['Operator', operator],
      ['Channel Manager', manager],
    ] as const) {
      for (const [name, query] of questions(today)) {
        const figures = await time(app, token, query);
        worst = Math.max(worst, figures.p95);
        console.log(
          `  ${who.padEnd(15)} ${name.padEnd(32)} p50 ${figures.p50.toFixed(1).padStart(6)} ms` +
            `   p95 ${figures.p95.toFixed(1).padStart(6)} ms   ${String(figures.rows).padStart(5)} rows`,
        );
      }
    }
    console.log(
      `  worst p95 ${worst.toFixed(1)} ms (target ≤ ${TARGET_MS} ms); load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${cpus().length} cores`,
    );
  } finally {
    await app.close();
    bench.remove();
  }
}

console.log(`Dashboards: every chart's query over a daily rollup, Node ${process.version}`);
if (process.env.BENCH_DATABASE_URL) {
  await measure('PostgreSQL (BENCH_DATABASE_URL)', process.env.BENCH_DATABASE_URL);
} else if (findPostgresBin()) {
  const cluster = await startPostgresCluster('changdee_bench_dashboards');
  try {
    await measure('PostgreSQL 15 (throwaway cluster)', cluster.url);
  } finally {
    await cluster.stop();
  }
} else {
  console.log('PostgreSQL: no server binaries and no BENCH_DATABASE_URL; skipped.');
}
