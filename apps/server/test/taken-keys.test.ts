import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogAdminPaths } from '@changdee/contract/catalog-admin';
import { couponAdminPaths } from '@changdee/contract/coupons-admin';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorMessage } from '@changdee/contract/errors';
import { pathWith, peopleAdminPaths, storeResponseSchema } from '@changdee/contract/people-admin';
import { teamAdminPaths } from '@changdee/contract/teams-admin';
import { addDays } from '@changdee/domain/dates';
import { products } from '../src/db/schema/catalog';
import { contractors } from '../src/db/schema/contractors';
import { channels, employees, stores, users } from '../src/db/schema/identity';
import { coupons } from '../src/db/schema/promotions';
import { DEMO_CHANNELS, DEMO_USERS } from '../src/db/seed/demo-keys';
import { getTestContext, type TestContext } from './context';
import { signIn, type SignedIn } from './sign-in';

// Eight identical creates at once on every admin route with a unique key (issue 28 item 8): one
// is made, the seven others are 409 with the key's code and field in the caller's language, never
// a 500 — on PostgreSQL the seven pass the service's "is it taken?" look together and meet the
// database's constraint (SQLSTATE 23505), which the error handler answers (decision 061).

const RUN = randomUUID().slice(0, 6).toUpperCase();
const CHANNEL = `TK${RUN}`;
const TODAY = '2031-06-10';
let context: TestContext;
let operator: SignedIn;
let storeId: string;

beforeAll(async () => {
  context = await getTestContext();
  operator = await signIn(context.app, DEMO_USERS.operator);
});

afterAll(async () => {
  const { db } = context;
  await db.delete(contractors).where(eq(contractors.code, `CT-${RUN}`));
  await db.delete(coupons).where(eq(coupons.code, `TK${RUN}`));
  await db.delete(products).where(eq(products.skuCode, `TK-${RUN}`));
  await db.delete(users).where(like(users.username, `tk-${RUN.toLowerCase()}%`));
  const made = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.channelCode, CHANNEL));
  if (made.length) {
    const ids = made.map((s) => s.id);
    await db.delete(employees).where(inArray(employees.storeId, ids));
    await db.delete(stores).where(inArray(stores.id, ids));
  }
  await db.delete(channels).where(eq(channels.code, CHANNEL));
});

/** The same body sent eight times at once, half asking for Thai and half for English. */
async function eightAtOnce(url: string, body: object) {
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: { ...operator.headers, 'accept-language': i % 2 ? 'en' : 'th' },
        payload: body,
      }),
    ),
  );
  return answers.map((answer, i) => ({
    answer,
    language: i % 2 ? ('en' as const) : ('th' as const),
  }));
}

/** One 200 and seven 409s with `code`, whose details name `field` in the request's language. */
async function expectOneMade(
  url: string,
  body: object,
  code: 'CODE_TAKEN' | 'COUPON_CODE_TAKEN' | 'SKU_CODE_TAKEN',
  field: string,
  params: Record<string, string> = {},
) {
  const answers = await eightAtOnce(url, body);
  const made = answers.filter(({ answer }) => answer.statusCode === 200);
  const refused = answers.filter(({ answer }) => answer.statusCode !== 200);
  expect(made.length, made.length ? '' : answers[0]!.answer.body).toBe(1);
  for (const { answer, language } of refused) {
    expect(answer.statusCode, answer.body).toBe(409);
    const message = errorMessage(code, language, params);
    expect(errorBodySchema.parse(answer.json())).toEqual({
      message,
      code,
      details: [{ in: 'body', path: field, message }],
    });
  }
}

describe('eight identical admin creates at once', () => {
  it('a channel, then a store and an employee of it', async () => {
    const channel = { code: CHANNEL, name_th: 'ช่องทาง', name_en: 'Channel' };
    await expectOneMade(peopleAdminPaths.channels, channel, 'CODE_TAKEN', 'code');
    const store = {
      code: `ST-${RUN}`,
      name_th: 'ร้าน',
      name_en: 'Store',
      channel: CHANNEL,
      brand: '',
      bu_store_id: `BU-${RUN}`,
    };
    await expectOneMade(peopleAdminPaths.stores, store, 'CODE_TAKEN', 'code');
    const [row] = await context.db.select().from(stores).where(eq(stores.code, store.code));
    storeId = row!.id;
    const employee = {
      store_id: storeId,
      code: 'E-1',
      name: 'สมศรี',
      phone: '0891112222',
      active: true,
    };
    await expectOneMade(peopleAdminPaths.employees, employee, 'CODE_TAKEN', 'code');
  });

  it('eight stores renamed to one new code at once: one takes it, seven 409 on the code', async () => {
    const form = (i: number) => ({
      code: `SR-${RUN}-${i}`,
      name_th: 'ร้าน',
      name_en: 'Store',
      channel: CHANNEL,
      brand: '',
      bu_store_id: `BU-${i}`,
    });
    const made = [];
    for (let i = 0; i < 8; i++) {
      const response = await context.app.inject({
        method: 'POST',
        url: peopleAdminPaths.stores,
        headers: operator.headers,
        payload: form(i),
      });
      expect(response.statusCode, response.body).toBe(200);
      made.push(storeResponseSchema.parse(response.json()).data);
    }
    const answers = await Promise.all(
      made.map((store, i) =>
        context.app.inject({
          method: 'PATCH',
          url: pathWith(peopleAdminPaths.store, 'storeId', store.id),
          headers: operator.headers,
          payload: { ...form(i), code: `SR-${RUN}-NEW`, expected_version: store.version },
        }),
      ),
    );
    const message = errorMessage('CODE_TAKEN', 'th');
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toEqual({
        message,
        code: 'CODE_TAKEN',
        details: [{ in: 'body', path: 'code', message }],
      });
  });

  it('a user', async () => {
    const user = {
      username: `tk-${RUN.toLowerCase()}`,
      display_name: 'ทดสอบ',
      role: 'Technician',
      store_ids: [],
      active: true,
    };
    await expectOneMade(peopleAdminPaths.users, user, 'CODE_TAKEN', 'username');
  });

  it('a team', async () => {
    const team = {
      code: `CT-${RUN}`,
      name_th: 'ทีม',
      name_en: 'Team',
      phone: '0812345678',
      active: false,
      morning_capacity: 1,
      afternoon_capacity: 1,
      daily_capacity: 2,
      work_types: ['WT-SURVEY'],
      provinces: [],
      districts: ['5014'],
      sub_districts: [],
      member_ids: [],
    };
    await expectOneMade(teamAdminPaths.list, team, 'CODE_TAKEN', 'code');
  });

  it('a coupon', async () => {
    const coupon = {
      code: `TK${RUN}`,
      name: { th: 'คูปอง', en: 'Coupon' },
      status: 'inactive',
      type: 'fixed',
      model: 'product',
      discount: 100,
      discount_range: [],
      channel_code: DEMO_CHANNELS.retail,
      store_code: null,
      channel_name_th: 'ช่างดี',
      start_date: TODAY,
      expire_date: addDays(TODAY, 30),
      is_can_use: true,
      error_message: { th: '', en: '' },
      invalid_code: false,
      listed: false,
      requested_payment: null,
      usage_limit: 1,
      usage_limit_per_customer: null,
      products: [],
      thumbnail_url: null,
      thumbnail_2x_url: null,
      information: { coupon_header: { th: 'ลด', en: 'Off' }, terms_brief: { th: '', en: '' } },
    };
    await expectOneMade(couponAdminPaths.create, { coupon }, 'COUPON_CODE_TAKEN', 'coupon.code');
  });

  it('a service', async () => {
    const sku = `TK-${RUN}`;
    const service = {
      channel: DEMO_CHANNELS.retail,
      sku_code: sku,
      sku_mapping: `${sku}-MAP`,
      type_of_work: 'WT-AC',
      name: { th: 'ติดตั้ง', en: 'Installation' },
      pricing: {
        type: 'I',
        unit_price: 1500,
        unit: { th: 'เครื่อง', en: 'unit' },
        min_qty: 1,
        limit_qty: 5,
      },
      normal_price: 1800,
      is_survey_discount: false,
      lock_days: 2,
      images: [],
      informations: [],
      selling_points: [],
    };
    await expectOneMade(catalogAdminPaths.create, service, 'SKU_CODE_TAKEN', 'sku_code', { sku });
  });
});
