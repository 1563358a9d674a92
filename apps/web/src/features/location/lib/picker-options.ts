import {
  searchDistricts,
  searchPostcodes,
  searchProvinces,
  searchSubDistricts,
  type DistrictOption,
  type LocationIndex,
  type LocationRow,
  type ProvinceOption,
} from '@changdee/domain/locations';
import type { SelectedLocation } from './selected-location';

// What each picker lists (spec §2): the domain's search (substring, Thai collation, Thai or English
// names) narrowed to what is already chosen above it — a district's sub-districts, a province's
// districts, the postcodes of the chosen district or province — so picking top-down works too.

/** Within the chosen district, else the chosen province, else anywhere. */
function inChosenArea(
  row: Pick<LocationRow, 'districts_code' | 'province_code'>,
  chosen: SelectedLocation | null,
) {
  if (chosen?.district) return row.districts_code === chosen.district.code;
  if (chosen?.province) return row.province_code === chosen.province.code;
  return true;
}

export function provinceOptions(index: LocationIndex, query: string): ProvinceOption[] {
  return searchProvinces(index, query);
}

export function districtOptions(
  index: LocationIndex,
  query: string,
  chosen: SelectedLocation | null,
): DistrictOption[] {
  const province = chosen?.province?.code;
  const all = searchDistricts(index, query);
  return province ? all.filter((option) => option.province_code === province) : all;
}

/** A postcode chosen on its own (no sub-district yet) narrows the sub-districts to it. */
export function subDistrictOptions(
  index: LocationIndex,
  query: string,
  chosen: SelectedLocation | null,
): LocationRow[] {
  const postcode = chosen && !chosen.sub_district ? chosen.postcode : '';
  return searchSubDistricts(index, query).filter(
    (row) => inChosenArea(row, chosen) && (postcode === '' || row.subdistrict_zipcode === postcode),
  );
}

export function postcodeOptions(
  index: LocationIndex,
  query: string,
  chosen: SelectedLocation | null,
): string[] {
  const all = searchPostcodes(index, query);
  if (!chosen?.district && !chosen?.province) return all;
  const inArea = new Set(
    index.subDistricts.items
      .filter((row) => inChosenArea(row, chosen))
      .map((row) => row.subdistrict_zipcode),
  );
  return all.filter((zipcode) => inArea.has(zipcode));
}

/** The sub-districts whose (main) postcode this is, in the picker's order. */
export function rowsWithPostcode(index: LocationIndex, zipcode: string): LocationRow[] {
  return index.subDistricts.items.filter((row) => row.subdistrict_zipcode === zipcode);
}
