import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { Statement } from '../db/observed-statements';
import type { JobRun } from '../jobs/job-queue';
import type { Around } from '../lib/observers';
import { backlogReader, JOB_WAITING_STATES, UNSENT_STATES, type Backlog } from './backlog';

// The server's metrics in one prom-client registry per app (decision 074; docs/operations.md
// lists the alerts on them, docs/grafana-dashboard.json charts them). Counters and histograms are
// updated as things happen; the gauges of the database's state are read when /metrics is scraped.
// Labels are closed sets (a route's pattern, never its URL) so the series stay few.

// Seconds: from a cached answer to a slow report or a PGlite write.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

export type AppMetrics = ReturnType<typeof createMetrics>;

function httpMetrics(registers: Registry[]) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  return {
    requests: new Counter({
      name: 'changdee_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames,
      registers,
    }),
    duration: new Histogram({
      name: 'changdee_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status code.',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    signInRefusals: new Counter({
      name: 'changdee_sign_in_refusals_total',
      help: 'Sign-ins refused (password, single sign-on), by reason: the error code answered.',
      labelNames: ['reason'] as const,
      registers,
    }),
  };
}

function databaseMetrics(database: DatabaseHandle, registers: Registry[]) {
  new Gauge({
    name: 'changdee_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, by state (total open, idle among them).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = database.poolState();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
    },
  });
  new Gauge({
    name: 'changdee_db_pool_waiting_queries',
    help: 'Queries waiting for a connection of the PostgreSQL pool.',
    registers,
    collect() {
      const pool = database.poolState();
      if (pool) this.set(pool.waiting);
    },
  });
  return new Histogram({
    name: 'changdee_db_statement_duration_seconds',
    help: `Time of the app's database statements, by kind (select, insert, update, delete, transaction, other).`,
    labelNames: ['driver', 'kind'] as const,
    buckets: STATEMENT_BUCKETS,
    registers,
  });
}

function jobMetrics(registers: Registry[]) {
  return {
    runs: new Counter({
      name: 'changdee_job_runs_total',
      help: 'Background job runs finished in this process, by queue and outcome (completed, failed).',
      labelNames: ['queue', 'outcome'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'changdee_job_duration_seconds',
      help: 'Time of a background job run in this process, by queue.',
      labelNames: ['queue'] as const,
      buckets: JOB_BUCKETS,
      registers,
    }),
  };
}

function backlogGauges(read: () => Promise<Backlog>, registers: Registry[]) {
  new Gauge({
    name: 'changdee_job_queue_jobs',
    help: 'Jobs of each queue not finished, by state (created: waiting, retry: failed once, active: running).',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { queue, jobs } of (await read()).queues)
        for (const state of JOB_WAITING_STATES) this.set({ queue, state }, jobs[state]);
    },
  });
  new Gauge({
    name: 'changdee_job_queue_oldest_due_seconds',
    help: 'Seconds the oldest job of each queue that may run has waited since it became due (0: none waits).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { queue, oldestDueSeconds } of (await read()).queues)
        this.set({ queue }, oldestDueSeconds);
    },
  });
  new Gauge({
    name: 'changdee_outbox_messages',
    help: 'Customer messages not sent, by channel and state (queued, sending, failed: to retry, dead: given up).',
    labelNames: ['channel', 'state'] as const,
    registers,
    async collect() {
      for (const { channel, messages } of (await read()).channels)
        for (const state of UNSENT_STATES) this.set({ channel, state }, messages[state]);
    },
  });
  new Gauge({
    name: 'changdee_outbox_oldest_unsent_seconds',
    help: 'Seconds since the oldest customer message still to send (queued, sending, failed) was written, by channel.',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      for (const { channel, oldestUnsentSeconds } of (await read()).channels)
        this.set({ channel }, oldestUnsentSeconds);
    },
  });
}

/** The app's registry with every metric, and the observers that feed statements and jobs. */
export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const statementDuration = databaseMetrics(database, registers);
  const jobs = jobMetrics(registers);
  backlogGauges(backlogReader(database.db), registers);

  const timeStatement: Around<Statement> = async (statement, run) => {
    const end = statementDuration.startTimer({ driver: database.driver, kind: statement.kind });
    try {
      return await run();
    } finally {
      end();
    }
  };
  const timeJob: Around<JobRun> = async (job, run) => {
    const end = jobs.duration.startTimer({ queue: job.name });
    try {
      const result = await run();
      jobs.runs.inc({ queue: job.name, outcome: 'completed' });
      return result;
    } catch (error) {
      jobs.runs.inc({ queue: job.name, outcome: 'failed' });
      throw error;
    } finally {
      end();
    }
  };
  return { registry, ...httpMetrics(registers), timeStatement, timeJob };
}
