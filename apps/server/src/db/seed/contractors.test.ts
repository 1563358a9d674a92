import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTestContext } from '../../../test/context';
import {
  contractorServiceAreas,
  contractorSlotCapacities,
  contractorWorkTypes,
  contractors,
} from '../schema/contractors';
import { districts } from '../schema/geography';
import { DEMO_WORK_TYPES } from './demo-keys';

// The demo contractors cover Bangkok and nearby provinces, not the whole country, and not every
// work type everywhere: both "in area" and "out of area" happen.

/** Work types an active contractor serves in a district. */
async function servedIn(districtCode: string): Promise<Set<string>> {
  const { db } = await getTestContext();
  const rows = await db
    .selectDistinct({ workType: contractorWorkTypes.workType })
    .from(contractorServiceAreas)
    .innerJoin(contractors, eq(contractors.id, contractorServiceAreas.contractorId))
    .innerJoin(contractorWorkTypes, eq(contractorWorkTypes.contractorId, contractors.id))
    .where(
      and(eq(contractorServiceAreas.districtCode, districtCode), eq(contractors.active, true)),
    );
  return new Set(rows.map((r) => r.workType));
}

/** Districts of a province with at least one active contractor. */
async function coveredDistricts(provinceCode: string): Promise<{ covered: number; all: number }> {
  const { db } = await getTestContext();
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      covered: sql<number>`count(*) filter (where exists (
        select 1 from ${contractorServiceAreas} a join ${contractors} c on c.id = a.contractor_id
        where a.district_code = "districts"."code" and c.active))::int`,
    })
    .from(districts)
    .where(eq(districts.provinceCode, provinceCode));
  return row!;
}

describe('demo contractors', () => {
  // Building the worker's database (first file of a run) belongs to the hook's longer timeout.
  beforeAll(async () => {
    await getTestContext();
  });

  it('cover every Bangkok district, and Nonthaburi, Pathum Thani, Samut Prakan and Nakhon Pathom', async () => {
    for (const province of ['10', '11', '12', '13', '73']) {
      const { covered, all } = await coveredDistricts(province);
      expect({ province, covered }).toEqual({ province, covered: all });
    }
    // Bang Rak, Bangkok: air conditioning is in area.
    expect((await servedIn('1004')).has(DEMO_WORK_TYPES.airConditioner)).toBe(true);
  });

  it('cover only part of Chachoengsao and nothing in Chiang Mai, Phuket or Khon Kaen', async () => {
    const chachoengsao = await coveredDistricts('24');
    expect(chachoengsao.covered).toBeGreaterThan(0);
    expect(chachoengsao.covered).toBeLessThan(chachoengsao.all);
    for (const province of ['50', '83', '40'])
      expect((await coveredDistricts(province)).covered).toBe(0);
    expect((await servedIn('5001')).size).toBe(0); // Mueang Chiang Mai
  });

  it('serve every work type somewhere but not everywhere', async () => {
    const { db } = await getTestContext();
    const coveredDistrictCount = await db
      .select({
        workType: contractorWorkTypes.workType,
        districts: sql<number>`count(distinct ${contractorServiceAreas.districtCode})::int`,
      })
      .from(contractorWorkTypes)
      .innerJoin(contractors, eq(contractors.id, contractorWorkTypes.contractorId))
      .innerJoin(contractorServiceAreas, eq(contractorServiceAreas.contractorId, contractors.id))
      .where(eq(contractors.active, true))
      .groupBy(contractorWorkTypes.workType);
    const byType = new Map(coveredDistrictCount.map((r) => [r.workType, r.districts]));
    const allCovered = await db
      .select({ count: sql<number>`count(distinct ${contractorServiceAreas.districtCode})::int` })
      .from(contractorServiceAreas)
      .innerJoin(contractors, eq(contractors.id, contractorServiceAreas.contractorId))
      .where(eq(contractors.active, true));
    for (const workType of Object.values(DEMO_WORK_TYPES)) {
      expect({ workType, served: (byType.get(workType) ?? 0) > 0 }).toEqual({
        workType,
        served: true,
      });
      expect({ workType, everywhere: byType.get(workType) === allCovered[0]!.count }).toEqual({
        workType,
        everywhere: false,
      });
    }
    // Solar is out of area in central Bangkok even though a closed contractor still lists it there.
    expect((await servedIn('1004')).has(DEMO_WORK_TYPES.solarRoof)).toBe(false);
    expect((await servedIn('1011')).has(DEMO_WORK_TYPES.solarRoof)).toBe(true); // Lat Krabang
  });

  it('have a capacity for each time slot', async () => {
    const { db } = await getTestContext();
    const rows = await db
      .select({
        code: contractors.code,
        slots: sql<number>`count(${contractorSlotCapacities.timeSlot})::int`,
      })
      .from(contractors)
      .leftJoin(contractorSlotCapacities, eq(contractorSlotCapacities.contractorId, contractors.id))
      .groupBy(contractors.code);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.slots !== 2)).toEqual([]);
  });
});
