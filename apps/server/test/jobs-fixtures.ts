import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App, AppJobOptions } from '../src/app';
import type { Database } from '../src/db/client';
import type { JobDefinition, RetryPolicy } from '../src/jobs/definition';
import { buildTestApp } from './context';

// Helpers for the job-queue tests: queue names of their own (the PostgreSQL database is shared by
// every test file), apps on the worker's database that run the given jobs with a fast poll, and
// the job rows as pg-boss keeps them.

export const uniqueJobName = (prefix: string): string =>
  `test-${prefix}-${randomUUID().slice(0, 8)}`;

export const NO_RETRY: RetryPolicy = { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 };

const apps: App[] = [];

/** An app that runs `definitions` (or only enqueues them, work: false); closed by closeJobApps(). */
export async function jobApp(
  definitions: readonly JobDefinition<never>[],
  options: Omit<AppJobOptions, 'definitions'> = {},
): Promise<App> {
  const app = await buildTestApp(
    {},
    { jobs: { work: true, pollSeconds: 0.5, ...options, definitions } },
  );
  apps.push(app);
  await app.ready();
  return app;
}

export async function closeJobApps(): Promise<void> {
  for (const app of apps.splice(0)) await app.close();
}

export interface JobRow {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  data: Record<string, unknown>;
}

export async function jobRows(db: Database, name: string): Promise<JobRow[]> {
  const result = await db.execute(
    sql`select id, name, state::text as state, retry_count as "retryCount", data
        from pgboss.job where name = ${name} order by created_on, id`,
  );
  return (result as unknown as { rows: JobRow[] }).rows;
}
