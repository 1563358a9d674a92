import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

// What the HTTP benchmarks share: a bench server (support/catalogue-server.ts or
// support/availability-server.ts: the real app with the demo shop and a constant route) in its own
// process, and a bounded autocannon run.

export interface Target {
  port: number;
  token: string;
  storeId: string;
  channel: string;
}

export interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Starts a bench server (support/catalogue-server.ts unless told another) with `env`
 * (BENCH_DATABASE_URL for PostgreSQL) and reads the target it prints.
 */
export function startServer<T = Target>(
  env: Record<string, string>,
  { script = 'catalogue-server.ts', timeoutSeconds = 240 } = {},
): Promise<{ child: ChildProcess; target: T }> {
  const serverScript = fileURLToPath(new URL(`./${script}`, import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(
      () => reject(new Error(`the bench server did not start within ${timeoutSeconds} s`)),
      timeoutSeconds * 1000,
    );
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, target: JSON.parse(line) as T });
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Loads one request for `seconds` over `connections` connections. */
export async function load(
  options: autocannon.Options,
  seconds: number,
  connections: number,
): Promise<Figures> {
  const result = await autocannon({ connections, pipelining: 1, ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One printed row: requests per second, p99 and any failures. */
export const figuresRow = (name: string, f: Figures): string =>
  `  ${name.padEnd(40)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(f.p99).padStart(4)} ms` +
  (f.errors || f.non2xx ? `   (${f.errors} errors, ${f.non2xx} non-2xx)` : '');
