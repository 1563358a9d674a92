import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityPaths,
  availableContractorResponseSchema,
  firstAvailableDateResponseSchema,
  unavailableDatesResponseSchema,
} from '@changdee/contract/availability';
import { errorBodySchema, validationDetailsSchema } from '@changdee/contract/envelope';
import { addDays } from '@changdee/domain/dates';
import type { App } from '../../app';
import { contractorSlotCapacities, contractors } from '../../db/schema/contractors';
import { DEMO_CHANNELS, DEMO_STORES, DEMO_USERS } from '../../db/seed/demo-keys';
import {
  createContractors,
  productId,
  type CreatedContractors,
} from '../../../test/contractor-fixtures';
import { buildTestApp, getTestContext } from '../../../test/context';
import { deleteOrders, insertBareOrder } from '../../../test/order-fixtures';
import { signIn } from '../../../test/sign-in';
import { reserveBooking } from './service';

// The service-area and calendar endpoints on an app whose clock the tests set, with test
// contractors in Chiang Mai (where the demo has none):
//   Mueang Chiang Mai (5001): A (air con + cleaning, 1 + 1 a day, off on 20 June), B (air con,
//     mornings only), S (solar), and a closed team that would do everything.
//   Mae Chaem (5003): DAY (cleaning, 2 + 2 places but 2 jobs a day).
//   Chom Thong (5002): EDGE (cleaning), off on the window's first and last days and around them.
// Today is 10 June 2031 in Bangkok unless a test moves the clock.

const TODAY = '2031-06-10';
const NOON_BANGKOK = new Date('2031-06-10T05:00:00Z');
const WINDOW_END = '2031-12-10'; // today + 6 months

let now = NOON_BANGKOK;
let app: App;
let fixtures: CreatedContractors;
let headers: Record<string, string>;
let brandHeaders: Record<string, string>;
const sku: Record<string, string> = {};
let orderSeq = 0;

beforeAll(async () => {
  const { db } = await getTestContext();
  app = await buildTestApp({}, { now: () => now });
  await app.ready();
  const sales = await signIn(app, DEMO_USERS.sales);
  headers = { ...sales.headers, 'accept-language': 'en' };
  brandHeaders = (await signIn(app, DEMO_USERS.brand)).headers;
  expect(sales.stores.find((s) => s.id === DEMO_STORES.bangna)?.channel).toBe(DEMO_CHANNELS.retail);
  for (const code of ['IN-AC-CLEAN', 'SV-AC-SURVEY', 'IN-AC-18000', 'SV-SOLAR-SURVEY'])
    sku[code] = await productId(db, DEMO_CHANNELS.retail, code);
  sku.builders = await productId(db, DEMO_CHANNELS.builders, 'IN-AC-CLEAN');

  const ac = ['WT-AC', 'WT-AC-CLEAN'];
  fixtures = await createContractors(db, [
    {
      code: 'CT-CAL-A',
      districts: ['5001'],
      workTypes: ac,
      morning: 1,
      afternoon: 1,
      daily: 3,
      daysOff: ['2031-06-20'],
    },
    {
      code: 'CT-CAL-B',
      districts: ['5001'],
      workTypes: ['WT-AC'],
      morning: 1,
      afternoon: 0,
      daily: 1,
    },
    {
      code: 'CT-CAL-S',
      districts: ['5001'],
      workTypes: ['WT-SOLAR'],
      morning: 1,
      afternoon: 1,
      daily: 2,
    },
    {
      code: 'CT-CAL-CLOSED',
      districts: ['5001'],
      workTypes: [...ac, 'WT-SOLAR', 'WT-ROOF'],
      morning: 5,
      afternoon: 5,
      daily: 10,
      active: false,
    },
    {
      code: 'CT-CAL-DAY',
      districts: ['5003'],
      workTypes: ['WT-AC-CLEAN'],
      morning: 2,
      afternoon: 2,
      daily: 2,
    },
    {
      code: 'CT-CAL-EDGE',
      districts: ['5002'],
      workTypes: ['WT-AC-CLEAN'],
      morning: 1,
      afternoon: 1,
      daily: 2,
      daysOff: [TODAY, '2031-06-11', WINDOW_END, '2031-12-11', '2033-06-10'],
    },
  ]);
});

afterAll(async () => {
  await fixtures?.remove();
  await deleteOrders(app.db, 'CO-CAL-%');
  await app?.close();
});

type Query = Record<string, string>;

const cartQuery = (products: string[], districts = '5001', extra: Query = {}): Query => ({
  product_id: products.map((code) => sku[code]!).join(','),
  districts,
  available_time: '1',
  channel: 'changdee',
  channel_bu: DEMO_CHANNELS.retail,
  ...extra,
});

async function call(url: string, query: Query, as = headers) {
  return app.inject({ method: 'GET', url, query, headers: as });
}

async function calendar(query: Query) {
  const response = await call(availabilityPaths.unavailableDates, query);
  expect(response.statusCode, response.body).toBe(200);
  return unavailableDatesResponseSchema.parse(response.json()).data;
}

async function firstDate(query: Query) {
  const response = await call(availabilityPaths.firstAvailableDate, query);
  expect(response.statusCode, response.body).toBe(200);
  return firstAvailableDateResponseSchema.parse(response.json()).data.availableTime;
}

async function book(contractor: string, date: string, slot: '1' | '2', districtCode = '5001') {
  const orderNo = `CO-CAL-${++orderSeq}`;
  await app.db.transaction(async (tx) => {
    await insertBareOrder(tx, orderNo);
    await reserveBooking(tx, {
      orderNo,
      districtCode,
      subDistrictCode: null,
      workTypes: ['WT-AC-CLEAN'],
      date,
      slot,
      contractorId: fixtures.ids[contractor],
    });
  });
}

/** Every date from `from` to `to`, both included. */
const datesBetween = (from: string, to: string) => {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
};

describe('the first available date', () => {
  it('starts after the cart’s largest lock_days, read from the server’s products', async () => {
    expect(await firstDate(cartQuery(['IN-AC-CLEAN']))).toEqual({
      date: '2031-06-11',
      slots: ['1', '2'],
      contractor_id: fixtures.ids['CT-CAL-A'],
    });
    expect((await firstDate(cartQuery(['SV-AC-SURVEY'])))?.date).toBe('2031-06-12');
    expect((await firstDate(cartQuery(['IN-AC-CLEAN', 'IN-AC-18000'])))?.date).toBe('2031-06-14');
    // Asking for an earlier start does not get round the lock.
    expect(
      (await firstDate(cartQuery(['IN-AC-18000'], '5001', { start_date: '2031-06-11' })))?.date,
    ).toBe('2031-06-14');
  });

  it('follows the Bangkok date, not the machine’s, at midnight (TZ=UTC)', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      now = new Date('2031-06-10T16:59:59.999Z'); // 23:59:59 in Bangkok, 10 June
      expect(now.getTimezoneOffset()).toBe(0);
      expect(now.getDate()).toBe(10);
      expect((await firstDate(cartQuery(['IN-AC-CLEAN'])))?.date).toBe('2031-06-11');
      now = new Date('2031-06-10T17:00:00.000Z'); // 00:00 in Bangkok, 11 June
      expect((await firstDate(cartQuery(['IN-AC-CLEAN'])))?.date).toBe('2031-06-12');
      const { data } = await calendar(cartQuery(['IN-AC-CLEAN'], '5002'));
      expect(data).toEqual(['2031-12-10', '2031-12-11']);
    } finally {
      now = NOON_BANGKOK;
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('prefers the order’s contractor, and keeps to one contractor when asked', async () => {
    const a = fixtures.ids['CT-CAL-A']!;
    const b = fixtures.ids['CT-CAL-B']!;
    expect((await firstDate(cartQuery(['SV-AC-SURVEY'])))?.contractor_id).toBe(a);
    expect(
      await firstDate(cartQuery(['SV-AC-SURVEY'], '5001', { contractor_id_order: b })),
    ).toEqual({ date: '2031-06-12', slots: ['1', '2'], contractor_id: b });
    const onlyB = await calendar(cartQuery(['SV-AC-SURVEY'], '5001', { contractor_id: b }));
    expect(onlyB.availableTime).toEqual({ date: '2031-06-12', slots: ['1'], contractor_id: b });
    expect(onlyB.fullSlots['2031-06-12']).toEqual(['2']);
    const nobody = await firstDate(
      cartQuery(['SV-AC-SURVEY'], '5001', {
        contractor_id: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(nobody).toBeNull();
  });
});

describe('unavailable dates', () => {
  it('lists a day on which every slot is booked, and the full slot of a half-booked day', async () => {
    await book('CT-CAL-A', '2031-06-15', '1');
    await book('CT-CAL-A', '2031-06-15', '2');
    await book('CT-CAL-A', '2031-06-16', '1');
    const cleaning = await calendar(
      cartQuery(['IN-AC-CLEAN'], '5001', { start_date: '2031-06-14', end_date: '2031-06-17' }),
    );
    expect(cleaning).toEqual({
      data: ['2031-06-15'],
      availableTime: {
        date: '2031-06-14',
        slots: ['1', '2'],
        contractor_id: fixtures.ids['CT-CAL-A'],
      },
      fullSlots: { '2031-06-16': ['1'] },
    });
    // Air con can also be done by B, mornings only: 15 June keeps its morning.
    const aircon = await calendar(
      cartQuery(['SV-AC-SURVEY'], '5001', { start_date: '2031-06-15', end_date: '2031-06-16' }),
    );
    expect(aircon.data).toEqual([]);
    expect(aircon.fullSlots).toEqual({ '2031-06-15': ['2'] });
  });

  it('lists a day booked up to the contractor’s daily capacity, slots with room or not', async () => {
    await book('CT-CAL-DAY', '2031-06-25', '1', '5003');
    await book('CT-CAL-DAY', '2031-06-25', '1', '5003');
    await book('CT-CAL-DAY', '2031-06-26', '1', '5003');
    const range = { start_date: '2031-06-25', end_date: '2031-06-26' };
    expect(await calendar(cartQuery(['IN-AC-CLEAN'], '5003', range))).toEqual({
      data: ['2031-06-25'],
      availableTime: {
        date: '2031-06-26',
        slots: ['1', '2'],
        contractor_id: fixtures.ids['CT-CAL-DAY'],
      },
      fullSlots: {},
    });
  });

  it('follows a contractor’s capacity as it is now, raised or lowered', async () => {
    const a = fixtures.ids['CT-CAL-A']!;
    const range = { start_date: '2031-06-16', end_date: '2031-06-16' };
    const cleaning = () => calendar(cartQuery(['IN-AC-CLEAN'], '5001', range));
    const morning = and(
      eq(contractorSlotCapacities.contractorId, a),
      eq(contractorSlotCapacities.timeSlot, '1'),
    );
    expect((await cleaning()).fullSlots).toEqual({ '2031-06-16': ['1'] });
    try {
      await app.db.update(contractorSlotCapacities).set({ capacity: 2 }).where(morning);
      expect(await cleaning()).toMatchObject({ data: [], fullSlots: {} });
      // One job a day: the morning booking fills the day.
      await app.db.update(contractors).set({ dailyCapacity: 1 }).where(eq(contractors.id, a));
      expect((await cleaning()).data).toEqual(['2031-06-16']);
    } finally {
      await app.db.update(contractorSlotCapacities).set({ capacity: 1 }).where(morning);
      await app.db.update(contractors).set({ dailyCapacity: 3 }).where(eq(contractors.id, a));
    }
    expect((await cleaning()).fullSlots).toEqual({ '2031-06-16': ['1'] });
  });

  it('lists a contractor’s day off', async () => {
    const range = { start_date: '2031-06-19', end_date: '2031-06-21' };
    expect((await calendar(cartQuery(['IN-AC-CLEAN'], '5001', range))).data).toEqual([
      '2031-06-20',
    ]);
    const aircon = await calendar(cartQuery(['SV-AC-SURVEY'], '5001', range));
    expect(aircon.data).toEqual([]);
    expect(aircon.fullSlots).toEqual({ '2031-06-20': ['2'] });
  });

  it('makes every date unavailable for a cart no single contractor can do', async () => {
    // A has air con, S has solar; only the closed team has both.
    const both = await calendar(cartQuery(['SV-AC-SURVEY', 'SV-SOLAR-SURVEY']));
    expect(both.data).toEqual(datesBetween('2031-06-16', WINDOW_END)); // solar survey: lock 5
    expect(both.availableTime).toBeNull();
    expect(both.fullSlots).toEqual({});
    expect(await firstDate(cartQuery(['SV-AC-SURVEY', 'SV-SOLAR-SURVEY']))).toBeNull();
    expect(await firstDate(cartQuery(['SV-SOLAR-SURVEY']))).toEqual({
      date: '2031-06-16',
      slots: ['1', '2'],
      contractor_id: fixtures.ids['CT-CAL-S'],
    });
    // The client cannot narrow the cart's work types: WT-AC comes from the product itself.
    expect(
      await firstDate(
        cartQuery(['SV-AC-SURVEY', 'SV-SOLAR-SURVEY'], '5001', { work_type_id: 'WT-SOLAR' }),
      ),
    ).toBeNull();
  });

  it('makes every date unavailable outside the service area', async () => {
    const outside = await calendar(cartQuery(['IN-AC-CLEAN'], '5010'));
    expect(outside.data).toEqual(datesBetween('2031-06-11', WINDOW_END));
    expect(outside.availableTime).toBeNull();
    expect(await firstDate(cartQuery(['IN-AC-CLEAN'], '9999'))).toBeNull();
  });

  it('covers both ends of the window, and nothing outside it', async () => {
    const { data, availableTime } = await calendar(cartQuery(['IN-AC-CLEAN'], '5002'));
    expect(data).toEqual(['2031-06-11', WINDOW_END]);
    expect(availableTime?.date).toBe('2031-06-12');
  });

  it('clamps the window when the client asks for yesterday or two years ahead', async () => {
    const wide = await calendar(
      cartQuery(['IN-AC-CLEAN'], '5002', { start_date: '2031-06-09', end_date: '2033-06-10' }),
    );
    expect(wide.data).toEqual(['2031-06-11', WINDOW_END]);
    expect(wide.availableTime?.date).toBe('2031-06-12');
    const later = await calendar(
      cartQuery(['IN-AC-CLEAN'], '5002', { start_date: '2033-06-01', end_date: '2033-06-30' }),
    );
    expect(later).toEqual({ data: [], availableTime: null, fullSlots: {} });
  });
});

describe('calendar query checks', () => {
  const bad = async (query: Query, field: string) => {
    const response = await call(availabilityPaths.unavailableDates, query, {
      ...headers,
      'accept-language': 'th',
    });
    expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    const details = validationDetailsSchema.parse(body.details);
    const detail = details.find((d) => d.path.split('.')[0] === field);
    expect(detail, JSON.stringify(details)).toBeDefined();
    // In the request's language (Thai here).
    expect(detail!.message).toMatch(/[\u0E00-\u0E7F]/);
  };

  it('answers 400 with the field for bad dates, codes and lists', async () => {
    const ok = cartQuery(['IN-AC-CLEAN']);
    await bad({ ...ok, start_date: '2031-02-30' }, 'start_date');
    await bad({ ...ok, end_date: '10/06/2031' }, 'end_date');
    await bad({ ...ok, start_date: '2031-07-02', end_date: '2031-07-01' }, 'end_date');
    await bad({ ...ok, districts: '501' }, 'districts');
    await bad({ ...ok, districts: '' }, 'districts');
    await bad({ ...ok, product_id: 'not-a-uuid' }, 'product_id');
    await bad({ ...ok, product_id: ',' }, 'product_id');
    await bad({ ...ok, work_type_id: 'WT AC' }, 'work_type_id');
    await bad({ ...ok, job_type: 'S,X' }, 'job_type');
    await bad({ ...ok, contractor_id: '42' }, 'contractor_id');
    await bad({ ...ok, available_time: '7' }, 'available_time');
    const { product_id: _none, ...withoutProducts } = ok;
    await bad(withoutProducts, 'product_id');
  });

  it('accepts the spec’s full query, empty optional values included', async () => {
    const full = cartQuery(['IN-AC-CLEAN', 'SV-AC-SURVEY'], '5001', {
      work_type_id: 'WT-AC-CLEAN,WT-AC',
      job_type: 'I,S',
      request_tax_invoice: 'false',
      bu_store_id: 'BU-1',
      contractor_id: '',
      contractor_id_order: '',
    });
    expect((await firstDate(full))?.date).toBe('2031-06-12');
  });

  it('refuses products it does not sell to the caller, and strangers', async () => {
    const unknown = await call(
      availabilityPaths.firstAvailableDate,
      cartQuery(['IN-AC-CLEAN'], '5001', { product_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const otherChannel = await call(availabilityPaths.firstAvailableDate, {
      ...cartQuery([]),
      product_id: sku.builders!,
    });
    expect(otherChannel.statusCode).toBe(404);
    const notMyChannel = await call(
      availabilityPaths.firstAvailableDate,
      cartQuery(['IN-AC-CLEAN'], '5001', { channel_bu: DEMO_CHANNELS.builders }),
    );
    expect(notMyChannel.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: availabilityPaths.unavailableDates,
      query: cartQuery(['IN-AC-CLEAN']),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await call(availabilityPaths.unavailableDates, cartQuery(['IN-AC-CLEAN']), brandHeaders))
        .statusCode,
    ).toBe(403);
  });
});

describe(`POST ${availabilityPaths.availableContractor}`, () => {
  async function post(payload: Record<string, unknown>, as = headers) {
    return app.inject({
      method: 'POST',
      url: availabilityPaths.availableContractor,
      payload,
      headers: as,
    });
  }

  it('tells per work type whether an active contractor serves the district', async () => {
    const response = await post({
      districts: '5001',
      work_type_id: ['WT-AC', 'WT-SOLAR', 'WT-ROOF', 'WT-WATER-PUMP', 'WT-AC'],
      bu_store_id: 'BU-1',
      channel: 'changdee',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(availableContractorResponseSchema.parse(response.json()).data).toEqual([
      { type_of_work: 'WT-AC', available: true },
      { type_of_work: 'WT-SOLAR', available: true },
      // Only the closed team does roofs there.
      { type_of_work: 'WT-ROOF', available: false },
      { type_of_work: 'WT-WATER-PUMP', available: false },
      { type_of_work: 'WT-AC', available: true },
    ]);
    // The demo shop: Bang Na has air-con teams, and nobody in Chiang Mai's Mae Rim.
    const bangNa = await post({ districts: '1047', work_type_id: ['WT-AC'] });
    expect(bangNa.json().data).toEqual([{ type_of_work: 'WT-AC', available: true }]);
    const maeRim = await post({ districts: '5007', work_type_id: ['WT-AC'] });
    expect(maeRim.json().data).toEqual([{ type_of_work: 'WT-AC', available: false }]);
  });

  it('answers 400 with the field for a bad district or an empty list, 401/403 for strangers', async () => {
    for (const [payload, field] of [
      [{ districts: '10470', work_type_id: ['WT-AC'] }, 'districts'],
      [{ districts: '1047', work_type_id: [] }, 'work_type_id'],
      [{ districts: '1047' }, 'work_type_id'],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(validationDetailsSchema.parse(response.json().details)[0]?.path).toBe(field);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: availabilityPaths.availableContractor,
      payload: { districts: '1047', work_type_id: ['WT-AC'] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await post({ districts: '1047', work_type_id: ['WT-AC'] }, brandHeaders)).statusCode,
    ).toBe(403);
  });
});
