import { describe, expect, it } from 'vitest';
import { addressParts, formatAddress } from './address-format';

const bangNa = {
  typed: ['99/1 ซอยสุขุมวิท 105', ' ', 'ตรงข้ามเซเว่น'],
  subDistrict: 'Bang Na Nuea',
  district: 'Bang Na',
  province: 'Bangkok',
  postcode: '10260',
};

describe('formatAddress', () => {
  it('separates the parts with commas in English, the province with its postcode', () => {
    expect(formatAddress(bangNa, 'en')).toBe(
      '99/1 ซอยสุขุมวิท 105, ตรงข้ามเซเว่น, Bang Na Nuea, Bang Na, Bangkok 10260',
    );
  });

  it('separates them with spaces in Thai', () => {
    expect(
      formatAddress(
        {
          typed: [],
          subDistrict: 'บางนาเหนือ',
          district: 'บางนา',
          province: 'กรุงเทพมหานคร',
          postcode: '10260',
        },
        'th',
      ),
    ).toBe('บางนาเหนือ บางนา กรุงเทพมหานคร 10260');
  });

  it('marks the place names, which are kept whole, and leaves blank parts out', () => {
    expect(addressParts({ ...bangNa, typed: ['12'], district: '', postcode: '' })).toEqual([
      { text: '12', place: false },
      { text: 'Bang Na Nuea', place: true },
      { text: 'Bangkok', place: true },
    ]);
  });
});
