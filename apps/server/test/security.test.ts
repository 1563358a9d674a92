import { describe, expect, it } from 'vitest';
import { buildTestApp, getTestContext } from './context';

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
