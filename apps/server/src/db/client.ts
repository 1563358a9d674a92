import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ConstructorOptions } from 'pg-boss';
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
  /** Checks the connection with a trivial query (used by /healthz). */
  ping(): Promise<void>;
  close(): Promise<void>;
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
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    const jobStore: JobStoreOptions = { backend: 'pglite', db: fromPglite(client) };
    await migrateJobStore(jobStore);
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      jobStore,
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
    };
  }
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
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
    ping: async () => {
      await pool.query('select 1');
    },
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
