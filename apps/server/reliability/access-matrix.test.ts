import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorCatalogue } from '@changdee/contract/errors';
import { ROLES, type Role } from '@changdee/domain/roles';
import { listRouteAccess } from '../src/plugins/access';
import { signAccessToken, type AccessClaims } from '../src/modules/auth/tokens';
import { DEMO_USERS } from '../src/db/seed/demo-keys';
import { testDriver } from '../test/context';
import { signIn } from '../test/sign-in';
import {
  EXPECTATIONS,
  rowOf,
  type MatrixRequest,
  type Row,
  type Scope,
} from './access-expectations';
import { recordFigure } from './figures';
import { buildWorld, ROLE_USERS, storeOf, storesAround, type StoreFix, type World } from './world';

// The access matrix (docs/reliability.md): every route of the server's route table × every kind
// of caller — each role on its own store, another store of its channel and another channel's, and
// no token, a forged, an expired and a logged-out one — answers exactly the status its row in
// access-expectations.ts says, and no answer carries another store's data. The routes come from
// the running app (listRouteAccess), so a new route without a row fails here.

interface Caller {
  name: string;
  /** The bearer token, or none. */
  token: string | null;
  /** The role of a valid token; null for the callers that are nobody. */
  role: Role | null;
  scope: Scope;
  /** The store the request is about. */
  target: StoreFix;
  /** The stores whose data this caller may see. */
  own: StoreFix[];
  username: string;
}

let world: World;
let callers: Caller[];

const claimsOf = (token: string): AccessClaims => {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  const { iss: _iss, aud: _aud, iat: _iat, exp: _exp, jti: _jti, nbf: _nbf, ...claims } = payload;
  return claims as unknown as AccessClaims;
};

beforeAll(async () => {
  world = await buildWorld();
  const { app } = world.kit;
  const sales = storeOf(world, 'Sales');
  const roleCallers = ROLES.flatMap((role): Caller[] => {
    const { session, store } = world.users[role];
    // Changdee's own people work for no store: they ask about Sales' store and those around it.
    const home = store ?? sales;
    const { otherStore, otherChannel } = storesAround(world, home);
    const targets: Record<Scope, StoreFix> = { own: home, otherStore, otherChannel };
    const about: Record<Scope, string> = store
      ? {
          own: 'its own store',
          otherStore: 'another store of its channel',
          otherChannel: "another channel's store",
        }
      : {
          own: "Sales' store",
          otherStore: "another store of Sales' channel",
          otherChannel: "another channel's store",
        };
    return (Object.keys(targets) as Scope[]).map((scope) => ({
      name: `${role} on ${about[scope]}`,
      token: session.accessToken,
      role,
      scope,
      target: targets[scope],
      own: visibleStores(world, role, store),
      username: ROLE_USERS[role],
    }));
  });
  // The callers that are nobody all ask about Sales' own store, with Sales' credentials where a
  // route takes its own (sign-in).
  const genuine = await signIn(app, DEMO_USERS.sales);
  const loggedOut = await signIn(app, DEMO_USERS.sales);
  const out = await app.inject({
    method: 'POST',
    url: '/v1/auth/logout',
    payload: { token: loggedOut.refreshToken },
  });
  expect(out.statusCode).toBe(200);
  const claims = claimsOf(genuine.accessToken);
  const nobody = (name: string, token: string | null): Caller => ({
    name,
    token,
    role: null,
    scope: 'own',
    target: sales,
    own: [],
    username: DEMO_USERS.sales,
  });
  callers = [
    ...roleCallers,
    nobody('no token', null),
    nobody(
      'a forged token',
      await signAccessToken('a-forged-secret-that-is-not-the-servers-0123456789', claims),
    ),
    nobody(
      'an expired token',
      await signAccessToken(
        app.config.secrets.accessTokenSecret,
        claims,
        new Date(Date.now() - 60 * 60_000),
      ),
    ),
    nobody('a logged-out token', loggedOut.accessToken),
  ];
});

afterAll(async () => {
  await world?.close();
});

/**
 * The stores whose data a role may see (docs/decisions/036): an operator every store's orders, a
 * channel manager every order of its channel, the others their own store's.
 */
function visibleStores(world: World, role: Role, store: StoreFix | null): StoreFix[] {
  if (role === 'Operator') return world.stores;
  if (!store) return [];
  if (role === 'Channel Manager') return world.stores.filter((s) => s.channel === store.channel);
  return [store];
}

function expectedStatus(row: Row, caller: Caller): number {
  if (row.access === 'public') return row.expect[caller.scope];
  if (caller.role === null) return 401;
  if (!row.access.includes(caller.role)) return 403;
  return (row.byRole?.[caller.role] ?? row.expect)[caller.scope];
}

async function send(request: MatrixRequest, caller: Caller, row: Row, method: string) {
  const headers: Record<string, string> = { 'accept-language': 'en', ...request.headers };
  if (caller.token && !row.ownCredentials) headers.authorization = `Bearer ${caller.token}`;
  return world.kit.app.inject({
    method: method as 'GET',
    url: request.url,
    headers,
    ...(request.raw !== undefined
      ? { payload: request.raw }
      : request.body !== undefined
        ? { payload: request.body as Record<string, unknown> }
        : {}),
  });
}

/** The secrets of stores the caller may not see, less what the request itself named. */
function foreignSecrets(caller: Caller, row: Row, request: MatrixRequest): string[] {
  // A sign-in answers the data of the credentials' user, whoever holds a token.
  const own = row.ownCredentials ? [storeOf(world, 'Sales'), ...caller.own] : caller.own;
  const asked = `${request.url} ${JSON.stringify(request.body ?? '')} ${request.raw ?? ''}`;
  const ownIds = new Set(own.map((s) => s.id));
  return world.stores
    .filter((s) => !ownIds.has(s.id))
    .flatMap((s) => s.secrets)
    .filter((secret) => secret && !asked.includes(secret));
}

describe(`access matrix (${testDriver()})`, () => {
  it('every route of the route table has a row, with the access the route declares', async () => {
    const table = listRouteAccess(world.kit.app);
    expect(table.length).toBeGreaterThan(30);
    const missing = table.filter((r) => !rowOf(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without a row in access-expectations.ts').toEqual([]);
    for (const route of table) {
      const row = rowOf(route.method, route.url)!;
      const declared = route.access === 'public' ? 'public' : [...route.access.roles].sort();
      const expected = row.access === 'public' ? 'public' : [...row.access].sort();
      expect(declared, `${route.method} ${route.url}`).toEqual(expected);
    }
    // And no row for a route that is gone.
    const keys = new Set(table.map((r) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`));
    expect(Object.keys(EXPECTATIONS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('every route × every caller answers the expected status and nothing of another store', async () => {
    const table = listRouteAccess(world.kit.app);
    const failures: string[] = [];
    let checked = 0;
    for (const route of table) {
      const row = rowOf(route.method, route.url);
      if (!row) continue; // the test above names it
      for (const caller of callers) {
        const request = await row.request({
          world,
          target: caller.target,
          username: caller.username,
        });
        const response = await send(request, caller, row, route.method);
        checked += 1;
        const where = `${route.method} ${request.url} as ${caller.name}`;
        const expected = expectedStatus(row, caller);
        if (response.statusCode !== expected) {
          failures.push(
            `${where}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 200)}`,
          );
          continue;
        }
        if (expected >= 400 && route.method !== 'HEAD') {
          const body = errorBodySchema.safeParse(response.json());
          if (!body.success || !(body.data.code in errorCatalogue))
            failures.push(
              `${where}: not the error envelope with a known code: ${response.body.slice(0, 200)}`,
            );
        }
        const text = response.body;
        const leaked = foreignSecrets(caller, row, request).filter((secret) =>
          text.includes(secret),
        );
        if (leaked.length > 0)
          failures.push(`${where}: carries another store's ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(table.length * callers.length);
    recordFigure(
      'access matrix',
      `${table.length} routes × ${callers.length} callers = ${checked} requests`,
    );
  });
});
