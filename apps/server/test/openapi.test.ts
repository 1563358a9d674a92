import { describe, expect, it } from 'vitest';
import { buildTestApp, getTestContext } from './context';

// OpenAPI is generated from the contract schemas and served at /api/docs.

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, unknown>; security?: unknown[]; description?: string }
    >
  >;
  components?: { securitySchemes?: Record<string, unknown> };
}

describe('OpenAPI', () => {
  it('lists the API routes with their answer schemas at /api/docs/json', async () => {
    const { app } = await getTestContext();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Changdee B2B API');
    expect(doc.components?.securitySchemes).toHaveProperty('bearer');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/api/runtime-config']),
    );
    const health = doc.paths['/healthz']?.get;
    expect(health?.responses).toHaveProperty('200');
    expect(health?.responses).toHaveProperty('503');
    expect(JSON.stringify(doc.paths['/api/runtime-config'])).toContain('supportPhone');
    // Infrastructure routes stay out of the document.
    expect(
      Object.keys(doc.paths).some((path) => path.startsWith('/api/docs') || path === '/*'),
    ).toBe(false);
  });

  it('marks routes that need a role with the bearer scheme and names the roles', async () => {
    const app = await buildTestApp();
    app.get(
      '/b2b/v2/test-doc',
      { config: { access: { roles: ['Channel Manager'] } } },
      async () => null,
    );
    await app.ready();
    try {
      const doc = (
        await app.inject({ method: 'GET', url: '/api/docs/json' })
      ).json() as OpenApiDocument;
      const operation = doc.paths['/b2b/v2/test-doc']?.get;
      expect(operation?.security).toEqual([{ bearer: [] }]);
      expect(operation?.description).toContain('roles: Channel Manager');
      expect(doc.paths['/healthz']?.get?.security).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('serves Swagger UI at /api/docs', async () => {
    const { app } = await getTestContext();
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
  });

  it('is not served with API_DOCS=false (the production default): a JSON 404', async () => {
    const app = await buildTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code, url).toBe('ROUTE_NOT_FOUND');
      }
    } finally {
      await app.close();
    }
  });
});
