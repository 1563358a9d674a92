import { and, eq, inArray } from 'drizzle-orm';
import type { TeamDetail } from '@changdee/contract/teams-admin';
import type { Database } from '../src/db/client';
import { bookings } from '../src/db/schema/bookings';
import { products } from '../src/db/schema/catalog';
import {
  contractorServiceAreas,
  contractorSlotCapacities,
  contractorUnavailableDates,
  contractorWorkTypes,
  contractors,
} from '../src/db/schema/contractors';

// Contractors of a test's own, in districts the demo contractors leave alone (Chiang Mai), so a
// test controls every capacity, day off and booking that decides its answers:
//
//   const fixtures = await createContractors(db, [{ code: 'CT-TEST-A', districts: ['5001'], … }]);
//   …
//   await fixtures.remove(); // their bookings, counters, days off and the contractors
//
// The demo products (their lock_days and work types) stay as seeded.

export interface ContractorFixture {
  code: string;
  districts: string[];
  /** Single sub-districts served (decision 054), beside the whole districts. */
  subDistricts?: string[];
  workTypes: string[];
  morning: number;
  afternoon: number;
  daily: number;
  active?: boolean;
  daysOff?: string[];
}

export interface CreatedContractors {
  /** Contractor id by code. */
  ids: Record<string, string>;
  remove(): Promise<void>;
}

export async function createContractors(
  db: Database,
  fixtures: ContractorFixture[],
): Promise<CreatedContractors> {
  const ids: Record<string, string> = {};
  await db.transaction(async (tx) => {
    for (const f of fixtures) {
      const [row] = await tx
        .insert(contractors)
        .values({
          code: f.code,
          nameTh: `ทีมทดสอบ ${f.code}`,
          nameEn: `Test team ${f.code}`,
          phone: '0800000000',
          active: f.active ?? true,
          dailyCapacity: f.daily,
        })
        .returning({ id: contractors.id });
      const contractorId = row!.id;
      ids[f.code] = contractorId;
      await tx
        .insert(contractorWorkTypes)
        .values(f.workTypes.map((workType) => ({ contractorId, workType })));
      const areas = [
        ...f.districts.map((districtCode) => ({ contractorId, districtCode })),
        ...(f.subDistricts ?? []).map((subDistrictCode) => ({
          contractorId,
          districtCode: subDistrictCode.slice(0, 4),
          subDistrictCode,
        })),
      ];
      if (areas.length) await tx.insert(contractorServiceAreas).values(areas);
      await tx.insert(contractorSlotCapacities).values([
        { contractorId, timeSlot: '1', capacity: f.morning },
        { contractorId, timeSlot: '2', capacity: f.afternoon },
      ]);
      if (f.daysOff?.length)
        await tx
          .insert(contractorUnavailableDates)
          .values(f.daysOff.map((unavailableDate) => ({ contractorId, unavailableDate })));
    }
  });
  return {
    ids,
    remove: async () => {
      const all = Object.values(ids);
      await db.transaction(async (tx) => {
        await tx.delete(bookings).where(inArray(bookings.contractorId, all));
        await tx.delete(contractors).where(inArray(contractors.id, all));
      });
    },
  };
}

/** The id of a demo service in a channel (by its sku). */
export async function productId(db: Database, channel: string, sku: string): Promise<string> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.channelCode, channel), eq(products.skuCode, sku)));
  if (!row) throw new Error(`no ${sku} in ${channel}`);
  return row.id;
}

/** A team's form as the portal sends it (PATCH …/teams/{id}): the team as read, some fields changed. */
export const teamForm = (team: TeamDetail, over: object = {}) => ({
  code: team.code,
  name_th: team.name_th,
  name_en: team.name_en,
  phone: team.phone,
  active: team.active,
  morning_capacity: team.morning_capacity,
  afternoon_capacity: team.afternoon_capacity,
  daily_capacity: team.daily_capacity,
  work_types: team.work_types,
  provinces: team.provinces,
  districts: team.districts,
  sub_districts: team.sub_districts,
  member_ids: team.members.map((m) => m.id),
  expected_version: team.version,
  ...over,
});
