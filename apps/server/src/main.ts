import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import { buildApp, loggerOptions, type App } from './app';
import { ConfigError, invocationDir, loadConfig, type AppConfig, type EnvConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { PrepareResult } from './db/prepare-database';
import { resolveSecrets } from './modules/auth/server-secrets';
import { MetricsListenError } from './observability/metrics-server';

// Starts the server: configuration → database (migrated on open) → secrets not in the environment
// (shared through a PostgreSQL database, decision 010) → geography and demo data → app → listen. Start-up failures an operator can fix print one line naming the cause and exit 1.
//
// Stopping: SIGTERM or SIGINT — or the end of the IPC channel of the process that started us
// (scripts/start.mjs), should it die — stops accepting requests and taking jobs, lets in-flight
// requests finish (new ones get 503) and running jobs too, for up to 20 s (app.ts JOB_DRAIN_MS),
// closes the database, logs 'stopped' and exits 0, also when it arrives during start-up.
// A second signal exits 1 at once; a shutdown longer than 30 s exits 1.
//
// SERVER_ROLE (decision 027): `all` serves and runs the background jobs, `web` only serves,
// `worker` only runs the jobs and answers /healthz on PORT.
//
// The migrations, the geography and the demo seed run in a short-lived child process (this file
// again, with --prepare-database-only): PGlite's WebAssembly memory only grows, and creating and
// seeding a database leaves hundreds of MB behind that serving never uses (decision 016); on a
// PostgreSQL server the seed's own JavaScript left about 10 MB more in a server that did it
// itself (decision 038).

const SHUTDOWN_GRACE_MS = 30_000;
const PREPARE_ONLY = '--prepare-database-only';

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

/** The child's whole life: prepare the database, report, close, exit. */
async function prepareOnly(config: EnvConfig, log: Logger): Promise<void> {
  const database = await connect(config);
  // Only this child loads the seed and the geography loader (docs/decisions/038).
  const { prepareDatabase } = await import('./db/prepare-database');
  const result = await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    log,
    orderNumberKey: config.orderNumberKey,
  });
  await database.close();
  process.send?.(result, (error: Error | null) => process.exit(error ? 1 : 0));
}

interface Running {
  preparing?: ChildProcess;
  database?: DatabaseHandle;
  app?: App;
  serving: boolean;
  stopping: boolean;
}

/** Runs prepareOnly() in a child process. Resolves to its result, or null when we are stopping. */
function prepareInChild(running: Running): Promise<PrepareResult | null> {
  return new Promise((resolve) => {
    const child = fork(process.argv[1]!, [PREPARE_ONLY], {
      // The same loader (tsx when run from source); an inspector port cannot be shared.
      execArgv: process.execArgv.filter((arg) => !arg.startsWith('--inspect')),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    running.preparing = child;
    let result: PrepareResult | null = null;
    child.on('message', (message) => (result = message as PrepareResult));
    child.on('exit', (code, signal) => {
      running.preparing = undefined;
      if (result || running.stopping) return resolve(result);
      // On a failure the child has printed why (one line naming the cause); exit as it did.
      if (signal) console.error(`preparing the database was killed by ${signal}`);
      process.exit(code ?? 1);
    });
  });
}

/** The process's log, and an exit that waits for the lines logged so far to be written. */
function openLog(envConfig: EnvConfig) {
  const pretty = Boolean(process.stdout.isTTY) && !envConfig.production && canPrettyPrint();
  // JSON lines to stdout, written asynchronously (pino's default), or pino-pretty's worker.
  const destination = pretty ? null : pino.destination({ dest: 1, sync: false });
  const log = destination
    ? pino(loggerOptions(envConfig), destination)
    : pino(loggerOptions(envConfig, { pretty }));
  // Exiting at once, a line still queued would be written by pino's exit hook ahead of one
  // already on its way: the last lines ('shutting down', 'stopped') could swap. A stuck stdout
  // delays the exit by a second at most.
  const output = {
    log,
    exiting: false,
    exit(code: number): void {
      if (!destination || output.exiting) process.exit(code);
      output.exiting = true;
      setTimeout(() => process.exit(code), 1000);
      destination.once('close', () => process.exit(code));
      destination.end();
    },
  };
  return output;
}
type LogOutput = ReturnType<typeof openLog>;

/** Closes what is open (the app, or the database alone), logs 'stopped' and exits. */
async function finish(running: Running, { log, exit }: LogOutput): Promise<void> {
  try {
    if (running.app) await running.app.close();
    else await running.database?.close();
  } catch (error) {
    log.error({ err: error }, 'error while shutting down');
    return exit(1);
  }
  log.info('stopped');
  exit(0);
}

/** SIGTERM, SIGINT or the end of the IPC channel stop the server (see the top of this file). */
function stopOnSignals(running: Running, output: LogOutput): void {
  const { log, exit } = output;
  const stop = (signal: NodeJS.Signals) => {
    // The log is closing: nothing more can be written.
    if (output.exiting) process.exit(1);
    if (running.stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      return exit(1);
    }
    running.stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      log.error('shutdown took too long: exiting');
      exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    running.preparing?.kill('SIGTERM');
    // While starting, main() notices `stopping` after its current step and finishes there.
    if (running.serving) void finish(running, output);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started over IPC (scripts/start.mjs): if that process dies, nobody would stop us any more.
  if (process.send) process.once('disconnect', () => stop('SIGTERM'));
}

/** Listens on HOST:PORT; a port in use or a host it cannot listen on prints one line. */
async function listen(app: App, config: AppConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await app.close().catch(() => undefined);
    if (code === 'EADDRINUSE') fail([`PORT: ${config.port} is already in use on ${config.host}`]);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      fail([`HOST: cannot listen on ${config.host}`]);
    if (error instanceof MetricsListenError) fail([error.message]);
    throw error;
  }
}

function announce(log: Logger, config: AppConfig): void {
  if (config.serverRole === 'worker') {
    log.info(
      { node: process.version },
      `Changdee is running background jobs (health: ${config.publicBaseUrl}/healthz)`,
    );
    return;
  }
  const docs = config.apiDocs ? ` (API docs: ${config.publicBaseUrl}/api/docs)` : '';
  const jobs = config.serverRole === 'web' ? '; background jobs run on the workers' : '';
  log.info(
    { node: process.version },
    `Changdee is serving at ${config.publicBaseUrl}${docs}${jobs}`,
  );
}

async function main(): Promise<void> {
  const envConfig = readConfig();
  const output = openLog(envConfig);
  const { log } = output;
  if (process.argv.includes(PREPARE_ONLY)) return prepareOnly(envConfig, log);

  const running: Running = { serving: false, stopping: false };
  stopOnSignals(running, output);
  const result = await prepareInChild(running);
  if (running.stopping || !result) return finish(running, output);
  running.database = await connect(envConfig);
  if (running.stopping) return finish(running, output);
  const config = await withSecrets(envConfig, running.database);
  if (running.stopping) return finish(running, output);
  running.app = await buildApp(config, {
    database: running.database,
    closeDatabase: true,
    logger: log,
  });
  log.info(
    { driver: running.database.driver, role: config.serverRole, ...result },
    'database ready',
  );
  await listen(running.app, config);
  running.serving = true;
  if (running.stopping) return finish(running, output);
  announce(log, config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
