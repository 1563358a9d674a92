import { describe, expect, it } from 'vitest';
import type { SelectedLocation } from '../../features/location/lib/selected-location';
import { orderLocationOf } from './order-location-field';

const place = (code: string, th: string, en: string) => ({ code, name: { th, en } });
const bangNaNuea: SelectedLocation = {
  sub_district: place('104701', 'บางนาเหนือ', 'Bang Na Nuea'),
  district: place('1047', 'บางนา', 'Bang Na'),
  province: place('10', 'กรุงเทพมหานคร', 'Bangkok'),
  postcode: '10260',
  locationType: 'subdistrict',
};

describe('orderLocationOf', () => {
  it('takes a location with every level chosen as the address’s', () => {
    expect(orderLocationOf(bangNaNuea)).toEqual({
      sub_district: bangNaNuea.sub_district,
      district: bangNaNuea.district,
      province: bangNaNuea.province,
      postcode: '10260',
    });
  });

  it('leaves a district, a province or a shared postcode to be completed on the address', () => {
    expect(orderLocationOf(null)).toBeNull();
    expect(orderLocationOf({ ...bangNaNuea, sub_district: null, postcode: '' })).toBeNull();
    expect(orderLocationOf({ ...bangNaNuea, district: null, sub_district: null })).toBeNull();
    expect(orderLocationOf({ ...bangNaNuea, province: null })).toBeNull();
  });
});
