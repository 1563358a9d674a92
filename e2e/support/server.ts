// Starts the real server — the production bundle `npm start` runs (scripts/build-server.mjs makes
// it; e2e/support/web-server.ts builds it first) — serving the built web app, on a free port with its own throwaway
// embedded database, waits until /healthz answers, and removes everything again on stop().
// The Playwright webServer uses it (e2e/support/web-server.ts); tests that need a second server
// with other settings (e.g. MAINTENANCE=true) call startServer({ MAINTENANCE: 'true' }) directly.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  serverBundle,
  serverEnvironment,
  serverNodeFlags,
} from '../../scripts/lib/server-build.mjs';
import { E2E_PAYMENT_WEBHOOK_SECRET } from './payment-webhook';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `env` is added to the server's environment (PORT, DATA_DIR and the rest may be overridden).
 * A DATABASE_URL of the calling shell is NOT passed on: e2e runs get a fresh embedded database
 * with freshly seeded demo data unless a test passes DATABASE_URL explicitly.
 */
export async function startServer(
  env: Record<string, string> = {},
  { startTimeoutMs = 180_000 }: { startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'changdee-e2e-'));
  const ownsDataDir = !env.DATA_DIR;
  const url = `http://127.0.0.1:${port}`;

  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // The tests play the payment provider (support/payment-webhook.ts).
    PAYMENT_WEBHOOK_SECRET: E2E_PAYMENT_WEBHOOK_SECRET,
    // The address the browser uses, so links the server makes (the Portal link, the portal's
    // shop link) stay on the origin that holds the session.
    PUBLIC_BASE_URL: url,
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  });

  // Its own process group: a signal sent to our group (Playwright stopping the web server) reaches
  // the server once, through stop(), and not twice.
  // With the Node flags and environment `npm start` gives it (scripts/lib/server-build.mjs).
  const child = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
    cwd: repoRoot,
    env: serverEnvironment(childEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Keep the last output to explain a failed start; pass warnings and errors through.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!killed && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await exited;
      }
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (hasExited) break;
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return { url, port, dataDir, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const why = hasExited
    ? `exited with code ${await exited}`
    : `did not answer /healthz within ${startTimeoutMs / 1000} s`;
  await stop();
  throw new Error(`The server on ${url} ${why}. Its last output:\n${output}`);
}
