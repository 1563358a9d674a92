import { createRequire } from 'node:module';
import { buildApp } from './app';
import { ConfigError, invocationDir, loadConfig, type AppConfig, type EnvConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/prepare-database';
import { resolveSecrets } from './modules/auth/server-secrets';

// Starts the server: configuration → database (migrated on open) → secrets not in the environment
// (shared through a PostgreSQL database) → geography and demo data → app → listen. Start-up failures an operator can fix print one line naming the cause and exit 1.
// SIGTERM/SIGINT close gracefully: stop accepting, let in-flight requests finish (new ones get
// 503), close the database, exit 0. A second signal exits at once.

const SHUTDOWN_GRACE_MS = 30_000;

// pino-pretty is a dev dependency: absent in an `npm ci --omit=dev` install, where logs stay JSON.
function canPrettyPrint(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

function readConfig(): EnvConfig {
  try {
    return loadConfig(process.env, { cwd: invocationDir() });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.lines);
    throw error;
  }
}

async function withSecrets(config: EnvConfig, database: DatabaseHandle): Promise<AppConfig> {
  try {
    return await resolveSecrets(config, database);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.lines);
    throw error;
  }
}

async function connect(config: EnvConfig): Promise<DatabaseHandle> {
  try {
    return await openDatabase(config.database);
  } catch (error) {
    // Drizzle wraps driver errors ("Failed query: …"); the innermost cause says what went wrong.
    let cause: unknown = error;
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
    const reason = (cause instanceof Error ? cause.message : String(cause))
      .replace(/\s+/g, ' ')
      .trim();
    if (config.database.driver === 'pg') {
      const url = new URL(config.database.url);
      fail([
        `DATABASE_URL: cannot open the database at ${url.hostname}:${url.port || 5432}${url.pathname} (${reason})`,
      ]);
    }
    fail([`DATA_DIR: cannot open the embedded database in ${config.database.dataDir} (${reason})`]);
  }
}

async function main(): Promise<void> {
  const envConfig = readConfig();
  const database = await connect(envConfig);
  const config = await withSecrets(envConfig, database);
  const app = await buildApp(config, {
    database,
    closeDatabase: true,
    prettyLogs: Boolean(process.stdout.isTTY) && !config.production && canPrettyPrint(),
  });

  const result = await prepareDatabase(database, { seedDemo: config.seedDemo, log: app.log });
  app.log.info({ driver: database.driver, ...result }, 'database ready');

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await app.close().catch(() => undefined);
    if (code === 'EADDRINUSE') fail([`PORT: ${config.port} is already in use on ${config.host}`]);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      fail([`HOST: cannot listen on ${config.host}`]);
    throw error;
  }
  const docs = config.apiDocs ? ` (API docs: ${config.publicBaseUrl}/api/docs)` : '';
  app.log.info(`Changdee is serving at ${config.publicBaseUrl}${docs}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
