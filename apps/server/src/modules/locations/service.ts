import {
  addressDistrictSchema,
  addressProvinceSchema,
  addressSubDistrictSchema,
  locationTreeSchema,
  type AddressDistrict,
  type AddressProvince,
  type AddressSubDistrict,
  type LocationTreeData,
} from '@changdee/contract/locations';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { onCacheChange } from '../../lib/cache-invalidation';
import { precompressJson, type PrecompressedJson } from './precompressed-json';
import * as repository from './repository';

// Thai geography for the location tree and the address lists. It is reference data, loaded from
// the committed file at start-up and changed only by a new release (which restarts the servers),
// so each process reads it from the database once, checks it against the contract once, and keeps
// it: the tree and the full lists as pre-serialised, pre-compressed answers, the per-code lists as
// arrays. Nothing here is per user.

export type GeographyAnswer = 'tree' | 'provinces' | 'districts' | 'subdistricts';

interface Geography {
  tree: LocationTreeData;
  provinces: AddressProvince[];
  districts: AddressDistrict[];
  subDistricts: AddressSubDistrict[];
  districtsByProvince: Map<string, AddressDistrict[]>;
  subDistrictsByDistrict: Map<string, AddressSubDistrict[]>;
  answers: Map<GeographyAnswer, Promise<PrecompressedJson>>;
}

// Per database (tests run several apps on one), per process; emptied when the geography is
// changed on any server (notifyCacheChange(tx, 'geography'), decision 049).
let loaded = new WeakMap<object, Promise<Geography>>();
onCacheChange('geography', () => {
  loaded = new WeakMap();
});

async function readAndCheck(db: DbExecutor): Promise<Geography> {
  const { provinceRows, districtRows, subDistrictRows } = await repository.readGeography(db);
  // Parsed with the contract: what is kept is exactly what the answers promise.
  const provinces = z.array(addressProvinceSchema).parse(
    provinceRows.map((p) => ({
      provinceCode: p.code,
      provinceName: p.nameTh,
      provinceNameEn: p.nameEn,
    })),
  );
  const districts = z.array(addressDistrictSchema).parse(
    districtRows.map((d) => ({
      districtCode: d.code,
      districtName: d.nameTh,
      districtNameEn: d.nameEn,
      provinceCode: d.provinceCode,
    })),
  );
  const subDistricts = z.array(addressSubDistrictSchema).parse(
    subDistrictRows.map((s) => ({
      subDistrictCode: s.code,
      subDistrictName: s.nameTh,
      subDistrictNameEn: s.nameEn,
      postCodes: (s.postcodes?.length ? s.postcodes : [s.postcode]).map((zipcode) => ({ zipcode })),
      districtCode: s.districtCode,
    })),
  );
  const districtsByProvince = Map.groupBy(districts, (d) => d.provinceCode);
  const subDistrictsByDistrict = Map.groupBy(subDistricts, (s) => s.districtCode);
  const tree = locationTreeSchema.parse(
    provinces.map((province) => ({
      ...province,
      districts: (districtsByProvince.get(province.provinceCode) ?? []).map(
        ({ provinceCode: _parent, ...district }) => ({
          ...district,
          subDistricts: (subDistrictsByDistrict.get(district.districtCode) ?? []).map(
            ({ districtCode: _district, ...sub }) => sub,
          ),
        }),
      ),
    })),
  );
  return {
    tree,
    provinces,
    districts,
    subDistricts,
    districtsByProvince,
    subDistrictsByDistrict,
    answers: new Map(),
  };
}

function geography(db: DbExecutor): Promise<Geography> {
  let pending = loaded.get(db);
  if (!pending) {
    pending = readAndCheck(db);
    loaded.set(db, pending);
    // A failed read (database briefly down) is not kept: the next request tries again.
    pending.catch(() => loaded.delete(db));
  }
  return pending;
}

/** A whole answer ({ message: 'success', data }), serialised and compressed once per process. */
export async function geographyAnswer(
  db: DbExecutor,
  which: GeographyAnswer,
): Promise<PrecompressedJson> {
  const geo = await geography(db);
  let answer = geo.answers.get(which);
  if (!answer) {
    const data = {
      tree: geo.tree,
      provinces: geo.provinces,
      districts: geo.districts,
      subdistricts: geo.subDistricts,
    }[which];
    answer = precompressJson(JSON.stringify({ message: 'success', data }));
    geo.answers.set(which, answer);
    answer.catch(() => geo.answers.delete(which));
  }
  return answer;
}

/** The districts of a province, in code order; none for an unknown code. */
export async function districtsOfProvince(
  db: DbExecutor,
  provinceCode: string,
): Promise<AddressDistrict[]> {
  return (await geography(db)).districtsByProvince.get(provinceCode) ?? [];
}

/** The sub-districts of a district, in code order; none for an unknown code. */
export async function subDistrictsOfDistrict(
  db: DbExecutor,
  districtCode: string,
): Promise<AddressSubDistrict[]> {
  return (await geography(db)).subDistrictsByDistrict.get(districtCode) ?? [];
}
