import { execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { catalogAdminPaths } from '@changdee/contract/catalog-admin';
import { signInResponseSchema } from '@changdee/contract/auth';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed/demo-keys';
import { testDriver } from './context';
import { basicAuth } from './sign-in';

// SIGTERM with uploads in flight (issue 28 item 7, decision 056), on the real server as an
// operator runs it (`node --import tsx src/main.ts`): images being processed in the image worker,
// more waiting, and one upload whose body is still arriving. The server exits 0 — main.ts exits 1
// when a shutdown runs past its 30 s grace — and leaves no image worker behind.

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'changdee-upload-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's child processes (its image workers once an image is being processed). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim())
      .map(Number);
  } catch {
    return []; // ps exits 1 when there are none
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function form(file: Buffer) {
  const boundary = '----shutdown-upload';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe(`SIGTERM with uploads in flight (${testDriver()})`, () => {
  it('exits 0 within its grace and leaves no image worker', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-web-app'),
    };
    // PostgreSQL: the shared test database has the demo people already.
    if (testDriver() === 'pg')
      Object.assign(env, { DATABASE_URL: inject('databaseUrl') ?? '', SEED_DEMO: 'false' });
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    server.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null || attempt > 900) throw new Error(`no start: ${output}`);
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await pause(200);
    }

    const auth = await fetch(`${base}/v1/auth`, {
      method: 'POST',
      headers: { authorization: basicAuth(DEMO_USERS.operator, DEMO_PASSWORD) },
    });
    expect(auth.status).toBe(200);
    const token = signInResponseSchema.parse(await auth.json()).data.user.accessToken;

    // 49 MP each: a second or more of libvips work apiece, one at a time for this user.
    const png = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#4a7' },
    })
      .png()
      .toBuffer();
    const { body, type } = form(png);
    const headers = { authorization: `Bearer ${token}`, 'content-type': type };
    const url = `${base}${catalogAdminPaths.images}`;
    const uploads = [1, 2, 3, 4].map(() =>
      fetch(url, { method: 'POST', headers, body }).then(
        (answer) => answer.status,
        () => 'cut',
      ),
    );
    // And one whose body never finishes arriving.
    const trickle = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    const trickleEnded = new Promise((resolve) => {
      trickle.on('error', resolve);
      trickle.on('response', resolve);
    });
    trickle.write(body.subarray(0, body.length / 2));

    // Wait until an image is being processed: the server has started its image worker.
    let workers: number[] = [];
    for (let attempt = 0; workers.length === 0 && attempt < 300; attempt++) {
      await pause(100);
      workers = childrenOf(server.pid!);
    }
    expect(workers.length, output).toBeGreaterThan(0);

    server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(output).toContain('stopped');
    expect(output).not.toContain('shutdown took too long');
    // Every upload was answered (503 while closing, or done) or its connection cut; none hangs.
    for (const status of await Promise.all(uploads)) expect([200, 503, 'cut']).toContain(status);
    await trickleEnded;
    // Killed with the server (a killed process may take a moment to be reaped).
    for (let attempt = 0; workers.some(alive) && attempt < 50; attempt++) await pause(100);
    expect(workers.filter(alive)).toEqual([]);
  });
});
