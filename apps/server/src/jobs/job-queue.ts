import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, type Queue } from 'pg-boss';
import type { AppConfig } from '../config';
import type { DatabaseHandle, DbExecutor } from '../db/client';
import { Observers } from '../lib/observers';
import { deadLetterQueueName, type JobDefinition } from './definition';

// The app's job queue: pg-boss on the app's own database, PGlite or PostgreSQL (decision 027).
// Jobs are rows in the `pgboss` schema, so a job enqueued inside a business transaction exists
// exactly when that transaction commits. With several servers on one PostgreSQL each job runs
// once (rows are claimed with FOR UPDATE SKIP LOCKED) and each schedule occurrence makes one job.
//
// On PGlite everything shares the one connection: a worker's poll waits for the app's running
// transaction, and a job must never be enqueued through the queue's own connection from inside a
// transaction (it would wait for itself), which is why enqueue() takes the transaction.

export type JobQueueMode = 'work' | 'enqueue-only';

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  now: () => Date;
  /** The app's settings, handed to every job. */
  config: AppConfig;
  /**
   * 'work' runs the handlers, the schedules and pg-boss's maintenance; 'enqueue-only' (a web-only
   * server) only adds jobs for the workers.
   */
  mode: JobQueueMode;
  /** Overrides every definition's pollSeconds (tests). */
  pollSeconds?: number;
  /** How often this process looks for due schedule occurrences, in seconds (default 30). */
  scheduleCheckSeconds?: number;
  /** This process in pg-boss's instance registry (the server's role). */
  instanceName?: string;
}

/** One run of a job, as the metrics and traces see it (decision 074). */
export interface JobRun {
  name: string;
  id: string;
  attempt: number;
}

export interface EnqueueOptions {
  /** Not before this instant, or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * The job's id, a UUID: enqueuing the same id again adds nothing (one message per event and
   * channel, say, however often the event is handled). Default: a new one.
   */
  id?: string;
}

/** Schedules are read in the shop's time zone: '0 3 * * *' is 3 a.m. in Bangkok. */
export const SCHEDULE_TIME_ZONE = 'Asia/Bangkok';
/** How long dead letters are kept for an operator to read or retry (pg-boss's retention). */
const DEAD_LETTER_RETENTION_SECONDS = 30 * 24 * 60 * 60;
const DEFAULT_POLL_SECONDS = 2;

export class JobQueue {
  readonly mode: JobQueueMode;
  /** What every run of a handler passes through: the metrics and traces attach here. */
  readonly runs = new Observers<JobRun>();
  readonly #boss: PgBoss;
  readonly #definitions: ReadonlyMap<string, JobDefinition>;
  readonly #database: DatabaseHandle;
  readonly #options: JobQueueOptions;

  constructor(
    database: DatabaseHandle,
    definitions: readonly JobDefinition<never>[],
    options: JobQueueOptions,
  ) {
    this.mode = options.mode;
    this.#database = database;
    this.#options = options;
    this.#definitions = new Map(
      definitions.map((job) => [job.name, job as unknown as JobDefinition]),
    );
    const work = options.mode === 'work';
    this.#boss = new PgBoss({
      ...database.jobStore,
      // The schema is installed when the database is opened (db/client.ts).
      migrate: false,
      supervise: work,
      schedule: work,
      ...(options.scheduleCheckSeconds
        ? {
            cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
            cronWorkerIntervalSeconds: options.scheduleCheckSeconds,
          }
        : {}),
      ...(options.instanceName ? { instanceName: options.instanceName } : {}),
      // With traces on, a job carries the trace (and the request id in its baggage) that enqueued
      // it, and its run continues that trace (decision 074).
      openTelemetry: { propagateContext: options.config.tracing !== null },
    });
    // An 'error' event nobody listens to would end the process; a failed poll is retried anyway.
    this.#boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    this.#boss.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
  }

  /** Creates or updates the queues; in 'work' mode also starts the workers and the schedules. */
  async start(): Promise<void> {
    await this.#boss.start();
    for (const job of this.#definitions.values()) await this.#declare(job);
    if (this.mode !== 'work') return;
    for (const job of this.#definitions.values()) {
      if (job.schedule)
        await this.#boss.schedule(job.name, job.schedule, null, { tz: SCHEDULE_TIME_ZONE });
      // A job whose schedule was taken out of the code loses it in the database too.
      else await this.#boss.unschedule(job.name);
      await this.#work(job);
    }
  }

  /**
   * Adds a job through `executor`: the business transaction's `tx` (the job exists exactly when it
   * commits) or the app's db. Returns the job's id (options.id when given, whether this call added
   * the job or an earlier one did).
   */
  async enqueue<Data extends object>(
    executor: DbExecutor,
    job: JobDefinition<Data>,
    data: Data,
    options: EnqueueOptions = {},
  ): Promise<string> {
    if (this.#definitions.get(job.name) !== (job as unknown as JobDefinition)) {
      throw new Error(`job '${job.name}' is not registered with this job queue`);
    }
    const startAfter =
      typeof options.startAfter === 'number'
        ? options.startAfter
        : options.startAfter?.toISOString();
    const id = await this.#boss.send(job.name, data, {
      ...(startAfter === undefined ? {} : { startAfter }),
      ...(options.id === undefined ? {} : { id: options.id }),
      // Our Database type is generic over both drivers, whose execute() both answer with rows.
      db: fromDrizzle(executor as unknown as Parameters<typeof fromDrizzle>[0], sql),
    });
    // pg-boss answers null when a job with that id exists already.
    const enqueued = id ?? options.id;
    if (!enqueued) throw new Error(`job '${job.name}' was not enqueued`);
    return enqueued;
  }

  /**
   * Stops taking jobs, lets running ones finish for up to `drainMs` (those still running then are
   * failed, to be retried by whichever worker runs next) and closes pg-boss's own connections.
   */
  async stop(drainMs: number): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: drainMs });
  }

  async #declare(job: JobDefinition): Promise<void> {
    const deadLetter = deadLetterQueueName(job);
    await this.#boss.createQueue(deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
    const options = {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: job.retry.maxDelaySeconds,
      expireInSeconds: job.timeoutSeconds,
      deadLetter,
    } satisfies Omit<Queue, 'name'>;
    // createQueue leaves an existing queue as it is: updateQueue brings its policy up to date.
    await this.#boss.createQueue(job.name, options);
    await this.#boss.updateQueue(job.name, options);
  }

  async #work(job: JobDefinition): Promise<void> {
    const { log, now, config, pollSeconds } = this.#options;
    const db = this.#database.db;
    await this.#boss.work<object>(
      job.name,
      {
        pollingIntervalSeconds: pollSeconds ?? job.pollSeconds ?? DEFAULT_POLL_SECONDS,
        localConcurrency: job.concurrency ?? 1,
        batchSize: job.batchSize ?? 1,
      },
      async (batch) => {
        const run = async (received: (typeof batch)[number]) => {
          const jobLog = log.child({
            job: job.name,
            jobId: received.id,
            attempt: received.retryCount,
          });
          const context = {
            jobId: received.id,
            db,
            log: jobLog,
            now,
            config,
            attempt: received.retryCount,
            signal: received.signal,
          };
          const jobRun = { name: job.name, id: received.id, attempt: received.retryCount };
          try {
            await this.runs.run(jobRun, () => job.handler(received.data, context));
          } catch (error) {
            const retriesLeft = job.retry.limit - received.retryCount;
            jobLog.warn(
              { err: error },
              retriesLeft > 0 ? 'job failed: it will be retried' : 'job failed: dead-lettered',
            );
            throw error;
          }
        };
        if (batch.length === 1) return run(batch[0]!);
        // A batch: each job that fails is failed alone (pg-boss then completes the others, which
        // are still active).
        await Promise.all(
          batch.map((received) =>
            run(received).catch((error: unknown) =>
              this.#boss.fail(job.name, received.id, {
                message: error instanceof Error ? error.message : String(error),
              }),
            ),
          ),
        );
      },
    );
  }
}
