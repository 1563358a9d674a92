// Resident memory (RSS) of the server as `npm start` runs it (the bundle, production-like), on the
// embedded PGlite and on a PostgreSQL server: after a first start (database created and seeded),
// at its peak while the catalogue page is requested at full speed (10 connections, compressed
// answers), and after a restart on the same data. Beside it, the floor of the embedded choice: a
// bare Node process that opens the same PGlite data folder and runs one query. Targets (issue 8):
// at most 400 MB on PGlite, 150 MB on PostgreSQL. Prints figures; never fails on them.
// Run: node --import tsx bench/server-memory.ts   (BENCH_SECONDS=10 of load by default)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { catalogPaths } from '../packages/contract/src/catalog';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo-keys';
import { findPostgresBin, startPostgresCluster } from '../apps/server/test/pg-cluster';
import {
  buildForProduction,
  repoRoot,
  startProductionServer,
  type ProductionServer,
} from './support/production-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Row {
  label: string;
  afterStart: number;
  peakUnderLoad: number;
  requestsPerSecond: number;
  afterRestart?: number;
  floor?: number;
}

async function signIn(url: string) {
  const credentials = Buffer.from(`${DEMO_USERS.sales}:${DEMO_PASSWORD}`).toString('base64');
  const response = await fetch(`${url}/v1/auth`, {
    method: 'POST',
    headers: { authorization: `Basic ${credentials}` },
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const { data } = (await response.json()) as {
    data: { user: { accessToken: string }; stores: Array<{ _id: string; channel: string }> };
  };
  return { token: data.user.accessToken, store: data.stores[0]! };
}

/** Requests the catalogue page for SECONDS; returns the highest RSS seen and the request rate. */
async function catalogueLoad(server: ProductionServer) {
  const { token, store } = await signIn(server.url);
  let peak = server.rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 200);
  try {
    const result = await autocannon({
      url: `${server.url}${catalogPaths.productSearch}`,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        channel: store.channel,
        storeId: store._id,
        pagination: { page: 1, page_size: 12 },
      }),
      connections: CONNECTIONS,
      pipelining: 1,
      duration: SECONDS,
    });
    if (result.non2xx || result.errors) {
      throw new Error(`catalogue load: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return { peak: Math.max(peak, server.rssMb()), requestsPerSecond: result.requests.average };
  } finally {
    clearInterval(sampler);
  }
}

/** RSS of a bare Node process that opens the PGlite data folder and runs one query. */
function pgliteFloor(dataDir: string): number {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(${JSON.stringify(join(dataDir, 'pglite'))});
    await db.query('select count(*) from products');
    const { readFileSync } = await import('node:fs');
    process.stdout.write(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
    await db.close();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(repoRoot, 'apps/server'),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`PGlite floor probe failed: ${run.stderr}`);
  return Math.round(Number(run.stdout) / 1024);
}

async function embedded(): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'changdee-bench-'));
  try {
    const first = await startProductionServer({ dataDir });
    const afterStart = first.rssMb();
    const load = await catalogueLoad(first);
    await first.stop();
    const floor = pgliteFloor(dataDir);
    const second = await startProductionServer({ dataDir });
    const afterRestart = second.rssMb();
    await second.stop();
    return {
      label: 'PGlite (embedded)',
      afterStart,
      peakUnderLoad: load.peak,
      requestsPerSecond: load.requestsPerSecond,
      afterRestart,
      floor,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(databaseUrl: string, label: string): Promise<Row> {
  const first = await startProductionServer({ databaseUrl });
  const afterStart = first.rssMb();
  const load = await catalogueLoad(first);
  await first.stop();
  const second = await startProductionServer({ databaseUrl });
  const afterRestart = second.rssMb();
  await second.stop();
  return {
    label,
    afterStart,
    peakUnderLoad: load.peak,
    requestsPerSecond: load.requestsPerSecond,
    afterRestart,
  };
}

buildForProduction();
// BENCH_ONLY=pglite or BENCH_ONLY=postgresql measures one of them.
const only = process.env.BENCH_ONLY;
const rows: Row[] = only === 'postgresql' ? [] : [await embedded()];
const withPostgres = only !== 'pglite';
if (withPostgres && process.env.BENCH_DATABASE_URL) {
  rows.push(await postgres(process.env.BENCH_DATABASE_URL, 'PostgreSQL (BENCH_DATABASE_URL)'));
} else if (withPostgres && findPostgresBin()) {
  const cluster = await startPostgresCluster('changdee_bench_memory');
  try {
    rows.push(await postgres(cluster.url, 'PostgreSQL 15 (throwaway)'));
  } finally {
    await cluster.stop();
  }
}

const mb = (value: number | undefined) => (value === undefined ? '—' : `${value} MB`).padStart(9);
console.log(
  `Server RSS, Node ${process.version}, the production bundle; load: POST ${catalogPaths.productSearch} (12 items), ${CONNECTIONS} connections, ${SECONDS} s, brotli answers`,
);
console.log(
  `\n${'database'.padEnd(28)} ${'1st start'.padStart(9)} ${'peak load'.padStart(9)} ${'restart'.padStart(9)} ${'floor'.padStart(9)}   req/s   target`,
);
for (const row of rows) {
  const target = row.label.startsWith('PGlite') ? 400 : 150;
  const worst = Math.max(row.afterStart, row.peakUnderLoad, row.afterRestart ?? 0);
  console.log(
    `${row.label.padEnd(28)} ${mb(row.afterStart)} ${mb(row.peakUnderLoad)} ${mb(row.afterRestart)} ${mb(row.floor)} ${row.requestsPerSecond.toFixed(0).padStart(7)}   ≤ ${target} MB: ${worst <= target ? 'within' : 'OVER'}`,
  );
}
console.log(
  '\nfloor: a bare Node process that opens the same PGlite folder and runs one query (the cost of the embedded database itself).',
);
if (!only && rows.length === 1)
  console.log('PostgreSQL: no server binaries and no BENCH_DATABASE_URL; skipped.');
