// The server as `npm start` runs it, for benchmarks that measure what users and operators get: the
// web app and the server bundle are built if stale (scripts/build-web.mjs, build-server.mjs), then
// scripts/start.mjs runs the bundle (with its Node flags) on a free loopback port with its own
// throwaway DATA_DIR (PGlite, demo data seeded on the first start) or on `databaseUrl`. Ready when
// the server logs that it serves (its log line names the server's process, whose memory we
// read); stop() sends SIGTERM to start.mjs and waits until everything has exited.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function buildForProduction(): void {
  for (const script of ['build-web.mjs', 'build-server.mjs']) {
    const build = spawnSync(process.execPath, [join(repoRoot, 'scripts', script)], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`scripts/${script} failed`);
  }
}

function freePort(): Promise<number> {
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

export interface ProductionServer {
  url: string;
  pid: number;
  /** Resident memory of the server process now, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Resident memory (VmRSS) of a process, in MB. */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

export interface ServerOptions {
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Reuse a data folder (e.g. a second start of the same shop); removed only if we made it. */
  dataDir?: string;
  /** More environment (e.g. a sign-in rate limit a benchmark does not measure). */
  env?: Record<string, string>;
}

export async function startProductionServer({
  databaseUrl,
  dataDir,
  env: extraEnv = {},
}: ServerOptions = {}): Promise<ProductionServer> {
  const ownDataDir = dataDir ?? mkdtempSync(join(tmpdir(), 'changdee-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production-like-bench',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: ownDataDir,
    SEED_DEMO: 'true',
    ACCESS_TOKEN_SECRET: 'bench-access-token-secret-0123456789abcdef',
    REFRESH_TOKEN_PEPPER: 'bench-refresh-token-pepper-0123456789abcdef',
    SSO_SHARED_SECRET: 'bench-sso-shared-secret-0123456789abcdef',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const serverPid = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.includes('"Changdee is serving at'))
        resolve((JSON.parse(line) as { pid: number }).pid);
    });
    void exited.then((code) => reject(new Error(`the server exited with ${code} while starting`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: serverPid,
    rssMb: () => rssMb(serverPid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
