// Latency of the cart calendar (GET /b2b/v2/unavailable-date-by-cart: a 3-line cart over the whole
// six-month window) with 1,000 contractors over all 50 Bangkok districts and 100,000 bookings,
// each request for the next Bangkok district in turn, beside a constant-JSON route of the same
// server measured in the same run (the ceiling), on the embedded PGlite and on a PostgreSQL server
// (a throwaway cluster, or BENCH_DATABASE_URL). p50/p95 with one connection (a user's latency) and
// with BENCH_CONNECTIONS (load), and the server process's CPU time per request (steadier than
// latency on a shared machine). Loopback only, bounded in time; prints figures, never fails on time.
// Run: node --import tsx bench/availability.ts   (BENCH_SECONDS=10 by default per measurement)
import autocannon from 'autocannon';
import { availabilityPaths } from '../packages/contract/src/availability';
import { startServer, stopServer } from './support/bench-server';
import { onEachDatabase } from './support/each-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Target {
  port: number;
  token: string;
  /** The calendar query, with {district} to fill in. */
  query: string;
  districts: string[];
  seedSeconds: number;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  /** Server process CPU time per answered request, ms. */
  cpu: number;
  failed: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function serverCpu(base: string): Promise<number> {
  const usage = (await (await fetch(`${base}/bench/cpu`)).json()) as {
    user: number;
    system: number;
  };
  return (usage.user + usage.system) / 1000;
}

async function load(
  options: autocannon.Options,
  connections: number,
  seconds: number,
  base: string,
): Promise<Figures> {
  const cpuBefore = await serverCpu(base);
  const times: number[] = [];
  let failed = 0;
  const run = autocannon({ pipelining: 1, ...options, connections, duration: seconds });
  run.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) times.push(ms);
    else failed++;
  });
  const result = await run;
  const cpu = (await serverCpu(base)) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    cpu: cpu / Math.max(1, times.length + failed),
    failed: failed + result.errors + result.timeouts,
  };
}

async function measure(label: string, databaseUrl?: string) {
  const { child, target } = await startServer<Target>(
    databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {},
    { script: 'availability-server.ts', timeoutSeconds: 600 },
  );
  try {
    const base = `http://127.0.0.1:${target.port}`;
    const path = (district: string) =>
      `${availabilityPaths.unavailableDates}?${target.query.replace('{district}', district)}`;
    const calendar: autocannon.Options = {
      url: base,
      headers: { authorization: `Bearer ${target.token}` },
      requests: target.districts.map((district) => ({ method: 'GET', path: path(district) })),
    };
    const constant: autocannon.Options = { url: `${base}/bench/constant` };

    // Check the calendar answers a real window before timing it.
    const probe = await fetch(`${base}${path(target.districts[0]!)}`, {
      headers: calendar.headers,
    });
    const answer = (await probe.json()) as {
      data?: { data?: string[]; availableTime?: { date: string } | null };
    };
    if (probe.status !== 200 || !answer.data?.availableTime) {
      throw new Error(`calendar probe answered ${probe.status}: ${JSON.stringify(answer)}`);
    }

    await load(constant, CONNECTIONS, WARMUP_SECONDS, base);
    await load(calendar, CONNECTIONS, WARMUP_SECONDS, base);
    const rows: Array<[string, Figures]> = [];
    for (const connections of [1, CONNECTIONS]) {
      rows.push([
        `constant JSON route, ${connections} conn.`,
        await load(constant, connections, SECONDS, base),
      ]);
      rows.push([
        `calendar, 3-line cart, ${connections} conn.`,
        await load(calendar, connections, SECONDS, base),
      ]);
    }

    const ms = (value: number) => value.toFixed(2).padStart(7);
    console.log(
      `\n${label}  (${SECONDS} s each, loopback; bench data written in ${target.seedSeconds.toFixed(1)} s)`,
    );
    console.log(
      `  first probe: ${answer.data.data?.length ?? 0} unavailable dates in Phra Nakhon's window, first free ${answer.data.availableTime.date}`,
    );
    for (const [name, f] of rows)
      console.log(
        `  ${name.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${ms(f.p50)} ms   p95 ${ms(f.p95)} ms   server CPU ${ms(f.cpu)} ms/req` +
          (f.failed ? `   (${f.failed} failed)` : ''),
      );
  } finally {
    await stopServer(child);
  }
}

console.log(
  `Cart calendar (1,000 contractors, 100,000 bookings, 50 Bangkok districts) vs a constant route, Node ${process.version}`,
);
await onEachDatabase('changdee_bench', measure);
