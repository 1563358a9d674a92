import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorCatalogue, errorMessage, type ErrorCode } from '@changdee/contract/errors';
import { issueKeyMessage } from '@changdee/contract/issue-messages';
import { lineLinkPaths } from '@changdee/contract/line-link';
import { orderPaths } from '@changdee/contract/orders';
import type { Locale } from '@changdee/domain/locale';
import type { App } from '../src/app';
import { MAX_JSON_DEPTH, isNestedDeeperThan } from '../src/plugins/json-body';
import { buildTestApp } from './context';
import { listenOnLoopback, sendRaw, type RawAnswer } from './raw-http';
import { webhookHeaders } from './webhook-headers';

// Decision 034: every JSON body is checked before any work that grows with its depth, on every
// route (signed in or not, the raw-body webhook too), and every answer the framework makes itself
// is in the request's language with its stable code — sent over a real socket, byte for byte.

const WEBHOOK_SECRET = 'test-payment-webhook-secret-0123456789abcdef';
let app: App;
let port = 0;
beforeAll(async () => {
  app = await buildTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  port = await listenOnLoopback(app);
});
afterAll(async () => {
  await app?.close();
});

const send = (request: string | Buffer, to = port) => sendRaw(to, request);

const languageHeader = (language: Locale) =>
  language === 'en' ? 'Accept-Language: en-GB,en;q=0.9' : 'Accept-Language: th-TH,th;q=0.9';

/** A request whose Accept-Language comes after its request line and `headers`, as clients send it. */
const request = (line: string, language: Locale, headers: string[] = [], body = '') =>
  `${[line, 'Host: shop.test', ...headers, languageHeader(language), 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;

const post = (path: string, language: Locale, body: string, headers: string[] = []) =>
  request(
    `POST ${path} HTTP/1.1`,
    language,
    ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, ...headers],
    body,
  );

/** The webhook's signature headers for `body`, as header lines. */
const signedLines = (body: string) =>
  Object.entries(webhookHeaders(app, WEBHOOK_SECRET, body)).map(
    ([name, value]) => `${name}: ${value}`,
  );

const envelope = (answer: RawAnswer) => errorBodySchema.parse(JSON.parse(answer.body));

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const LANGUAGES: Locale[] = ['th', 'en'];

describe('isNestedDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(isNestedDeeperThan(deep(3), 3)).toBe(false);
    expect(isNestedDeeperThan(deep(4), 3)).toBe(true);
    expect(isNestedDeeperThan(deepObject(4), 3)).toBe(true);
    expect(isNestedDeeperThan('{"a":"[[[[[[","b":"\\"[[[[["}', 1)).toBe(false);
    expect(isNestedDeeperThan('[1,[2],{"x":[3]}]', 3)).toBe(false);
  });

  it('walks a million levels without recursion', () => {
    expect(isNestedDeeperThan(deep(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('a JSON body nested too deep: 400 JSON_TOO_DEEP on every route, never a 500', () => {
  const routes = [
    ['logout (public)', '/v1/auth/logout'],
    ['refresh (public)', '/v1/authServer/getAccessToken'],
    ['single sign-on (public)', '/b2b/v2/auth/sso'],
    ['sign-in (its own parser)', '/v1/auth'],
    ['the payment webhook (raw body)', orderPaths.paymentWebhook],
    ['the LINE webhook (raw body)', lineLinkPaths.webhook],
    ['an order (signed in only: refused before the sign-in check)', orderPaths.create],
    ['an unknown API path', '/v1/no-such-route'],
  ] as const;

  it.each(routes)('%s', async (_name, path) => {
    for (const language of LANGUAGES) {
      for (const body of [deep(5000), deepObject(MAX_JSON_DEPTH + 1)]) {
        const answer = await send(post(path, language, body));
        expect(answer.status, answer.body).toBe(400);
        expect(envelope(answer)).toEqual({
          code: 'JSON_TOO_DEEP',
          message: errorMessage('JSON_TOO_DEEP', language, { max: MAX_JSON_DEPTH }),
        });
      }
    }
  });

  it('a body exactly at the limit is read as usual', async () => {
    const answer = await send(post('/v1/auth/logout', 'en', deepObject(MAX_JSON_DEPTH)));
    expect(answer.status).toBe(400);
    expect(envelope(answer).code).toBe('VALIDATION_FAILED');
  });
});

describe('texts a database cannot store: 400 on every route, the signed webhook included', () => {
  const nul = JSON.stringify({ token: 'a\u0000b' });
  const halfPair = '{"token":"a\\ud800b"}';

  it.each([
    ['logout (no body schema checks the token)', '/v1/auth/logout'],
    ['refresh', '/v1/authServer/getAccessToken'],
    ['single sign-on', '/b2b/v2/auth/sso'],
  ])('%s', async (_name, path) => {
    for (const language of LANGUAGES) {
      for (const body of [nul, halfPair]) {
        const answer = await send(post(path, language, body));
        expect(answer.status).toBe(400);
        expect(envelope(answer)).toEqual({
          code: 'VALIDATION_FAILED',
          message: errorCatalogue.VALIDATION_FAILED[language],
          details: [
            {
              in: 'body',
              path: 'token',
              message: issueKeyMessage('issue.unusableCharacter', language),
            },
          ],
        });
      }
    }
  });

  it('the webhook takes JSON only: a signed event sent as text is 415, never read', async () => {
    const body = JSON.stringify({
      event_id: 'evt-\u0000',
      type: 'payment.succeeded',
      data: { cartOrderNo: 'CO260101000001', amount: 1, reference: 'r' },
    });
    const answer = await send(
      request(
        `POST ${orderPaths.paymentWebhook} HTTP/1.1`,
        'en',
        [
          'Content-Type: text/plain',
          `Content-Length: ${Buffer.byteLength(body)}`,
          ...signedLines(body),
        ],
        body,
      ),
    );
    expect(answer.status).toBe(415);
    expect(envelope(answer).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a signed webhook event with U+0000 in its ids: 400, never a database error', async () => {
    for (const body of [
      JSON.stringify({
        event_id: 'evt-\u0000',
        type: 'payment.succeeded',
        data: { cartOrderNo: 'CO260101000001', amount: 1, reference: 'r' },
      }),
      '{"event_id":"evt-1","type":"payment.succeeded","data":{"cartOrderNo":"CO\\udc00","amount":1,"reference":"r"}}',
    ]) {
      const answer = await send(post(orderPaths.paymentWebhook, 'en', body, signedLines(body)));
      expect(answer.status).toBe(400);
      expect(envelope(answer).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe("the framework's own answers, in the request's language with their codes", () => {
  const cases: Array<[string, (language: Locale) => string, number, ErrorCode]> = [
    [
      'an unknown API path',
      (l) => request('GET /v1/nothing-here HTTP/1.1', l),
      404,
      'ROUTE_NOT_FOUND',
    ],
    [
      'a method the route does not take',
      (l) => request('DELETE /healthz HTTP/1.1', l),
      404,
      'ROUTE_NOT_FOUND',
    ],
    ['an unknown method', (l) => request('PROPFIND /v1/auth HTTP/1.1', l), 404, 'ROUTE_NOT_FOUND'],
    [
      'a body over BODY_LIMIT',
      (l) =>
        post('/v1/authServer/getAccessToken', l, JSON.stringify({ token: 'x'.repeat(1_100_000) })),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a content type nobody parses',
      (l) =>
        request(
          'POST /v1/authServer/getAccessToken HTTP/1.1',
          l,
          ['Content-Type: text/x-unknown', 'Content-Length: 2'],
          '{}',
        ),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'JSON that does not parse',
      (l) => post('/v1/auth/logout', l, '{"token": '),
      400,
      'BAD_REQUEST',
    ],
    [
      'a URL that does not decode',
      (l) => request('GET /v1/%E0%A4%A HTTP/1.1', l),
      400,
      'BAD_REQUEST',
    ],
    [
      'a path parameter over the length limit',
      (l) => request(`GET /a/v1/admin/employee/${'x'.repeat(300)} HTTP/1.1`, l),
      414,
      'URI_TOO_LONG',
    ],
    [
      'a 100 KB URL (the language arrives after the first 64 KB)',
      (l) => request(`GET /v1/${'a'.repeat(100_000)} HTTP/1.1`, l),
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'a header too large before the language',
      (l) => request('GET /healthz HTTP/1.1', l, [`X-Big: ${'a'.repeat(20_000)}`]),
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'an Expect header the server cannot meet',
      (l) => request('GET /healthz HTTP/1.1', l, ['Expect: something-else']),
      417,
      'EXPECTATION_FAILED',
    ],
    [
      'a malformed header line',
      (l) => request('GET /healthz HTTP/1.1', l, ['no colon here']),
      400,
      'BAD_REQUEST',
    ],
  ];

  it.each(cases)('%s', async (_name, build, status, code) => {
    for (const language of LANGUAGES) {
      const answer = await send(build(language));
      expect(answer.status, `${language}: ${answer.body}`).toBe(status);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      expect(envelope(answer)).toEqual({ code, message: errorCatalogue[code][language] });
    }
  });

  it('too many sign-ins from one address: 429 RATE_LIMITED with Retry-After', async () => {
    const limited = await buildTestApp({ SIGN_IN_RATE_LIMIT: '1' });
    try {
      await limited.listen({ port: 0, host: '127.0.0.1' });
      const { port: limitedPort } = limited.server.address() as { port: number };
      const signIn = (language: Locale) =>
        send(
          request('POST /v1/auth HTTP/1.1', language, ['Authorization: Basic eDp5']),
          limitedPort,
        );
      await signIn('th');
      for (const language of LANGUAGES) {
        const answer = await signIn(language);
        expect(answer.status).toBe(429);
        expect(answer.headers).toMatch(/retry-after: \d+/i);
        expect(envelope(answer)).toEqual({
          code: 'RATE_LIMITED',
          message: errorCatalogue.RATE_LIMITED[language],
        });
      }
    } finally {
      await limited.close();
    }
  });
});
