import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { checkFamilyResponseSchema, orderPaths } from '@changdee/contract/orders';
import type { App } from '../../app';
import { familyLookupCounters, familyLookups } from '../../db/schema/customers';
import { DEMO_FAMILY_MOBILE } from '../../db/seed/customers';
import { DEMO_USERS } from '../../db/seed/demo-keys';
import { buildTestApp, getTestContext, testConfig, testDriver } from '../../../test/context';
import { signIn, type SignedIn } from '../../../test/sign-in';
import { mobileHash, mobileHashKey } from './family-lookups';

// The loyalty lookup's limits and record (decision 029), on both drivers: under many requests at
// once exactly the limit passes, per user and per store; the rest get 429 with Retry-After; every
// lookup is in family_lookups with a keyed hash of the mobile, never the mobile.

const apps: App[] = [];
let sales: SignedIn;

async function appWith(env: Record<string, string>) {
  const app = await buildTestApp(env);
  await app.ready();
  apps.push(app);
  return app;
}

const { db } = await getTestContext();

/** Starts every counter and record of the caller afresh. */
async function forget(caller: SignedIn) {
  const keys = [`user:${caller.userId}`, ...caller.stores.map((store) => `store:${store._id}`)];
  await db.delete(familyLookupCounters).where(inArray(familyLookupCounters.key, keys));
  await db.delete(familyLookups).where(eq(familyLookups.userId, caller.userId));
}

const lookUp = (app: App, caller: SignedIn, mobile = DEMO_FAMILY_MOBILE, language = 'th') =>
  app.inject({
    method: 'POST',
    url: orderPaths.checkFamily,
    headers: { ...caller.headers, 'accept-language': language },
    payload: { mobile },
  });

beforeAll(async () => {
  const app = await appWith({});
  sales = await signIn(app, DEMO_USERS.sales);
});

afterEach(async () => {
  await forget(sales);
});

afterAll(async () => {
  for (const app of apps) await app.close();
});

describe(`check-scg-family limits (${testDriver()})`, () => {
  it('30 lookups at once by one user, limit 20: exactly 20 answered, 10 refused with Retry-After', async () => {
    const app = await appWith({ FAMILY_LOOKUP_USER_LIMIT: '20', FAMILY_LOOKUP_STORE_LIMIT: '60' });
    await forget(sales);
    const answers = await Promise.all(Array.from({ length: 30 }, () => lookUp(app, sales)));
    const answered = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answered).toHaveLength(20);
    expect(refused).toHaveLength(10);
    expect(checkFamilyResponseSchema.parse(answered[0]!.json()).data.is_family).toBe(true);
    for (const answer of refused) {
      expect(errorBodySchema.parse(answer.json()).code).toBe('RATE_LIMITED');
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
  });

  it('the store’s limit holds across servers: limit 7, 12 at once through two apps', async () => {
    const env = { FAMILY_LOOKUP_USER_LIMIT: '1000', FAMILY_LOOKUP_STORE_LIMIT: '7' };
    const [first, second] = [await appWith(env), await appWith(env)];
    await forget(sales);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => lookUp(i % 2 ? first : second, sales)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(7);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  });

  it('a refusal in the request’s language; a new window admits again', async () => {
    const app = await appWith({ FAMILY_LOOKUP_USER_LIMIT: '1', FAMILY_LOOKUP_STORE_LIMIT: '60' });
    await forget(sales);
    expect((await lookUp(app, sales)).statusCode).toBe(200);
    const english = await lookUp(app, sales, DEMO_FAMILY_MOBILE, 'en');
    expect(english.statusCode).toBe(429);
    expect(errorBodySchema.parse(english.json())).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // A refused lookup counts on no key: the store's counter holds only the admitted one.
    const [store] = await db
      .select()
      .from(familyLookupCounters)
      .where(eq(familyLookupCounters.key, `store:${sales.stores[0]!._id}`));
    expect(store!.used).toBe(1);
    await db
      .update(familyLookupCounters)
      .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(familyLookupCounters.key, `user:${sales.userId}`));
    expect((await lookUp(app, sales)).statusCode).toBe(200);
  });
});

describe(`check-scg-family record (${testDriver()})`, () => {
  it('every lookup: who, when, which store, a keyed hash of the mobile and whether it was limited', async () => {
    const app = await appWith({ FAMILY_LOOKUP_USER_LIMIT: '2', FAMILY_LOOKUP_STORE_LIMIT: '60' });
    await forget(sales);
    const before = new Date(Date.now() - 5_000);
    for (const mobile of [DEMO_FAMILY_MOBILE, '0800000009', DEMO_FAMILY_MOBILE])
      await lookUp(app, sales, mobile);
    const rows = await db
      .select()
      .from(familyLookups)
      .where(eq(familyLookups.userId, sales.userId))
      .orderBy(familyLookups.lookedUpAt);
    expect(rows).toHaveLength(3);
    const key = mobileHashKey(testConfig().secrets.refreshTokenPepper);
    expect(rows.map((row) => row.mobileHash)).toEqual([
      mobileHash(key, DEMO_FAMILY_MOBILE),
      mobileHash(key, '0800000009'),
      mobileHash(key, DEMO_FAMILY_MOBILE),
    ]);
    expect(rows.map((row) => row.limited)).toEqual([false, false, true]);
    for (const row of rows) {
      expect(row.storeIds).toEqual(sales.stores.map((store) => store._id));
      expect(row.lookedUpAt.getTime()).toBeGreaterThan(before.getTime());
      expect(JSON.stringify(row)).not.toContain(DEMO_FAMILY_MOBILE);
      expect(row.mobileHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('a caller who may not look up is refused before anything is counted or recorded', async () => {
    const app = await appWith({});
    const anonymous = await app.inject({
      method: 'POST',
      url: orderPaths.checkFamily,
      payload: { mobile: DEMO_FAMILY_MOBILE },
    });
    expect(anonymous.statusCode).toBe(401);
    const brand = await signIn(app, DEMO_USERS.brand);
    expect((await lookUp(app, brand)).statusCode).toBe(403);
    const rows = await db
      .select()
      .from(familyLookups)
      .where(inArray(familyLookups.userId, [brand.userId]));
    expect(rows).toHaveLength(0);
  });
});
