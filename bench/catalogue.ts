// Requests per second and p99 latency of the catalogue page endpoint (POST /b2b/v2/store/productSearch,
// a page of 12 services for a signed-in Sales user) beside a constant-JSON route of the same server,
// measured in the same run, on the embedded PGlite and on a PostgreSQL server (a throwaway cluster,
// or BENCH_DATABASE_URL). Loopback only, bounded in time; prints figures, never fails on time.
// Run: node --import tsx bench/catalogue.ts   (BENCH_SECONDS=10 by default per measurement)
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { catalogPaths } from '../packages/contract/src/catalog';
import { findPostgresBin, startPostgresCluster } from '../apps/server/test/pg-cluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverScript = fileURLToPath(new URL('./support/catalogue-server.ts', import.meta.url));

interface Target {
  port: number;
  token: string;
  storeId: string;
  channel: string;
}

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; target: Target }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(
      () => reject(new Error('the bench server did not start within 240 s')),
      240_000,
    );
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, target: JSON.parse(line) as Target });
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function load(options: autocannon.Options, seconds: number): Promise<Figures> {
  const result = await autocannon({
    connections: CONNECTIONS,
    pipelining: 1,
    ...options,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measure(label: string, env: Record<string, string>) {
  const { child, target } = await startServer(env);
  try {
    const base = `http://127.0.0.1:${target.port}`;
    const catalogue: autocannon.Options = {
      url: `${base}${catalogPaths.productSearch}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: JSON.stringify({
        channel: target.channel,
        storeId: target.storeId,
        pagination: { page: 1, page_size: 12 },
      }),
    };
    const constant: autocannon.Options = { url: `${base}/bench/constant` };
    const signedIn: autocannon.Options = {
      url: `${base}/bench/constant-signed-in`,
      headers: { authorization: `Bearer ${target.token}` },
    };

    // Check the catalogue answers a real page before timing it.
    const probe = await fetch(catalogue.url as string, {
      method: 'POST',
      headers: catalogue.headers as Record<string, string>,
      body: catalogue.body as string,
    });
    const page = (await probe.json()) as { data?: { items?: unknown[] } };
    if (probe.status !== 200 || page.data?.items?.length !== 12) {
      throw new Error(
        `catalogue probe answered ${probe.status} with ${page.data?.items?.length ?? 0} items`,
      );
    }

    await load(constant, WARMUP_SECONDS);
    await load(catalogue, WARMUP_SECONDS);
    const base1 = await load(constant, SECONDS);
    const auth = await load(signedIn, SECONDS);
    const cat = await load(catalogue, SECONDS);

    const row = (name: string, f: Figures) =>
      `  ${name.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(f.p99).padStart(4)} ms` +
      (f.errors || f.non2xx ? `   (${f.errors} errors, ${f.non2xx} non-2xx)` : '');
    console.log(`\n${label}  (${CONNECTIONS} connections, ${SECONDS} s each, loopback)`);
    console.log(row('constant JSON route (baseline)', base1));
    console.log(row('constant JSON, bearer token checked', auth));
    console.log(row('catalogue page, 12 items', cat));
    console.log(
      `  catalogue / constant: ${((cat.requestsPerSecond / base1.requestsPerSecond) * 100).toFixed(1)} %`,
    );
  } finally {
    await stopServer(child);
  }
}

console.log(`Catalogue page endpoint vs a constant route, Node ${process.version}`);
await measure('PGlite (embedded)', {});

if (process.env.BENCH_DATABASE_URL) {
  await measure('PostgreSQL (BENCH_DATABASE_URL)', {
    BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
} else if (findPostgresBin()) {
  const cluster = await startPostgresCluster('changdee_bench');
  try {
    await measure('PostgreSQL 15 (throwaway cluster)', { BENCH_DATABASE_URL: cluster.url });
  } finally {
    await cluster.stop();
  }
} else {
  console.log(
    '\nPostgreSQL: no server binaries under /usr/lib/postgresql and no BENCH_DATABASE_URL; skipped.',
  );
}
