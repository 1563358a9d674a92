import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@changdee/contract/errors';
import type { JobQueue } from '../jobs/job-queue';
import { answeredCode } from '../plugins/error-handler';
import type { MetricsSettings } from '../environment/config-types';
import { createMetrics } from './metrics';
import { serveMetrics, type MetricsServer } from './metrics-server';

// Counts every answer of the app by route pattern and status, times it, counts refused sign-ins,
// times the app's statements and jobs, and serves it all at /metrics on an address of its own
// (METRICS_PORT; decision 074). Registered only when METRICS_PORT is set.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A sign-in route: its refusals are counted by reason (changdee_sign_in_refusals_total). */
    signIn?: boolean;
  }
  interface FastifyInstance {
    /** The /metrics listener's address, once the app is ready; null without METRICS_PORT. */
    metricsAddress?: () => { host: string; port: number } | null;
  }
}

export interface MetricsPluginOptions {
  settings: MetricsSettings;
  jobs: JobQueue;
}

// A request that no route matched (a 404, a refused URL) is one series, not one per URL.
const UNMATCHED_ROUTE = 'unmatched';

export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { settings, jobs }) => {
    const metrics = createMetrics(app.database);
    const detach = [
      app.database.statements.add(metrics.timeStatement),
      jobs.runs.add(metrics.timeJob),
    ];
    const refusals = new WeakMap<FastifyRequest, ErrorCode>();

    app.addHook('onError', (request, _reply, error: FastifyError, done) => {
      if (request.routeOptions.config?.signIn) refusals.set(request, answeredCode(error));
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      };
      metrics.requests.inc(labels);
      metrics.duration.observe(labels, reply.elapsedTime / 1000);
      const refusal = refusals.get(request);
      if (refusal && reply.statusCode >= 400) metrics.signInRefusals.inc({ reason: refusal });
      done();
    });

    let server: MetricsServer | null = null;
    app.decorate('metricsAddress', () => server?.address() ?? null);
    app.addHook('onReady', async () => {
      server = await serveMetrics(metrics.registry, settings, app.log);
      app.log.info(server.address(), 'metrics served at /metrics');
    });
    app.addHook('onClose', async () => {
      detach.forEach((stop) => stop());
      await server?.close();
    });
  },
  { name: 'changdee-metrics', fastify: '5.x' },
);
