import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/db/seed/demo-keys';
import { PERMISSIONS_POLICY } from '../src/plugins/security-headers';
import { buildTestApp, getTestContext } from './context';
import { signIn } from './sign-in';

// Security headers on every answer, a CSP the built web app satisfies, and request ids.

const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );

describe('security headers', () => {
  it('sets a strict CSP and the usual helmet headers', async () => {
    const { app } = await getTestContext();
    const response = await app.inject({ method: 'GET', url: '/api/runtime-config' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'"); // no inline scripts, no eval
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('font-src')).toBe("'self' data:");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false); // http://localhost must keep working
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('switches off browser features the shop never uses (Permissions-Policy)', async () => {
    const { app } = await getTestContext();
    for (const url of ['/api/runtime-config', '/v1/nope']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });

  it('adds HSTS and upgrade-insecure-requests when served over https', async () => {
    const app = await buildTestApp({ PUBLIC_BASE_URL: 'https://b2b.changdee.co.th' });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(
        directives(response.headers['content-security-policy']).has('upgrade-insecure-requests'),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('relaxes styles for the API docs only', async () => {
    const { app } = await getTestContext();
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('script-src')).toBe("'self'");
  });
});

describe('request ids', () => {
  it('keeps a sane incoming X-Request-Id and echoes it', async () => {
    const { app } = await getTestContext();
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a9c21-0001' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
  });

  it('replaces a missing or unsafe one with a UUID', async () => {
    const { app } = await getTestContext();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(uuid);
    const unsafe = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x"; drop table users; --' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(uuid);
    const errorAnswer = await app.inject({ method: 'GET', url: '/v1/nope' });
    expect(errorAnswer.headers['x-request-id']).toMatch(uuid);
  });
});

describe('caching of personal answers', () => {
  it('marks every answer to a signed-in request no-store, success or failure', async () => {
    const { app } = await getTestContext();
    const { headers, stores } = await signIn(app, DEMO_USERS.sales);
    const store = stores[0]!;
    const answers = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/b2b/v2/channel/search',
        headers,
        payload: { keywordSearch: '', store: store.name.th, store_uuid: store._id },
      }),
      app.inject({ method: 'POST', url: '/b2b/v2/auth/portal-token', headers }),
      app.inject({ method: 'GET', url: '/api/runtime-config', headers }),
      app.inject({ method: 'POST', url: '/b2b/v2/channel/search', headers, payload: {} }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers without credentials to their own caching rules', async () => {
    const { app } = await getTestContext();
    const response = await app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});

describe('logs', () => {
  it('never contain the single-sign-on token of /sso?token=…', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
    try {
      const secret = 'eyJhbGciOiJIUzI1NiJ9.secret-part.signature';
      await app.inject({ method: 'GET', url: `/sso?token=${secret}&lang=en` });
      await app.inject({ method: 'GET', url: `/en/sso?access_token=${secret}` });
      const logged = lines.join('\n');
      expect(logged).toContain('/sso?token=[redacted]&lang=en');
      expect(logged).toContain('/en/sso?access_token=[redacted]');
      expect(logged).not.toContain('secret-part');
    } finally {
      await app.close();
    }
  });
});
