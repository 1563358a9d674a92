import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityPaths,
  availableContractorResponseSchema,
  unavailableDatesResponseSchema,
} from '@changdee/contract/availability';
import { assignOptionsResponseSchema, dispatchPaths } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderResponseSchema, changeDatePath, orderPaths } from '@changdee/contract/orders';
import {
  teamDetailResponseSchema,
  teamPath,
  type TeamDetail,
} from '@changdee/contract/teams-admin';
import { bookings } from '../../db/schema/bookings';
import { subdistricts } from '../../db/schema/geography';
import { DEMO_CHANNELS } from '../../db/seed/demo-keys';
import { orderKit, type OrderKit } from '../../../test/order-kit';
import { teamForm } from '../../../test/contractor-fixtures';

// Decision 054: a team serving only some sub-districts of a district, kept by every part — the
// order's booking (one statement), the calendar (with the sub-district, and without it the
// district's answer), the dispatch picker and assign, and the portal's area editor — against the
// real server and database, on both drivers.

const DISTRICT = '5012';
/** Serves only sub-district A of the district, with the most room (orders prefer it). */
const SUB = 'CT-SUB-A';
/** Serves the whole district, little room, off on OFF_DAY. */
const WHOLE = 'CT-SUB-WHOLE';
const OFF_DAY = '2031-07-15';

let kit: OrderKit;
let placeA: { code: string; postcode: string };
let placeB: { code: string; postcode: string };

beforeAll(async () => {
  const { getTestContext } = await import('../../../test/context');
  const { db } = await getTestContext();
  const places = await db
    .select({ code: subdistricts.code, postcode: subdistricts.postcode })
    .from(subdistricts)
    .where(eq(subdistricts.districtCode, DISTRICT))
    .orderBy(subdistricts.code)
    .limit(2);
  placeA = places[0]!;
  placeB = places[1]!;
  kit = await orderKit(
    [
      {
        code: SUB,
        districts: [],
        subDistricts: [placeA!.code],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN', 'WT-CCTV'],
        morning: 20,
        afternoon: 20,
        daily: 40,
      },
      {
        code: WHOLE,
        districts: [DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 3,
        afternoon: 3,
        daily: 6,
        daysOff: [OFF_DAY],
      },
    ],
    [DISTRICT],
  );
});

afterAll(async () => {
  await kit?.close();
});

const code = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).code;

/** An order at the sub-district's address on the date. */
function orderAt(place: { code: string; postcode: string }, date: string) {
  const payload = kit.payload({ expected_date: { date, time: '1' } });
  payload.customer.address.sub_district = { code: place.code, name: '' };
  payload.customer.address.postcode = place.postcode;
  return kit.post(orderPaths.create, payload);
}

async function placed(place: { code: string; postcode: string }, date: string) {
  const response = await orderAt(place, date);
  expect(response.statusCode, response.body).toBe(200);
  const no = cartOrderResponseSchema.parse(response.json()).data.cartOrderNo;
  const [booking] = await kit.db
    .select({ contractorId: bookings.contractorId })
    .from(bookings)
    .where(eq(bookings.orderNo, no));
  return { no, contractorId: booking!.contractorId };
}

function calendar(extra: Record<string, string>) {
  return kit.app.inject({
    method: 'GET',
    url: availabilityPaths.unavailableDates,
    headers: kit.sales.headers,
    query: {
      product_id: `${kit.products.survey},${kit.products.cleaning}`,
      districts: DISTRICT,
      available_time: '1',
      channel: 'changdee',
      channel_bu: DEMO_CHANNELS.retail,
      start_date: OFF_DAY,
      end_date: OFF_DAY,
      ...extra,
    },
  });
}

async function offDayUnavailable(extra: Record<string, string>): Promise<boolean> {
  const response = await calendar(extra);
  expect(response.statusCode, response.body).toBe(200);
  return unavailableDatesResponseSchema.parse(response.json()).data.data.includes(OFF_DAY);
}

describe('a team serving only sub-district A of a district (decision 054)', () => {
  it('books orders in A with it, and never orders in B', async () => {
    // The roomiest team first: in A that is the sub-district team.
    expect((await placed(placeA!, '2031-07-01')).contractorId).toBe(kit.contractors[SUB]);
    // In B it does not count, however much room it has: the whole-district team books it.
    expect((await placed(placeB!, '2031-07-01')).contractorId).toBe(kit.contractors[WHOLE]);
    // On the whole-district team's day off nobody serves B.
    const refused = await orderAt(placeB!, OFF_DAY);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(code(refused)).toBe('SLOT_FULL');
    expect((await placed(placeA!, OFF_DAY)).contractorId).toBe(kit.contractors[SUB]);
  });

  it('moves a job in B only to teams serving B (a change of date re-books by the sub-district)', async () => {
    const { no, contractorId } = await placed(placeB!, '2031-07-05');
    expect(contractorId).toBe(kit.contractors[WHOLE]);
    // The whole-district team is off that day; the sub-district team has room but not in B.
    const moved = await kit.post(changeDatePath(no), {
      cartOrderNo: no,
      expected_date: { date: OFF_DAY, time: '2' },
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(code(moved)).toBe('SLOT_FULL');
    const [booking] = await kit.db
      .select({ contractorId: bookings.contractorId, date: bookings.serviceDate })
      .from(bookings)
      .where(eq(bookings.orderNo, no));
    expect(booking).toEqual({ contractorId: kit.contractors[WHOLE], date: '2031-07-05' });
  });

  it('answers the service area of A and B apart (availableContractor with the sub-district)', async () => {
    // WT-CCTV: only the sub-district team holds it.
    const served = async (subDistrict?: string) => {
      const response = await kit.app.inject({
        method: 'POST',
        url: availabilityPaths.availableContractor,
        headers: kit.sales.headers,
        payload: {
          districts: DISTRICT,
          ...(subDistrict ? { sub_district: subDistrict } : {}),
          work_type_id: ['WT-CCTV', 'WT-SURVEY'],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return availableContractorResponseSchema
        .parse(response.json())
        .data.map((entry) => entry.available);
    };
    expect(await served(placeA!.code)).toEqual([true, true]);
    expect(await served(placeB!.code)).toEqual([false, true]);
    expect(await served()).toEqual([true, true]);
  });

  it('shows no room from it in the calendar of B; the district alone keeps its answer', async () => {
    expect(await offDayUnavailable({ sub_district: placeB!.code })).toBe(true);
    expect(await offDayUnavailable({ sub_district: placeA!.code })).toBe(false);
    expect(await offDayUnavailable({})).toBe(false);
    // A sub-district of another district: 400 on the field, in the caller's words.
    const wrong = await calendar({ sub_district: '100101' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'sub_district' }],
    });
  });

  it('is left out of the dispatch picker for a job in B and refused by assign', async () => {
    const { no } = await placed(placeB!, '2031-07-03');
    const url = dispatchPaths.assignOptions.replace(':cartOrderNo', no);
    const options = await kit.get(url, kit.operator);
    expect(options.statusCode, options.body).toBe(200);
    const teams = assignOptionsResponseSchema.parse(options.json()).data.teams;
    expect(teams.map((team) => team.contractor_id)).toEqual([kit.contractors[WHOLE]]);

    const assign = await kit.post(
      dispatchPaths.assign.replace(':cartOrderNo', no),
      { contractor_id: kit.contractors[SUB] },
      { as: kit.operator },
    );
    expect(assign.statusCode, assign.body).toBe(422);
    expect(code(assign)).toBe('CONTRACTOR_NOT_SERVING');

    // A job in A: both teams are offered, and assign to the sub-district team is taken.
    const inA = await placed(placeA!, '2031-07-03');
    const optionsA = await kit.get(
      dispatchPaths.assignOptions.replace(':cartOrderNo', inA.no),
      kit.operator,
    );
    expect(
      assignOptionsResponseSchema
        .parse(optionsA.json())
        .data.teams.map((team) => team.contractor_id)
        .sort(),
    ).toEqual([kit.contractors[SUB], kit.contractors[WHOLE]].sort());
  });
});

describe("the portal's area editor with sub-districts", () => {
  const patch = (id: string, body: object) =>
    kit.app.inject({
      method: 'PATCH',
      url: teamPath(id),
      headers: kit.operator.headers,
      payload: body,
    });
  const detail = async (id: string): Promise<TeamDetail> =>
    teamDetailResponseSchema.parse((await kit.get(teamPath(id), kit.operator)).json()).data;

  it('reads back what is stored and refuses codes that do not exist or do not belong', async () => {
    const id = kit.contractors[SUB]!;
    const team = await detail(id);
    expect(team).toMatchObject({ provinces: [], districts: [], sub_districts: [placeA!.code] });
    expect(team.district_count).toBe(1);

    const unknown = await patch(id, teamForm(team, { sub_districts: [placeA!.code, '509999'] }));
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(code(unknown)).toBe('UNKNOWN_REFERENCE');

    // A sub-district inside a district (or province) already chosen whole.
    const inside = await patch(id, teamForm(team, { districts: [DISTRICT] }));
    expect(inside.statusCode, inside.body).toBe(400);
    expect(inside.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'sub_districts' }],
    });

    const both = await patch(id, teamForm(team, { sub_districts: [placeA!.code, placeB!.code] }));
    expect(both.statusCode, both.body).toBe(200);
    expect(teamDetailResponseSchema.parse(both.json()).data.sub_districts).toEqual(
      [placeA!.code, placeB!.code].sort(),
    );
    // Now it serves B as well: the picker's B job can go to it.
    expect((await placed(placeB!, '2031-07-04')).contractorId).toBe(kit.contractors[SUB]);

    // Every sub-district of the district is the whole district, as stored.
    const all = await kit.db
      .select({ code: subdistricts.code })
      .from(subdistricts)
      .where(eq(subdistricts.districtCode, DISTRICT));
    const current = await detail(id);
    const whole = await patch(id, teamForm(current, { sub_districts: all.map((s) => s.code) }));
    expect(whole.statusCode, whole.body).toBe(200);
    expect(teamDetailResponseSchema.parse(whole.json()).data).toMatchObject({
      districts: [DISTRICT],
      sub_districts: [],
    });
  });
});
