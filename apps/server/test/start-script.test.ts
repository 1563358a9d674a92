import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { testDriver } from './context';

// `npm start` as an operator or a process manager runs it: npm → scripts/start.mjs → the server
// bundle (its own process group) and, on the embedded database, the short-lived child that
// prepares it. A SIGTERM or SIGINT to any of them — or a Ctrl-C to the terminal's process group,
// or npm or start.mjs killed outright — stops all of them; the server's last line is 'stopped' and
// npm exits with the server's code, 0 (docs/operations.md, Shutdown).

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const parentOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);

// A process that has exited but whose (new) parent has not collected it yet counts as gone.
const isGone = (pid: number) => {
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || readFileSync(stat, 'utf8').split(') ')[1]!.startsWith('Z');
};

/**
 * Whether the process has ended within `ms`: the pipes close when a process lets go of them, a
 * moment before the kernel ends it (a loaded machine stretches that moment).
 */
async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!isGone(pid) && Date.now() < until) await new Promise((done) => setTimeout(done, 50));
  return isGone(pid);
}

interface Started {
  npm: number;
  start: number;
  server: number;
  /** process.version as the server logged it with 'Changdee is serving'. */
  serverNode: string;
  /** npm's exit code (null when it was killed) once every process has closed our pipes. */
  finished: Promise<{ code: number | null; lastServerLine: string }>;
}

async function npmStart({ path = process.env.PATH ?? '' } = {}): Promise<Started> {
  const scratch = inject('scratchDir');
  const env: Record<string, string> = {
    PATH: path,
    HOME: process.env.HOME ?? '',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    DATA_DIR: join(scratch, 'npm-start'),
    // Another build than apps/web/dist: npm start then does not build the web app.
    STATIC_DIR: join(scratch, 'no-web-app'),
  };
  if (testDriver() === 'pg') env.DATABASE_URL = inject('databaseUrl') ?? '';

  // Its own process group, as a terminal gives a foreground job.
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const serverLines: string[] = [];
  // Whole lines (a chunk may end in the middle of one); the server's are JSON (pino).
  const serving = new Promise<{ pid: number; node: string }>((resolve) => {
    createInterface({ input: npm.stdout }).on('line', (line) => {
      output += `${line}\n`;
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as { pid: number; msg: string; node: string };
      serverLines.push(entry.msg);
      if (entry.msg.startsWith('Changdee is serving')) resolve(entry);
    });
  });
  npm.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  // Every process of the tree writes to these pipes: both end when the last one has exited.
  const closed = Promise.all(
    [npm.stdout, npm.stderr].map((stream) => new Promise((resolve) => stream.on('end', resolve))),
  );
  const { pid: server, node: serverNode } = await Promise.race([
    serving,
    exited.then((code) => {
      throw new Error(`npm start exited with ${code} before serving:\n${output}`);
    }),
  ]);
  return {
    npm: npm.pid!,
    start: parentOf(server),
    server,
    serverNode,
    finished: Promise.all([exited, closed]).then(([code]) => ({
      code,
      lastServerLine: serverLines.at(-1) ?? '',
    })),
  };
}

type Target = 'npm' | 'start' | 'server' | 'group';
const cases: Array<[Target, NodeJS.Signals, number | null]> = [
  ['npm', 'SIGTERM', 0],
  ['npm', 'SIGINT', 0],
  ['group', 'SIGINT', 0], // Ctrl-C in a terminal
  ['start', 'SIGTERM', 0],
  ['server', 'SIGTERM', 0],
  ['npm', 'SIGKILL', null], // npm dies at once; start.mjs notices and stops the server
  ['start', 'SIGKILL', null], // the server notices; npm ends as its child did (killed)
];

describe('npm start stops as a whole', () => {
  // The process handling is the same on both drivers; one case shows the PostgreSQL start path.
  const run = testDriver() === 'pg' ? cases.slice(0, 1) : cases;

  it.each(run)(
    '%s sent %s: npm, start.mjs and the server all stop (npm exits %s)',
    { timeout: 180_000 },
    async (target, signal, npmCode) => {
      const started = await npmStart();
      expect(parentOf(started.start)).toBe(started.npm);
      const pid = target === 'group' ? -started.npm : started[target];
      process.kill(pid, signal);

      const { code, lastServerLine } = await started.finished;
      expect(code).toBe(npmCode);
      expect(lastServerLine).toBe('stopped');
      for (const gone of [started.npm, started.start, started.server])
        expect(await goneWithin(gone, 10_000), `process ${gone}`).toBe(true);
    },
  );
});

describe('npm start runs the server with its memory settings', () => {
  it(
    'passes the V8 flags and the malloc environment of scripts/lib/server-build.mjs',
    { timeout: 180_000 },
    async () => {
      const started = await npmStart();
      const cmdline = readFileSync(`/proc/${started.server}/cmdline`, 'utf8').split('\0');
      const environ = readFileSync(`/proc/${started.server}/environ`, 'utf8').split('\0');
      process.kill(started.npm, 'SIGTERM');
      await started.finished;

      expect(cmdline).toEqual(
        expect.arrayContaining([
          '--max-semi-space-size=2',
          '--max-old-space-size=96',
          '--no-maglev',
        ]),
      );
      expect(environ).toEqual(
        expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072']),
      );
    },
  );
});

describe('npm start runs the server on Node 24 (docs/decisions/026-node-24-from-npm.md)', () => {
  // The Node npm ci installed; absent on platforms without a node-<os>-<cpu> package.
  const projectNode = join(repoRoot, 'node_modules/.bin/node');

  it(
    'on the Node in node_modules/.bin even when the PATH leads to another one',
    { timeout: 180_000 },
    async () => {
      // A shell's PATH, without the node_modules/.bin folders npm put in front of ours.
      const shellPath = (process.env.PATH ?? '')
        .split(delimiter)
        .filter((dir) => !dir.endsWith(`${sep}node_modules${sep}.bin`))
        .join(delimiter);
      const started = await npmStart({ path: shellPath });
      const serverExe = readlinkSync(`/proc/${started.server}/exe`);
      const startExe = readlinkSync(`/proc/${started.start}/exe`);
      process.kill(started.npm, 'SIGTERM');
      await started.finished;

      expect(Number(started.serverNode.slice(1).split('.')[0])).toBeGreaterThanOrEqual(24);
      expect(startExe).toBe(serverExe);
      if (existsSync(projectNode)) expect(serverExe).toBe(realpathSync(projectNode));
    },
  );
});
