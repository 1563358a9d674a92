import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { defineJob } from '../jobs/definition';
import { getTestContext, testConfig, type TestContext } from '../../test/context';

// Traces (decision 074) sent to a real OTLP/HTTP receiver on this machine: the request's span
// carries the request id the logs carry, and the statements made inside a request or a job are
// the children of its span.

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

const REQUEST_ID = 'trace-test-request-0001';
const ENQUEUING_REQUEST_ID = 'trace-test-request-0002';
const received: OtlpExport[] = [];
let receiver: Server;
let context: TestContext;
let app: App;
let jobDone: () => void;
const jobRan = new Promise<void>((resolve) => (jobDone = resolve));

const probeJob = defineJob<Record<string, never>>({
  name: 'tracing-test-probe',
  handler: async (_data, { db }) => {
    await db.execute(sql`select 1 as probe`);
    jobDone();
  },
  retry: { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 },
  timeoutSeconds: 60,
});

function startReceiver(): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = (
        request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
      ).toString();
      if (request.url === '/v1/traces' && request.method === 'POST')
        received.push(JSON.parse(text) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((candidate) => candidate.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

let spans: OtlpSpan[] = [];
let jobId = '';

beforeAll(async () => {
  receiver = await startReceiver();
  context = await getTestContext();
  const { port } = receiver.address() as AddressInfo;
  const config = { ...testConfig(), tracing: { endpoint: `http://127.0.0.1:${port}` } };
  app = await buildApp(config, {
    database: context.handle,
    closeDatabase: false,
    jobs: { work: true, definitions: [probeJob], pollSeconds: 1 },
  });
  // A request that enqueues a job, as the app's own routes do: its trace reaches the job's run.
  app.post('/test/probe', { config: { access: 'public' } }, async () => ({
    id: await app.jobs.enqueue(app.db, probeJob, {}),
  }));
  await app.ready();
  const response = await app.inject({
    method: 'GET',
    url: '/healthz',
    headers: { 'x-request-id': REQUEST_ID },
  });
  expect(response.statusCode).toBe(200);
  const enqueued = await app.inject({
    method: 'POST',
    url: '/test/probe',
    headers: { 'x-request-id': ENQUEUING_REQUEST_ID },
  });
  jobId = (enqueued.json() as { id: string }).id;
  await jobRan;
  // Closing sends the spans still buffered.
  await app.close();
  spans = received.flatMap((batch) =>
    batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
  );
});

afterAll(async () => {
  await context.db.execute(sql`delete from pgboss.job where name = ${probeJob.name}`);
  await new Promise((resolve) => receiver.close(resolve));
});

describe('traces over OTLP/HTTP', () => {
  it("names the service by the server's role", () => {
    const names = received.flatMap((batch) =>
      batch.resourceSpans.map(
        (resource) =>
          resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue,
      ),
    );
    expect(new Set(names)).toEqual(new Set(['changdee-all']));
  });

  it('gives a request a span with its route, status and the request id of its logs', () => {
    const request = spans.find((span) => span.name === 'GET /healthz');
    expect(request).toBeDefined();
    expect(attribute(request!, 'changdee.request_id')).toBe(REQUEST_ID);
    expect(attribute(request!, 'http.route')).toBe('/healthz');
    expect(attribute(request!, 'http.response.status_code')).toBe(200);
  });

  it("makes the request's statements its children, with its request id", () => {
    const request = spans.find((span) => span.name === 'GET /healthz')!;
    const statements = spans.filter((span) => span.parentSpanId === request.spanId);
    expect(statements.map((span) => span.name)).toEqual(['db select']);
    expect(attribute(statements[0]!, 'db.query.text')).toBe('select 1');
    expect(attribute(statements[0]!, 'changdee.request_id')).toBe(REQUEST_ID);
    expect(statements[0]!.traceId).toBe(request.traceId);
  });

  it("gives a job's run a span in the trace of the request that enqueued it, with its request id", () => {
    const job = spans.find((span) => span.name === `job ${probeJob.name}`);
    expect(job).toBeDefined();
    expect(attribute(job!, 'changdee.job.id')).toBe(jobId);
    expect(attribute(job!, 'changdee.request_id')).toBe(ENQUEUING_REQUEST_ID);
    const request = spans.find((span) => span.name === 'POST /test/probe')!;
    expect(attribute(request, 'changdee.request_id')).toBe(ENQUEUING_REQUEST_ID);
    expect(job!.traceId).toBe(request.traceId);
    const statements = spans.filter((span) => span.parentSpanId === job!.spanId);
    expect(statements.map((span) => attribute(span, 'db.query.text'))).toEqual([
      'select 1 as probe',
    ]);
    expect(attribute(statements[0]!, 'changdee.request_id')).toBe(ENQUEUING_REQUEST_ID);
  });
});
