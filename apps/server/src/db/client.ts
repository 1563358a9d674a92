import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ConstructorOptions } from 'pg-boss';
import { Observers } from '../lib/observers';
import { observePglite, observePool, type Statement } from './observed-statements';
import * as schema from './schema';

// One database API for both drivers: the embedded PGlite (a folder on disk, the default) and a
// PostgreSQL server through `pg` (DATABASE_URL). Same schema, same migrations, same queries.
// Opening migrates: Drizzle's migrations, then the job queue's own `pgboss` schema (decision 027).
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | Transaction;

/**
 * How the job queue (pg-boss, src/jobs) reaches this database: through the one PGlite connection
 * in this process, or with a small pool of its own on a PostgreSQL server.
 */
export type JobStoreOptions = Pick<
  ConstructorOptions,
  'backend' | 'db' | 'connectionString' | 'max'
>;

/** pg-boss's connections per server on PostgreSQL (polls, maintenance, the schedule pass). */
export const JOB_STORE_POOL_SIZE = 3;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  jobStore: JobStoreOptions;
  /** What the app's statements pass through: the metrics and traces attach here (decision 074). */
  statements: Observers<Statement>;
  /** The connection pool's state on PostgreSQL; null on PGlite (one connection, no pool). */
  poolState(): PoolState | null;
  /** Checks the connection with a trivial query (used by /healthz). */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel` (cache invalidation, decision 049; revoked sessions, decision 065).
   * Resolves once listening, with a function that stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PoolState {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export interface ListenHandlers {
  /** Each notification's payload. */
  onPayload: (payload: string) => void;
  /** Notifications may have been missed (PostgreSQL: the dedicated connection was lost). */
  onGap: () => void;
  /** Listening (again): called before listen() resolves, and after each reconnection. */
  onListening?: () => void;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseTarget =
  | { driver: 'pglite'; dataDir: string | null } // null: in memory (tests that want a throwaway)
  | { driver: 'pg'; url: string; poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    const { fromPglite } = await import('pg-boss');
    const statements = new Observers<Statement>();
    observePglite(client, statements);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    const jobStore: JobStoreOptions = { backend: 'pglite', db: fromPglite(client) };
    await migrateJobStore(jobStore);
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      jobStore,
      statements,
      poolState: () => null,
      ping: async () => {
        await client.query('select 1');
      },
      // One process, one connection: PGlite delivers its own NOTIFYs at commit.
      listen: async (channel, { onPayload, onListening }) => {
        const stop = await client.listen(channel, onPayload);
        onListening?.();
        return async () => {
          if (!client.closed) await stop();
        };
      },
      close: () => client.close(),
    };
  }
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle connection the server ends (a restart, a failover, an administrator) is an 'error' on
  // the pool; unheard, it would end the process. The pool drops that connection itself and the
  // next query opens another, so it is only said.
  pool.on('error', (error: Error & { code?: string }) => {
    console.warn(
      `database: an idle connection was lost (${error.code ?? 'no code'}: ${error.message}); the next query opens another`,
    );
  });
  const statements = new Observers<Statement>();
  observePool(pool, statements);
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  const jobStore: JobStoreOptions = {
    backend: 'postgres',
    connectionString: target.url,
    max: JOB_STORE_POOL_SIZE,
  };
  await migrateJobStore(jobStore);
  return {
    db: db as unknown as Database,
    driver: 'pg',
    jobStore,
    statements,
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * Creates or upgrades pg-boss's schema. On PostgreSQL several servers starting together take turns
 * (pg-boss holds an advisory lock while it migrates); PGlite has one process. The job queue itself
 * starts later without migrating (src/jobs/job-queue.ts), so on PGlite this runs in the child that
 * prepares the database (decision 016) and the serving process only checks the version.
 */
async function migrateJobStore(jobStore: JobStoreOptions): Promise<void> {
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    ...jobStore,
    max: 1,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** How long a lost LISTEN connection waits before it is made again. */
export const LISTEN_RECONNECT_MS = 1_000;

/**
 * A dedicated connection (outside the pool, whose connections come and go) that LISTENs on
 * `channel`. When it is lost, onGap is called (notifications may have been missed meanwhile) and
 * it is made again every LISTEN_RECONNECT_MS until stopped.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  { onPayload, onGap, onListening }: ListenHandlers,
): Promise<() => Promise<void>> {
  const { Client, escapeIdentifier } = await import('pg');
  let stopped = false;
  let current: InstanceType<typeof Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let connections = 0;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(scheduleRetry);
    }, LISTEN_RECONNECT_MS);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url, application_name: 'changdee-listen' });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (current === client) current = null;
      if (stopped) return;
      onGap();
      scheduleRetry();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${escapeIdentifier(channel)}`);
      // Edits made while no connection listened were not heard: empty everything once more.
      if (connections++ > 0) onGap();
      onListening?.();
    } catch (error) {
      lost = true;
      client.removeAllListeners();
      client.on('error', () => undefined);
      if (current === client) current = null;
      void client.end().catch(() => undefined);
      throw error;
    }
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => undefined);
  };
}
