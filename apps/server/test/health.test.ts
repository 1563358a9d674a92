import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { healthResponseSchema } from '@changdee/contract/health';
import { runtimeConfigResponseSchema } from '@changdee/contract/runtime-config';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { buildTestApp, getTestContext, testConfig, testDriver } from './context';

describe('GET /healthz', () => {
  it('answers 200 with the database driver when the database answers', async () => {
    const { app } = await getTestContext();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.data).toEqual({ status: 'ok', database: testDriver() });
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const { handle } = await getTestContext();
    // The shared database stays up; this app's view of it fails its ping, as a lost connection would.
    const unreachable = {
      ...handle,
      ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    };
    const app = await buildApp(testConfig(), { database: unreachable, closeDatabase: false });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(503);
      const body = errorBodySchema.parse(response.json());
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.details).toEqual({ database: handle.driver });
      expect(response.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});

describe('a connection PostgreSQL ends', () => {
  it.runIf(testDriver() === 'pg')(
    'leaves the server up: the idle connection is dropped, said, and the next query opens another',
    async () => {
      const target = testConfig().database;
      if (target.driver !== 'pg') throw new Error('PostgreSQL only');
      const database = await openDatabase(target);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      try {
        const result = (await database.db.execute('select pg_backend_pid() as pid')) as unknown as {
          rows: Array<{ pid: number }>;
        };
        // The pool's connection is idle now; the server ends it (as a restart or failover would).
        await admin.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]);
        await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
        expect(String(warn.mock.calls[0]![0])).toContain('57P01');
        await database.ping();
      } finally {
        warn.mockRestore();
        await admin.end();
        await database.close();
      }
    },
  );
});

describe('GET /api/runtime-config', () => {
  it('gives the web app the maintenance flag, support phone and links (defaults)', async () => {
    const { app, config } = await getTestContext();
    const response = await app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(response.statusCode).toBe(200);
    const body = runtimeConfigResponseSchema.parse(response.json());
    expect(body.data).toEqual({
      maintenance: false,
      supportPhone: '02-026-6999',
      // The portal this server serves at /portal/ (docs/decisions/041).
      portalUrl: new URL('/portal', config.publicBaseUrl).toString(),
      portalLoginUrl: new URL('/portal/login', config.publicBaseUrl).toString(),
      helpCenterUrl: 'https://help.changdee.co.th',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('reflects the configuration', async () => {
    const app = await buildTestApp({
      MAINTENANCE: 'true',
      SUPPORT_PHONE: '1756',
      PORTAL_URL: 'https://portal.example.co.th/',
      HELP_CENTER_URL: 'https://example.co.th/help',
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/runtime-config' });
      const body = runtimeConfigResponseSchema.parse(response.json());
      expect(body.data).toMatchObject({
        maintenance: true,
        supportPhone: '1756',
        portalUrl: 'https://portal.example.co.th',
        helpCenterUrl: 'https://example.co.th/help',
      });
    } finally {
      await app.close();
    }
  });
});
