import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { documentPaths } from '@changdee/contract/documents';
import { dispatchPaths } from '@changdee/contract/dispatch';
import { lineLinkPaths, LINE_SIGNATURE_HEADER } from '@changdee/contract/line-link';
import { messagePaths } from '@changdee/contract/messages';
import { opsOrderPaths } from '@changdee/contract/ops-orders';
import {
  orderPaths,
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
} from '@changdee/contract/orders';
import { trackingPaths } from '@changdee/contract/tracking';
import { listRouteAccess } from '../src/plugins/access';
import { buildTestApp, getTestContext } from './context';
import {
  answerChecker,
  documentedMediaTypes,
  openApiDocument,
  operationOf,
  type OpenApiDocument,
} from './openapi-document';

// OpenAPI is generated from the contract schemas and served at /api/docs; software nobody here
// wrote (swagger-parser, Ajv in strict mode) must read it. Its answers are checked against the
// server's real ones in openapi-answers.test.ts.

describe('OpenAPI', () => {
  it('is an OpenAPI 3.1 document swagger-parser validates, every answer schema read by Ajv', async () => {
    const { app } = await getTestContext();
    const doc = await openApiDocument(app);
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    expect(answerChecker(doc).compileAll()).toBeGreaterThan(400);
  });

  it('gives every field of every answer a type, but the few the API leaves open', async () => {
    const { app } = await getTestContext();
    const doc = await openApiDocument(app);
    const unsaid = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, response] of Object.entries(operation.responses))
          for (const field of fieldsSayingNothing(response.content?.['application/json']?.schema))
            unsaid.add(`${method} ${path} ${status}: ${field}`);
    // Error details vary by code; an audit record keeps whatever the record was before and after.
    const open = [...unsaid].filter((entry) => !/: (details|before|after|current)$/.test(entry));
    expect(open).toEqual([]);
  });

  it('says who may call each operation: bearer for a role, [] when public, or its own scheme', async () => {
    const { app } = await getTestContext();
    const doc = await openApiDocument(app);
    const wrong: string[] = [];
    for (const { method, url, access } of listRouteAccess(app)) {
      const operation = operationOf(doc, method, url);
      if (!operation) continue; // the docs and static files are not in the document
      const expected =
        url === '/v1/auth'
          ? [{ basic: [] }]
          : url === messagePaths.smsReports
            ? [{ smsReportToken: [] }]
            : access === 'public'
              ? []
              : [{ bearer: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(expected))
        wrong.push(`${method} ${url}: ${JSON.stringify(operation.security)}`);
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual([
      'basic',
      'bearer',
      'smsReportToken',
    ]);
  });

  it('documents every download’s 200 with its media types, as a string', async () => {
    const { app } = await getTestContext();
    const doc = await openApiDocument(app);
    const downloads = [
      [documentPaths.pdf, ['application/pdf']],
      [documentPaths.opsPdf, ['application/pdf']],
      [trackingPaths.documentPdf, ['application/pdf']],
      [opsOrderPaths.csv, ['text/csv']],
      [dispatchPaths.photo, ['image/webp', 'image/jpeg']],
    ] as const;
    for (const [url, mediaTypes] of downloads) {
      const operation = operationOf(doc, 'GET', url)!;
      expect(documentedMediaTypes(operation, 200), url).toEqual(mediaTypes);
      for (const mediaType of mediaTypes)
        expect(operation.responses['200']!.content![mediaType]!.schema, url).toEqual({
          type: 'string',
          contentMediaType: mediaType,
        });
    }
    // Every operation of the document says what it answers when it works.
    const without = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !Object.keys(operation.responses).some((s) => s.startsWith('2')))
        .map(([method]) => `${method} ${path}`),
    );
    expect(without).toEqual([]);
  });

  it('documents the webhooks’ bodies and their signature headers', async () => {
    const { app } = await getTestContext();
    const doc = await openApiDocument(app);
    const signed = [
      [orderPaths.paymentWebhook, [PAYMENT_TIMESTAMP_HEADER, PAYMENT_SIGNATURE_HEADER], 'event_id'],
      [lineLinkPaths.webhook, [LINE_SIGNATURE_HEADER], 'events'],
    ] as const;
    for (const [url, headers, field] of signed) {
      const operation = operationOf(doc, 'POST', url)!;
      const required = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'header' && parameter.required)
        .map((parameter) => parameter.name);
      expect(required, url).toEqual(headers);
      type Body = { properties?: Record<string, unknown>; oneOf?: Body[]; anyOf?: Body[] };
      const body = operation.requestBody?.content['application/json']?.schema as Body;
      // A body of several kinds (the payment webhook: an order's payment, extras' — decision
      // 080) names the field in every kind.
      const kinds = body?.oneOf ?? body?.anyOf ?? [body];
      for (const kind of kinds) expect(Object.keys(kind?.properties ?? {}), url).toContain(field);
    }
  });

  it('lists the API routes with their answer schemas at /api/docs/json', async () => {
    const { app } = await getTestContext();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as OpenApiDocument;
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
      expect(doc.paths['/healthz']?.get?.security).toEqual([]);
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

/** The fields of a schema whose own schema (or a member of its anyOf) allows anything. */
function fieldsSayingNothing(schema: unknown, name = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  if (Object.keys(node).filter((key) => key !== 'description').length === 0) return [name];
  const properties = Object.entries((node.properties ?? {}) as Record<string, unknown>);
  const members = [...((node.anyOf ?? node.oneOf ?? []) as unknown[]), node.items];
  return [
    ...properties.flatMap(([key, value]) => fieldsSayingNothing(value, key)),
    ...members.flatMap((member) => fieldsSayingNothing(member, name)),
  ];
}
