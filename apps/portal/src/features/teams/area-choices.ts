import type { LocationTreeData } from '@changdee/contract/locations';

// How choosing or leaving a province, a district or a sub-district changes a team's area
// (docs/decisions/051, 054): a whole province needs none of its districts or sub-districts
// listed, a whole district none of its sub-districts, and a district whose every sub-district is
// chosen becomes the whole district (as the server stores it).

export interface Area {
  provinces: string[];
  districts: string[];
  sub_districts: string[];
}

export type Province = LocationTreeData[number];
export type District = Province['districts'][number];

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

export const withProvince = (area: Area, code: string, on: boolean): Area => ({
  provinces: on ? sorted([...area.provinces, code]) : area.provinces.filter((p) => p !== code),
  districts: on ? area.districts.filter((d) => !d.startsWith(code)) : area.districts,
  sub_districts: on ? area.sub_districts.filter((s) => !s.startsWith(code)) : area.sub_districts,
});

export const withDistrict = (area: Area, code: string, on: boolean): Area => ({
  ...area,
  districts: on ? sorted([...area.districts, code]) : area.districts.filter((d) => d !== code),
  sub_districts: on ? area.sub_districts.filter((s) => !s.startsWith(code)) : area.sub_districts,
});

export const withSubDistrict = (
  area: Area,
  district: District,
  code: string,
  on: boolean,
): Area => {
  const next = on
    ? sorted([...area.sub_districts, code])
    : area.sub_districts.filter((s) => s !== code);
  const inside = district.subDistricts.map((s) => s.subDistrictCode);
  if (on && inside.every((s) => next.includes(s)))
    return {
      ...area,
      districts: sorted([...area.districts, district.districtCode]),
      sub_districts: next.filter((s) => !s.startsWith(district.districtCode)),
    };
  return { ...area, sub_districts: next };
};
