import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// A throwaway PostgreSQL cluster for the server-pg test project: initdb in a temp folder, started
// on a free port on 127.0.0.1, removed afterwards. initdb refuses to run as root, so as root the
// commands run as the `postgres` user. C locale and UTF-8, like the embedded PGlite, so both
// drivers sort and compare text the same way. Durability is switched off: it is a test database.

const POSTGRES_ROOT = '/usr/lib/postgresql';

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
}

export function findPostgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const preferred = versions.includes('15') ? '15' : versions[0];
  return preferred ? join(POSTGRES_ROOT, preferred, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `settings`: more `-c name=value` server settings (a benchmark's statistics, say). */
export async function startPostgresCluster(
  databaseName = 'changdee_test',
  settings: readonly string[] = [],
): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      `No PostgreSQL server binaries under ${POSTGRES_ROOT}/*/bin: install postgresql (Debian: apt-get install -y postgresql) or run only the pglite project`,
    );
  }
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), 'changdee-pg-'));
  const dataDir = join(root, 'data');

  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    try {
      return execFileSync(file, fileArgs, { stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${command} failed: ${stderr || stdout || String(error)}`);
    }
  };

  const stopSync = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
    rmSync(root, { recursive: true, force: true });
  };

  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(root, uid, gid);
    }
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${root}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=50',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(root, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);

    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${databaseName}`);
    await client.end();

    // If the test run is killed, still stop the server and remove the folder.
    process.once('exit', stopSync);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${databaseName}`,
      stop: async () => {
        process.removeListener('exit', stopSync);
        stopSync();
      },
    };
  } catch (error) {
    stopSync();
    throw error;
  }
}
