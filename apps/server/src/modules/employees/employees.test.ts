import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminEmployeeResponseSchema,
  channelSearchResponseSchema,
} from '@changdee/contract/employees';
import { DEMO_USERS } from '../../db/seed/demo-keys';
import { getTestContext, type TestContext } from '../../../test/context';
import { signIn, type SignedIn } from '../../../test/sign-in';

// The employee dropdown's search and the `{gateway}` admin employee lookup.

let ctx: TestContext;
let sales: SignedIn;
let manager: SignedIn;
beforeAll(async () => {
  ctx = await getTestContext();
  sales = await signIn(ctx.app, DEMO_USERS.sales);
  manager = await signIn(ctx.app, DEMO_USERS.manager);
});

const search = (who: SignedIn | null, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/b2b/v2/channel/search',
    headers: who ? { authorization: who.authHeader } : {},
    payload,
  });

describe('POST /b2b/v2/channel/search', () => {
  const storeOf = (who: SignedIn) => ({
    store: who.stores[0]!.name.th,
    store_uuid: who.stores[0]!._id,
  });

  it("lists the store's employees with the fields of spec §3", async () => {
    const response = await search(sales, { keywordSearch: '', ...storeOf(sales) });
    expect(response.statusCode).toBe(200);
    const { data } = channelSearchResponseSchema.parse(response.json());
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data.every((e) => e.channelUUID === sales.stores[0]!.branch_uuid)).toBe(true);
    expect(data.map((e) => e.code)).toContain('BN-001');
  });

  it('matches name, code or phone, with special characters stripped from the keyword', async () => {
    const byName = channelSearchResponseSchema.parse(
      (await search(sales, { keywordSearch: 'สุนิ%สา', ...storeOf(sales) })).json(),
    );
    expect(byName.data.map((e) => e.code)).toEqual(['BN-002']);
    const byCode = channelSearchResponseSchema.parse(
      (await search(sales, { keywordSearch: 'bn-003', ...storeOf(sales) })).json(),
    );
    expect(byCode.data.map((e) => e.code)).toEqual(['BN-003']);
    const byPhone = channelSearchResponseSchema.parse(
      (await search(sales, { keywordSearch: '0812345604', ...storeOf(sales) })).json(),
    );
    expect(byPhone.data.map((e) => e.code)).toEqual(['BN-004']);
    // Wildcards are stripped, not interpreted: '%' alone means no keyword, i.e. the whole store.
    const wildcard = channelSearchResponseSchema.parse(
      (await search(sales, { keywordSearch: '%_%', ...storeOf(sales) })).json(),
    );
    expect(wildcard.data.length).toBeGreaterThanOrEqual(4);
  });

  it('does not search when the store has no name (spec §5)', async () => {
    const response = await search(sales, {
      keywordSearch: 'สม',
      store: '  ',
      store_uuid: sales.stores[0]!._id,
    });
    expect(response.statusCode).toBe(200);
    expect(channelSearchResponseSchema.parse(response.json()).data).toEqual([]);
  });

  it("refuses another store's employees, the external brand and visitors", async () => {
    expect((await search(manager, { keywordSearch: '', ...storeOf(sales) })).statusCode).toBe(403);
    const brand = await signIn(ctx.app, DEMO_USERS.brand);
    expect((await search(brand, { keywordSearch: '', ...storeOf(brand) })).statusCode).toBe(403);
    expect((await search(null, { keywordSearch: '', ...storeOf(sales) })).statusCode).toBe(401);
  });

  it('rejects a malformed store id with field details', async () => {
    const response = await search(sales, {
      keywordSearch: '',
      store: 'x',
      store_uuid: 'not-a-uuid',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /a/v1/admin/employee/:adminUUID', () => {
  const adminUuidOf = async (who: SignedIn) => {
    const { jwtVerify } = await import('jose');
    const { payload } = await jwtVerify(
      who.accessToken,
      new TextEncoder().encode(ctx.config.secrets.accessTokenSecret),
    );
    return (payload as { content: { adminUUID: string } }).content.adminUUID;
  };
  const lookup = (who: SignedIn, adminUUID: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/a/v1/admin/employee/${adminUUID}`,
      headers: { authorization: who.authHeader },
    });

  it('answers a person and the employee record they are', async () => {
    const response = await lookup(sales, await adminUuidOf(sales));
    expect(response.statusCode).toBe(200);
    const { data } = adminEmployeeResponseSchema.parse(response.json());
    expect(data.user_name).toBe(DEMO_USERS.sales);
    expect(data.employee?.code).toBe('BN-001');
  });

  it('does not reveal people of other stores', async () => {
    expect((await lookup(manager, await adminUuidOf(sales))).statusCode).toBe(404);
    expect((await lookup(manager, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
