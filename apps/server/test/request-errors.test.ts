import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorCatalogue } from '@changdee/contract/errors';
import type { App } from '../src/app';
import { buildTestApp } from './context';
import { listenOnLoopback, sendRaw, type RawAnswer } from './raw-http';

// Requests that fail before any route runs — refused by Node's HTTP parser, by Fastify's router or
// by a body parser — still answer in the API's envelope, in the request's language when it can be
// read, and never repeat what was sent (in the answer or in the logs). Sent over a real socket,
// byte for byte, since app.inject never goes through the HTTP parser.

const MARKER = 'ECHO-MARKER-7f3a';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let app: App;
let port = 0;
beforeAll(async () => {
  app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
  port = await listenOnLoopback(app);
});
afterAll(async () => {
  await app?.close();
});

const send = (request: string) => sendRaw(port, request);

const request = (lines: string[], body = '') =>
  `${[...lines, 'Host: shop.test', 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;

const envelope = (answer: RawAnswer) => errorBodySchema.parse(JSON.parse(answer.body));

describe("errors before any route, in the API's envelope", () => {
  it.each([
    [
      'headers too large',
      request(['GET /healthz HTTP/1.1', `X-Big: ${MARKER}${'a'.repeat(20_000)}`]),
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'a malformed header line',
      request(['GET /healthz HTTP/1.1', `${MARKER} no colon`]),
      400,
      'BAD_REQUEST',
    ],
    [
      'conflicting body lengths',
      request(['POST /v1/auth HTTP/1.1', 'Transfer-Encoding: chunked', 'Content-Length: 3']),
      400,
      'BAD_REQUEST',
    ],
    [
      'a URL that does not decode',
      request([`GET /v1/${MARKER}%E0%A4%A HTTP/1.1`]),
      400,
      'BAD_REQUEST',
    ],
    [
      'a path parameter over the length limit',
      request([`GET /a/v1/admin/employee/${MARKER}${'x'.repeat(300)} HTTP/1.1`]),
      414,
      'URI_TOO_LONG',
    ],
    ['an unknown method', request(['PROPFIND /v1/auth HTTP/1.1']), 404, 'ROUTE_NOT_FOUND'],
    [
      'JSON that does not parse',
      request(
        [
          'POST /v1/authServer/getAccessToken HTTP/1.1',
          'Content-Type: application/json',
          `Content-Length: ${`{"token": "${MARKER}`.length}`,
        ],
        `{"token": "${MARKER}`,
      ),
      400,
      'BAD_REQUEST',
    ],
    [
      'an empty JSON body where one is expected',
      request([
        'POST /v1/authServer/getAccessToken HTTP/1.1',
        'Content-Type: application/json',
        'Content-Length: 0',
      ]),
      400,
      'BAD_REQUEST',
    ],
    [
      'a content length that is not a number',
      request(
        [
          'POST /v1/authServer/getAccessToken HTTP/1.1',
          'Content-Type: application/json',
          'Content-Length: abc',
        ],
        '{}',
      ),
      400,
      'BAD_REQUEST',
    ],
    [
      'a content type nobody parses',
      request(
        [
          'POST /v1/authServer/getAccessToken HTTP/1.1',
          `Content-Type: text/x-${MARKER}`,
          'Content-Length: 2',
        ],
        '{}',
      ),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ])('%s: the envelope in Thai, without the input', async (_name, raw, status, code) => {
    const answer = await send(raw);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(envelope(answer)).toEqual({
      code,
      message: errorCatalogue[code as keyof typeof errorCatalogue].th,
    });
    expect(answer.body).not.toContain(MARKER);
  });

  it('a body that does not parse is not quoted in the logs either', async () => {
    logLines.length = 0;
    const body = `{"token": "${MARKER}`;
    const answer = await send(
      request(
        [
          'POST /v1/authServer/getAccessToken HTTP/1.1',
          'Content-Type: application/json',
          `Content-Length: ${body.length}`,
        ],
        body,
      ),
    );
    expect(answer.status).toBe(400);
    expect(logLines.join('\n')).toContain('FST_ERR_CTP_INVALID_JSON_BODY');
    expect(logLines.join('\n')).not.toContain(MARKER);
  });

  it('answers in English when the refused request asked for it', async () => {
    const answer = await send(
      request([
        'GET /healthz HTTP/1.1',
        'Accept-Language: en-GB,en;q=0.9',
        `X-Big: ${'a'.repeat(20_000)}`,
      ]),
    );
    expect(envelope(answer)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: errorCatalogue.HEADERS_TOO_LARGE.en,
    });
    const badUrl = await send(request(['GET /v1/%E0%A4%A HTTP/1.1', 'Accept-Language: en']));
    expect(envelope(badUrl).message).toBe(errorCatalogue.BAD_REQUEST.en);
  });
});

describe('validation messages in the language of the request', () => {
  it('a request without a body: Thai details in Thai, English in English', async () => {
    const thai = await app.inject({ method: 'POST', url: '/v1/authServer/getAccessToken' });
    const thaiBody = errorBodySchema.parse(thai.json());
    expect(thaiBody.code).toBe('VALIDATION_FAILED');
    expect(thaiBody.details).toEqual([{ in: 'body', path: '', message: 'กรุณาระบุข้อมูล' }]);

    const english = await app.inject({
      method: 'POST',
      url: '/v1/authServer/getAccessToken',
      headers: { 'accept-language': 'en' },
    });
    expect(errorBodySchema.parse(english.json()).details).toEqual([
      { in: 'body', path: '', message: 'This field is required.' },
    ]);
  });
});
