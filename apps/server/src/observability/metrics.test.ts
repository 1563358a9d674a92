import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import parsePrometheusTextFormat, { type Family } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { defineJob } from '../jobs/definition';
import { jobDefinitions } from '../jobs/registry';
import { jobRows, NO_RETRY, uniqueJobName } from '../../test/jobs-fixtures';
import { rowsOf } from '../db/sql-rows';
import { basicAuth } from '../../test/sign-in';
import { getTestContext, testConfig, type TestContext } from '../../test/context';

// /metrics (decision 074) read back by a parser we did not write: it counts this test's requests
// exactly, by route pattern, and answers only with the token, on its own port.

const TOKEN = 'metrics-test-token-0123456789abcdef0123';
const docs = (name: string) =>
  readFileSync(new URL(`../../../../docs/${name}`, import.meta.url), 'utf8');
// Prometheus's own checker (Debian's prometheus package), when the machine has it.
const HAS_PROMTOOL = spawnSync('promtool', ['--version']).error === undefined;
const promtool = (args: string[], input?: string) =>
  spawnSync('promtool', args, { input, encoding: 'utf8' });
const idleJob = defineJob<Record<string, never>>({
  name: 'metrics-test-idle',
  handler: async () => undefined,
  retry: { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 },
  timeoutSeconds: 60,
});

let context: TestContext;
let app: App;

beforeAll(async () => {
  context = await getTestContext();
  const config = { ...testConfig(), metrics: { port: 0, host: '127.0.0.1', token: TOKEN } };
  app = await buildApp(config, {
    database: context.handle,
    closeDatabase: false,
    jobs: { work: false, definitions: [...jobDefinitions, idleJob] },
  });
  await app.ready();
});

afterAll(async () => {
  await context.db.execute(sql`delete from pgboss.job where name = ${idleJob.name}`);
  await app.close();
});

const metricsUrl = () => {
  const address = app.metricsAddress!()!;
  return `http://${address.host}:${address.port}/metrics`;
};

interface Scrape {
  families: Family[];
  text: string;
}

async function scrape(): Promise<Scrape> {
  const response = await fetch(metricsUrl(), { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await response.text();
  // The parser throws on any line it cannot read: every answer passes through it whole.
  return { families: parsePrometheusTextFormat(text), text };
}

/** The value of a counter's or gauge's series, as the parser read it (0: not there yet). */
function valueOf({ families }: Scrape, name: string, labels: Record<string, string>): number {
  const family = families.find((candidate) => candidate.name === name);
  const sample = family?.metrics.find((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  return Number(sample?.value ?? 0);
}

/**
 * A histogram series' count, read from its exact line: the parser keeps only one series of a
 * histogram (it merges their buckets and drops their labels), so it cannot tell routes apart.
 */
function countOf({ text }: Scrape, name: string, labels: string): number {
  const prefix = `${name}_count{${labels}} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return Number(line?.slice(prefix.length) ?? 0);
}

describe('/metrics', () => {
  it('counts exactly the requests made to a route, by its pattern and status', async () => {
    const before = await scrape();
    for (let i = 0; i < 7; i++) await app.inject({ method: 'GET', url: '/healthz' });
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: `/no-such-page/abc-${i}` });
    const after = await scrape();

    const health = { method: 'GET', route: '/healthz', status_code: '200' };
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    const requests = 'changdee_http_requests_total';
    expect(valueOf(after, requests, health) - valueOf(before, requests, health)).toBe(7);
    expect(valueOf(after, requests, unmatched) - valueOf(before, requests, unmatched)).toBe(3);
    const latency = 'changdee_http_request_duration_seconds';
    const healthLabels = 'method="GET",route="/healthz",status_code="200"';
    expect(countOf(after, latency, healthLabels) - countOf(before, latency, healthLabels)).toBe(7);
    // A URL is never a label: the three pages not found are one series.
    const routes = after.families
      .find((family) => family.name === requests)!
      .metrics.map((metric) => metric.labels?.route ?? '');
    expect(routes.some((route) => route.includes('abc-'))).toBe(false);
  });

  it('counts refused sign-ins by the code answered', async () => {
    const reason = { reason: 'INVALID_CREDENTIALS' };
    const before = await scrape();
    for (const username of ['nobody.metrics.1', 'nobody.metrics.2']) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth',
        headers: { authorization: basicAuth(username, 'wrong-password') },
        // An address of its own (a documentation one, never reached: inject has no network), so
        // the database's sign-in limits of the suite's usual address are left as they were.
        remoteAddress: '192.0.2.74',
      });
      expect(response.statusCode).toBe(401);
    }
    const after = await scrape();
    const name = 'changdee_sign_in_refusals_total';
    expect(valueOf(after, name, reason) - valueOf(before, name, reason)).toBe(2);
  });

  it("counts the per-address limit's refusals as RATE_LIMITED", async () => {
    const config = {
      ...testConfig({ SIGN_IN_RATE_LIMIT: '1' }),
      metrics: { port: 0, host: '127.0.0.1', token: null },
    };
    const limited = await buildApp(config, {
      database: context.handle,
      closeDatabase: false,
      jobs: { work: false },
    });
    try {
      await limited.ready();
      const statuses: number[] = [];
      for (const username of ['nobody.metrics.3', 'nobody.metrics.4']) {
        const response = await limited.inject({
          method: 'POST',
          url: '/v1/auth',
          headers: { authorization: basicAuth(username, 'wrong-password') },
          // An address of its own (a documentation one, never reached: inject has no network), so
          // the database's sign-in limits of the suite's usual address are left as they were.
          remoteAddress: '192.0.2.74',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 429]);
      const { port } = limited.metricsAddress!()!;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const refusals = { families: parsePrometheusTextFormat(text), text };
      const name = 'changdee_sign_in_refusals_total';
      expect(valueOf(refusals, name, { reason: 'INVALID_CREDENTIALS' })).toBe(1);
      expect(valueOf(refusals, name, { reason: 'RATE_LIMITED' })).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it("times the database's statements and shows the pool on PostgreSQL", async () => {
    const before = await scrape();
    await app.inject({ method: 'GET', url: '/healthz' });
    const after = await scrape();
    const driver = context.handle.driver;
    const select = `driver="${driver}",kind="select"`;
    const name = 'changdee_db_statement_duration_seconds';
    expect(countOf(after, name, select)).toBeGreaterThan(countOf(before, name, select));
    const pool = after.families.find((family) => family.name === 'changdee_db_pool_connections');
    if (driver === 'pg')
      expect(valueOf(after, 'changdee_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(pool?.metrics).toEqual([]);
  });

  it("tells a queue's waiting jobs and how long the oldest has been due", async () => {
    await app.jobs.enqueue(context.db, idleJob, {}, { startAfter: new Date(Date.now() - 120_000) });
    await app.jobs.enqueue(context.db, idleJob, {}, { startAfter: 3600 });
    await sleep(1_100); // past the one-second reading a scrape shares
    const families = await scrape();
    const queue = idleJob.name;
    expect(valueOf(families, 'changdee_job_queue_jobs', { queue, state: 'created' })).toBe(2);
    expect(valueOf(families, 'changdee_job_queue_jobs', { queue, state: 'active' })).toBe(0);
    const oldest = valueOf(families, 'changdee_job_queue_oldest_due_seconds', { queue });
    expect(oldest).toBeGreaterThanOrEqual(119);
    expect(oldest).toBeLessThan(600);
  });

  it("tells the outbox's unsent messages and the oldest one's age by channel", async () => {
    const [order] = rowsOf<{ order_no: string }>(
      await context.db.execute(sql`select order_no from orders limit 1`),
    );
    expect(order).toBeDefined();
    await sleep(1_100);
    const before = await scrape();
    const inserted = rowsOf<{ id: string }>(
      await context.db.execute(sql`
        insert into messages (order_no, event, channel, template, language, recipient,
          service_date, time_slot, state, created_at)
        values (${order!.order_no}, 'paid', 'sms', 'paid', 'th', '0812345678', '2026-12-01',
          '1', 'failed', now() - interval '300 seconds')
        returning id`),
    );
    try {
      await sleep(1_100);
      const after = await scrape();
      const failed = { channel: 'sms', state: 'failed' };
      const name = 'changdee_outbox_messages';
      expect(valueOf(after, name, failed) - valueOf(before, name, failed)).toBe(1);
      const lag = valueOf(after, 'changdee_outbox_oldest_unsent_seconds', { channel: 'sms' });
      expect(lag).toBeGreaterThanOrEqual(299);
    } finally {
      await context.db.execute(sql`delete from messages where id = ${inserted[0]!.id}`);
    }
  });

  it('answers only with the token, and only on its own port', async () => {
    const none = await fetch(metricsUrl(), { headers: { 'accept-language': 'en' } });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await none.json()).toEqual({ message: 'Please sign in.', code: 'UNAUTHENTICATED' });
    const wrong = await fetch(metricsUrl(), { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'กรุณาเข้าสู่ระบบ', code: 'UNAUTHENTICATED' });
    const other = await fetch(metricsUrl().replace('/metrics', '/healthz'), {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(other.status).toBe(404);
    const publicPort = await app.inject({ method: 'GET', url: '/metrics' });
    expect(publicPort.statusCode).toBe(404);
  });

  it('every family parses with a type and help, and default process metrics are there', async () => {
    const { families } = await scrape();
    const names = families.map((family) => family.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'process_cpu_seconds_total',
        'nodejs_heap_size_used_bytes',
        'changdee_http_requests_total',
        'changdee_http_request_duration_seconds',
        'changdee_db_statement_duration_seconds',
        'changdee_job_queue_jobs',
        'changdee_job_queue_oldest_due_seconds',
        'changdee_outbox_messages',
        'changdee_outbox_oldest_unsent_seconds',
        'changdee_sign_in_refusals_total',
      ]),
    );
    for (const family of families) expect(family.help.length).toBeGreaterThan(0);
  });

  it.skipIf(!HAS_PROMTOOL)(
    'passes promtool check metrics: it parses, and ours lint clean',
    async () => {
      const { text } = await scrape();
      const check = promtool(['check', 'metrics'], text);
      // Exit 3 is lint, 1 a text it cannot parse. The only complaints are about prom-client's own
      // default metrics, whose names are prom-client's (and Grafana's dashboards') to keep.
      expect(check.status).toBe(3);
      expect((check.stdout + check.stderr).trim().split('\n')).toEqual([
        'nodejs_active_handles_total non-counter metrics should not have "_total" suffix',
        'nodejs_active_requests_total non-counter metrics should not have "_total" suffix',
        'nodejs_active_resources_total non-counter metrics should not have "_total" suffix',
      ]);
    },
  );
});

describe('job runs', () => {
  const completes = defineJob<Record<string, never>>({
    name: uniqueJobName('metrics-completes'),
    handler: async () => undefined,
    retry: NO_RETRY,
    timeoutSeconds: 60,
  });
  const fails = defineJob<Record<string, never>>({
    name: uniqueJobName('metrics-fails'),
    handler: async () => {
      throw new Error('this job always fails');
    },
    retry: NO_RETRY,
    timeoutSeconds: 60,
  });

  it('counts each run by queue and outcome, and times it', async () => {
    const config = { ...testConfig(), metrics: { port: 0, host: '127.0.0.1', token: null } };
    const worker = await buildApp(config, {
      database: context.handle,
      closeDatabase: false,
      jobs: { work: true, pollSeconds: 0.5, definitions: [completes, fails] },
    });
    try {
      await worker.ready();
      await worker.jobs.enqueue(context.db, completes, {});
      await worker.jobs.enqueue(context.db, fails, {});
      await expect
        .poll(async () => (await jobRows(context.db, fails.name)).map((job) => job.state), {
          timeout: 15_000,
        })
        .toEqual(['failed']);
      await expect
        .poll(async () => (await jobRows(context.db, completes.name)).map((job) => job.state), {
          timeout: 15_000,
        })
        .toEqual(['completed']);
      const { port } = worker.metricsAddress!()!;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const families = parsePrometheusTextFormat(text);
      const runs = { families, text };
      expect(
        valueOf(runs, 'changdee_job_runs_total', { queue: completes.name, outcome: 'completed' }),
      ).toBe(1);
      expect(
        valueOf(runs, 'changdee_job_runs_total', { queue: fails.name, outcome: 'failed' }),
      ).toBe(1);
      expect(
        valueOf(runs, 'changdee_job_runs_total', { queue: fails.name, outcome: 'completed' }),
      ).toBe(0);
      expect(countOf(runs, 'changdee_job_duration_seconds', `queue="${completes.name}"`)).toBe(1);
    } finally {
      await worker.close();
      await context.db.execute(
        sql`delete from pgboss.job where name in (${completes.name}, ${fails.name}, ${`${fails.name}.dead`})`,
      );
    }
  });
});

describe('the docs of the metrics', () => {
  const alertsFile = docs('prometheus-alerts.yml');
  const operations = docs('operations.md');

  it('name only metrics /metrics has (the dashboard, the alerts, operations.md)', async () => {
    const { families } = await scrape();
    const histograms = families.filter((f) => f.type === 'HISTOGRAM').map((f) => f.name);
    const served = new Set(families.map((family) => family.name));
    const named = [docs('grafana-dashboard.json'), alertsFile, operations]
      .flatMap((text) => text.match(/\b(?:changdee|process|nodejs)_[a-z0-9_]+\b/g) ?? [])
      .map((name) => {
        const base = name.replace(/_(?:bucket|count|sum)$/, '');
        return histograms.includes(base) ? base : name;
      })
      // operations.md names the default metrics by their prefixes.
      .filter((name) => name !== 'process_' && name !== 'nodejs_');
    expect(named.length).toBeGreaterThan(20);
    expect([...new Set(named)].filter((name) => !served.has(name))).toEqual([]);
  });

  it("operations.md's table of alerts is the rules file", () => {
    const table = operations.slice(operations.indexOf('**Alerts to set**'));
    const fromTable = [...table.matchAll(/^\| [^|]+ \| `([^`]+)` +\|/gm)].map((m) => m[1]);
    const fromRules = [...alertsFile.matchAll(/^ +expr: '(.+)'$/gm)].map((m) => m[1]);
    expect(fromRules).toHaveLength(11);
    expect(fromTable).toEqual(fromRules);
  });

  it.skipIf(!HAS_PROMTOOL)('the rules file passes promtool check rules', () => {
    const file = fileURLToPath(new URL('../../../../docs/prometheus-alerts.yml', import.meta.url));
    const check = promtool(['check', 'rules', file]);
    expect(check.stdout).toContain('SUCCESS: 11 rules found');
    expect(check.status).toBe(0);
  });
});
