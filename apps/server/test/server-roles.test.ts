import { afterAll, describe, expect, it, vi } from 'vitest';
import { defineJob } from '../src/jobs/definition';
import { buildTestApp, getTestContext, testDriver } from './context';
import { NO_RETRY, jobRows, uniqueJobName } from './jobs-fixtures';
import type { App } from '../src/app';

// SERVER_ROLE on PostgreSQL (decision 027): a worker answers /healthz and nothing else and runs
// the jobs; a web server serves everything and leaves the jobs it enqueues to the workers. The
// embedded database refuses both (config.test.ts).

const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function roleApp(role: 'web' | 'worker', job: Parameters<typeof defineJob>[0]) {
  // No `work` override: the role decides whether this app runs jobs.
  const app = await buildTestApp(
    { SERVER_ROLE: role },
    { jobs: { definitions: [job], pollSeconds: 0.5 } },
  );
  apps.push(app);
  await app.ready();
  return app;
}

describe.runIf(testDriver() === 'pg')('server roles', () => {
  it('a worker runs the jobs a web server enqueues, and serves only /healthz', async () => {
    const { db } = await getTestContext();
    const done: string[] = [];
    const job = defineJob<{ orderNo: string }>({
      name: uniqueJobName('roles'),
      handler: async (data) => void done.push(data.orderNo),
      retry: NO_RETRY,
      timeoutSeconds: 30,
    });
    const web = await roleApp('web', job);
    const worker = await roleApp('worker', job);
    expect(web.jobs.mode).toBe('enqueue-only');
    expect(worker.jobs.mode).toBe('work');

    await db.transaction((tx) => web.jobs.enqueue(tx, job, { orderNo: 'CO-WEB' }));
    await vi.waitFor(() => expect(done).toEqual(['CO-WEB']), { timeout: 15_000, interval: 100 });
    // pg-boss marks the job completed just after its handler returns.
    await vi.waitFor(
      async () =>
        expect((await jobRows(db, job.name)).map((row) => row.state)).toEqual(['completed']),
      { timeout: 15_000, interval: 100 },
    );

    const health = await worker.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    for (const url of ['/b2b/v2/productList', '/api/runtime-config', '/api/docs', '/']) {
      const response = await worker.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
    const signIn = await worker.inject({ method: 'POST', url: '/v1/auth' });
    expect(signIn.statusCode).toBe(404);

    const served = await web.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(served.statusCode).toBe(200);
  });
});
