import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import type { App } from '../src/app';
import { buildTestApp, getTestContext } from './context';

// The built web app served from STATIC_DIR: hashed assets cached for a year, everything else
// revalidated, and the SPA's index.html for page navigations it does not know as files.

const INDEX_HTML =
  '<!doctype html><html lang="th"><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let app: App;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'changdee-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("shop")');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ STATIC_DIR: staticDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("shop")');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files and index.html revalidated (no-cache)', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const root = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(INDEX_HTML);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers page navigations (Thai and /en) with index.html, status 200', async () => {
    for (const url of [
      '/productList',
      '/en/login',
      '/en',
      '/product/Air_Clean?id=42',
      '/tracking/CO123',
      '/tracking',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers unknown page paths 404 with index.html, which shows the not-found page', async () => {
    for (const url of ['/no-such-page', '/en/no-such-page/at-all', '/productList/extra']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url, headers: html });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        if (method === 'GET') expect(response.body).toBe(INDEX_HTML);
      }
    }
    const generic = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: '*/*' },
    });
    expect(generic.statusCode).toBe(404);
    expect(generic.body).toBe(INDEX_HTML);
  });

  it('never answers index.html for API paths, missing assets or non-HTML requests', async () => {
    for (const [url, headers] of [
      ['/v1/unknown', html],
      ['/b2b/v2/unknown', html],
      ['/api/unknown', html],
      ['/assets/missing-000000.js', html],
      ['/productList', { accept: 'application/json' }],
      ['/missing-image.png', { accept: '*/*' }],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
    }
    const post = await app.inject({ method: 'POST', url: '/productList', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('answers pages to generic clients (curl sends */* or nothing) as it does to browsers', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await app.inject({ method: 'GET', url: '/en/productList', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('does not let paths escape STATIC_DIR', async () => {
    const response = await app.inject({ method: 'GET', url: '/../../etc/passwd', headers: html });
    expect(response.body).not.toContain('root:');
    const encoded = await app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(encoded.body).not.toContain('root:');
  });

  it('answers a path too long to look up 404, not 403', async () => {
    for (const url of [`/${'a'.repeat(5000)}`, `/v1/address/districts/${'1'.repeat(5000)}/x`]) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('the API still wins over static files', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('without a built app every unknown path is a JSON 404', async () => {
    const { app: apiOnly } = await getTestContext();
    const response = await apiOnly.inject({ method: 'GET', url: '/productList', headers: html });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
  });
});

// Decision 035: the pages the build rendered ahead (prerendered/<locale>/<page>.html) answer their
// page's paths in that language; their inline critical CSS is allowed by its hash, nothing else.
describe('prerendered pages', () => {
  const css = (locale: string) => `.login-card{max-width:440px}/*${locale}*/`;
  const page = (locale: string) =>
    `<!doctype html><html lang="${locale}"><head><style>${css(locale)}</style></head><body><div id="root" data-route="${locale}:login"><form></form></div></body></html>`;
  const cspHash = (text: string) =>
    `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  let prerenderedApp: App;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'changdee-prerendered-'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    for (const locale of ['th', 'en']) {
      mkdirSync(join(dir, 'prerendered', locale), { recursive: true });
      writeFileSync(join(dir, 'prerendered', locale, 'login.html'), page(locale));
    }
    prerenderedApp = await buildTestApp({ STATIC_DIR: dir });
    await prerenderedApp.ready();
  });
  afterAll(async () => {
    await prerenderedApp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the sign-in page's paths with its HTML in the path's language", async () => {
    for (const [url, locale] of [
      ['/login', 'th'],
      ['/login/', 'th'],
      ['/LOGIN?next=%2FproductList', 'th'],
      ['/en/login', 'en'],
      ['/EN/Login', 'en'],
    ] as const) {
      const response = await prerenderedApp.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(page(locale));
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers every other page, and unknown paths, with index.html as before', async () => {
    for (const [url, status] of [
      ['/productList', 200],
      ['/en', 200],
      ['/sso', 200],
      ['/login/extra', 404],
      ['/en/no-such-page', 404],
    ] as const) {
      const response = await prerenderedApp.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it("allows exactly the prerendered pages' inline styles in the CSP", async () => {
    const response = await prerenderedApp.inject({
      method: 'GET',
      url: '/en/login',
      headers: html,
    });
    const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(styleSrc?.split(' ').sort()).toEqual(
      ["'self'", cspHash(css('th')), cspHash(css('en'))].sort(),
    );
  });
});

// The operations portal (apps/portal, docs/decisions/041): a second built app at /portal/, with the
// same caching, compression and CSP; its page navigations get its own index.html (200 for its
// pages, 404 for the rest); without a build, /portal/ paths are a JSON 404 like the API's.
describe('the portal', () => {
  const PORTAL_HTML =
    '<!doctype html><html lang="th"><head><script type="module" src="/portal/assets/index-9b2c.js"></script></head><body><div id="root"></div></body></html>';
  let portalApp: App;
  let shopDir: string;
  let portalDir: string;
  beforeAll(async () => {
    shopDir = mkdtempSync(join(tmpdir(), 'changdee-shop-'));
    writeFileSync(join(shopDir, 'index.html'), INDEX_HTML);
    portalDir = mkdtempSync(join(tmpdir(), 'changdee-portal-'));
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'index.html'), PORTAL_HTML);
    writeFileSync(join(portalDir, 'assets', 'index-9b2c.js'), 'console.log("portal")');
    writeFileSync(join(portalDir, 'assets', 'index-9b2c.js.br'), 'brotli bytes');
    portalApp = await buildTestApp({ STATIC_DIR: shopDir, PORTAL_STATIC_DIR: portalDir });
    await portalApp.ready();
  });
  afterAll(async () => {
    await portalApp?.close();
    rmSync(shopDir, { recursive: true, force: true });
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('serves its hashed assets for a year, precompressed when the client takes it', async () => {
    const plain = await portalApp.inject({ method: 'GET', url: '/portal/assets/index-9b2c.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('console.log("portal")');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const brotli = await portalApp.inject({
      method: 'GET',
      url: '/portal/assets/index-9b2c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
  });

  it("answers its pages with its own index.html (200), in Thai and under /en, with the shop's CSP", async () => {
    for (const url of [
      '/portal',
      '/portal/',
      '/portal/login?token=abc',
      '/portal/en/login',
      '/portal/orders',
      '/portal/en/day',
      '/portal/shop',
    ]) {
      const response = await portalApp.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PORTAL_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers unknown portal paths 404 with its index.html; missing assets and API paths stay JSON', async () => {
    const unknown = await portalApp.inject({
      method: 'GET',
      url: '/portal/nothing',
      headers: html,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(PORTAL_HTML);
    for (const url of ['/portal/assets/missing-0000.js', '/ops/v1/unknown']) {
      const response = await portalApp.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
    }
    const shop = await portalApp.inject({ method: 'GET', url: '/productList', headers: html });
    expect(shop.body).toBe(INDEX_HTML);
  });

  it('without a built portal, /portal/ paths are a JSON 404 (not the shop)', async () => {
    const response = await app.inject({ method: 'GET', url: '/portal/orders', headers: html });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
  });
});
