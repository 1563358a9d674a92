// Latency of the dispatch board (GET /ops/v1/dispatch, issue 20) for one day with 1,000 teams and
// 10,000 jobs, beside a constant-JSON route of the same server measured in the same run (the
// ceiling), on the embedded PGlite and on a PostgreSQL server (a throwaway cluster, or
// BENCH_DATABASE_URL): the board's first page (50 teams, their jobs and the jobs to decide), the
// whole board at once (1,000 teams, 10,000 jobs), and one district. p50/p95 with one connection
// (an operator's latency). Loopback only, bounded in time; prints figures, never fails on time.
// Run: npm run bench -- dispatch   (BENCH_SECONDS=10 by default per measurement)
import autocannon from 'autocannon';
import { dispatchPaths } from '../packages/contract/src/dispatch';
import { startServer, stopServer } from './support/bench-server';
import { onEachDatabase } from './support/each-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

interface Target {
  port: number;
  token: string;
  date: string;
  district: string;
  seedSeconds: number;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  bytes: number;
  failed: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function load(options: autocannon.Options, seconds: number): Promise<Figures> {
  const times: number[] = [];
  let failed = 0;
  let bytes = 0;
  const run = autocannon({ pipelining: 1, ...options, connections: 1, duration: seconds });
  run.on('response', (_client, status, size, ms) => {
    if (status === 200) times.push(ms);
    else failed++;
    bytes = size;
  });
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    bytes,
    failed: failed + result.errors + result.timeouts,
  };
}

async function measure(label: string, databaseUrl?: string) {
  const { child, target } = await startServer<Target>(
    databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {},
    { script: 'dispatch-server.ts', timeoutSeconds: 600 },
  );
  try {
    const base = `http://127.0.0.1:${target.port}`;
    const headers = { authorization: `Bearer ${target.token}` };
    const board = (query: string): autocannon.Options => ({
      url: base,
      headers,
      requests: [{ method: 'GET', path: `${dispatchPaths.board}?date=${target.date}${query}` }],
    });
    const cases: Array<[string, autocannon.Options]> = [
      ['constant JSON route', { url: `${base}/bench/constant` }],
      ['board, first page (50 teams)', board('')],
      ['board, one district', board(`&district=${target.district}`)],
      ['board, 1,000 teams at once', board('&limit=1000')],
    ];

    // Check the board answers the seeded day before timing it.
    const probe = await fetch(`${base}${dispatchPaths.board}?date=${target.date}&limit=1000`, {
      headers,
    });
    const text = await probe.text();
    const day = (
      JSON.parse(text) as {
        data: { total_teams: number; teams: Array<{ jobs: unknown[] }>; needs_decision: unknown[] };
      }
    ).data;
    const jobs = day?.teams.reduce((sum, team) => sum + team.jobs.length, 0) ?? 0;
    if (probe.status !== 200 || (day?.total_teams ?? 0) < 1000 || jobs < 9_500)
      throw new Error(`board probe answered ${probe.status}: ${text.slice(0, 300)}`);

    for (const [, options] of cases) await load(options, WARMUP_SECONDS);
    const rows: Array<[string, Figures]> = [];
    for (const [name, options] of cases) rows.push([name, await load(options, SECONDS)]);

    const ms = (value: number) => value.toFixed(2).padStart(7);
    console.log(
      `\n${label}  (${SECONDS} s each, 1 connection, loopback; bench data written in ${target.seedSeconds.toFixed(1)} s)`,
    );
    console.log(
      `  the day: ${day.total_teams} teams, ${jobs} jobs held, ${day.needs_decision.length} to decide`,
    );
    for (const [name, f] of rows)
      console.log(
        `  ${name.padEnd(30)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${ms(f.p50)} ms   p95 ${ms(f.p95)} ms   ${(f.bytes / 1024).toFixed(0).padStart(6)} KB` +
          (f.failed ? `   (${f.failed} failed)` : ''),
      );
  } finally {
    await stopServer(child);
  }
}

console.log(
  `Dispatch board (1,000 teams, 10,000 jobs in one day) vs a constant route, Node ${process.version}`,
);
await onEachDatabase('changdee_bench_dispatch', measure);
