// What a flood of JSON bodies nested thousands of levels deep costs everyone else (issue 17 §3,
// decision 034): /healthz latency (p50, p99, from a probe in its own process asking every 20 ms)
// on an idle server, beside the same while 20 clients without signing in send such bodies to the
// public logout route one after another, and — the baseline of the same run — while they send
// ordinary small bodies there instead. The server is the real app with the demo shop on PGlite, in
// its own process (support/catalogue-server.ts). Target: p99 under the deep flood within 2× idle.
// Prints figures, never fails on time.
// Run: node --import tsx bench/deep-json.ts   (BENCH_SECONDS=10 by default per measurement)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { load, startServer, stopServer, type Figures } from './support/bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 20;
const LEVELS = 5_000;

interface Probe {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function probe(url: string, seconds: number): Promise<Probe> {
  const script = fileURLToPath(new URL('./support/latency-probe.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, PROBE_URL: url, PROBE_SECONDS: String(seconds) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Probe) : reject(new Error(`probe exited ${code}`)),
    );
  });
}

const { child, target } = await startServer({});
const base = `http://127.0.0.1:${target.port}`;
const flood = (body: string): Promise<Figures> =>
  load(
    {
      url: `${base}/v1/auth/logout`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    },
    SECONDS,
    CLIENTS,
  );

try {
  const deepBody = `${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`;
  const check = await fetch(`${base}/v1/auth/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: deepBody,
  });
  const answer = (await check.json()) as { code: string };
  console.log(
    `A body ${LEVELS} levels deep (${deepBody.length} bytes): ${check.status} ${answer.code}`,
  );

  await probe(`${base}/healthz`, 2); // warm-up
  const idle = await probe(`${base}/healthz`, SECONDS);
  const [ordinary, ordinaryFlood] = await Promise.all([
    probe(`${base}/healthz`, SECONDS),
    flood(JSON.stringify({ token: 'x'.repeat(deepBody.length - 12) })),
  ]);
  const [deep, deepFlood] = await Promise.all([probe(`${base}/healthz`, SECONDS), flood(deepBody)]);

  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  const row = (name: string, p: Probe, f?: Figures) =>
    console.log(
      `  ${name.padEnd(44)} p50 ${ms(p.p50)}   p99 ${ms(p.p99)}   (${p.count} probes)` +
        (f ? `   flood ${f.requestsPerSecond.toFixed(0)} req/s` : ''),
    );
  console.log(
    `\n/healthz latency, ${SECONDS} s each, ${CLIENTS} flooding clients (not signed in):`,
  );
  row('idle', idle);
  row(`while ${CLIENTS} clients send small bodies (baseline)`, ordinary, ordinaryFlood);
  row(`while ${CLIENTS} clients send ${LEVELS}-deep bodies`, deep, deepFlood);
  const ratio = deep.p99 / idle.p99;
  console.log(
    `\n  p99 under the deep flood: ${ratio.toFixed(2)}× idle (target within 2×: ${ratio <= 2 ? 'met' : 'NOT met'})`,
  );
} finally {
  await stopServer(child);
}
