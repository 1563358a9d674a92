import { asc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { districts, provinces, subdistricts } from '../../db/schema/geography';

// The geography tables in code order (they hold reference data loaded at start-up).

export async function readGeography(db: DbExecutor) {
  const [provinceRows, districtRows, subDistrictRows] = await Promise.all([
    db
      .select({ code: provinces.code, nameTh: provinces.nameTh, nameEn: provinces.nameEn })
      .from(provinces)
      .orderBy(asc(provinces.code)),
    db
      .select({
        code: districts.code,
        provinceCode: districts.provinceCode,
        nameTh: districts.nameTh,
        nameEn: districts.nameEn,
      })
      .from(districts)
      .orderBy(asc(districts.code)),
    db
      .select({
        code: subdistricts.code,
        districtCode: subdistricts.districtCode,
        nameTh: subdistricts.nameTh,
        nameEn: subdistricts.nameEn,
        postcode: subdistricts.postcode,
        postcodes: subdistricts.postcodes,
      })
      .from(subdistricts)
      .orderBy(asc(subdistricts.code)),
  ]);
  return { provinceRows, districtRows, subDistrictRows };
}
