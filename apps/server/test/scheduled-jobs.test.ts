import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { defineJob } from '../src/jobs/definition';
import { getTestContext, testConfig, testDriver } from './context';
import { NO_RETRY, jobRows, uniqueJobName } from './jobs-fixtures';

// A scheduled job runs once per occurrence however many servers run the schedule (decision 027).
// On PostgreSQL two servers, each with its own connections, both run the schedule every second;
// on PGlite the one server does. The schedule is every minute (pg-boss's resolution): each
// occurrence must give exactly one job, run once.

const apps: App[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
});

async function startServer(job: Parameters<typeof defineJob>[0]): Promise<App> {
  const shared = await getTestContext();
  const config = testConfig();
  let handle = shared.handle;
  if (testDriver() === 'pg') {
    handle = await openDatabase(config.database);
    handles.push(handle);
  }
  const app = await buildApp(config, {
    database: handle,
    closeDatabase: false,
    jobs: { definitions: [job], work: true, pollSeconds: 0.5, scheduleCheckSeconds: 1 },
  });
  apps.push(app);
  await app.ready();
  return app;
}

describe('a scheduled job', () => {
  it(
    'runs once per occurrence with every server running the schedule',
    { timeout: 120_000 },
    async () => {
      const { db } = await getTestContext();
      const runs: string[] = [];
      const job = defineJob({
        name: uniqueJobName('every-minute'),
        schedule: '* * * * *',
        handler: async (_data, { jobId }) => void runs.push(jobId),
        retry: NO_RETRY,
        timeoutSeconds: 30,
      });
      const servers = testDriver() === 'pg' ? 2 : 1;
      for (let server = 0; server < servers; server++) await startServer(job);

      // The first occurrence may be up to a minute away.
      await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), {
        timeout: 75_000,
        interval: 200,
      });
      // Several more schedule passes by every server (one a second each).
      await new Promise((resolve) => setTimeout(resolve, 4000));
      // A minute that turned meanwhile has its forward filed before the forward makes its job:
      // count once every forward is done.
      await vi.waitFor(
        async () => {
          const pending = await db.execute(
            sql`select count(*)::int as n from pgboss.job where name = '__pgboss__send-it'
              and data->>'name' = ${job.name} and state <> 'completed'`,
          );
          expect((pending as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
        },
        { timeout: 15_000, interval: 200 },
      );

      const rows = await jobRows(db, job.name);
      // pg-boss forwards each occurrence through its send-it queue, filed under the occurrence's
      // minute: one forward per minute, one job per forward.
      const forwards = await db.execute(
        sql`select count(*)::int as forwards, count(distinct data->>'slot')::int as occurrences
          from pgboss.job where name = '__pgboss__send-it' and data->>'name' = ${job.name}`,
      );
      const [{ forwards: count, occurrences }] = (
        forwards as unknown as { rows: Array<{ forwards: number; occurrences: number }> }
      ).rows as [{ forwards: number; occurrences: number }];
      expect(count).toBe(occurrences);
      expect(rows.length).toBe(count);
      expect(
        rows
          .filter((row) => row.state === 'completed')
          .map((row) => row.id)
          .sort(),
      ).toEqual([...runs].sort());
      expect(new Set(runs).size).toBe(runs.length);
    },
  );
});
