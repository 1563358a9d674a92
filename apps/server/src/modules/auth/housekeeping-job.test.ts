import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getTestContext } from '../../../test/context';
import { closeJobApps, jobApp, jobRows } from '../../../test/jobs-fixtures';
import { loginAttempts } from '../../db/schema/identity';
import { SCHEDULE_TIME_ZONE } from '../../jobs/job-queue';
import { jobDefinitions } from '../../jobs/registry';
import { authHousekeepingJob } from './housekeeping-job';

// Identity's housekeeping is a scheduled job (decision 027): every server that runs jobs declares
// the schedule, pg-boss makes one job per occurrence, and whichever worker claims it purges.

afterAll(closeJobApps);

describe('auth housekeeping job', () => {
  it('is scheduled every 15 minutes in Bangkok time and purges expired sign-in counters', async () => {
    const { db } = await getTestContext();
    expect(jobDefinitions).toContain(authHousekeepingJob);
    const key = 'user:housekeeping.job.test';
    await db.insert(loginAttempts).values({
      key,
      attempts: 3,
      windowStartedAt: sql`now() - interval '3 hours'`,
      expiresAt: sql`now() - interval '2 hours'`,
    });

    const app = await jobApp([authHousekeepingJob]);
    const schedules = await db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${authHousekeepingJob.name}`,
    );
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
      { cron: '*/15 * * * *', timezone: SCHEDULE_TIME_ZONE },
    ]);

    // What the schedule's occurrence does: one job, run by a worker.
    const id = await app.jobs.enqueue(db, authHousekeepingJob, {});
    await vi.waitFor(
      async () => {
        const rows = await jobRows(db, authHousekeepingJob.name);
        expect(rows.find((row) => row.id === id)?.state).toBe('completed');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.key, key))).toEqual([]);
  });
});
