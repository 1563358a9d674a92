import type { LocationTreeData } from '@changdee/contract/locations';
import type { SelectedLocation } from '../../src/features/location/lib/selected-location';

// A small slice of the geography for the feature's tests: Bangkok's Bang Na (three sub-districts
// sharing one postcode) and Lat Krabang (25 generated sub-districts, for the pages of 10), and
// Chiang Mai's Mueang (two sub-districts with their own postcodes).

const sub = (code: string, th: string, en: string, zipcode: string) => ({
  subDistrictCode: code,
  subDistrictName: th,
  subDistrictNameEn: en,
  postCodes: [{ zipcode }],
});

export const fixtureTree: LocationTreeData = [
  {
    provinceCode: '10',
    provinceName: 'กรุงเทพมหานคร',
    provinceNameEn: 'Bangkok',
    districts: [
      {
        districtCode: '1011',
        districtName: 'ลาดกระบัง',
        districtNameEn: 'Lat Krabang',
        subDistricts: Array.from({ length: 25 }, (_, i) =>
          sub(
            `1011${String(i + 1).padStart(2, '0')}`,
            `ลาดกระบัง ${String(i + 1).padStart(2, '0')}`,
            `Lat Krabang ${String(i + 1).padStart(2, '0')}`,
            '10520',
          ),
        ),
      },
      {
        districtCode: '1047',
        districtName: 'บางนา',
        districtNameEn: 'Bang Na',
        subDistricts: [
          sub('104701', 'บางนา', 'Bang Na', '10260'),
          sub('104702', 'บางนาเหนือ', 'Bang Na Nuea', '10260'),
          sub('104703', 'บางนาใต้', 'Bang Na Tai', '10260'),
        ],
      },
    ],
  },
  {
    provinceCode: '50',
    provinceName: 'เชียงใหม่',
    provinceNameEn: 'Chiang Mai',
    districts: [
      {
        districtCode: '5001',
        districtName: 'เมืองเชียงใหม่',
        districtNameEn: 'Mueang Chiang Mai',
        subDistricts: [
          sub('500101', 'ศรีภูมิ', 'Si Phum', '50200'),
          sub('500102', 'พระสิงห์', 'Phra Sing', '50200'),
          sub('500103', 'ช้างเผือก', 'Chang Phueak', '50300'),
        ],
      },
    ],
  },
];

export const bangNaNuea: SelectedLocation = {
  sub_district: { code: '104702', name: { th: 'บางนาเหนือ', en: 'Bang Na Nuea' } },
  district: { code: '1047', name: { th: 'บางนา', en: 'Bang Na' } },
  province: { code: '10', name: { th: 'กรุงเทพมหานคร', en: 'Bangkok' } },
  postcode: '10260',
  locationType: 'subdistrict',
};

export const siPhum: SelectedLocation = {
  sub_district: { code: '500101', name: { th: 'ศรีภูมิ', en: 'Si Phum' } },
  district: { code: '5001', name: { th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' } },
  province: { code: '50', name: { th: 'เชียงใหม่', en: 'Chiang Mai' } },
  postcode: '50200',
  locationType: 'subdistrict',
};
