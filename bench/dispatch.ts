// Latency of the dispatch board (GET /ops/v1/dispatch, issue 20) for one day with 1,000 teams and
// 10,000 jobs, beside a constant-JSON route of the same server measured in the same run (the
// ceiling), on the embedded PGlite and on a PostgreSQL server (a throwaway cluster, or
// BENCH_DATABASE_URL): the board's first page (50 teams, their jobs and the jobs to decide), one
// district, and every team page by page (20 pages of 50: no answer holds all 1,000 teams, issue 29
// item 5). p50/p95 with one connection (an operator's latency). Loopback only, bounded in time;
// prints figures, never fails on time.
// Run: npm run bench -- dispatch   (BENCH_SECONDS=10 by default per measurement)
import autocannon from 'autocannon';
import { DISPATCH_TEAMS_MAX, dispatchPaths } from '../packages/contract/src/dispatch';
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

interface BoardPage {
  total_teams: number;
  teams: Array<{ jobs: unknown[] }>;
  needs_decision: unknown[];
}

/** Reads the day's board page after page, as the portal does, and counts what it holds. */
async function wholeDay(base: string, headers: Record<string, string>, date: string) {
  const day = { totalTeams: 0, jobs: 0, toDecide: 0, pages: 0, largestBytes: 0 };
  for (let offset = 0; offset === 0 || offset < day.totalTeams; offset += DISPATCH_TEAMS_MAX) {
    const query = `date=${date}&limit=${DISPATCH_TEAMS_MAX}&offset=${offset}`;
    const response = await fetch(`${base}${dispatchPaths.board}?${query}`, { headers });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`board page answered ${response.status}: ${text.slice(0, 300)}`);
    const page = (JSON.parse(text) as { data: BoardPage }).data;
    day.totalTeams = page.total_teams;
    day.jobs += page.teams.reduce((sum, team) => sum + team.jobs.length, 0);
    day.toDecide = page.needs_decision.length;
    day.pages += 1;
    day.largestBytes = Math.max(day.largestBytes, Buffer.byteLength(text));
  }
  return day;
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
    const everyPage = (size: number, pages: number): autocannon.Options => ({
      url: base,
      headers,
      requests: Array.from({ length: pages }, (_, page) => ({
        method: 'GET' as const,
        path: `${dispatchPaths.board}?date=${target.date}&limit=${size}&offset=${page * size}`,
      })),
    });
    const cases: Array<[string, autocannon.Options]> = [
      ['constant JSON route', { url: `${base}/bench/constant` }],
      ['board, first page (50 teams)', board('')],
      ['board, one district', board(`&district=${target.district}`)],
      ['board, every page of 50 in turn', everyPage(50, 20)],
      [`board, pages of ${DISPATCH_TEAMS_MAX} in turn`, everyPage(DISPATCH_TEAMS_MAX, 10)],
    ];

    // Check the board answers the seeded day before timing it: every team, page by page.
    const day = await wholeDay(base, headers, target.date);
    if (day.totalTeams < 1000 || day.jobs < 9_500)
      throw new Error(`the board shows ${day.totalTeams} teams and ${day.jobs} jobs`);

    for (const [, options] of cases) await load(options, WARMUP_SECONDS);
    const rows: Array<[string, Figures]> = [];
    for (const [name, options] of cases) rows.push([name, await load(options, SECONDS)]);

    const ms = (value: number) => value.toFixed(2).padStart(7);
    console.log(
      `\n${label}  (${SECONDS} s each, 1 connection, loopback; bench data written in ${target.seedSeconds.toFixed(1)} s)`,
    );
    console.log(
      `  the day: ${day.totalTeams} teams, ${day.jobs} jobs held, ${day.toDecide} to decide (read in ${day.pages} pages, the largest ${(day.largestBytes / 1024).toFixed(0)} KB)`,
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
