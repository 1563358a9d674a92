import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app';
import { ensureSecrets, loadConfig, type AppConfig, type EnvConfig } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare-database';
import * as geographySchema from '../src/db/schema/geography';
import { seedDemoData } from '../src/db/seed/seed-demo-data';

// The shared test context of a worker: one migrated database (in-memory PGlite for `server`, the
// throwaway PostgreSQL cluster for `server-pg`) with the geography and the demo shop loaded, and
// one app built on it. Built once per worker (creating a PGlite takes seconds) and shared by every
// test file (the server projects run with isolate: false). Tests use app.inject.
//
//   const { app, db, config } = await getTestContext();
//
// Tests that change data either clean up after themselves or call resetDemoData() in afterAll.

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  db: Database;
  config: AppConfig;
}

export const TEST_SECRETS = {
  ACCESS_TOKEN_SECRET: 'test-access-token-secret-0123456789abcdef',
  REFRESH_TOKEN_PEPPER: 'test-refresh-token-pepper-0123456789abcdef',
  SSO_SHARED_SECRET: 'test-sso-shared-secret-0123456789abcdef',
} as const;

export const testDriver = (): 'pglite' | 'pg' =>
  process.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite';

// Made and removed by test/global-setup.ts (a worker's own exit handlers do not run).
const scratch = () => inject('scratchDir');

/**
 * The configuration tests run with: the real loadConfig over a test environment, pointed at the
 * worker's database. `env` overrides variables (e.g. { MAINTENANCE: 'true', STATIC_DIR: dir }).
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  const config = ensureSecrets(testEnvConfig(env));
  return config.database.driver === 'pg'
    ? config
    : { ...config, database: { driver: 'pglite', dataDir: null } };
}

/** The same before secrets are filled in (an empty variable, e.g. SSO_SHARED_SECRET: '', unsets one). */
export function testEnvConfig(env: Record<string, string> = {}): EnvConfig {
  const databaseUrl = testDriver() === 'pg' ? inject('databaseUrl') : null;
  if (testDriver() === 'pg' && !databaseUrl) {
    throw new Error(
      'TEST_DB_DRIVER=pg but no database URL was provided: run through the server-pg project',
    );
  }
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: scratch(),
      // No web app or portal unless a test gives one: the shared app answers the API only.
      STATIC_DIR: join(scratch(), 'no-web-app'),
      PORTAL_STATIC_DIR: join(scratch(), 'no-portal'),
      SEED_DEMO: 'true',
      // The suite signs in (and looks up family members) from one address far more often than a
      // person would; the limits have their own tests (src/modules/auth/rate-limits.test.ts,
      // src/modules/orders/family-lookups.test.ts).
      SIGN_IN_RATE_LIMIT: '100000',
      REFRESH_RATE_LIMIT: '100000',
      FAMILY_LOOKUP_USER_LIMIT: '100000',
      FAMILY_LOOKUP_STORE_LIMIT: '100000',
      ...TEST_SECRETS,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    { cwd: scratch() },
  );
}

interface Shared {
  context: Promise<TestContext>;
}
const SHARED = Symbol.for('changdee.server.testContext');
const holder = globalThis as typeof globalThis & { [SHARED]?: Shared };

async function createContext(): Promise<TestContext> {
  const config = testConfig();
  const handle = await openDatabase(config.database);
  await prepareDatabase(handle, { seedDemo: true });
  // Background jobs run only in the apps of the tests about them (src/jobs/*.test.ts).
  const app = await buildApp(config, {
    database: handle,
    closeDatabase: false,
    jobs: { work: false },
  });
  await app.ready();
  return { app, handle, db: handle.db, config };
}

/** The worker's shared app and database (built on first use). */
export function getTestContext(): Promise<TestContext> {
  holder[SHARED] ??= { context: createContext() };
  return holder[SHARED].context;
}

/**
 * Another app on the worker's database with a different configuration (e.g. maintenance on, a
 * static folder, a log stream). Not ready yet, so a test can add routes first; close it after use
 * (the shared database stays open).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database' | 'closeDatabase'> = {},
): Promise<App> {
  const { handle } = await getTestContext();
  return buildApp(testConfig(env), {
    jobs: { work: false },
    ...deps,
    database: handle,
    closeDatabase: false,
  });
}

const referenceTables = new Set<string>(
  (Object.values(geographySchema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table)),
);

/**
 * Puts the demo shop back as seeded: empties every table except the reference geography and seeds
 * again. Costs a second or so; use it in afterAll of files that change data, not per test.
 */
export async function resetDemoData(): Promise<void> {
  const { db } = await getTestContext();
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = (result as unknown as { rows: Array<{ tablename: string }> }).rows
    .map((row) => row.tablename)
    .filter((name) => !referenceTables.has(name));
  if (tables.length > 0) {
    const list = tables.map((name) => `"${name.replaceAll('"', '""')}"`).join(', ');
    await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
  }
  await seedDemoData(db);
}
