import { describe, expect, it } from 'vitest';
import { buildLocationIndex, searchLocations } from '@changdee/domain/locations';
import { bangNaNuea, fixtureTree } from '../../../../test/location/location-fixtures';
import {
  locationFromDistrict,
  locationFromHit,
  locationFromPostcode,
  locationFromProvince,
  locationFromRow,
} from './location-from-pick';
import {
  districtOptions,
  postcodeOptions,
  provinceOptions,
  rowsWithPostcode,
  subDistrictOptions,
} from './picker-options';
import { districtCodeOf, placeLabel, readSelectedLocation } from './selected-location';

// Spec §2: choosing in one picker fills the others; each picker lists by substring in Thai
// collation, narrowed to what is chosen above it.

const index = buildLocationIndex(fixtureTree, 'th');
const row = (code: string) => index.subDistricts.items.find((r) => r.subdistrict_code === code)!;

describe('choosing fills the other fields', () => {
  it('a sub-district fills district, province and postcode', () => {
    expect(locationFromRow(row('104702'), 'subdistrict')).toEqual(bangNaNuea);
  });

  it('a district fills its province and leaves the sub-district and postcode to choose', () => {
    const district = index.districts.items.find((d) => d.districts_code === '1047')!;
    expect(locationFromDistrict(district)).toEqual({
      sub_district: null,
      district: bangNaNuea.district,
      province: bangNaNuea.province,
      postcode: '',
      locationType: 'district',
    });
  });

  it('a province alone', () => {
    const province = index.provinces.items.find((p) => p.province_code === '50')!;
    expect(locationFromProvince(province)).toMatchObject({
      sub_district: null,
      district: null,
      province: { code: '50', name: { th: 'เชียงใหม่', en: 'Chiang Mai' } },
      locationType: 'province',
    });
  });

  it('a postcode of one sub-district fills everything; of several, what they share', () => {
    expect(locationFromPostcode('50300', rowsWithPostcode(index, '50300'))).toMatchObject({
      sub_district: { code: '500103' },
      district: { code: '5001' },
      postcode: '50300',
      locationType: 'postcode',
    });
    expect(locationFromPostcode('10260', rowsWithPostcode(index, '10260'))).toEqual({
      sub_district: null,
      district: bangNaNuea.district,
      province: bangNaNuea.province,
      postcode: '10260',
      locationType: 'postcode',
    });
    const acrossProvinces = [row('104701'), row('500101')];
    expect(locationFromPostcode('99999', acrossProvinces)).toMatchObject({
      district: null,
      province: null,
      postcode: '99999',
    });
  });

  it('a combined-search hit is chosen as its picker would choose it', () => {
    const hits = searchLocations(index, 'บางนา');
    expect(hits.map((hit) => hit.type)).toEqual([
      'district',
      'subdistrict',
      'subdistrict',
      'subdistrict',
    ]);
    expect(locationFromHit(hits[0]!).locationType).toBe('district');
    // Thai collation: บางนาใต้ (ต) before บางนาเหนือ (ห), the leading vowel aside.
    expect(locationFromHit(hits[3]!)).toEqual(bangNaNuea);
    const province = searchLocations(index, 'เชียงใหม่')[0]!;
    expect(locationFromHit(province).locationType).toBe('province');
  });
});

describe('the selected location as the header and the checks read it', () => {
  it('shows district and province in the page language, or the postcode alone', () => {
    expect(placeLabel(bangNaNuea, 'th')).toBe('บางนา, กรุงเทพมหานคร');
    expect(placeLabel(bangNaNuea, 'en')).toBe('Bang Na, Bangkok');
    expect(placeLabel(null, 'th')).toBe('');
    expect(
      placeLabel({ ...bangNaNuea, district: null, province: null, sub_district: null }, 'th'),
    ).toBe('10260');
  });

  it('asks about the district (none for a province alone)', () => {
    expect(districtCodeOf(bangNaNuea)).toBe('1047');
    expect(districtCodeOf({ ...bangNaNuea, district: null })).toBeNull();
    expect(districtCodeOf(null)).toBeNull();
  });

  it('reads a stored value back only when it has the shape', () => {
    expect(readSelectedLocation(JSON.parse(JSON.stringify(bangNaNuea)))).toEqual(bangNaNuea);
    for (const damaged of [
      null,
      'x',
      { postcode: '10260' },
      { ...bangNaNuea, province: { code: '10' } },
      { ...bangNaNuea, district: 'บางนา' },
      { ...bangNaNuea, locationType: 3 },
    ])
      expect(readSelectedLocation(damaged)).toBeNull();
  });
});

describe('what each picker lists', () => {
  it('provinces and districts by substring, sorted with Thai collation', () => {
    expect(provinceOptions(index, '').map((p) => p.province_name)).toEqual([
      'กรุงเทพมหานคร',
      'เชียงใหม่',
    ]);
    expect(districtOptions(index, 'บาง', null).map((d) => d.districts_code)).toEqual(['1047']);
    expect(districtOptions(index, '', null).map((d) => d.districts_name)).toEqual([
      'บางนา',
      'เมืองเชียงใหม่',
      'ลาดกระบัง',
    ]);
  });

  it('narrows districts to the chosen province and sub-districts to the chosen district', () => {
    const chiangMai = locationFromProvince(index.provinces.items[1]!);
    expect(districtOptions(index, '', chiangMai).map((d) => d.districts_code)).toEqual(['5001']);
    expect(subDistrictOptions(index, '', chiangMai)).toHaveLength(3);
    expect(subDistrictOptions(index, 'นา', bangNaNuea).map((r) => r.subdistrict_name)).toEqual([
      'บางนา',
      'บางนาใต้',
      'บางนาเหนือ',
    ]);
    expect(subDistrictOptions(index, '', null)).toHaveLength(31);
  });

  it('a postcode chosen alone narrows the sub-districts to it', () => {
    const byPostcode = locationFromPostcode('50200', rowsWithPostcode(index, '50200'));
    expect(subDistrictOptions(index, '', byPostcode).map((r) => r.subdistrict_code)).toEqual([
      '500102',
      '500101',
    ]);
  });

  it('postcodes by the digits typed, within the chosen area', () => {
    expect(postcodeOptions(index, '', null)).toEqual(['10260', '10520', '50200', '50300']);
    expect(postcodeOptions(index, '502', null)).toEqual(['50200']);
    expect(postcodeOptions(index, '', bangNaNuea)).toEqual(['10260']);
    const bangkok = locationFromProvince(index.provinces.items[0]!);
    expect(postcodeOptions(index, '', bangkok)).toEqual(['10260', '10520']);
  });

  it('finds English names too', () => {
    expect(subDistrictOptions(index, 'nuea', null).map((r) => r.subdistrict_code)).toEqual([
      '104702',
    ]);
  });
});
