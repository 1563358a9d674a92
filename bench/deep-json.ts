// What JSON bodies nested thousands of levels deep cost everyone else (issue 17 §3, decision
// 034): /healthz latency (p50, p99, from a probe in its own process asking every 20 ms) on an idle
// server, beside the same while 20 clients that are not signed in send 5,000-level bodies to the
// public logout route — each client 10 a second (an attack that cost 60–415 ms of CPU per body
// before: 200 a second would have buried the server), and then as fast as the server answers (a
// flood, which slows any server whatever it sends) — and, as the baseline of the same run, while
// they send ordinary bodies of the same size the same way. The server is the real app with the
// demo shop on PGlite, in its own process (support/catalogue-server.ts). Target: p99 while the
// deep bodies arrive at 10 a second per client within 2× idle. Prints figures, never fails.
// Run: node --import tsx bench/deep-json.ts   (BENCH_SECONDS=10 by default per measurement)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { load, startServer, stopServer, type Figures } from './support/bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 20;
const LEVELS = 5_000;
const PACED_PER_CLIENT = 10;

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
/** 20 clients sending `body` to logout: `perClient` a second each, or as fast as answered. */
const send = (body: string, perClient?: number): Promise<Figures> =>
  load(
    {
      url: `${base}/v1/auth/logout`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      ...(perClient ? { connectionRate: perClient } : {}),
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
  const smallBody = JSON.stringify({ token: 'x'.repeat(deepBody.length - 12) });
  const during = (body: string, perClient?: number) =>
    Promise.all([probe(`${base}/healthz`, SECONDS), send(body, perClient)]);
  const idle = await probe(`${base}/healthz`, SECONDS);
  const pacedSmall = await during(smallBody, PACED_PER_CLIENT);
  const pacedDeep = await during(deepBody, PACED_PER_CLIENT);
  const floodSmall = await during(smallBody);
  const floodDeep = await during(deepBody);

  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  const row = (name: string, [p, f]: [Probe, Figures?]) =>
    console.log(
      `  ${name.padEnd(36)} p50 ${ms(p.p50)}   p99 ${ms(p.p99)}   (${p.count} probes)` +
        (f ? `   clients sent ${f.requestsPerSecond.toFixed(0)} req/s` : ''),
    );
  console.log(`\n/healthz latency, ${SECONDS} s each; ${CLIENTS} clients, not signed in:`);
  row('idle', [idle]);
  row(`${PACED_PER_CLIENT}/s each, small bodies (baseline)`, pacedSmall);
  row(`${PACED_PER_CLIENT}/s each, ${LEVELS}-deep bodies`, pacedDeep);
  row('flood, small bodies (baseline)', floodSmall);
  row(`flood, ${LEVELS}-deep bodies`, floodDeep);
  const ratio = pacedDeep[0].p99 / idle.p99;
  console.log(
    `\n  p99 while deep bodies arrive at ${PACED_PER_CLIENT}/s per client: ${ratio.toFixed(2)}× idle ` +
      `(target within 2×: ${ratio <= 2 ? 'met' : 'not met'}); under the flood, deep bodies ` +
      `${(floodDeep[0].p99 / floodSmall[0].p99).toFixed(2)}× the p99 of small ones.`,
  );
} finally {
  await stopServer(child);
}
