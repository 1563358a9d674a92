import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Statement } from '../db/observed-statements';
import type { JobQueue, JobRun } from '../jobs/job-queue';
import type { Around } from '../lib/observers';

// OpenTelemetry traces (decision 074), loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: app.ts
// imports this file dynamically, so a server without it loads no OpenTelemetry SDK. Spans: one per
// HTTP request, one per background job run, and one per database statement made inside either.
// The request id the logs carry rides in the trace's baggage: pg-boss stores the trace context on
// the jobs a request enqueues (its propagateContext, on when tracing is), so the job's run, a
// child of pg-boss's `process` span in the request's trace, carries the request id too.
// Exported over OTLP/HTTP (JSON) to ENDPOINT/v1/traces.

export const REQUEST_ID_ATTRIBUTE = 'changdee.request_id';

const requestIdIn = (active: Context): string | undefined =>
  propagation.getBaggage(active)?.getEntry(REQUEST_ID_ATTRIBUTE)?.value;

/** The context with this request id in its baggage (any id a caller sent is replaced). */
function withRequestId(active: Context, requestId: string): Context {
  const baggage = propagation.getBaggage(active) ?? propagation.createBaggage();
  return propagation.setBaggage(
    active,
    baggage.setEntry(REQUEST_ID_ATTRIBUTE, { value: requestId }),
  );
}

const requestIdAttribute = (active: Context) => {
  const requestId = requestIdIn(active);
  return requestId ? { [REQUEST_ID_ATTRIBUTE]: requestId } : {};
};

export interface TracingPluginOptions {
  endpoint: string;
  /** The service's name in the traces (changdee-all, changdee-web, changdee-worker). */
  serviceName: string;
  jobs: JobQueue;
}

/**
 * The SDK and its exporter are imported here, not at the top: the production bundle hoists a
 * static import of an npm package to its own top, which would load them in every server.
 */
async function startSdk(endpoint: string, serviceName: string): Promise<NodeSDK> {
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    // Traces only: no log records, no automatic instrumentation (the spans below are ours).
    logRecordProcessors: [],
    instrumentations: [],
  });
  sdk.start();
  return sdk;
}

/** Ends a span, marked as failed when the work threw. */
async function inSpan<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/** A statement's span: only inside a request's or a job's (the queue's own polling is not traced). */
function statementSpans(tracer: Tracer, driver: string): Around<Statement> {
  return (statement, run) => {
    const active = context.active();
    if (!trace.getSpan(active)) return run();
    const span = tracer.startSpan(`db ${statement.kind}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.query.text': statement.text,
        'changdee.db.driver': driver,
        ...requestIdAttribute(active),
      },
    });
    return context.with(trace.setSpan(active, span), () => inSpan(span, run));
  };
}

/** A job's run: inside pg-boss's `process` span, which continues the trace that enqueued it. */
function jobSpans(tracer: Tracer): Around<JobRun> {
  return (job, run) =>
    tracer.startActiveSpan(
      `job ${job.name}`,
      {
        kind: SpanKind.INTERNAL,
        attributes: {
          'changdee.job.name': job.name,
          'changdee.job.id': job.id,
          'changdee.job.attempt': job.attempt,
          ...requestIdAttribute(context.active()),
        },
      },
      (span) => inSpan(span, run),
    );
}

export const tracingPlugin = fp<TracingPluginOptions>(
  async (app, { endpoint, serviceName, jobs }) => {
    const sdk = await startSdk(endpoint, serviceName);
    const tracer = trace.getTracer('changdee-server');
    const spans = new WeakMap<FastifyRequest, Span>();
    const detach = [
      app.database.statements.add(statementSpans(tracer, app.database.driver)),
      jobs.runs.add(jobSpans(tracer)),
    ];

    // A callback hook: the rest of the request (hooks, handler, its queries) runs in `done`'s
    // context, so their spans are the request's children.
    app.addHook('onRequest', (request, _reply, done) => {
      const incoming: Context = propagation.extract(context.active(), request.headers);
      const span = tracer.startSpan(
        request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'url.path': request.url.split('?')[0],
            [REQUEST_ID_ATTRIBUTE]: request.id,
          },
        },
        incoming,
      );
      spans.set(request, span);
      context.with(withRequestId(trace.setSpan(incoming, span), request.id), done);
    });
    app.addHook('onResponse', (request, reply, done) => {
      const span = spans.get(request);
      if (span) {
        const route = request.routeOptions.url;
        if (route) span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      done();
    });

    app.addHook('onClose', async () => {
      detach.forEach((stop) => stop());
      // Sends the spans still buffered, then leaves the process as it was (tests build many apps).
      await sdk.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    });
  },
  { name: 'changdee-tracing', fastify: '5.x' },
);
