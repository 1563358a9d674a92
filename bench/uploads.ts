// What heavy uploads cost everyone else (issue 28 item 7, decision 056), on the server as `npm
// start` runs it (the bundle, PGlite, demo shop): sign-in latency (POST /v1/auth, argon2 on the
// server's thread pool) and /healthz latency (the constant route), each asked one after the other
// for BENCH_SECONDS, on an idle server, then while an operator keeps sending uploads: 4 heavy SVGs
// at once (9000 × 9000, 20 blurs), then 4 senders of 6 MB JPEGs (3600 × 2700) and 49 MP PNGs
// without pause, then 50 of the JPEGs at once. Beside them, the resident memory (RSS) of the
// server process and of its image workers, sampled every 100 ms, and how the uploads were
// answered. The uploads are sent from a process of their own (support/upload-client.ts).
// Prints figures; never fails on them.
// Run: node --import tsx bench/uploads.ts   (BENCH_SECONDS=10 by default per measurement)
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { catalogAdminPaths } from '../packages/contract/src/catalog-admin';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo-keys';
import {
  buildForProduction,
  rssMb,
  startProductionServer,
  type ProductionServer,
} from './support/production-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const basic = (user: string) =>
  `Basic ${Buffer.from(`${user}:${DEMO_PASSWORD}`).toString('base64')}`;

interface Latency {
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers other than 200, by status. */
  failures: Map<number, number>;
}

/** Asks one request after the other for `seconds`: its latencies, in ms. */
async function measure(ask: () => Promise<Response>, seconds: number): Promise<Latency> {
  const samples: number[] = [];
  const failures = new Map<number, number>();
  const ends = performance.now() + seconds * 1000;
  while (performance.now() < ends) {
    const started = performance.now();
    const answer = await ask();
    await answer.arrayBuffer();
    if (answer.ok) samples.push(performance.now() - started);
    else failures.set(answer.status, (failures.get(answer.status) ?? 0) + 1);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  if (samples.length === 0) samples.push(NaN);
  return { count: samples.length, p50: at(0.5), p95: at(0.95), max: samples.at(-1)!, failures };
}

/** The server's children (its image workers): their pids. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
        children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** The highest RSS of the server and of its workers together, sampled until stopped. */
function memorySampler(server: ProductionServer) {
  let serverPeak = server.rssMb();
  let workersPeak = 0;
  const timer = setInterval(() => {
    serverPeak = Math.max(serverPeak, server.rssMb());
    let workers = 0;
    for (const child of childrenOf(server.pid)) {
      try {
        workers += rssMb(child);
      } catch {
        // killed meanwhile
      }
    }
    workersPeak = Math.max(workersPeak, workers);
  }, 100);
  return () => {
    clearInterval(timer);
    return { serverPeak, workersPeak };
  };
}

/** The uploading client (support/upload-client.ts) in its own process; started once sending. */
async function startClient(mode: 'senders' | 'burst', url: string, token: string) {
  const script = fileURLToPath(new URL('./support/upload-client.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, UPLOAD_MODE: mode, UPLOAD_URL: url, UPLOAD_TOKEN: token },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  let sending!: () => void;
  const started = new Promise<void>((resolve) => (sending = resolve));
  const answered = new Promise<Record<string, number>>((resolve) =>
    lines.on('line', (line) =>
      line === 'sending' ? sending() : resolve(JSON.parse(line) as Record<string, number>),
    ),
  );
  await started;
  return { stop: () => child.kill('SIGTERM'), answered };
}

buildForProduction();
// Sign-ins are measured back to back: not limited per minute here.
const server = await startProductionServer({ env: { SIGN_IN_RATE_LIMIT: '1000000' } });
try {
  const signIn = () =>
    fetch(`${server.url}/v1/auth`, {
      method: 'POST',
      headers: { authorization: basic(DEMO_USERS.technician) },
    });
  const health = () => fetch(`${server.url}/healthz`);
  const operator = (
    (await fetch(`${server.url}/v1/auth`, {
      method: 'POST',
      headers: { authorization: basic(DEMO_USERS.operator) },
    }).then((r) => r.json())) as { data: { user: { accessToken: string } } }
  ).data.user.accessToken;

  const rows: [string, Latency, Latency][] = [];
  const both = async (label: string) => {
    rows.push([label, await measure(signIn, SECONDS / 2), await measure(health, SECONDS / 2)]);
  };
  const idleRss = server.rssMb();
  await both('idle');

  const sampler = memorySampler(server);
  const images = `${server.url}${catalogAdminPaths.images}`;
  const senders = await startClient('senders', images, operator);
  await both('4 SVGs, then 4 senders of 6 MB JPEG / 49 MP PNG');
  const burst = await startClient('burst', images, operator);
  await both('… and 50 JPEGs at once');
  senders.stop();
  const statuses = new Map<string, number>();
  for (const answered of [await senders.answered, await burst.answered])
    for (const [key, n] of Object.entries(answered))
      statuses.set(key, (statuses.get(key) ?? 0) + n);
  const memory = sampler();

  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `Uploads beside sign-ins, Node ${process.version}, the production bundle on PGlite; ` +
      `${SECONDS / 2} s per measurement; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    `\n${'while'.padEnd(50)} sign-in p50      p95      max   n  | /healthz p50   p95      max    n`,
  );
  for (const [label, sign, healthz] of rows) {
    console.log(
      `${label.padEnd(50)} ${ms(sign.p50)} ${ms(sign.p95)} ${ms(sign.max)} ${String(sign.count).padStart(3)} | ${ms(healthz.p50)} ${ms(healthz.p95)} ${ms(healthz.max)} ${String(healthz.count).padStart(4)}` +
        [...sign.failures, ...healthz.failures].map(([status, n]) => `  ${n} × ${status}`).join(''),
    );
  }
  console.log(
    `\nRSS: server ${idleRss} MB idle, ${memory.serverPeak} MB at its peak; image workers ${memory.workersPeak} MB at their peak`,
  );
  console.log(`uploads answered: ${[...statuses].map(([key, n]) => `${n} × ${key}`).join(', ')}`);
} finally {
  await server.stop();
}
