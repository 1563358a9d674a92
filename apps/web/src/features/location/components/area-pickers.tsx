import { useCallback } from 'react';
import { localized, type Locale } from '@changdee/domain/locale';
import type {
  DistrictOption,
  LocationIndex,
  LocationRow,
  ProvinceOption,
} from '@changdee/domain/locations';
import { useLocationStore, useSelectedLocation } from '../lib/location-store';
import {
  locationFromDistrict,
  locationFromPostcode,
  locationFromProvince,
  locationFromRow,
} from '../lib/location-from-pick';
import {
  districtOptions,
  postcodeOptions,
  provinceOptions,
  rowsWithPostcode,
  subDistrictOptions,
} from '../lib/picker-options';
import { nameIn, subDistrictText } from '../lib/picker-text';
import { LocationPicker } from './location-picker';

// The service-area panel's four pickers (spec §2): sub-district, district, province, postcode.
// Each searches the location index narrowed by what is chosen, and picking one chooses the place.

interface PickerProps {
  index: LocationIndex | null;
  locale: Locale;
  /** No employee chosen, or the index not built yet. */
  off: boolean;
}

const nameOf = (place: { name: { th: string; en: string } } | null, locale: Locale) =>
  place ? localized(place.name, locale) : null;

function SubDistrictPicker({ index, locale, off }: PickerProps) {
  const chosen = useSelectedLocation();
  const select = useLocationStore((state) => state.select);
  const search = useCallback(
    (query: string) => (index ? subDistrictOptions(index, query, chosen) : []),
    [index, chosen],
  );
  return (
    <LocationPicker<LocationRow>
      field="subdistrict"
      value={nameOf(chosen?.sub_district ?? null, locale)}
      disabled={off}
      search={search}
      itemKey={(row) => row.subdistrict_code}
      itemText={(row) => subDistrictText(row, locale)}
      selectedKey={chosen?.sub_district?.code ?? null}
      onPick={(row) => select(locationFromRow(row, 'subdistrict'))}
    />
  );
}

function DistrictPicker({ index, locale, off }: PickerProps) {
  const chosen = useSelectedLocation();
  const select = useLocationStore((state) => state.select);
  const search = useCallback(
    (query: string) => (index ? districtOptions(index, query, chosen) : []),
    [index, chosen],
  );
  return (
    <LocationPicker<DistrictOption>
      field="district"
      value={nameOf(chosen?.district ?? null, locale)}
      disabled={off}
      search={search}
      itemKey={(option) => option.districts_code}
      itemText={(option) => ({
        primary: nameIn(locale, option.districts_name, option.districts_name_en),
        secondary: nameIn(locale, option.province_name, option.province_name_en),
      })}
      selectedKey={chosen?.district?.code ?? null}
      onPick={(option) => {
        if (option.districts_code !== chosen?.district?.code) select(locationFromDistrict(option));
      }}
    />
  );
}

function ProvincePicker({ index, locale, off }: PickerProps) {
  const chosen = useSelectedLocation();
  const select = useLocationStore((state) => state.select);
  const search = useCallback(
    (query: string) => (index ? provinceOptions(index, query) : []),
    [index],
  );
  return (
    <LocationPicker<ProvinceOption>
      field="province"
      value={nameOf(chosen?.province ?? null, locale)}
      disabled={off}
      search={search}
      itemKey={(option) => option.province_code}
      itemText={(option) => ({
        primary: nameIn(locale, option.province_name, option.province_name_en),
      })}
      selectedKey={chosen?.province?.code ?? null}
      onPick={(option) => {
        if (option.province_code !== chosen?.province?.code) select(locationFromProvince(option));
      }}
    />
  );
}

function PostcodePicker({ index, off }: PickerProps) {
  const chosen = useSelectedLocation();
  const select = useLocationStore((state) => state.select);
  const search = useCallback(
    (query: string) => (index ? postcodeOptions(index, query, chosen) : []),
    [index, chosen],
  );
  return (
    <LocationPicker<string>
      field="postcode"
      value={chosen?.postcode || null}
      disabled={off}
      search={search}
      itemKey={(zipcode) => zipcode}
      itemText={(zipcode) => ({ primary: zipcode })}
      selectedKey={chosen?.postcode || null}
      onPick={(zipcode) => {
        if (index) select(locationFromPostcode(zipcode, rowsWithPostcode(index, zipcode)));
      }}
    />
  );
}

export function AreaPickers({
  index,
  locale,
  disabled,
}: {
  index: LocationIndex | null;
  locale: Locale;
  disabled: boolean;
}) {
  const props = { index, locale, off: disabled || index === null };
  return (
    <div className="service-area-pickers">
      <SubDistrictPicker {...props} />
      <DistrictPicker {...props} />
      <ProvincePicker {...props} />
      <PostcodePicker {...props} />
    </div>
  );
}
