import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTestContext } from '../../../test/context';
import { districts, provinces, subdistricts } from '../schema/geography';
import { loadGeography } from './load-geography';

// Compares the geography the shop loads (from the npm packages via thailand-geography.json) with an
// independent reference kept outside the repository, in ../shared/data/thailand-geography beside
// the checkout (SOURCE.md there). Where that folder is absent (a fresh clone) the comparison is
// skipped with one printed line. GEOGRAPHY_REFERENCE may name another folder (then it must exist),
// or be 'skip' to leave the comparison out. Why the counts differ: README.md beside this file.

const setting = process.env.GEOGRAPHY_REFERENCE;
const referenceDir =
  setting && setting !== 'skip'
    ? setting
    : fileURLToPath(new URL('../../../../../../shared/data/thailand-geography/', import.meta.url));
const referenceAbsent =
  setting === undefined && !existsSync(join(referenceDir, 'subdistricts.json'));
if (referenceAbsent) {
  // eslint-disable-next-line no-console -- the one line that says the comparison did not run
  console.info(
    'geography vs reference: SKIPPED (no ../shared/data/thailand-geography beside the checkout)',
  );
}

interface RefProvince {
  provinceCode: number;
  provinceNameTh: string;
  provinceNameEn: string;
}
interface RefDistrict {
  districtCode: number;
  districtNameTh: string;
  districtNameEn: string;
}
interface RefSubdistrict {
  subdistrictCode: number;
  subdistrictNameTh: string;
  subdistrictNameEn: string;
  postalCode: number;
}

function readReference() {
  if (!existsSync(join(referenceDir, 'subdistricts.json'))) {
    throw new Error(
      `Geography reference not found: expected ${referenceDir}{provinces,districts,subdistricts}.json (GEOGRAPHY_REFERENCE names a folder, or is 'skip')`,
    );
  }
  const read = <T>(name: string) =>
    JSON.parse(readFileSync(join(referenceDir, name), 'utf8')) as T[];
  return {
    provinces: read<RefProvince>('provinces.json'),
    districts: read<RefDistrict>('districts.json'),
    subdistricts: read<RefSubdistrict>('subdistricts.json'),
  };
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;

describe('Thai geography as loaded', () => {
  // Building the worker's database (first file of a run) belongs to the hook's longer timeout.
  beforeAll(async () => {
    await getTestContext();
  });

  it('has 77 provinces, 928 districts and 7,451 sub-districts, each under its code prefix', async () => {
    const { db } = await getTestContext();
    const [counts] = await db
      .select({
        provinces: sql<number>`(select count(*)::int from ${provinces})`,
        districts: sql<number>`(select count(*)::int from ${districts})`,
        subdistricts: sql<number>`(select count(*)::int from ${subdistricts})`,
        misplaced: sql<number>`(select count(*)::int from ${subdistricts} where left(code, 4) <> district_code)
          + (select count(*)::int from ${districts} where left(code, 2) <> province_code)`,
        badPostcodes: sql<number>`(select count(*)::int from ${subdistricts} where postcode !~ '^[1-9][0-9]{4}$'
          or (postcodes is not null and (postcodes[1] <> postcode or cardinality(postcodes) < 2)))`,
        missingNames: sql<number>`(select count(*)::int from ${subdistricts} where name_th = '' or name_en = '')`,
      })
      .from(sql`(select 1) as one`);
    expect(counts).toMatchObject({
      provinces: 77,
      districts: 928,
      subdistricts: 7_451,
      misplaced: 0,
      badPostcodes: 0,
      missingNames: 0,
    });
  });

  it('loads again as a no-op, and repairs a table that lost rows', async () => {
    const { db } = await getTestContext();
    expect((await loadGeography(db)).written).toBe(false);
    // Inside a transaction that is rolled back, so the shared database is left as it was.
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(subdistricts).where(eq(subdistricts.code, '100101'));
        await tx.update(provinces).set({ nameEn: 'changed' }).where(eq(provinces.code, '10'));
        const result = await loadGeography(tx);
        expect(result.written).toBe(true);
        const [restored] = await tx
          .select()
          .from(subdistricts)
          .where(eq(subdistricts.code, '100101'));
        expect(restored).toMatchObject({
          nameTh: 'พระบรมมหาราชวัง',
          districtCode: '1001',
          postcode: '10200',
        });
        const [bangkok] = await tx.select().from(provinces).where(eq(provinces.code, '10'));
        expect(bangkok?.nameEn).toBe('Bangkok');
        expect((await loadGeography(tx)).written).toBe(false);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  describe.skipIf(setting === 'skip' || referenceAbsent)(
    'against the reference in ../shared/data (skipped where it is absent)',
    () => {
      it('agrees with the reference on codes, Thai names and postcodes (≥ 99%) and reports English agreement', async ({
        annotate,
      }) => {
        const reference = readReference();
        const { db } = await getTestContext();
        const ours = new Map((await db.select().from(subdistricts)).map((s) => [s.code, s]));
        const ourDistricts = new Map((await db.select().from(districts)).map((d) => [d.code, d]));
        const ourProvinces = new Map((await db.select().from(provinces)).map((p) => [p.code, p]));

        expect(reference.provinces).toHaveLength(77);
        expect(reference.districts).toHaveLength(928);

        // README.md beside this file explains the difference: retired codes the npm packages still
        // carry, and newer codes they lack.
        const referenceCodes = new Set(
          reference.subdistricts.map((r) => String(r.subdistrictCode)),
        );
        const retired = [...ours.keys()].filter((code) => !referenceCodes.has(code));
        const newer = [...referenceCodes].filter((code) => !ours.has(code));
        expect({ retired: retired.length, newer: newer.length }).toEqual({ retired: 20, newer: 5 });

        let present = 0;
        let sameThaiAndPostcode = 0;
        let sameEnglish = 0;
        for (const ref of reference.subdistricts) {
          const s = ours.get(String(ref.subdistrictCode));
          if (!s) continue;
          present++;
          const postcodes = s.postcodes ?? [s.postcode];
          if (s.nameTh === ref.subdistrictNameTh && postcodes.includes(String(ref.postalCode)))
            sameThaiAndPostcode++;
          if (s.nameEn === ref.subdistrictNameEn) sameEnglish++;
        }
        const total = reference.subdistricts.length;
        const districtThai = reference.districts.filter(
          (r) => ourDistricts.get(String(r.districtCode))?.nameTh === r.districtNameTh,
        ).length;
        const districtEnglish = reference.districts.filter(
          (r) => ourDistricts.get(String(r.districtCode))?.nameEn === r.districtNameEn,
        ).length;
        const provinceThai = reference.provinces.filter(
          (r) => ourProvinces.get(String(r.provinceCode))?.nameTh === r.provinceNameTh,
        ).length;
        const provinceEnglish = reference.provinces.filter(
          (r) => ourProvinces.get(String(r.provinceCode))?.nameEn === r.provinceNameEn,
        ).length;

        const summary =
          `sub-districts: ours ${ours.size}, reference ${total} (${retired.length} codes only ours, ${newer.length} only the reference's); codes present ${percent(present, total)}%; ` +
          `same Thai name and postcode ${percent(sameThaiAndPostcode, total)}%; same English name ${percent(sameEnglish, total)}%. ` +
          `Districts: Thai ${percent(districtThai, 928)}%, English ${percent(districtEnglish, 928)}%. ` +
          `Provinces: Thai ${percent(provinceThai, 77)}%, English ${percent(provinceEnglish, 77)}%.`;
        await annotate(summary);
        // eslint-disable-next-line no-console -- the agreement figures are what this test reports
        console.info(`geography vs reference: ${summary}`);

        expect(present / total).toBeGreaterThanOrEqual(0.99);
        expect(sameThaiAndPostcode / total).toBeGreaterThanOrEqual(0.99);
        expect(districtThai / 928).toBeGreaterThanOrEqual(0.99);
        expect(provinceThai).toBe(77);
        // English names come from a less careful package; these floors catch a regression, not perfection.
        expect(sameEnglish / total).toBeGreaterThanOrEqual(0.95);
        expect(districtEnglish / 928).toBeGreaterThanOrEqual(0.95);
      });
    },
  );
});
