import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPaths } from '@changdee/contract/catalog';
import type { App } from '../src/app';
import { DEMO_USERS } from '../src/db/seed/demo-keys';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/compression';
import { buildTestApp } from './context';
import { signIn } from './sign-in';

// Text answers leave compressed by Accept-Encoding: JSON over 1 KB on the fly (brotli, else gzip),
// the built web app's files from their build-time .br/.gz copies. Vary: Accept-Encoding tells
// caches; an answer that carries its own Content-Encoding is not compressed twice.

const LARGE = {
  message: 'success',
  data: Array.from({ length: 400 }, (_, i) => ({ code: `10${i}`, name: 'กรุงเทพมหานคร' })),
};
const PRECOMPRESSED = gzipSync(JSON.stringify(LARGE));

const INDEX_HTML = `<!doctype html><html lang="th"><head><title>ช่างดี</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('ช่างดี '.repeat(400))});`;

let app: App;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'changdee-compress-'));
  mkdirSync(join(staticDir, 'assets'));
  // What the web build writes: each text file with its brotli and gzip copies.
  for (const [path, content] of [
    ['index.html', INDEX_HTML],
    ['assets/index-3f9a1c.js', SCRIPT],
  ] as const) {
    writeFileSync(join(staticDir, path), content);
    writeFileSync(join(staticDir, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(staticDir, `${path}.gz`), gzipSync(content));
  }
  app = await buildTestApp({ STATIC_DIR: staticDir });
  app.get('/b2b/v2/test-large', { config: { access: 'public' } }, async () => LARGE);
  app.get('/b2b/v2/test-small', { config: { access: 'public' } }, async () => ({ ok: true }));
  app.get('/b2b/v2/test-precompressed', { config: { access: 'public' } }, async (_, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', 'gzip')
      .send(PRECOMPRESSED),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('compression of JSON answers', () => {
  it('sends brotli when accepted, gzip when only gzip is, and plain JSON otherwise', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/b2b/v2/test-large',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(JSON.parse(body.toString('utf8'))).toEqual(LARGE);
      if (encoding) {
        expect(varies(response.headers)).toBe(true);
        expect(response.rawPayload.length).toBeLessThan(body.length / 4);
      }
    }
  });

  it('compresses a real API answer: a page of the catalogue', async () => {
    const { headers, stores } = await signIn(app, DEMO_USERS.sales);
    const store = stores[0]!;
    const response = await app.inject({
      method: 'POST',
      url: catalogPaths.productSearch,
      headers: { ...headers, 'accept-encoding': 'br' },
      payload: {
        channel: store.channel,
        storeId: store._id,
        pagination: { page: 1, page_size: 12 },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const page = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as {
      data: { items: unknown[] };
    };
    expect(page.data.items).toHaveLength(12);
  });

  it(`leaves answers under ${COMPRESSION_THRESHOLD_BYTES} bytes as they are`, async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/b2b/v2/test-small',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('does not compress an answer that brings its own Content-Encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/b2b/v2/test-precompressed',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(PRECOMPRESSED)).toBe(true);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(LARGE);
  });
});

describe('compression of the web app', () => {
  it('sends the build-time brotli or gzip copy of assets and pages, with Vary', async () => {
    for (const url of ['/assets/index-3f9a1c.js', '/', '/productList', '/en/no-such-page']) {
      for (const [accept, encoding, decode] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html,*/*;q=0.8', 'accept-encoding': accept },
        });
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(varies(response.headers), url).toBe(true);
        const text = decode(response.rawPayload).toString('utf8');
        expect(text).toBe(url.startsWith('/assets/') ? SCRIPT : INDEX_HTML);
      }
    }
  });

  it('sends the files as they are to a client that accepts no encoding', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(varies(response.headers)).toBe(true);
  });
});
