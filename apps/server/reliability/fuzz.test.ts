import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorCatalogue } from '@changdee/contract/errors';
import { LINE_SIGNATURE_HEADER, lineLinkPaths } from '@changdee/contract/line-link';
import { orderPaths } from '@changdee/contract/orders';
import type { Role } from '@changdee/domain/roles';
import type { App } from '../src/app';
import {
  STAND_IN_LINE_SECRET,
  standInEnv,
  startProviderStandIn,
} from '../src/modules/messages/provider-stand-in';
import { buildTestApp, testDriver } from '../test/context';
import { BLANK_TAX_INVOICE, ORDER_NOW } from '../test/order-kit';
import { webhookHeaders } from '../test/webhook-headers';
import { EXPECTATIONS, type MatrixRequest } from './access-expectations';
import { callerOf, judge as judgeAnswer, routeSchemas, type RouteSchemas } from './answers';
import { recordFigure } from './figures';
import { sized } from './size';
import { buildWorld, ROLE_USERS, storeOf, WEBHOOK_SECRET, type World } from './world';

// Fuzz of every route that takes a body (docs/reliability.md): a well-formed request of the route
// (its row in access-expectations.ts, as Sales on its own store) and that request broken by
// fast-check — a field of the wrong type, removed, or holding a huge string, U+0000, a lone
// surrogate, a nested structure, extra fields, or the whole body replaced — in Thai and English.
// Never a 5xx; a success matches the route's own response schema (the contract's zod schema the
// route is registered with), a failure is the error envelope with a code of the catalogue.

const RUNS = sized(12, 250);
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

let world: World;
let app: App;
let schemas = new Map<string, RouteSchemas>();

beforeAll(async () => {
  world = await buildWorld();
  app = await buildTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET }, { now: () => ORDER_NOW });
  await app.ready();
  schemas = await routeSchemas(app);
});

afterAll(async () => {
  await app?.close();
  await world?.close();
});

const THAI = /[\u0E00-\u0E7F]/;

// ── breaking a body ─────────────────────────────────────────────────────────────────────────
type Path = Array<string | number>;

function paths(value: Json, at: Path = []): Path[] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return here;
}

function setAt(value: Json, path: Path, replacement: Json | undefined): Json | undefined {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = setAt(copy[head as number]!, rest, replacement);
    if (next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  const next = setAt(copy[head as string]!, rest, replacement);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

const nested = (depth: number): Json => {
  let value: Json = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values that do not belong where they are put (undefined: the field is removed). */
const badValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(100_000)),
  fc.constant('ก'.repeat(20_000)),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.constant('\uD800'),
  fc.constant('a\uDFFFb'),
  fc.constant('1e308'),
  fc.constant('-0'),
  fc.constant('   '),
  fc.constant('<script>alert(1)</script>'),
  fc.constant("' or 1=1 --"),
  fc.integer({ min: 1, max: 40 }).map(nested),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

const breakBody = (seed: Json): fc.Arbitrary<Json | undefined> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths(seed)), badValue)
        .map(([p, v]) => setAt(seed, p, v)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }))
        .map(([k, v]) =>
          seed && typeof seed === 'object' && !Array.isArray(seed)
            ? { ...seed, [k]: v as Json }
            : seed,
        ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json> },
    { weight: 1, arbitrary: fc.constant(seed) },
  );

// ── sending and judging ──────────────────────────────────────────────────────────────────────
async function send(
  request: MatrixRequest,
  body: Json | undefined,
  language: 'th' | 'en',
  role: Role = 'Sales',
) {
  const token = world.users[role].session.accessToken;
  const signed = request.url === orderPaths.paymentWebhook;
  const raw = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = {
    'accept-language': language,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    ...(signed ? webhookHeaders(app, WEBHOOK_SECRET, raw) : {}),
  };
  if (request.headers?.authorization?.startsWith('Basic'))
    headers.authorization = request.headers.authorization;
  return app.inject({ method: request.method, url: request.url, headers, payload: raw });
}

const judge = (
  key: string,
  response: { statusCode: number; body: string },
  language: 'th' | 'en',
) => judgeAnswer(schemas, key, response, language);

const bodyRoutes = () =>
  Object.entries(EXPECTATIONS).filter(([key]) => /^(POST|PUT|PATCH|DELETE) /.test(key));

// Bodies the parser must refuse cleanly (the holes of issue 17, closed): sent before the fuzz,
// whose thousands of bodies from one address would reach the public routes' rate limits first.
describe(`bodies the parser must refuse cleanly (${testDriver()})`, () => {
  it('a JSON body nested 3,000 levels deep is a 400 with a code on every route that reads a body', async () => {
    const deep = JSON.stringify(nested(3_000));
    const reading = bodyRoutes().filter(([key]) => schemas.get(key)?.readsBody);
    expect(reading.length).toBeGreaterThan(15);
    for (const [key, row] of reading) {
      const role = callerOf(row);
      const request = await row.request({
        world,
        target: storeOf(world, 'Sales'),
        username: ROLE_USERS[role],
      });
      const response = await send(request, JSON.parse(deep) as Json, 'en', role);
      expect(response.statusCode, `${key}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(judge(key, response, 'en'), key).toBeNull();
    }
  });

  it('U+0000 in the signed payment webhook body is a 400 with a code', async () => {
    for (const language of ['th', 'en'] as const) {
      const response = await send(
        { method: 'POST', url: orderPaths.paymentWebhook },
        {
          event_id: 'evt\u0000x',
          type: 'payment.succeeded',
          data: { cartOrderNo: 'CO\u0000', amount: 1, reference: '\u0000' },
        },
        language,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(judge(`POST ${orderPaths.paymentWebhook}`, response, language)).toBeNull();
    }
  });
});

describe(`a byte order mark before a signed body (${testDriver()})`, () => {
  it('is read like the body after it on the payment webhook, never a 5xx', async () => {
    const body = JSON.stringify({
      event_id: 'evt-bom',
      type: 'payment.succeeded',
      data: { cartOrderNo: 'CO000000000000', amount: 1, reference: 'bom' },
    });
    for (const language of ['th', 'en'] as const) {
      const raw = `\uFEFF${body}`;
      const response = await app.inject({
        method: 'POST',
        url: orderPaths.paymentWebhook,
        headers: {
          'accept-language': language,
          'content-type': 'application/json',
          ...webhookHeaders(app, WEBHOOK_SECRET, raw),
        },
        payload: raw,
      });
      // The signature holds and the body is read: the order it names does not exist.
      expect([response.statusCode, JSON.parse(response.body).code]).toEqual([
        404,
        'ORDER_NOT_FOUND',
      ]);
      expect(judge(`POST ${orderPaths.paymentWebhook}`, response, language)).toBeNull();
    }
  });
});

describe(`LINE's webhook, signed (${testDriver()})`, () => {
  // The matrix's LINE call is unsigned (401 before its code runs): here an app with LINE set up
  // (the local stand-in for LINE's API) gets signed bodies — one after a byte order mark (it
  // answered 500), then the fuzz's broken bodies.
  it('a BOM before the body is read; broken bodies are never a 5xx', async () => {
    const standIn = await startProviderStandIn();
    const line = await buildTestApp(standInEnv(standIn));
    const key = `POST ${lineLinkPaths.webhook}`;
    const sendLine = (raw: string, language: 'th' | 'en') =>
      line.inject({
        method: 'POST',
        url: lineLinkPaths.webhook,
        headers: {
          'accept-language': language,
          'content-type': 'application/json',
          [LINE_SIGNATURE_HEADER]: createHmac('sha256', STAND_IN_LINE_SECRET)
            .update(raw)
            .digest('base64'),
        },
        payload: raw,
      });
    try {
      const seed: Json = {
        destination: 'U0',
        events: [
          {
            type: 'message',
            mode: 'active',
            timestamp: 1,
            source: { type: 'user', userId: 'Ufuzz' },
            replyToken: 'r',
            message: { id: '1', type: 'text', text: 'ABCDE-12345' },
          },
        ],
      };
      const bom = await sendLine(`\uFEFF${JSON.stringify({ events: [] })}`, 'en');
      expect([bom.statusCode, bom.body]).toEqual([
        200,
        JSON.stringify({ message: 'success', data: { events: 0, handled: 0 } }),
      ]);
      const failures: string[] = [];
      for (let run = 0; run < RUNS * 2; run += 1) {
        const body = fc.sample(breakBody(seed), { numRuns: 1, seed: run })[0];
        const language = run % 2 ? 'en' : 'th';
        const response = await sendLine(JSON.stringify(body) ?? '', language);
        const problem = judge(key, response, language);
        if (problem) failures.push(`${JSON.stringify(body)?.slice(0, 200)}: ${problem}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await line.close();
      await standIn.close();
    }
  });
});

describe(`fuzz of every route with a body (${testDriver()})`, () => {
  it('every route with a body is fuzzed', () => {
    const table = [...schemas.keys()].filter((key) => /^(POST|PUT|PATCH|DELETE) /.test(key));
    expect(table.sort()).toEqual(
      bodyRoutes()
        .map(([key]) => key)
        .sort(),
    );
  });

  it(
    `broken and well-formed bodies, in Thai and English: no 5xx, the contract's answers (${RUNS} runs a route)`,
    { timeout: sized(120_000, 1_800_000) },
    async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const [key, row] of bodyRoutes()) {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom('th' as const, 'en' as const),
            fc.context(),
            async (language, ctx) => {
              const role = callerOf(row);
              const request = await row.request({
                world,
                target: storeOf(world, 'Sales'),
                username: ROLE_USERS[role],
              });
              const seed = (
                request.raw !== undefined ? JSON.parse(request.raw) : (request.body ?? {})
              ) as Json;
              const body = fc.sample(breakBody(seed), { numRuns: 1, seed: sent })[0];
              sent += 1;
              const response = await send(request, body, language, role);
              const problem = judge(key, response, language);
              ctx.log(`${key} ${language} ${JSON.stringify(body)?.slice(0, 300)}`);
              if (problem)
                failures.push(
                  `${key} (${language}) ${JSON.stringify(body)?.slice(0, 200)}: ${problem}`,
                );
              return true;
            },
          ),
          { numRuns: RUNS, seed: 20261125 },
        );
      }
      recordFigure(
        'fuzz',
        `${sent} requests on ${bodyRoutes().length} routes, ${failures.length} wrong answers`,
      );
      expect([...new Set(failures)].slice(0, 40)).toEqual([]);
    },
  );
});

describe(`the framework's own answers, in the request's language (${testDriver()})`, () => {
  const language = (message: string) => (THAI.test(message) ? 'th' : 'en');
  const expectAnswer = (
    response: { statusCode: number; body: string },
    statuses: number[],
    wanted: 'th' | 'en',
    what: string,
  ) => {
    expect(statuses, `${what}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
      response.statusCode,
    );
    const error = errorBodySchema.parse(JSON.parse(response.body));
    expect(error.code in errorCatalogue, `${what}: code ${error.code}`).toBe(true);
    expect(language(error.message), `${what}: ${error.message}`).toBe(wanted);
  };

  it('404, 405, 413 and 415 answer in Thai or English as asked, with a code', async () => {
    const token = world.users.Sales.session.accessToken;
    for (const wanted of ['th', 'en'] as const) {
      const headers = { 'accept-language': wanted, authorization: `Bearer ${token}` };
      expectAnswer(
        await app.inject({ method: 'GET', url: '/b2b/v2/no-such-route', headers }),
        [404],
        wanted,
        '404',
      );
      expectAnswer(
        await app.inject({ method: 'PUT', url: orderPaths.checkFamily, headers, payload: {} }),
        [404, 405],
        wanted,
        '405',
      );
      expectAnswer(
        await app.inject({
          method: 'POST',
          url: orderPaths.checkFamily,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ mobile: 'x'.repeat(2 * 1024 * 1024) }),
        }),
        [413],
        wanted,
        '413',
      );
      expectAnswer(
        await app.inject({
          method: 'POST',
          url: orderPaths.checkFamily,
          headers: { ...headers, 'content-type': 'application/xml' },
          payload: '<mobile>0891234567</mobile>',
        }),
        [415],
        wanted,
        '415',
      );
    }
  });

  it('a 100 KB URL is a 431 in the language asked, with a code', async () => {
    const server = await buildTestApp();
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      for (const wanted of ['th', 'en'] as const) {
        const response = await fetch(`http://127.0.0.1:${port}/healthz?q=${'a'.repeat(100_000)}`, {
          headers: { 'accept-language': wanted },
        });
        expectAnswer(
          { statusCode: response.status, body: await response.text() },
          [431],
          wanted,
          '431',
        );
      }
    } finally {
      await server.close();
    }
  });

  it('the loyalty lookup is limited per user: 429 with Retry-After, in the language asked', async () => {
    // The shared test app lifts the limit (apps/server/test/context.ts); this app has a small one
    // of its own. The counters are the database's and count in real time, so lookups made before
    // in the same minute may bring the refusal sooner, never later.
    const limit = 5;
    const limited = await buildTestApp({ FAMILY_LOOKUP_USER_LIMIT: String(limit) });
    try {
      for (const language of ['th', 'en'] as const) {
        let refused: { statusCode: number; body: string; headers: Record<string, unknown> } | null =
          null;
        let admitted = 0;
        for (let i = 0; i <= limit && !refused; i += 1) {
          const response = await limited.inject({
            method: 'POST',
            url: orderPaths.checkFamily,
            headers: {
              'accept-language': language,
              authorization: `Bearer ${world.users.Sales.session.accessToken}`,
            },
            payload: { mobile: `089${String(i).padStart(7, '0')}` },
          });
          if (response.statusCode === 429) refused = response;
          else admitted += 1;
        }
        expect(refused, `no 429 after ${limit + 1} lookups by one user`).not.toBeNull();
        expect(admitted).toBeLessThanOrEqual(limit);
        expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expectAnswer(refused!, [429], language, '429');
      }
    } finally {
      await limited.close();
    }
  });
});

describe(`an order's optional parts (${testDriver()})`, () => {
  it('an empty tax invoice with request_tax_invoice false is accepted', async () => {
    const base = world.kit.payload();
    const response = await world.kit.post(orderPaths.create, {
      ...base,
      customer: { ...base.customer, mobile: '0863000001' },
      request_tax_invoice: false,
      tax_invoice: BLANK_TAX_INVOICE,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
