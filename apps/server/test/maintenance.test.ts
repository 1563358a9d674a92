import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { runtimeConfigResponseSchema } from '@changdee/contract/runtime-config';
import type { App } from '../src/app';
import { buildTestApp } from './context';

// MAINTENANCE=true: the web app learns it from the runtime config; the API refuses the rest.

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ MAINTENANCE: 'true' });
  app.post('/b2b/v2/test-order', { config: { access: 'public' } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('maintenance mode', () => {
  it('keeps health, runtime config and the docs answering', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const config = await app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(runtimeConfigResponseSchema.parse(config.json()).data.maintenance).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('answers every other API call 503 MAINTENANCE', async () => {
    const response = await app.inject({ method: 'POST', url: '/b2b/v2/test-order', payload: {} });
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json()).code).toBe('MAINTENANCE');
  });
});
