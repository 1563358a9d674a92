// A latency probe in its own process (so the load generator's event loop does not skew it): asks
// PROBE_URL once every PROBE_INTERVAL_MS over one kept-alive connection for PROBE_SECONDS, then
// prints one JSON line { count, p50, p99, max } in milliseconds (with fractions). Used by
// bench/deep-json.ts for /healthz.
import { Agent, request } from 'node:http';

const url = new URL(process.env.PROBE_URL!);
const seconds = Number(process.env.PROBE_SECONDS ?? 10);
const intervalMs = Number(process.env.PROBE_INTERVAL_MS ?? 20);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const once = () =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${url.pathname} answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const samples: number[] = [];
const ends = performance.now() + seconds * 1000;
while (performance.now() < ends) {
  samples.push(await once());
  await sleep(intervalMs);
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
process.stdout.write(
  `${JSON.stringify({ count: samples.length, p50: at(0.5), p99: at(0.99), max: samples.at(-1) })}\n`,
);
agent.destroy();
