import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  errorBodySchema,
  successEnvelope,
  validationDetailsSchema,
} from '@changdee/contract/envelope';
import { errorCatalogue, errorMessage } from '@changdee/contract/errors';
import type { App } from '../src/app';
import { AppError } from '../src/errors';
import { buildTestApp, getTestContext } from './context';

// The one error shape (docs/ARCHITECTURE.md, "A request", 7) for every kind of failure, in the request's language.

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const echoBody = z.object({
  name: z.string().min(3),
  qty: z.number().int().positive(),
  note: z.string().max(5, { error: 'Note: at most 5 characters' }).optional(),
});

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ BODY_LIMIT: '1024', LOG_LEVEL: 'error' }, { logStream });
  app.post(
    '/api/test/echo',
    {
      config: { access: 'public' },
      schema: { body: echoBody, response: { 200: successEnvelope(echoBody) } },
    },
    async (request) => ({ message: 'success' as const, data: request.body }),
  );
  app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('relation "secret_table" does not exist: select * from secret_table');
  });
  app.get('/api/test/failed-query', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select ${'สมชาย ใจดี 0899999999'}::integer`);
    return { message: 'success' as const, data: null };
  });
  app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
    throw new AppError('CONFLICT', { details: { orderNo: 'CO-1' } });
  });
  app.get('/api/test/duplicate-key', { config: { access: 'public' } }, async () => {
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table dup_probe (x integer primary key) on commit drop`);
      await tx.execute(sql`insert into dup_probe values (1), (1)`);
    });
  });
  app.get('/api/test/minimum', { config: { access: 'public' } }, async () => {
    throw new AppError('COUPON_BELOW_MINIMUM', { params: { min: 3000 } });
  });
  app.get('/api/test/field', { config: { access: 'public' } }, async () => {
    throw new AppError('QUANTITY_OUT_OF_RANGE', {
      field: 'product.qty',
      params: { min: 2, max: 9 },
    });
  });
  app.get('/api/test/own-message', { config: { access: 'public' } }, async () => {
    throw new AppError('COUPON_CANNOT_BE_USED', {
      message: { th: 'เฉพาะสมาชิกเท่านั้น', en: 'Members only' },
    });
  });
  app.get(
    '/api/test/bad-answer',
    {
      config: { access: 'public' },
      schema: { response: { 200: successEnvelope(z.object({ n: z.number() })) } },
    },
    async () => ({ message: 'success', data: { n: 'not a number' } }) as never,
  );
  app.get(
    '/api/test/limited',
    { config: { access: 'public', rateLimit: { max: 1, timeWindow: '1 minute' } } },
    async () => ({ message: 'success' as const, data: null }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const en = { 'accept-language': 'en-US,en;q=0.9' };

describe('error shapes', () => {
  it('unknown API paths: 404 ROUTE_NOT_FOUND in Thai by default, English on request', async () => {
    const { app: shared } = await getTestContext();
    for (const url of [
      '/v1/nope',
      '/b2b/v2/nope',
      '/api/nope',
      '/changdee/v1/nope',
      '/healthz/x',
    ]) {
      const thai = await shared.inject({ method: 'GET', url });
      expect(thai.statusCode, url).toBe(404);
      expect(thai.headers['content-type']).toMatch(/^application\/json/);
      expect(errorBodySchema.parse(thai.json())).toEqual({
        code: 'ROUTE_NOT_FOUND',
        message: errorCatalogue.ROUTE_NOT_FOUND.th,
      });
    }
    const english = await shared.inject({ method: 'POST', url: '/b2b/v2/nope', headers: en });
    expect(english.json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: errorCatalogue.ROUTE_NOT_FOUND.en,
    });
  });

  it('invalid input: 400 VALIDATION_FAILED with one detail per field, in the request language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'ab', qty: 'three', note: 'far too long' },
      headers: en,
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(errorCatalogue.VALIDATION_FAILED.en);
    const details = validationDetailsSchema.parse(body.details);
    expect(details.map((d) => d.path).sort()).toEqual(['name', 'note', 'qty']);
    expect(details.every((d) => d.in === 'body')).toBe(true);
    expect(details.find((d) => d.path === 'qty')?.message).toBe(
      'This value has the wrong type: expected a number.',
    );
    expect(details.find((d) => d.path === 'name')?.message).toBe('Enter at least 3 characters.');
    expect(details.find((d) => d.path === 'note')?.message).toBe('Note: at most 5 characters');

    const thai = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'ab', qty: 1 },
    });
    const thaiBody = errorBodySchema.parse(thai.json());
    expect(thaiBody.message).toBe(errorCatalogue.VALIDATION_FAILED.th);
    const [nameIssue] = validationDetailsSchema.parse(thaiBody.details);
    expect(nameIssue?.path).toBe('name');
    expect(nameIssue?.message).toBe('ระบุอย่างน้อย 3 ตัวอักษร');
  });

  it('valid input passes and unknown fields are dropped', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'สมชาย', qty: 2, extra: 'dropped' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'success', data: { name: 'สมชาย', qty: 2 } });
  });

  it('malformed JSON: 400 BAD_REQUEST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('BAD_REQUEST');
  });

  it('a body over BODY_LIMIT: 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2000), qty: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unsupported content type: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('an AppError: its status, code and details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict', headers: en });
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json())).toEqual({
      code: 'CONFLICT',
      message: errorCatalogue.CONFLICT.en,
      details: { orderNo: 'CO-1' },
    });
  });

  it('a unique key no route names (a lost race): 409 CONFLICT, never a 500', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/duplicate-key',
      headers: en,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: errorCatalogue.CONFLICT.en });
  });

  it('an AppError with values: its message with them filled in, in the request language', async () => {
    const thai = await app.inject({ method: 'GET', url: '/api/test/minimum' });
    expect(thai.statusCode).toBe(422);
    expect(errorBodySchema.parse(thai.json())).toEqual({
      code: 'COUPON_BELOW_MINIMUM',
      message: 'โค้ดส่วนลดนี้ใช้สำหรับยอดสั่งซื้อขั้นต่ำ 3,000\u00a0บาท',
    });
    const english = await app.inject({ method: 'GET', url: '/api/test/minimum', headers: en });
    expect(english.json()).toMatchObject({
      message: errorMessage('COUPON_BELOW_MINIMUM', 'en', { min: 3000 }),
    });
  });

  it('an AppError naming a field: validation details for it, in the request language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/field', headers: en });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    const message = 'The quantity must be between 2 and 9.';
    expect(body).toEqual({
      code: 'QUANTITY_OUT_OF_RANGE',
      message,
      details: [{ in: 'body', path: 'product.qty', message }],
    });
    expect(validationDetailsSchema.parse(body.details)).toHaveLength(1);
  });

  it('an AppError with its own words: those, in the request language', async () => {
    const thai = await app.inject({ method: 'GET', url: '/api/test/own-message' });
    expect(thai.json()).toEqual({ code: 'COUPON_CANNOT_BE_USED', message: 'เฉพาะสมาชิกเท่านั้น' });
    const english = await app.inject({ method: 'GET', url: '/api/test/own-message', headers: en });
    expect(english.json()).toEqual({ code: 'COUPON_CANNOT_BE_USED', message: 'Members only' });
  });

  it('an unexpected error: 500 INTERNAL_ERROR without stack or SQL, logged with its stack', async () => {
    logLines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(errorBodySchema.parse(response.json())).toEqual({
      code: 'INTERNAL_ERROR',
      message: errorCatalogue.INTERNAL_ERROR.th,
    });
    expect(response.body).not.toMatch(/secret_table|select|at .*\.ts/);
    const logged = logLines.map(
      (line) => JSON.parse(line) as { err?: { stack?: string }; reqId?: string },
    );
    const entry = logged.find((line) => line.err?.stack?.includes('secret_table'));
    expect(entry?.reqId).toBe(response.headers['x-request-id']);
  });

  it('a failed database query is logged with its SQL, never with the customer data it was given', async () => {
    logLines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/test/failed-query' });
    expect(response.statusCode).toBe(500);
    const entry = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message?: string } })
      .find((line) => line.msg === 'unhandled error');
    expect(entry?.err?.message).toContain('select $1::integer');
    expect(JSON.stringify(entry)).toContain('[not logged]');
    expect(logLines.join('')).not.toMatch(/สมชาย|0899999999/);
  });

  it('an answer that breaks its own schema: 500, never the wrong data', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(errorBodySchema.parse(response.json()).code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toContain('not a number');
  });

  it('rate limited: 429 RATE_LIMITED with Retry-After', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/api/test/limited', headers: en });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(response.json())).toEqual({
      code: 'RATE_LIMITED',
      message: errorCatalogue.RATE_LIMITED.en,
    });
  });
});
