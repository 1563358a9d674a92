import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { LoggerOptions } from 'pino';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PORTAL_BASE_PATH } from '@changdee/contract/portal-pages';
import type { AppConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { AppError } from './errors';
import type { JobDefinition } from './jobs/definition';
import { JobQueue } from './jobs/job-queue';
import { startCacheListener } from './lib/cache-invalidation';
import { bindDocumentIssuer } from './modules/documents/issue-job';
import { bindMessageOutbox } from './modules/messages/send-job';
import { tellTheCustomer } from './modules/messages/service';
import { issueForOrderEvent } from './modules/documents/service';
import { reactToOrderEvents } from './modules/orders/service';
import { markSalesDays } from './modules/analytics/day-marks';
import { jobDefinitions } from './jobs/registry';
import { accessPlugin } from './plugins/access';
import { authenticatePlugin } from './plugins/authenticate';
import { compressionPlugin } from './plugins/compression';
import {
  clientErrorHandler,
  errorHandlerPlugin,
  expectationFailedHandler,
  frameworkErrorHandler,
} from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { serializeError, serializeRequest } from './plugins/log-redaction';
import { maintenancePlugin } from './plugins/maintenance';
import { notFoundPlugin } from './plugins/not-found';
import { readPrerenderedPages } from './plugins/prerendered-pages';
import { DOCS_PREFIX, openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { hasWebApp, staticFilesPlugin } from './plugins/static-files';
import { validatorCompiler } from './plugins/zod-validation';
import { bearerTokenCaller } from './modules/auth/service';
import { watchRevokedSessions } from './modules/auth/revoked-sessions';
import { healthRoutes } from './modules/health/routes';
import { ImageWorkPool } from './lib/images/image-pool';
import { routeModules } from './modules/routes';
import { metricsPlugin } from './observability/metrics-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    /** The Drizzle database (same as database.db). */
    db: Database;
    /** The current instant: what "today in Bangkok" and every date rule start from. */
    clock: Clock;
    /** Background jobs: enqueue(tx, job, data) inside a business transaction (decision 027). */
    jobs: JobQueue;
    /** Uploads' image work, bounded in time, pixels and concurrency (decision 056). */
    images: ImageWorkPool;
  }
}

export interface Clock {
  now(): Date;
}

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  /** An open, migrated database. Without it the app opens one from config.database. */
  database?: DatabaseHandle;
  /** Close the database when the app closes. Default: only when the app opened it itself. */
  closeDatabase?: boolean;
  /** Where logs go (tests capture them); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** The current instant; tests set it to check date boundaries. Default: the system clock. */
  now?: () => Date;
  /** A logger made with loggerOptions() (main.ts logs start-up before the app exists). */
  logger?: FastifyBaseLogger;
  jobs?: AppJobOptions;
}

export interface AppJobOptions {
  /** The app's background jobs; default the registry (jobs/registry.ts). */
  definitions?: readonly JobDefinition<never>[];
  /** Run the jobs' handlers and schedules here; default unless SERVER_ROLE=web. */
  work?: boolean;
  /** Seconds between looks for new jobs, for every kind (tests); default each job's own. */
  pollSeconds?: number;
  /** Seconds between looks for due schedule occurrences (tests); default 30. */
  scheduleCheckSeconds?: number;
  /** How long closing waits for running jobs before failing them for a retry; default 20 s. */
  drainMs?: number;
}

/** Running jobs get this long to finish on shutdown, inside main.ts's 30 s. */
export const JOB_DRAIN_MS = 20_000;

// An incoming X-Request-Id is kept when it looks like an id (a proxy's or the client's), so one id
// follows a request through every log; anything else gets a fresh UUID.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
export function requestIdFor(raw: IncomingMessage): string {
  const header = raw.headers['x-request-id'];
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.key',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.newPassword',
  '*.refreshToken',
  '*.accessToken',
  '*.token',
];

/** The app's pino options: level, redaction and, on a developer's terminal, pino-pretty. */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  { pretty = false } = {},
): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

function logging(config: AppConfig, deps: AppDeps): FastifyServerOptions {
  if (deps.logger) return { loggerInstance: deps.logger };
  if (deps.logStream) return { logger: { ...loggerOptions(config), stream: deps.logStream } };
  return { logger: loggerOptions(config) };
}

/** Fastify with the API's logging, limits and error shapes, and the contract's zod compilers. */
function createFastify(config: AppConfig, deps: AppDeps): App {
  const app = Fastify({
    ...logging(config, deps),
    genReqId: requestIdFor,
    bodyLimit: config.bodyLimit,
    // Fastify accepts a hop count too (proxy-addr); its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string | string[],
    // We answer 503 ourselves while closing, in the API's error shape (see closeInOrder).
    return503OnClosing: false,
    // Requests Fastify or Node refuse before routing answer in the API's error shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // Node answers an Expect it cannot meet itself, with an empty body: ours has the API's envelope.
  app.server.on('checkExpectation', expectationFailedHandler);

  // Requests and answers both go through the contract's zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** The job queue, what enqueues on it, and what reacts to an order's events. */
function startJobs(app: App, database: DatabaseHandle, config: AppConfig, options: AppJobOptions) {
  const definitions = options.definitions ?? jobDefinitions;
  const jobs = new JobQueue(database, definitions, {
    log: app.log,
    now: () => app.clock.now(),
    config,
    mode: (options.work ?? config.serverRole !== 'web') ? 'work' : 'enqueue-only',
    pollSeconds: options.pollSeconds,
    scheduleCheckSeconds: options.scheduleCheckSeconds,
    instanceName: `changdee-${config.serverRole}`,
  });
  app.decorate('jobs', jobs);
  // Payments and cancellations enqueue the tax documents through this app's queue (decision 043).
  const releaseDocumentIssuer = bindDocumentIssuer(jobs, config.seller);
  const releaseMessageOutbox = bindMessageOutbox(jobs, config.messages.channels, definitions);
  // What reacts to an order's events, in the transaction of the change (decision 068): the
  // customer's messages, the tax documents and the dashboards' marked days (decision 077). The
  // orders module calls none of them.
  const stopReactions = [
    reactToOrderEvents(tellTheCustomer),
    reactToOrderEvents(issueForOrderEvent),
    reactToOrderEvents(markSalesDays),
  ];
  app.addHook('onClose', async () => {
    releaseDocumentIssuer();
    releaseMessageOutbox();
    stopReactions.forEach((stop) => stop());
  });
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  return jobs;
}

/**
 * Closing: stop taking jobs at once, while in-flight requests finish; then wait for the running
 * jobs (up to drainMs) before the database closes under them.
 */
function closeInOrder(
  app: App,
  jobs: JobQueue,
  closeDatabase: () => Promise<void>,
  drainMs: number,
) {
  let closing = false;
  let jobsStopped: Promise<unknown> | undefined;
  const stopJobs = () => jobs.stop(drainMs).catch((error: unknown) => error);
  // Image work cannot be waited for (libvips cannot be cancelled): its workers are killed and
  // the uploads in flight answer 503, so closing never waits on an image (decision 056).
  const images = new ImageWorkPool();
  app.decorate('images', images);
  app.addHook('preClose', async () => {
    closing = true;
    images.close();
    jobsStopped = stopJobs();
  });
  app.addHook('onClose', async () => {
    const failure = await (jobsStopped ?? stopJobs());
    await closeDatabase();
    if (failure) throw failure;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      // In-flight requests finish; new ones are told to go elsewhere (a balancer retries them).
      reply.header('connection', 'close');
      throw new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '5' } });
    }
  });
}

const isInfrastructureRoute = (url: string) =>
  url === '/*' ||
  url === `${PORTAL_BASE_PATH}/*` ||
  url === DOCS_PREFIX ||
  url.startsWith(`${DOCS_PREFIX}/`);

/** Errors, bodies, compression, headers, access, rate limits, maintenance and the API docs. */
async function registerPlugins(app: App, config: AppConfig, styleHashes?: string[]) {
  const https = config.publicBaseUrl.startsWith('https:');
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, { https, styleHashes });
  await app.register(accessPlugin, { isInfrastructureRoute });
  // Rate limits are opt-in per route: `config: { rateLimit: { max, timeWindow } }`. The counters
  // live in this process; behind a balancer each server counts its own share.
  await app.register(rateLimit, { global: false });
  await app.register(maintenancePlugin, { maintenance: config.maintenance });
  if (config.apiDocs && config.serverRole !== 'worker') {
    await app.register(openApiPlugin, { publicBaseUrl: config.publicBaseUrl, https });
  }
}

/**
 * Token verification (identity): sets request.auth in an onRequest hook, which the access
 * plugin's preValidation hook then enforces. Revocations on any server reach this one's record.
 */
async function registerAuthentication(app: App, database: DatabaseHandle, config: AppConfig) {
  const revocations = await watchRevokedSessions(database);
  app.addHook('onClose', async () => revocations.stop());
  await app.register(authenticatePlugin, {
    callerOf: bearerTokenCaller(revocations.isRevoked, config.secrets.accessTokenSecret),
  });
}

/** The built web app and portal this server serves, when they are there. */
function builtSite(config: AppConfig) {
  const serveSpa = hasWebApp(config.staticDir);
  const portalStaticDir = hasWebApp(config.portalStaticDir) ? config.portalStaticDir : undefined;
  const pages = serveSpa ? readPrerenderedPages(config.staticDir) : undefined;
  return { serveSpa, portalStaticDir, pages };
}

type BuiltSite = ReturnType<typeof builtSite>;

/** The API's routes, then the built web app and portal when they are there. */
async function registerRoutesAndPages(app: App, config: AppConfig, site: BuiltSite) {
  for (const routes of routeModules) await app.register(routes);
  const { serveSpa, portalStaticDir, pages } = site;
  if (serveSpa) {
    await app.register(staticFilesPlugin, { staticDir: config.staticDir, portalStaticDir });
  } else
    app.log.warn({ staticDir: config.staticDir }, 'no built web app found; serving the API only');
  if (!portalStaticDir) {
    app.log.warn({ portalStaticDir: config.portalStaticDir }, 'no built portal found at /portal/');
  }
  await app.register(notFoundPlugin, { serveSpa, pages, portalStaticDir });
}

/**
 * Builds the whole app (plugins, routes, static files, docs) without listening. Tests call it
 * and use app.inject; main.ts calls it and listens. The caller may add routes before ready().
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const database = deps.database ?? (await openDatabase(config.database));
  const closeDatabase = deps.closeDatabase ?? !deps.database;
  const app = createFastify(config, deps);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', { now: deps.now ?? (() => new Date()) });

  const jobOptions = deps.jobs ?? {};
  const jobs = startJobs(app, database, config, jobOptions);
  // Edits made on any server empty this one's caches (decision 049): listening from the start.
  const stopCacheListener = await startCacheListener(database);
  app.addHook('onClose', async () => stopCacheListener());
  closeInOrder(
    app,
    jobs,
    async () => (closeDatabase ? database.close() : undefined),
    jobOptions.drainMs ?? JOB_DRAIN_MS,
  );

  const site = builtSite(config);
  // First, so their hooks see every request, also those refused by the plugins after them.
  if (config.tracing) {
    // Only then is OpenTelemetry loaded at all (decision 074).
    const { tracingPlugin } = await import('./observability/tracing');
    const serviceName = `changdee-${config.serverRole}`;
    await app.register(tracingPlugin, { endpoint: config.tracing.endpoint, serviceName, jobs });
  }
  if (config.metrics) await app.register(metricsPlugin, { settings: config.metrics, jobs });
  await registerPlugins(app, config, site.pages?.styleHashes);
  await registerAuthentication(app, database, config);
  // A worker-only server answers /healthz (for its orchestrator) and nothing else.
  if (config.serverRole === 'worker') {
    await app.register(healthRoutes);
    await app.register(notFoundPlugin, { serveSpa: false });
  } else await registerRoutesAndPages(app, config, site);
  return app;
}
