import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@changdee/contract/health';
import { serverSecrets } from '../src/db/schema/identity';
import { getTestContext, testDriver } from './context';

// main.ts as an operator runs it (`node --import tsx src/main.ts`): a bad variable stops start-up
// with one line naming it; a good start serves /healthz, keeps its secrets across restarts (in
// DATA_DIR on the embedded database, in the database on PostgreSQL) and exits 0 on SIGTERM.

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'changdee-main-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  if (testDriver() === 'pg') await (await getTestContext()).db.delete(serverSecrets);
});

/** The secrets the server generated, wherever it keeps them. */
async function storedSecrets(dataDir: string): Promise<string> {
  const file = join(dataDir, 'secrets.json');
  if (testDriver() !== 'pg') return readFileSync(file, 'utf8');
  expect(existsSync(file)).toBe(false);
  const { db } = await getTestContext();
  // ORDER_NUMBER_KEY joins the table when the shared database numbers its first order (decision
  // 028), whichever test file places it: only the sign-in secrets are the start's own.
  const rows = (await db.select().from(serverSecrets).orderBy(serverSecrets.name)).filter(
    (row) => row.name !== 'ORDER_NUMBER_KEY',
  );
  expect(rows.map((row) => row.name)).toEqual([
    'ACCESS_TOKEN_SECRET',
    'REFRESH_TOKEN_PEPPER',
    'SSO_SHARED_SECRET',
  ]);
  return JSON.stringify(rows.map((row) => row.value));
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<Run>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done, output: () => stdout + stderr };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitForHealth(port: number, exited: Promise<Run>): Promise<Response> {
  let stopped: Run | null = null;
  void exited.then((run) => (stopped = run));
  for (let attempt = 0; attempt < 600; attempt++) {
    if (stopped) throw new Error(`server exited early: ${JSON.stringify(stopped)}`);
    try {
      return await fetch(`http://127.0.0.1:${port}/healthz`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('server did not answer /healthz');
}

describe('main.ts', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer from 1 to 65535'],
    [{ DATABASE_URL: 'mysql://root:secret@localhost/shop' }, 'DATABASE_URL must be a postgres://'],
    [{ SERVER_ROLE: 'worker' }, 'SERVER_ROLE=worker needs a PostgreSQL server (DATABASE_URL)'],
  ])('refuses %o with one line naming the variable and exit code 1', async (env, line) => {
    const run = await startMain({ ...env, DATA_DIR: tempDir() }).done;
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringContaining(line)]);
    expect(run.stderr).not.toContain('secret');
  });

  it(
    'starts, serves /healthz, keeps its secrets on restart and exits 0 on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const dataDir = tempDir();
      const port = await freePort();
      const env: Record<string, string> = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Demo seeding is covered by the test context; here it would only cost time.
        SEED_DEMO: 'false',
        STATIC_DIR: join(dataDir, 'no-web-app'),
      };
      if (testDriver() === 'pg') env.DATABASE_URL = inject('databaseUrl') ?? '';

      let firstSecrets = '';
      for (const round of [1, 2]) {
        const server = startMain(env);
        const response = await waitForHealth(port, server.done);
        expect(response.status, server.output()).toBe(200);
        expect(healthResponseSchema.parse(await response.json()).data.database).toBe(testDriver());
        const secrets = await storedSecrets(dataDir);
        if (round === 1) firstSecrets = secrets;
        else expect(secrets).toBe(firstSecrets);

        server.child.kill('SIGTERM');
        const run = await server.done;
        expect(run.code, run.stdout + run.stderr).toBe(0);
        expect(run.stdout).toContain('shutting down');
        expect(run.stdout).toContain(`Changdee is serving at http://localhost:${port}`);
      }
    },
  );

  it.runIf(testDriver() === 'pg')(
    'runs as a worker only with SERVER_ROLE=worker: /healthz and nothing else, exit 0 on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      const port = await freePort();
      const metricsPort = await freePort();
      const server = startMain({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        SERVER_ROLE: 'worker',
        DATABASE_URL: inject('databaseUrl') ?? '',
        METRICS_PORT: String(metricsPort),
      });
      const response = await waitForHealth(port, server.done);
      expect(response.status, server.output()).toBe(200);
      const api = await fetch(`http://127.0.0.1:${port}/api/runtime-config`);
      expect(api.status).toBe(404);
      // A worker has no public routes but its own metrics: the job queues', on 127.0.0.1.
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain(
        'changdee_job_queue_jobs{queue="messages.send",state="created"} ',
      );
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);

      server.child.kill('SIGTERM');
      const run = await server.done;
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain('"role":"worker"');
      expect(run.stdout).toContain('Changdee is running background jobs');
      expect(run.stdout).not.toContain('Changdee is serving at');
    },
  );

  it.runIf(testDriver() === 'pg')(
    'refuses a METRICS_PORT already in use with one line, exit code 1',
    { timeout: 120_000 },
    async () => {
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const address = taken.address();
      const metricsPort = typeof address === 'object' && address ? address.port : 0;
      try {
        const run = await startMain({
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATA_DIR: tempDir(),
          SEED_DEMO: 'false',
          DATABASE_URL: inject('databaseUrl') ?? '',
          METRICS_PORT: String(metricsPort),
        }).done;
        expect(run.code).toBe(1);
        expect(run.stderr.trim().split('\n')).toEqual([
          `METRICS_PORT: 127.0.0.1:${metricsPort} is already in use`,
        ]);
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    },
  );
});
