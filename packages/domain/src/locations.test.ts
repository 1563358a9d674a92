import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLocationIndex,
  districtCodeOf,
  flattenLocationTree,
  LOCATION_LIST_PAGE_SIZE,
  LOCATION_SEARCH_LIMITS,
  type LocationHit,
  type LocationTree,
  normalizeQuery,
  provinceCodeOf,
  searchDistricts,
  searchLocations,
  searchPostcodes,
  searchProvinces,
  searchSubDistricts,
  visibleItems,
} from './locations';

const tree: LocationTree = [
  {
    provinceCode: '10',
    provinceName: 'กรุงเทพมหานคร',
    provinceNameEn: 'Bangkok',
    districts: [
      {
        districtCode: '1047',
        districtName: 'บางนา',
        districtNameEn: 'Bang Na',
        subDistricts: [
          {
            subDistrictCode: '104701',
            subDistrictName: 'บางนาเหนือ',
            subDistrictNameEn: 'Bang Na Nuea',
            postCodes: [{ zipcode: '10260' }, { zipcode: '10261' }],
          },
          {
            subDistrictCode: '104702',
            subDistrictName: 'บางนาใต้',
            subDistrictNameEn: 'Bang Na Tai',
            postCodes: [{ zipcode: '10260' }],
          },
        ],
      },
      {
        districtCode: '1001',
        districtName: 'พระนคร',
        districtNameEn: 'Phra Nakhon',
        subDistricts: [
          {
            subDistrictCode: '100101',
            subDistrictName: 'พระบรมมหาราชวัง',
            subDistrictNameEn: 'Phra Borom Maha Ratchawang',
            postCodes: [{ zipcode: '10200' }],
          },
        ],
      },
    ],
  },
  {
    provinceCode: '50',
    provinceName: 'เชียงใหม่',
    provinceNameEn: null,
    districts: [
      {
        districtCode: '5001',
        districtName: 'เมืองเชียงใหม่',
        subDistricts: [
          {
            subDistrictCode: '500101',
            subDistrictName: 'ศรีภูมิ',
            subDistrictNameEn: ' ',
            postCodes: [],
          },
        ],
      },
      { districtCode: '5099', districtName: 'อำเภอว่าง', subDistricts: [] },
    ],
  },
  { provinceCode: '96', provinceName: 'นราธิวาส', provinceNameEn: 'Narathiwat', districts: [] },
];

describe('location codes (spec §9)', () => {
  it('province = first 2 digits of a district code, district = first 4 of a sub-district code', () => {
    expect(provinceCodeOf('1047')).toBe('10');
    expect(provinceCodeOf(104701)).toBe('10');
    expect(districtCodeOf('104701')).toBe('1047');
    expect(districtCodeOf(500101)).toBe('5001');
  });

  it('refuses malformed codes', () => {
    for (const bad of ['10', '10470', '1047011', 'abcd', ''])
      expect(() => provinceCodeOf(bad)).toThrow(RangeError);
    for (const bad of ['1047', '10470a', '1047011'])
      expect(() => districtCodeOf(bad)).toThrow(RangeError);
  });
});

describe('flattenLocationTree', () => {
  it('gives one spec row per sub-district with the first zipcode', () => {
    const rows = flattenLocationTree(tree);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      province_code: '10',
      province_name: 'กรุงเทพมหานคร',
      province_name_en: 'Bangkok',
      districts_code: '1047',
      districts_name: 'บางนา',
      districts_name_en: 'Bang Na',
      subdistrict_code: '104701',
      subdistrict_name: 'บางนาเหนือ',
      subdistrict_name_en: 'Bang Na Nuea',
      subdistrict_zipcode: '10260',
    });
    expect(rows[3]).toMatchObject({
      province_name_en: null,
      districts_name_en: null,
      subdistrict_name_en: null,
      subdistrict_zipcode: '',
    });
  });
});

describe('search', () => {
  const index = buildLocationIndex(tree);

  it('finds provinces, districts and sub-districts by Thai substring, broader places first', () => {
    const hits = searchLocations(index, 'บางนา');
    expect(
      hits.map((h) => [
        h.type,
        h.type === 'subdistrict'
          ? h.subdistrict_code
          : h.type === 'district'
            ? h.districts_code
            : h.province_code,
      ]),
    ).toEqual([
      ['district', '1047'],
      // Thai collation orders by the consonant, not the leading vowel: ใต้ (ต) before เหนือ (ห).
      ['subdistrict', '104702'],
      ['subdistrict', '104701'],
    ]);
  });

  it('finds English names in any case, and sub-districts by zipcode', () => {
    expect(searchLocations(index, '  bang   NA ').map((h) => h.type)).toEqual([
      'district',
      'subdistrict',
      'subdistrict',
    ]);
    expect(searchLocations(index, 'bangkok')).toEqual([
      {
        type: 'province',
        province_code: '10',
        province_name: 'กรุงเทพมหานคร',
        province_name_en: 'Bangkok',
      },
    ]);
    expect(
      searchLocations(index, '10260').map((h) => h.type === 'subdistrict' && h.subdistrict_code),
    ).toEqual(['104702', '104701']);
    expect(searchLocations(index, '10261')).toEqual([]);
  });

  it('keeps places without sub-districts and finds nothing for a blank query', () => {
    expect(searchLocations(index, 'นราธิวาส').map((h) => h.type)).toEqual(['province']);
    expect(searchLocations(index, 'ว่าง')[0]).toMatchObject({
      type: 'district',
      districts_code: '5099',
      province_code: '50',
    });
    expect(searchLocations(index, '   ')).toEqual([]);
    expect(normalizeQuery(' A\n\tB ')).toBe('a b');
  });

  it('counts an item once even when both its names match', () => {
    const both = buildLocationIndex([
      { provinceCode: '11', provinceName: 'abc', provinceNameEn: 'abc', districts: [] },
    ]);
    expect(searchProvinces(both, 'b')).toHaveLength(1);
  });

  it('picker lists: everything sorted with Thai collation, paged by 10', () => {
    expect(searchProvinces(index, '').map((p) => p.province_name)).toEqual([
      'กรุงเทพมหานคร',
      'เชียงใหม่',
      'นราธิวาส',
    ]);
    expect(searchDistricts(index, 'นคร').map((d) => d.districts_code)).toEqual(['1001']);
    expect(searchSubDistricts(index, 'บาง', 1).map((s) => s.subdistrict_code)).toEqual(['104702']);
    expect(searchPostcodes(index, '102')).toEqual(['10200', '10260']);
    expect(searchPostcodes(index, '', 1)).toEqual(['10200']);
    expect(LOCATION_LIST_PAGE_SIZE).toBe(10);
    const many = Array.from({ length: 25 }, (_, i) => i);
    expect(visibleItems(many, 1)).toHaveLength(10);
    expect(visibleItems(many, 2)).toHaveLength(20);
    expect(visibleItems(many, 0)).toHaveLength(10);
    expect(visibleItems(many, 9)).toHaveLength(25);
  });

  it('sorts by English names with English collation in an English index', () => {
    const en = buildLocationIndex(tree, 'en');
    expect(en.locale).toBe('en');
    // Bangkok < Narathiwat; เชียงใหม่ has no English name and keeps its Thai one, after the
    // romanised names (English collation: Latin before Thai).
    expect(searchProvinces(en, '').map((p) => p.province_code)).toEqual(['10', '96', '50']);
    // The same Thai names keep Thai order among themselves (by consonant, not leading vowel).
    const thaiOnly = buildLocationIndex(
      [
        { provinceCode: '50', provinceName: 'เชียงใหม่', districts: [] },
        { provinceCode: '66', provinceName: 'พิจิตร', provinceNameEn: 'Phichit', districts: [] },
        { provinceCode: '20', provinceName: 'ชลบุรี', provinceNameEn: 'ชลบุรี', districts: [] },
        { provinceCode: '40', provinceName: 'ขอนแก่น', districts: [] },
      ],
      'en',
    );
    expect(searchProvinces(thaiOnly, '').map((p) => p.province_code)).toEqual([
      '66',
      '40',
      '20',
      '50',
    ]);
    const ties = buildLocationIndex([
      { provinceCode: '12', provinceName: 'ซ้ำ', districts: [] },
      { provinceCode: '11', provinceName: 'ซ้ำ', districts: [] },
      { provinceCode: '13', provinceName: 'ซ้ำ', districts: [] },
    ]);
    expect(searchProvinces(ties, 'ซ้ำ').map((p) => p.province_code)).toEqual(['11', '12', '13']);
  });
});

const hitName = (hit: LocationHit): string =>
  hit.type === 'province'
    ? hit.province_name
    : hit.type === 'district'
      ? hit.districts_name
      : hit.subdistrict_name;
const hitTexts = (hit: LocationHit): string[] =>
  hit.type === 'province'
    ? [hit.province_name, hit.province_name_en ?? '']
    : hit.type === 'district'
      ? [hit.districts_name, hit.districts_name_en ?? '']
      : [hit.subdistrict_name, hit.subdistrict_name_en ?? '', hit.subdistrict_zipcode];

// Reference data lives outside the repository (../shared/data/thailand-geography/SOURCE.md beside it).
const REFERENCE = new URL('../../../../shared/data/thailand-geography/', import.meta.url);
const hasReference = existsSync(new URL('subdistricts.json', REFERENCE));
if (!hasReference) {
  // eslint-disable-next-line no-console -- the one line that says these tests did not run
  console.info('full Thai geography: SKIPPED (no ../shared/data beside the checkout)');
}

describe.skipIf(!hasReference)(
  `full Thai geography ${hasReference ? '' : '(SKIPPED: reference data ../shared/data/thailand-geography is absent)'}`,
  { timeout: 30_000 },
  () => {
    const read = <T>(file: string): T[] =>
      JSON.parse(readFileSync(new URL(file, REFERENCE), 'utf8')) as T[];
    const load = (): LocationTree => {
      const provinces = read<{
        provinceCode: number;
        provinceNameTh: string;
        provinceNameEn: string;
      }>('provinces.json');
      const districts = read<{
        provinceCode: number;
        districtCode: number;
        districtNameTh: string;
        districtNameEn: string;
      }>('districts.json');
      const subs = read<{
        districtCode: number;
        subdistrictCode: number;
        subdistrictNameTh: string;
        subdistrictNameEn: string;
        postalCode: number;
      }>('subdistricts.json');
      return provinces.map((p) => ({
        provinceCode: String(p.provinceCode),
        provinceName: p.provinceNameTh,
        provinceNameEn: p.provinceNameEn,
        districts: districts
          .filter((d) => d.provinceCode === p.provinceCode)
          .map((d) => ({
            districtCode: String(d.districtCode),
            districtName: d.districtNameTh,
            districtNameEn: d.districtNameEn,
            subDistricts: subs
              .filter((s) => s.districtCode === d.districtCode)
              .map((s) => ({
                subDistrictCode: String(s.subdistrictCode),
                subDistrictName: s.subdistrictNameTh,
                subDistrictNameEn: s.subdistrictNameEn,
                postCodes: [{ zipcode: String(s.postalCode) }],
              })),
          })),
      }));
    };
    const full = hasReference ? load() : [];
    const index = buildLocationIndex(full);
    const collator = new Intl.Collator('th');

    it('flattens to 7,436 rows whose codes follow the prefix rule', () => {
      const rows = flattenLocationTree(full);
      expect(rows).toHaveLength(7436);
      for (const row of rows) {
        expect(districtCodeOf(row.subdistrict_code)).toBe(row.districts_code);
        expect(provinceCodeOf(row.districts_code)).toBe(row.province_code);
      }
      expect(searchProvinces(index, '')).toHaveLength(77);
      expect(searchDistricts(index, '')).toHaveLength(928);
    });

    it('keeps the limits 15/15/15 then 30, every hit matches, each group in Thai order', () => {
      expect(searchLocations(index, 'บ')).toHaveLength(LOCATION_SEARCH_LIMITS.combined);
      expect(
        searchLocations(index, 'บางนา').some(
          (h) => h.type === 'district' && h.districts_code === '1047',
        ),
      ).toBe(true);
      expect(searchLocations(index, '10260').length).toBeGreaterThan(0);
      const queries = fc.sample(
        fc.constantFrom(
          'บ',
          'บา',
          'บาง',
          'เมือง',
          'นา',
          'Bang',
          'mueang',
          'na',
          'ทอง',
          '10',
          '502',
          'k',
          'ไ',
        ),
        60,
      );
      for (const q of queries) {
        const hits = searchLocations(index, q);
        expect(hits.length).toBeLessThanOrEqual(30);
        for (const type of ['province', 'district', 'subdistrict'] as const) {
          const group = hits.filter((h) => h.type === type);
          expect(group.length).toBeLessThanOrEqual(15);
          for (let i = 1; i < group.length; i += 1) {
            expect(
              collator.compare(hitName(group[i - 1]!), hitName(group[i]!)),
            ).toBeLessThanOrEqual(0);
          }
        }
        for (const hit of hits)
          expect(hitTexts(hit).some((t) => t.toLowerCase().includes(normalizeQuery(q)))).toBe(true);
      }
    });

    it('finds the same sub-districts as a plain filter, in collation order', () => {
      for (const q of ['บางนา', 'Bang Na', 'สวน', '10260']) {
        const needle = normalizeQuery(q);
        const expected = flattenLocationTree(full)
          .filter((r) =>
            [r.subdistrict_name, r.subdistrict_name_en ?? '', r.subdistrict_zipcode].some((t) =>
              t.toLowerCase().includes(needle),
            ),
          )
          .sort(
            (a, b) =>
              collator.compare(a.subdistrict_name, b.subdistrict_name) ||
              a.subdistrict_code.localeCompare(b.subdistrict_code),
          )
          .map((r) => r.subdistrict_code);
        expect(searchSubDistricts(index, q).map((r) => r.subdistrict_code)).toEqual(expected);
      }
    });
  },
);
