import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, getTestContext, testConfig } from './context';

// Graceful shutdown (main.ts calls app.close() on SIGTERM/SIGINT): in-flight requests finish,
// requests that still arrive get 503 in the API's error shape, then the database is closed.

describe('graceful close', () => {
  it('finishes in-flight requests and answers late ones 503 SERVICE_UNAVAILABLE', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));

    let lateAnswered!: () => void;
    const late = new Promise<void>((resolve) => (lateAnswered = resolve));

    const app = await buildTestApp();
    app.get('/b2b/v2/test-slow', { config: { access: 'public' } }, async () => {
      entered();
      await gate;
      return { message: 'success' as const, data: 'finished' };
    });
    // The late request's answer is decided (503) while the slow one is still in flight; it is
    // written after it, in order, on the same connection.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.url === '/healthz') lateAnswered();
      return payload;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'GET /b2b/v2/test-slow HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n',
    );
    await inFlight;

    const closed = app.close();
    // A request arriving on the open connection after shutdown began.
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n');
    await late;
    release();
    await closed;
    await ended;

    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(['200', '503']);
    expect(received).toContain('"data":"finished"');
    expect(received).toContain('"code":"SERVICE_UNAVAILABLE"');
    expect(received.toLowerCase()).toContain('connection: close');
  });

  it('closes the database on close only when told to', async () => {
    const { handle } = await getTestContext();
    let closes = 0;
    const counted = { ...handle, close: async () => void closes++ };

    const owning = await buildApp(testConfig(), { database: counted, closeDatabase: true });
    await owning.close();
    expect(closes).toBe(1);

    const borrowing = await buildTestApp();
    await borrowing.close();
    await handle.ping(); // the shared database is still open
    expect(closes).toBe(1);
  });
});
