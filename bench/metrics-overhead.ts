// What /metrics' hooks add to a request and to a statement (decision 074): the same constant route
// of two apps on one database, one with METRICS_PORT set, answered through app.inject in
// alternating rounds (no network, so the figure is the hooks' own CPU), and `select 1` with and
// without the metrics' statement timer attached, also in alternating rounds. On a shared machine the fastest round is the
// figure least disturbed by other work, so it is printed beside the median. BENCH_AA=1 gives the
// second app no METRICS_PORT either: the difference then is the noise of the machine.
// Prints figures; never fails on time.
// Run: node --import tsx bench/metrics-overhead.ts   (BENCH_REQUESTS=500 per round, 21 rounds)
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../apps/server/src/app';
import { createMetrics } from '../apps/server/src/observability/metrics';
import { addConstantRoute, openBenchDatabase } from './support/bench-app';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const ROUNDS = 21;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function microsecondsPer(count: number, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await work();
  return ((performance.now() - started) * 1000) / count;
}

const bench = await openBenchDatabase();
const appWith = async (metrics: boolean): Promise<App> => {
  const config = metrics
    ? { ...bench.config, metrics: { port: 0, host: '127.0.0.1', token: null } }
    : bench.config;
  const app = await buildApp(config, {
    database: bench.database,
    closeDatabase: false,
    jobs: { work: false },
  });
  addConstantRoute(app);
  await app.ready();
  return app;
};
const statement = () => bench.database.db.execute(sql`select 1`);
const constant = (app: App) => () => app.inject({ method: 'GET', url: '/bench/constant' });

/** The hooks' own work, in tight loops: what a request's counters and a statement's timer cost. */
async function ownWork() {
  const metrics = createMetrics(bench.database);
  const labels = { method: 'GET', route: '/bench/constant', status_code: 200 };
  const count = 100_000;
  const perRequest: number[] = [];
  const perStatement: number[] = [];
  const nothing = async () => undefined;
  for (let round = 0; round < 5; round += 1) {
    let started = performance.now();
    for (let i = 0; i < count; i += 1) {
      metrics.requests.inc({ ...labels });
      metrics.duration.observe({ ...labels }, 0.0002);
    }
    perRequest.push(((performance.now() - started) * 1000) / count);
    started = performance.now();
    for (let i = 0; i < count; i += 1)
      await metrics.timeStatement({ kind: 'select', text: 'select 1' }, nothing);
    const timed = performance.now() - started;
    started = performance.now();
    for (let i = 0; i < count; i += 1) await nothing();
    perStatement.push(((timed - (performance.now() - started)) * 1000) / count);
  }
  return { perRequest: Math.min(...perRequest), perStatement: Math.min(...perStatement) };
}

async function statementRounds() {
  const timer = createMetrics(bench.database).timeStatement;
  const rounds = { bare: [] as number[], timed: [] as number[] };
  await microsecondsPer(REQUESTS, statement);
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.bare.push(await microsecondsPer(REQUESTS, statement));
    const detach = bench.database.statements.add(timer);
    rounds.timed.push(await microsecondsPer(REQUESTS, statement));
    detach();
  }
  return rounds;
}

try {
  const own = await ownWork();
  const statements = await statementRounds();
  const plain = await appWith(false);
  const measured = await appWith(process.env.BENCH_AA !== '1');
  const requests = { plain: [] as number[], measured: [] as number[] };
  await microsecondsPer(REQUESTS, constant(plain));
  await microsecondsPer(REQUESTS, constant(measured));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Which app goes first alternates, so neither always follows the other.
    const order =
      round % 2 === 0 ? (['plain', 'measured'] as const) : (['measured', 'plain'] as const);
    for (const which of order)
      requests[which].push(
        await microsecondsPer(REQUESTS, constant(which === 'plain' ? plain : measured)),
      );
  }
  await measured.close();
  await plain.close();

  const row = (name: string, values: number[]) =>
    `  ${name.padEnd(40)} fastest ${Math.min(...values)
      .toFixed(1)
      .padStart(7)} µs, median ${median(values).toFixed(1).padStart(7)} µs`;
  console.log(
    `/metrics' hooks, Node ${process.version}, PGlite, app.inject (no network), ${ROUNDS} rounds of ${REQUESTS}`,
  );
  console.log(
    `  the hooks' own work: ${own.perRequest.toFixed(2)} µs a request (count and time), ${own.perStatement.toFixed(2)} µs a statement (timer)`,
  );
  console.log(row('constant route, no METRICS_PORT', requests.plain));
  console.log(row('constant route, METRICS_PORT set', requests.measured));
  const added = (a: number[], b: number[]) =>
    `fastest ${(Math.min(...a) - Math.min(...b)).toFixed(1)} µs, median ${(median(a) - median(b)).toFixed(1)} µs`;
  console.log(`  added per request: ${added(requests.measured, requests.plain)}`);
  console.log(row('select 1, no statement observer', statements.bare));
  console.log(row('select 1, timed by the metrics', statements.timed));
  console.log(`  added per statement: ${added(statements.timed, statements.bare)}`);
} finally {
  await bench.database.close();
  bench.remove();
}
