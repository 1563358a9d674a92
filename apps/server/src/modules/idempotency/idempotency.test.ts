import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getTestContext } from '../../../test/context';
import { closeJobApps, jobApp, jobRows } from '../../../test/jobs-fixtures';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { users } from '../../db/schema/identity';
import { SCHEDULE_TIME_ZONE } from '../../jobs/job-queue';
import { jobDefinitions } from '../../jobs/registry';
import { idempotencyKeysPurgeJob } from './purge-job';
import {
  claimKey,
  IDEMPOTENCY_KEY_RETENTION_HOURS,
  purgeOldKeys,
  requestHash,
  saveAnswer,
} from './service';

// The one store of the Idempotency-Keys keyed by a person (decision 047): a key is one scope's
// (a refund's key does not answer a job step), and keys older than 24 hours are purged by a
// scheduled job (decision 027's housekeeping pattern).

const HOUR = 60 * 60 * 1000;

async function someUser(): Promise<string> {
  const { db } = await getTestContext();
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return user!.id;
}

async function keysNamed(keys: string[]): Promise<string[]> {
  const { db } = await getTestContext();
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(inArray(idempotencyKeys.key, keys));
  return rows.map((row) => row.key).sort();
}

afterAll(async () => {
  await closeJobApps();
  const { db } = await getTestContext();
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.key} like 'test-idem-%'`);
});

describe('idempotency keys', () => {
  it('answers a key again in its own scope only, and refuses it for another request', async () => {
    const { db } = await getTestContext();
    const userId = await someUser();
    const key = `test-idem-${randomUUID()}`;
    const hash = requestHash({ a: 1 });
    const answer = { status: 200, body: { message: 'success' } };

    expect(await db.transaction((tx) => claimKey(tx, 'refund', userId, key, hash))).toBeNull();
    await saveAnswer(db, 'refund', userId, key, answer);
    expect(await claimKey(db, 'refund', userId, key, hash)).toEqual(answer);
    await expect(claimKey(db, 'refund', userId, key, requestHash({ a: 2 }))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // The same key in the other scope is a new key.
    expect(await claimKey(db, 'job_status', userId, key, hash)).toBeNull();
    const rows = await db
      .select({ scope: idempotencyKeys.scope })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    expect(rows.map((row) => row.scope).sort()).toEqual(['job_status', 'refund']);
  });

  it(`purges the keys older than ${IDEMPOTENCY_KEY_RETENTION_HOURS} hours and keeps the newer`, async () => {
    const { db } = await getTestContext();
    const userId = await someUser();
    const now = new Date();
    const old = `test-idem-old-${randomUUID()}`;
    const fresh = `test-idem-fresh-${randomUUID()}`;
    await db.insert(idempotencyKeys).values([
      {
        scope: 'refund',
        userId,
        key: old,
        requestHash: 'h',
        createdAt: new Date(now.getTime() - 24 * HOUR - 60_000),
      },
      {
        scope: 'job_status',
        userId,
        key: fresh,
        requestHash: 'h',
        createdAt: new Date(now.getTime() - 24 * HOUR + 60_000),
      },
    ]);
    expect(await purgeOldKeys(db, now)).toBeGreaterThanOrEqual(1);
    expect(await keysNamed([old, fresh])).toEqual([fresh]);
  });

  it('is a job scheduled every hour in Bangkok time, whose run purges the old keys', async () => {
    const { db } = await getTestContext();
    expect(jobDefinitions).toContain(idempotencyKeysPurgeJob);
    const userId = await someUser();
    const old = `test-idem-job-${randomUUID()}`;
    await db.insert(idempotencyKeys).values({
      scope: 'job_status',
      userId,
      key: old,
      requestHash: 'h',
      createdAt: sql`now() - interval '2 days'`,
    });

    const app = await jobApp([idempotencyKeysPurgeJob]);
    const schedules = await db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${idempotencyKeysPurgeJob.name}`,
    );
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
      { cron: '17 * * * *', timezone: SCHEDULE_TIME_ZONE },
    ]);

    const id = await app.jobs.enqueue(db, idempotencyKeysPurgeJob, {});
    await vi.waitFor(
      async () => {
        const rows = await jobRows(db, idempotencyKeysPurgeJob.name);
        expect(rows.find((row) => row.id === id)?.state).toBe('completed');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(await keysNamed([old])).toEqual([]);
  });
});
