import type { Locale } from './locale';

/** The location tree of spec §3 (GET /b2b/v2/location/detail). English names are optional. */
export interface LocationSubDistrict {
  subDistrictCode: string;
  subDistrictName: string;
  subDistrictNameEn?: string | null;
  postCodes: { zipcode: string }[];
}

export interface LocationDistrict {
  districtCode: string;
  districtName: string;
  districtNameEn?: string | null;
  subDistricts: LocationSubDistrict[];
}

export interface LocationProvince {
  provinceCode: string;
  provinceName: string;
  provinceNameEn?: string | null;
  districts: LocationDistrict[];
}

export type LocationTree = LocationProvince[];

/** Spec §3 flattened search row (one per sub-district), plus the English names when known. */
export interface LocationRow {
  province_code: string;
  province_name: string;
  province_name_en: string | null;
  districts_code: string;
  districts_name: string;
  districts_name_en: string | null;
  subdistrict_code: string;
  subdistrict_name: string;
  subdistrict_name_en: string | null;
  /** The sub-district's first zipcode ('' when it has none). */
  subdistrict_zipcode: string;
}

export type ProvinceOption = Pick<
  LocationRow,
  'province_code' | 'province_name' | 'province_name_en'
>;
export type DistrictOption = ProvinceOption &
  Pick<LocationRow, 'districts_code' | 'districts_name' | 'districts_name_en'>;

/** Which picker a selection came from (spec §3 selectedLocation.locationType). */
export const LOCATION_TYPES = ['subdistrict', 'district', 'province', 'postcode'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export type LocationHit =
  | ({ type: 'province' } & ProvinceOption)
  | ({ type: 'district' } & DistrictOption)
  | ({ type: 'subdistrict' } & LocationRow);

/** Spec §9 address search limits, and the picker lists' page of 10. */
export const LOCATION_SEARCH_LIMITS = {
  provinces: 15,
  districts: 15,
  subDistricts: 15,
  combined: 30,
} as const;
export const LOCATION_LIST_PAGE_SIZE = 10;

const codeError = (code: string, what: string): RangeError =>
  new RangeError(`Not a ${what} code: ${code}`);

/** Spec §9: province code = first 2 digits of a district code (a sub-district code works too). */
export const provinceCodeOf = (code: string | number): string => {
  const text = String(code);
  if (!/^\d{4}(?:\d{2})?$/.test(text)) throw codeError(text, 'district or sub-district');
  return text.slice(0, 2);
};

/** Spec §9: district code = first 4 digits of a sub-district code. */
export const districtCodeOf = (subDistrictCode: string | number): string => {
  const text = String(subDistrictCode);
  if (!/^\d{6}$/.test(text)) throw codeError(text, 'sub-district');
  return text.slice(0, 4);
};

const orNull = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value : null;

/** One row per sub-district, in the tree's order (spec §3 flattened search result). */
export const flattenLocationTree = (tree: LocationTree): LocationRow[] => {
  const rows: LocationRow[] = [];
  for (const province of tree) {
    for (const district of province.districts) {
      for (const sub of district.subDistricts) {
        rows.push({
          province_code: province.provinceCode,
          province_name: province.provinceName,
          province_name_en: orNull(province.provinceNameEn),
          districts_code: district.districtCode,
          districts_name: district.districtName,
          districts_name_en: orNull(district.districtNameEn),
          subdistrict_code: sub.subDistrictCode,
          subdistrict_name: sub.subDistrictName,
          subdistrict_name_en: orNull(sub.subDistrictNameEn),
          subdistrict_zipcode: sub.postCodes[0]?.zipcode ?? '',
        });
      }
    }
  }
  return rows;
};

/**
 * One kind of searchable text per item (Thai names, English names or zipcodes) joined into
 * one string, so a query is a few `indexOf` calls instead of thousands of `includes`; `chars` lets a
 * query skip a haystack that cannot contain it (a Thai query never scans the English names).
 */
interface Haystack {
  text: string;
  /** starts[i] = offset of item i's text. */
  starts: Int32Array;
  chars: Set<string>;
}

/** One level of the index: the options sorted once, and their haystacks. */
interface Level<T> {
  items: T[];
  haystacks: Haystack[];
}

export interface LocationIndex {
  locale: Locale;
  provinces: Level<ProvinceOption>;
  districts: Level<DistrictOption>;
  subDistricts: Level<LocationRow>;
  postcodes: string[];
}

/** Separates texts in a haystack; a normalized query never holds a newline, so no match spans two. */
const SEP = '\n';

/** Trimmed, whitespace runs as one space, lower case (English names match in any case). */
export const normalizeQuery = (query: string): string =>
  query.trim().replace(/\s+/g, ' ').toLowerCase();

const buildHaystack = <T>(items: readonly T[], field: (item: T) => string | null): Haystack => {
  const starts = new Int32Array(items.length);
  const parts: string[] = [];
  let offset = 0;
  items.forEach((item, i) => {
    starts[i] = offset;
    const text = normalizeQuery(field(item) ?? '');
    parts.push(text, SEP);
    offset += text.length + 1;
  });
  const text = parts.join('');
  return { text, starts, chars: new Set(text) };
};

/** Index of the item whose text contains offset `at` (binary search over starts). */
const itemAt = (starts: Int32Array, at: number): number => {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

/** Positions (ascending) of the first `limit` items whose text in this haystack contains the needle. */
const matchHaystack = (haystack: Haystack, needle: string, limit: number): number[] => {
  const found: number[] = [];
  for (const char of needle) if (!haystack.chars.has(char)) return found;
  let from = 0;
  while (found.length < limit) {
    const at = haystack.text.indexOf(needle, from);
    if (at < 0) break;
    const i = itemAt(haystack.starts, at);
    found.push(i);
    // Continue with the next item: one hit per item is enough.
    from =
      i + 1 < haystack.starts.length ? (haystack.starts[i + 1] as number) : haystack.text.length;
  }
  return found;
};

/**
 * Items whose Thai or English text contains the (normalized, non-empty) query, in index order, at
 * most `limit`. The first `limit` of the union are among the first `limit` of each haystack.
 */
const matchLevel = <T>(level: Level<T>, needle: string, limit: number): T[] => {
  const positions = new Set<number>();
  for (const haystack of level.haystacks)
    for (const i of matchHaystack(haystack, needle, limit)) positions.add(i);
  return [...positions]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((i) => level.items[i] as T);
};

/**
 * Builds the search index once per tree (the web app keeps it beside the cached tree). Everything is
 * sorted with the collation of `locale` (spec §9 "sorted by locale") by the name in that language
 * (Thai names when English is missing), ties by code, so a search only filters and never sorts. In
 * English the places that only have a Thai name come after the romanised ones (Latin sorts before
 * Thai), so an English list does not open on Thai names.
 */
export const buildLocationIndex = (tree: LocationTree, locale: Locale = 'th'): LocationIndex => {
  const collator = new Intl.Collator(locale);
  const name = (th: string, en: string | null): string => (locale === 'en' && en ? en : th);
  const byName =
    <T>(get: (item: T) => [string, string]) =>
    (a: T, b: T): number => {
      const [nameA, codeA] = get(a);
      const [nameB, codeB] = get(b);
      return collator.compare(nameA, nameB) || (codeA < codeB ? -1 : codeA > codeB ? 1 : 0);
    };

  const rows = flattenLocationTree(tree);
  const provinces = new Map<string, ProvinceOption>();
  const districts = new Map<string, DistrictOption>();
  for (const row of rows) {
    const { province_code, province_name, province_name_en } = row;
    provinces.set(province_code, { province_code, province_name, province_name_en });
    const { districts_code, districts_name, districts_name_en } = row;
    districts.set(districts_code, {
      province_code,
      province_name,
      province_name_en,
      districts_code,
      districts_name,
      districts_name_en,
    });
  }
  // Provinces and districts without sub-districts still exist as places to pick.
  for (const province of tree) {
    const option = {
      province_code: province.provinceCode,
      province_name: province.provinceName,
      province_name_en: orNull(province.provinceNameEn),
    };
    if (!provinces.has(option.province_code)) provinces.set(option.province_code, option);
    for (const district of province.districts) {
      if (districts.has(district.districtCode)) continue;
      districts.set(district.districtCode, {
        ...option,
        districts_code: district.districtCode,
        districts_name: district.districtName,
        districts_name_en: orNull(district.districtNameEn),
      });
    }
  }

  const provinceList = [...provinces.values()].sort(
    byName((p) => [name(p.province_name, p.province_name_en), p.province_code]),
  );
  const districtList = [...districts.values()].sort(
    byName((d) => [name(d.districts_name, d.districts_name_en), d.districts_code]),
  );
  const subList = [...rows].sort(
    byName((r) => [name(r.subdistrict_name, r.subdistrict_name_en), r.subdistrict_code]),
  );
  const postcodes = [
    ...new Set(rows.map((r) => r.subdistrict_zipcode).filter((z) => z !== '')),
  ].sort();

  // One haystack per kind of text (Thai names, English names, zipcodes): a query then scans only
  // the kinds that hold all its characters.
  const level = <T>(items: T[], ...fields: ((item: T) => string | null)[]): Level<T> => ({
    items,
    haystacks: fields.map((field) => buildHaystack(items, field)),
  });
  return {
    locale,
    provinces: level(
      provinceList,
      (p) => p.province_name,
      (p) => p.province_name_en,
    ),
    districts: level(
      districtList,
      (d) => d.districts_name,
      (d) => d.districts_name_en,
    ),
    subDistricts: level(
      subList,
      (r) => r.subdistrict_name,
      (r) => r.subdistrict_name_en,
      (r) => r.subdistrict_zipcode,
    ),
    postcodes,
  };
};

const pick = <T>(level: Level<T>, query: string, limit: number): T[] => {
  const needle = normalizeQuery(query);
  return needle === '' ? level.items.slice(0, limit) : matchLevel(level, needle, limit);
};

/**
 * Picker lists (spec §2 service-area panel, §9 "by substring sorted by locale"): every match in
 * collation order, Thai or English names; an empty query lists everything. Show them
 * LOCATION_LIST_PAGE_SIZE at a time.
 */
export const searchProvinces = (
  index: LocationIndex,
  query: string,
  limit = Infinity,
): ProvinceOption[] => pick(index.provinces, query, limit);

export const searchDistricts = (
  index: LocationIndex,
  query: string,
  limit = Infinity,
): DistrictOption[] => pick(index.districts, query, limit);

/** Sub-districts match on their name (Thai or English) or their zipcode. */
export const searchSubDistricts = (
  index: LocationIndex,
  query: string,
  limit = Infinity,
): LocationRow[] => pick(index.subDistricts, query, limit);

/** Zipcodes containing the digits typed, ascending. */
export const searchPostcodes = (
  index: LocationIndex,
  query: string,
  limit = Infinity,
): string[] => {
  const needle = normalizeQuery(query);
  const found: string[] = [];
  for (const zipcode of index.postcodes) {
    if (found.length >= limit) break;
    if (zipcode.includes(needle)) found.push(zipcode);
  }
  return found;
};

/** The first `pages` pages of a picker list (10 items, 10 more each time the end is reached). */
export const visibleItems = <T>(items: readonly T[], pages: number): T[] =>
  items.slice(0, Math.max(1, Math.trunc(pages)) * LOCATION_LIST_PAGE_SIZE);

/**
 * Spec §9 address search: by substring, at most 15 provinces, 15 districts and 15 sub-districts,
 * then at most 30 combined. Decision: the combined list keeps the broader places first (provinces,
 * then districts, then sub-districts), each group in the index's collation order; a blank query finds
 * nothing.
 */
export const searchLocations = (index: LocationIndex, query: string): LocationHit[] => {
  const needle = normalizeQuery(query);
  if (needle === '') return [];
  const limits = LOCATION_SEARCH_LIMITS;
  const hits: LocationHit[] = [];
  for (const p of matchLevel(index.provinces, needle, limits.provinces))
    hits.push({ type: 'province', ...p });
  for (const d of matchLevel(index.districts, needle, limits.districts))
    hits.push({ type: 'district', ...d });
  for (const s of matchLevel(index.subDistricts, needle, limits.subDistricts))
    hits.push({ type: 'subdistrict', ...s });
  return hits.slice(0, limits.combined);
};
