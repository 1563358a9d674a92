import type {
  DistrictOption,
  LocationHit,
  LocationRow,
  ProvinceOption,
} from '@changdee/domain/locations';
import type { PlaceRef, SelectedLocation } from './selected-location';

// What each pick makes of the selected location (spec §2: choosing one fills the others): the
// pickers and the combined search use these; only the panel's chunk carries them.

const place = (code: string, th: string, en: string | null): PlaceRef => ({
  code,
  name: { th, en: en ?? th },
});

const provinceOf = (option: ProvinceOption): PlaceRef =>
  place(option.province_code, option.province_name, option.province_name_en);

const districtOf = (option: DistrictOption): PlaceRef =>
  place(option.districts_code, option.districts_name, option.districts_name_en);

/** A sub-district row (from the sub-district or the postcode picker) fills every field. */
export function locationFromRow(
  row: LocationRow,
  locationType: 'subdistrict' | 'postcode',
): SelectedLocation {
  return {
    sub_district: place(row.subdistrict_code, row.subdistrict_name, row.subdistrict_name_en),
    district: districtOf(row),
    province: provinceOf(row),
    postcode: row.subdistrict_zipcode,
    locationType,
  };
}

/** A district fills its province; the sub-district and postcode are left to choose. */
export function locationFromDistrict(option: DistrictOption): SelectedLocation {
  return {
    sub_district: null,
    district: districtOf(option),
    province: provinceOf(option),
    postcode: '',
    locationType: 'district',
  };
}

/** A province alone: the rest is left to choose. */
export function locationFromProvince(option: ProvinceOption): SelectedLocation {
  return {
    sub_district: null,
    district: null,
    province: provinceOf(option),
    postcode: '',
    locationType: 'province',
  };
}

/**
 * A postcode fills what its sub-districts share: all of them when it has one sub-district,
 * otherwise the district and province they have in common (the sub-district is left to choose).
 */
export function locationFromPostcode(
  zipcode: string,
  rows: readonly LocationRow[],
): SelectedLocation {
  const [first] = rows;
  if (rows.length === 1 && first) return locationFromRow(first, 'postcode');
  const same = (code: (row: LocationRow) => string) =>
    first !== undefined && rows.every((row) => code(row) === code(first));
  return {
    sub_district: null,
    district: first && same((row) => row.districts_code) ? districtOf(first) : null,
    province: first && same((row) => row.province_code) ? provinceOf(first) : null,
    postcode: zipcode,
    locationType: 'postcode',
  };
}

/** A hit of the combined search, as the picker of its kind would have chosen it. */
export function locationFromHit(hit: LocationHit): SelectedLocation {
  if (hit.type === 'subdistrict') return locationFromRow(hit, 'subdistrict');
  if (hit.type === 'district') return locationFromDistrict(hit);
  return locationFromProvince(hit);
}
