import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  channelResponseSchema,
  employeeListResponseSchema,
  employeeResponseSchema,
  passwordResetCheckResponseSchema,
  peopleAdminPaths,
  pathWith,
  storeResponseSchema,
  userCreatedResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  passwordLinkResponseSchema,
} from '@changdee/contract/people-admin';
import type { App } from '../../app';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { channels, stores, users } from '../../db/schema/identity';
import { DEMO_USERS } from '../../db/seed/demo-keys';
import {
  buildTestApp,
  getTestContext,
  testConfig,
  testDriver,
  testEnvConfig,
} from '../../../test/context';
import { signIn, type SignedIn } from '../../../test/sign-in';

// Channels, stores, employees and users from the portal (docs/decisions/051) on the real server
// and database: CRUD with the version (409 STALE_EDIT), the audit trail, a deactivated user's
// sessions ending at once on another server too (on PostgreSQL: one with its own connection
// pool), and a set-password link that works once.

const RUN = randomUUID().slice(0, 8);
const CHANNEL = `ADM${RUN}`;
let app: App;
let other: App;
let otherHandle: DatabaseHandle | null = null;
let operator: SignedIn;
let sales: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  // "Every server": a second one on the same database (on PostgreSQL with its own pool).
  if (testDriver() === 'pg') {
    otherHandle = await openDatabase(testEnvConfig().database);
    other = await buildApp(testConfig(), {
      jobs: { work: false },
      database: otherHandle,
      closeDatabase: false,
    });
  } else other = await buildTestApp();
  await other.ready();
  [operator, sales] = await Promise.all([
    signIn(app, DEMO_USERS.operator),
    signIn(app, DEMO_USERS.sales),
  ]);
});

afterAll(async () => {
  const { db } = await getTestContext();
  await db.delete(users).where(like(users.username, `adm-${RUN}%`));
  await db.delete(stores).where(eq(stores.channelCode, CHANNEL));
  await db.delete(channels).where(eq(channels.code, CHANNEL));
  await other.close();
  await otherHandle?.close();
  await app.close();
});

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: object,
  as: SignedIn | null = operator,
  on: App = app,
) =>
  on.inject({
    method,
    url,
    headers: as ? as.headers : {},
    ...(body ? { payload: body } : {}),
  });
const code = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;

async function newStore(suffix: string) {
  const response = await send('POST', peopleAdminPaths.stores, {
    code: `ST-${RUN}-${suffix}`,
    name_th: `ร้าน ${suffix}`,
    name_en: `Store ${suffix}`,
    channel: CHANNEL,
    brand: '',
    bu_store_id: `BU-${suffix}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return storeResponseSchema.parse(response.json()).data;
}

/** A new user, and their password set through the link they were given. */
async function newUser(role: 'Sales' | 'Technician', storeIds: string[], password: string) {
  const username = `adm-${RUN}-${randomUUID().slice(0, 6)}`;
  const response = await send('POST', peopleAdminPaths.users, {
    username,
    display_name: 'ทดสอบ ผู้ใช้',
    role,
    store_ids: storeIds,
    active: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { user, password_link } = userCreatedResponseSchema.parse(response.json()).data;
  const token = new URL(password_link.url).hash.slice(1);
  const set = await send('POST', peopleAdminPaths.passwordReset, { token, password }, null);
  expect(set.statusCode, set.body).toBe(200);
  return { user, username, token };
}

describe('channels and stores from the portal', () => {
  it('only an operator reaches them', async () => {
    for (const path of [peopleAdminPaths.channels, peopleAdminPaths.stores, peopleAdminPaths.users])
      expect((await send('GET', path, undefined, sales)).statusCode).toBe(403);
    expect((await send('GET', peopleAdminPaths.users, undefined, null)).statusCode).toBe(401);
  });

  it('creates and renames a channel and a store, refusing stale copies and taken codes', async () => {
    const made = await send('POST', peopleAdminPaths.channels, {
      code: CHANNEL,
      name_th: 'ช่องทางทดสอบ',
      name_en: 'Test channel',
    });
    expect(made.statusCode, made.body).toBe(200);
    const channel = channelResponseSchema.parse(made.json()).data;
    expect(channel).toMatchObject({ version: 1, store_count: 0 });
    const twice = await send('POST', peopleAdminPaths.channels, {
      code: CHANNEL,
      name_th: 'ซ้ำ',
      name_en: 'Again',
    });
    expect([twice.statusCode, code(twice)]).toEqual([409, 'CODE_TAKEN']);
    const channelUrl = pathWith(peopleAdminPaths.channel, 'code', CHANNEL);
    const renamed = await send('PATCH', channelUrl, {
      name_th: 'ช่องทางใหม่',
      name_en: 'Renamed',
      expected_version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await send('PATCH', channelUrl, {
      name_th: 'x',
      name_en: 'y',
      expected_version: 1,
    });
    expect([stale.statusCode, code(stale)]).toEqual([409, 'STALE_EDIT']);

    const store = await newStore('A');
    const storeUrl = pathWith(peopleAdminPaths.store, 'storeId', store.id);
    const edited = await send('PATCH', storeUrl, {
      ...store,
      name_en: 'Store A, renamed',
      expected_version: store.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(storeResponseSchema.parse(edited.json()).data).toMatchObject({
      name_en: 'Store A, renamed',
      version: 2,
    });
    const staleStore = await send('PATCH', storeUrl, {
      ...store,
      expected_version: store.version,
    });
    expect([staleStore.statusCode, code(staleStore)]).toEqual([409, 'STALE_EDIT']);
    expect(errorBodySchema.parse(staleStore.json()).details).toMatchObject({
      current: { name_en: 'Store A, renamed' },
    });
    const noChannel = await send('POST', peopleAdminPaths.stores, {
      ...store,
      code: `ST-${RUN}-Z`,
      channel: 'NO-SUCH-CHANNEL',
    });
    expect([noChannel.statusCode, code(noChannel)]).toEqual([422, 'UNKNOWN_REFERENCE']);

    const { db } = await getTestContext();
    const entries = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [CHANNEL, store.id]));
    expect(entries.map((e) => `${e.entity} ${e.action}`).sort()).toEqual([
      'channel create',
      'channel update',
      'store create',
      'store update',
    ]);
  });

  it('adds and edits a store’s employees', async () => {
    const store = await newStore('E');
    const made = await send('POST', peopleAdminPaths.employees, {
      store_id: store.id,
      code: 'E-001',
      name: 'สมศรี ขายดี',
      phone: '0891112222',
      active: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const employee = employeeResponseSchema.parse(made.json()).data;
    const url = pathWith(peopleAdminPaths.employee, 'employeeId', employee.id);
    const off = await send('PATCH', url, {
      code: 'E-001',
      name: 'สมศรี ขายดี',
      phone: '0891112222',
      active: false,
      expected_version: employee.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    const list = await send('GET', `${peopleAdminPaths.employees}?store_id=${store.id}`);
    expect(employeeListResponseSchema.parse(list.json()).data).toMatchObject([
      { code: 'E-001', active: false, version: 2 },
    ]);
    const badPhone = await send('POST', peopleAdminPaths.employees, {
      store_id: store.id,
      code: 'E-002',
      name: 'x',
      phone: '12',
      active: true,
    });
    expect([badPhone.statusCode, code(badPhone)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('users from the portal', () => {
  it('a new user sets their password with a one-time link, never shown a password', async () => {
    const store = await newStore('U');
    const { username, token, user } = await newUser('Sales', [store.id], 'a-long-pass-1');
    expect(user).toMatchObject({ role: 'Sales', store_ids: [store.id], active: true });
    const signedIn = await signIn(app, username, 'a-long-pass-1');
    expect(signedIn.stores.map((s) => s._id)).toEqual([store.id]);

    // Used once: a second use and a check are refused.
    const again = await send(
      'POST',
      peopleAdminPaths.passwordReset,
      { token, password: 'another-pass-2' },
      null,
    );
    expect([again.statusCode, code(again)]).toEqual([410, 'PASSWORD_LINK_INVALID']);
    const check = await send(
      'GET',
      `${peopleAdminPaths.passwordReset}?token=${token}`,
      undefined,
      null,
    );
    expect(check.statusCode).toBe(410);

    // A reset: a new link; the one before it stops working; using it ends the sessions.
    const linkUrl = pathWith(peopleAdminPaths.passwordLink, 'userId', user.id);
    const first = passwordLinkResponseSchema.parse((await send('POST', linkUrl)).json()).data;
    const second = passwordLinkResponseSchema.parse((await send('POST', linkUrl)).json()).data;
    const firstToken = new URL(first.url).hash.slice(1);
    const secondToken = new URL(second.url).hash.slice(1);
    expect(first.url).not.toContain('a-long-pass');
    const replaced = await send(
      'GET',
      `${peopleAdminPaths.passwordReset}?token=${firstToken}`,
      undefined,
      null,
    );
    expect(replaced.statusCode).toBe(410);
    const valid = await send(
      'GET',
      `${peopleAdminPaths.passwordReset}?token=${secondToken}`,
      undefined,
      null,
    );
    expect(passwordResetCheckResponseSchema.parse(valid.json()).data.username).toBe(username);
    const reset = await send(
      'POST',
      peopleAdminPaths.passwordReset,
      { token: secondToken, password: 'the-new-pass-3' },
      null,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await send('GET', '/ops/v1/me', undefined, signedIn)).statusCode).toBe(401);
    await expect(signIn(app, username, 'a-long-pass-1')).rejects.toThrow();
    await signIn(app, username, 'the-new-pass-3');
    const short = await send(
      'POST',
      peopleAdminPaths.passwordReset,
      { token: secondToken, password: 'short' },
      null,
    );
    expect(short.statusCode).toBe(400);
  });

  it('deactivating a user ends their sessions at once, on this server and another', async () => {
    const store = await newStore('D');
    const { user, username } = await newUser('Sales', [store.id], 'deactivate-me-1');
    const session = await signIn(app, username, 'deactivate-me-1');
    const me = (on: App) => send('GET', '/ops/v1/me', undefined, session, on);
    expect((await me(app)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);

    const url = pathWith(peopleAdminPaths.user, 'userId', user.id);
    const form = {
      display_name: user.display_name,
      role: user.role,
      store_ids: user.store_ids,
      active: false,
    };
    const stale = await send('PATCH', url, { ...form, expected_version: user.version + 1 });
    expect([stale.statusCode, code(stale)]).toEqual([409, 'STALE_EDIT']);
    expect((await me(app)).statusCode).toBe(200);

    const off = await send('PATCH', url, { ...form, expected_version: user.version });
    expect(off.statusCode, off.body).toBe(200);
    expect(userResponseSchema.parse(off.json()).data.active).toBe(false);
    expect((await me(app)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/authServer/getAccessToken',
      payload: { token: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    await expect(signIn(other, username, 'deactivate-me-1')).rejects.toThrow();

    const list = userListResponseSchema.parse(
      (await send('GET', peopleAdminPaths.users)).json(),
    ).data;
    expect(list.find((u) => u.id === user.id)).toMatchObject({ active: false, version: 2 });
  });

  it('shop roles need stores and Changdee’s people have none; usernames are unique', async () => {
    const none = await send('POST', peopleAdminPaths.users, {
      username: `adm-${RUN}-nostore`,
      display_name: 'x',
      role: 'Sales',
      store_ids: [],
      active: true,
    });
    expect([none.statusCode, code(none)]).toEqual([422, 'STORES_FOR_SHOP_ROLES']);
    const taken = await send('POST', peopleAdminPaths.users, {
      username: DEMO_USERS.operator,
      display_name: 'x',
      role: 'Operator',
      store_ids: [],
      active: true,
    });
    expect([taken.statusCode, code(taken)]).toEqual([409, 'CODE_TAKEN']);
  });
});
