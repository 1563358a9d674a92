import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

// What a background job is: a name, a handler, how often it may be retried and, for housekeeping,
// a schedule. The job queue (job-queue.ts) turns these into pg-boss queues, workers and schedules;
// registry.ts lists the app's jobs (decision 027).

export interface JobContext {
  /** The job's id: the same on every attempt (e.g. an idempotency key for a provider's API). */
  jobId: string;
  /** The app's database, outside any transaction. */
  db: Database;
  log: FastifyBaseLogger;
  /** The current instant (the app's clock). */
  now(): Date;
  /** The app's settings (e.g. PAYMENT_HOLD_MINUTES for the payment-hold sweep). */
  config: AppConfig;
  /** 0 for the first attempt, 1 for the first retry, … */
  attempt: number;
  /** Aborted when the attempt has run out of time or the server stops without waiting longer. */
  signal: AbortSignal;
}

export interface RetryPolicy {
  /** Retries after the first attempt; once they are spent the job goes to the dead letters. */
  limit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  delaySeconds: number;
  /** The longest wait between two attempts, in seconds. */
  maxDelaySeconds: number;
}

export interface JobDefinition<Data extends object = object> {
  /** Letters, digits, '-', '_' and '.'; the queue's name in pg-boss. */
  name: string;
  /** Throwing fails the attempt: the job is retried by `retry`, then dead-lettered. */
  handler(data: Data, context: JobContext): Promise<void>;
  retry: RetryPolicy;
  /** How long one attempt may run before it counts as failed (and is retried). */
  timeoutSeconds: number;
  /**
   * A cron expression (minute resolution) in Bangkok time: one job per occurrence, however many
   * servers run the schedule.
   */
  schedule?: string;
  /** Seconds between two looks for new jobs of this kind (default 2). */
  pollSeconds?: number;
  /** Jobs of this kind one worker process runs at once (default 1). */
  concurrency?: number;
  /**
   * Jobs fetched in one poll, run side by side; each one that throws is failed (and retried) on
   * its own (default 1). The customer messages' outbox fetches many (decision 045).
   */
  batchSize?: number;
}

/** The queue a job goes to once its retries are spent; nothing works it, an operator reads it. */
export const deadLetterQueueName = (job: Pick<JobDefinition, 'name'>): string => `${job.name}.dead`;

/** Typed identity: keeps a definition's data type for enqueue() and the handler. */
export const defineJob = <Data extends object>(job: JobDefinition<Data>): JobDefinition<Data> =>
  job;
