import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogAdminPaths } from '@changdee/contract/catalog-admin';
import { couponAdminPaths } from '@changdee/contract/coupons-admin';
import { peopleAdminPaths } from '@changdee/contract/people-admin';
import { teamAdminPaths } from '@changdee/contract/teams-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import type { App } from '../src/app';
import { DEMO_CHANNELS } from '../src/db/seed/demo-keys';
import { buildTestApp, testDriver } from '../test/context';
import { ORDER_NOW } from '../test/order-kit';
import { webhookHeaders } from '../test/webhook-headers';
import { EXPECTATIONS, type MatrixRequest } from './access-expectations';
import { callerOf, judge, routeSchemas, type RouteSchemas } from './answers';
import { recordFigure } from './figures';
import { buildWorld, ROLE_USERS, storeOf, WEBHOOK_SECRET, type World } from './world';

// The back office's races (issue 28 item 8, docs/reliability.md): every write of the back office
// (the routes Sales may not call: teams, people, coupons, promotions, services, dispatch,
// payments, refunds, the technician's job) sent eight times at once, identical, as the role it
// admits. Never a 5xx; every answer is its route's contract or the error envelope in the language
// asked. A create whose name is new (its code, username or SKU made fresh for the round) is made
// once: one 2xx, seven 409 — on PostgreSQL the seven used to meet the unique key as 500s.

const AT_ONCE = 8;
/** Fields that name a record uniquely: made fresh for each round, the same in its eight requests. */
const NAME_FIELDS = new Set(['code', 'username', 'sku_code']);
/** The creates of a record with a unique name: a fresh one is made exactly once. */
const CREATES = new Set([
  `POST ${teamAdminPaths.list}`,
  `POST ${peopleAdminPaths.channels}`,
  `POST ${peopleAdminPaths.stores}`,
  `POST ${peopleAdminPaths.employees}`,
  `POST ${peopleAdminPaths.users}`,
  `POST ${couponAdminPaths.create}`,
  `POST ${catalogAdminPaths.create}`,
]);

// The matrix's service create is deliberately empty (400 for every caller); the race needs a
// well-formed one.
const SEEDS: Record<string, unknown> = {
  [`POST ${catalogAdminPaths.create}`]: {
    channel: DEMO_CHANNELS.retail,
    sku_code: 'REL-RACE',
    sku_mapping: 'REL-RACE-MAP',
    type_of_work: 'WT-AC',
    name: { th: 'ติดตั้ง', en: 'Installation' },
    pricing: {
      type: 'I',
      unit_price: 100,
      unit: { th: 'เครื่อง', en: 'unit' },
      min_qty: 1,
      limit_qty: 5,
    },
    normal_price: 120,
    is_survey_discount: false,
    lock_days: 1,
    images: [],
    informations: [],
    selling_points: [],
  },
};

let world: World;
let app: App;
let schemas: Map<string, RouteSchemas>;

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

/** The body with every naming field made fresh (`suffix`). */
function freshNames(body: unknown, suffix: string): unknown {
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string' && key && NAME_FIELDS.has(key))
      return key === 'username' ? `${value}-${suffix.toLowerCase()}` : `${value}-${suffix}`;
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(body);
}

function send(
  request: MatrixRequest,
  body: unknown,
  role: keyof typeof ROLE_USERS,
  language: 'th' | 'en',
) {
  const raw = request.raw ?? (body === undefined ? '' : JSON.stringify(body));
  const headers: Record<string, string> = {
    'accept-language': language,
    authorization: `Bearer ${world.users[role].session.accessToken}`,
    'content-type': 'application/json',
    ...(request.raw !== undefined ? webhookHeaders(app, WEBHOOK_SECRET, raw) : {}),
    ...(request.headers ?? {}),
  };
  return app.inject({ method: request.method, url: request.url, headers, payload: raw });
}

const backOfficeWrites = () =>
  Object.entries(EXPECTATIONS).filter(
    ([key, row]) => /^(POST|PATCH|DELETE) /.test(key) && callerOf(row) !== 'Sales',
  );

describe(`the back office's writes, eight at once (${testDriver()})`, () => {
  it('never a 5xx, the contract or the envelope; a new name is made once, seven 409', async () => {
    const writes = backOfficeWrites();
    expect(writes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    let sent = 0;
    for (const [key, row] of writes) {
      const role = callerOf(row);
      const request = await row.request({
        world,
        target: storeOf(world, 'Sales'),
        username: ROLE_USERS[role],
      });
      const suffix = `R${randomUUID().slice(0, 5).toUpperCase()}`;
      const body = freshNames(SEEDS[key] ?? request.body, suffix);
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) => send(request, body, role, i % 2 ? 'en' : 'th')),
      );
      sent += AT_ONCE;
      answers.forEach((answer, i) => {
        const problem = judge(schemas, key, answer, i % 2 ? 'en' : 'th');
        if (problem) failures.push(`${key}: ${problem}`);
      });
      const made = answers.filter((a) => a.statusCode < 300).length;
      if (CREATES.has(key)) {
        const others = answers
          .filter((a) => a.statusCode >= 300)
          .map((a) => `${a.statusCode} ${errorBodySchema.safeParse(a.json()).data?.code}`);
        if (made !== 1 || others.some((o) => !o.startsWith('409 ')))
          failures.push(`${key}: ${made} made, then ${others.join(', ')}`);
      }
    }
    recordFigure(
      'back-office races',
      `${writes.length} routes × ${AT_ONCE} at once = ${sent} requests, ${failures.length} wrong answers`,
    );
    expect([...new Set(failures)].slice(0, 40)).toEqual([]);
  }, 300_000);
});
