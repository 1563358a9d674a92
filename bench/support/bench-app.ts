import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ensureSecrets, loadConfig, type AppConfig } from '../../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare-database';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';

// What the bench servers share: a seeded demo database in a throwaway folder (PGlite) or on
// `databaseUrl`, the constant-JSON baseline route, a signed-in Sales user, and loopback listening.

export interface BenchDatabase {
  config: AppConfig;
  database: DatabaseHandle;
  /** Deletes the throwaway folder (close the database first). */
  remove(): void;
}

/** A database prepared and seeded with the demo shop, with a configuration for the app. */
export async function openBenchDatabase(databaseUrl?: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'changdee-bench-'));
  const config = ensureSecrets(
    loadConfig(
      {
        NODE_ENV: 'production-like-bench',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-web-app'),
        ACCESS_TOKEN_SECRET: 'bench-access-token-secret-0123456789abcdef',
        REFRESH_TOKEN_PEPPER: 'bench-refresh-token-pepper-0123456789abcdef',
        SSO_SHARED_SECRET: 'bench-sso-shared-secret-0123456789abcdef',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        // BENCH_METRICS_PORT=9464 measures with /metrics on (its hooks on every request, decision 074).
        ...(process.env.BENCH_METRICS_PORT ? { METRICS_PORT: process.env.BENCH_METRICS_PORT } : {}),
      },
      { cwd: dataDir },
    ),
  );
  const database = await openDatabase(config.database);
  await prepareDatabase(database, { seedDemo: true });
  return { config, database, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The baseline: the same server, plugins and hooks, a constant answer. */
export function addConstantRoute(app: FastifyInstance): void {
  const constant = { message: 'success', data: { status: 'ok', items: [1, 2, 3] } };
  app.get('/bench/constant', { config: { access: 'public' } }, async () => constant);
}

export interface SalesSession {
  accessToken: string;
  stores: Array<{ _id: string; channel: string }>;
}

/** Signs the demo Sales user in through the real sign-in route. */
export async function signInSales(app: FastifyInstance): Promise<SalesSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth',
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_USERS.sales}:${DEMO_PASSWORD}`).toString('base64')}`,
    },
  });
  const body = response.json() as {
    data: { user: { accessToken: string }; stores: SalesSession['stores'] };
  };
  return { accessToken: body.data.user.accessToken, stores: body.data.stores };
}

/** Listens on 127.0.0.1 on a free port and returns it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A bench server process: prints its target as one JSON line, and stops on SIGTERM or SIGINT. */
export function announceAndServe(app: FastifyInstance, bench: BenchDatabase, target: object): void {
  process.stdout.write(`${JSON.stringify(target)}\n`);
  const stop = async () => {
    await app.close();
    bench.remove();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
