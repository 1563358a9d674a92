import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getTestContext } from '../../test/context';
import { NO_RETRY, closeJobApps, jobApp, jobRows, uniqueJobName } from '../../test/jobs-fixtures';
import { deadLetterQueueName, defineJob } from './definition';

// The job queue on the test's own driver (PGlite as `server`, PostgreSQL as `server-pg`): jobs
// enqueued in a transaction exist exactly when it commits; a failing job is retried with backoff,
// then dead-lettered; closing the app stops taking jobs and waits for the running ones.

afterAll(closeJobApps);

const WAIT = { timeout: 15_000, interval: 100 };

describe('enqueue inside a business transaction', () => {
  it('adds the job when the transaction commits and never when it rolls back', async () => {
    const { db, config } = await getTestContext();
    const seen: string[] = [];
    const job = defineJob<{ orderNo: string }>({
      name: uniqueJobName('commit'),
      handler: async (data) => void seen.push(data.orderNo),
      retry: NO_RETRY,
      timeoutSeconds: 30,
    });
    const web = await jobApp([job], { work: false });

    await expect(
      db.transaction(async (tx) => {
        await web.jobs.enqueue(tx, job, { orderNo: 'CO-ROLLED-BACK' });
        throw new Error('the order failed after the job was enqueued');
      }),
    ).rejects.toThrow('the order failed');
    expect(await jobRows(db, job.name)).toEqual([]);

    // On PostgreSQL another connection does not see the job before the commit.
    const outside =
      config.database.driver === 'pg'
        ? new Pool({ connectionString: config.database.url, max: 1 })
        : null;
    const id = await db.transaction(async (tx) => {
      const enqueued = await web.jobs.enqueue(tx, job, { orderNo: 'CO-COMMITTED' });
      if (outside) {
        const { rows } = await outside.query('select 1 from pgboss.job where id = $1', [enqueued]);
        expect(rows).toEqual([]);
      }
      return enqueued;
    });
    await outside?.end();
    expect(await jobRows(db, job.name)).toMatchObject([
      { id, state: 'created', data: { orderNo: 'CO-COMMITTED' } },
    ]);
    expect(seen).toEqual([]); // a web-only app does not run jobs

    await jobApp([job]);
    await vi.waitFor(async () => {
      expect((await jobRows(db, job.name)).map((row) => row.state)).toEqual(['completed']);
    }, WAIT);
    expect(seen).toEqual(['CO-COMMITTED']);
  });

  it('adds one job for one id however often it is enqueued, and can defer it', async () => {
    const { db } = await getTestContext();
    const job = defineJob<{ channel: string }>({
      name: uniqueJobName('once'),
      handler: async () => undefined,
      retry: NO_RETRY,
      timeoutSeconds: 30,
    });
    const web = await jobApp([job], { work: false });
    const id = randomUUID();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    for (const channel of ['sms', 'sms again']) {
      const enqueued = await db.transaction((tx) =>
        web.jobs.enqueue(tx, job, { channel }, { id, startAfter: later }),
      );
      expect(enqueued).toBe(id);
    }
    expect(await jobRows(db, job.name)).toMatchObject([{ id, data: { channel: 'sms' } }]);
    const deferred = await db.execute(
      sql`select start_after from pgboss.job where id = ${id}::uuid`,
    );
    const [row] = (deferred as unknown as { rows: Array<{ start_after: Date | string }> }).rows;
    expect(new Date(row!.start_after).getTime()).toBe(later.getTime());
  });

  it('refuses a job the queue was not given', async () => {
    const { db } = await getTestContext();
    const known = defineJob({
      name: uniqueJobName('known'),
      handler: async () => undefined,
      retry: NO_RETRY,
      timeoutSeconds: 30,
    });
    const stranger = { ...known, name: uniqueJobName('stranger') };
    const app = await jobApp([known], { work: false });
    await expect(app.jobs.enqueue(db, stranger, {})).rejects.toThrow('is not registered');
  });
});

describe('retries and dead letters', () => {
  it('retries a failing job by its policy, then moves it to its dead-letter queue', async () => {
    const { db } = await getTestContext();
    const attempts: number[] = [];
    const job = defineJob<{ message: string }>({
      name: uniqueJobName('failing'),
      handler: async (_data, { attempt }) => {
        attempts.push(attempt);
        throw new Error('the SMS gateway answered 503');
      },
      retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 1 },
      timeoutSeconds: 30,
    });
    const app = await jobApp([job]);
    const id = await app.jobs.enqueue(db, job, { message: 'สวัสดี' });

    const deadLetters = deadLetterQueueName(job);
    await vi.waitFor(async () => expect(await jobRows(db, deadLetters)).toHaveLength(1), WAIT);
    expect(attempts).toEqual([0, 1, 2]);
    expect(await jobRows(db, job.name)).toMatchObject([{ id, state: 'failed', retryCount: 2 }]);
    expect(await jobRows(db, deadLetters)).toMatchObject([
      { state: 'created', data: { message: 'สวัสดี' } },
    ]);
    const kept = await db.execute(
      sql`select extract(epoch from keep_until - created_on)::int as seconds
          from pgboss.job where name = ${deadLetters}`,
    );
    // Kept for an operator for 30 days, not the 14 of a queued job.
    expect((kept as unknown as { rows: Array<{ seconds: number }> }).rows[0]!.seconds).toBe(
      30 * 24 * 60 * 60,
    );

    const queue = await db.execute(
      sql`select retry_limit, retry_delay, retry_backoff, retry_delay_max, dead_letter
          from pgboss.queue where name = ${job.name}`,
    );
    expect((queue as unknown as { rows: unknown[] }).rows).toEqual([
      {
        retry_limit: 2,
        retry_delay: 1,
        retry_backoff: true,
        retry_delay_max: 1,
        dead_letter: deadLetters,
      },
    ]);
  });
});

describe('closing the app', () => {
  it('stops taking jobs, lets the running one finish, then closes', async () => {
    const { db } = await getTestContext();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const running = new Promise<void>((resolve) => (entered = resolve));
    const finished: string[] = [];
    const job = defineJob<{ step: string }>({
      name: uniqueJobName('drain'),
      handler: async (data, context) => {
        entered();
        await gate;
        // The database is still open for a job finishing during shutdown.
        await context.db.execute(sql`select 1`);
        finished.push(data.step);
      },
      retry: NO_RETRY,
      timeoutSeconds: 60,
    });
    const app = await jobApp([job]);
    await app.jobs.enqueue(db, job, { step: 'running' });
    await running;

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    const waiting = await app.jobs.enqueue(db, job, { step: 'waiting' });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // three polls of 0.5 s
    expect(closed).toBe(false);
    release();
    await closing;

    expect(finished).toEqual(['running']);
    const rows = await jobRows(db, job.name);
    expect(rows.map((row) => [row.data.step, row.state])).toEqual([
      ['running', 'completed'],
      ['waiting', 'created'],
    ]);
    expect(rows[1]!.id).toBe(waiting);
  });

  it('fails a job still running after the drain bound, for a retry elsewhere', async () => {
    const { db } = await getTestContext();
    let entered!: () => void;
    const running = new Promise<void>((resolve) => (entered = resolve));
    const job = defineJob({
      name: uniqueJobName('stuck'),
      handler: async (_data, { signal }) => {
        entered();
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
      },
      retry: { limit: 1, delaySeconds: 1, maxDelaySeconds: 1 },
      timeoutSeconds: 60,
    });
    const app = await jobApp([job], { drainMs: 1000 });
    await app.jobs.enqueue(db, job, {});
    await running;
    await app.close();
    expect((await jobRows(db, job.name)).map((row) => row.state)).toEqual(['retry']);
  });
});
