import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressCodeMismatch } from './address-codes';

describe('addressCodeMismatch', () => {
  it('accepts a sub-district inside its district inside its province', () => {
    expect(addressCodeMismatch({ subDistrict: '104701', district: '1047', province: '10' })).toBe(
      null,
    );
  });

  it('names the first level that does not hold', () => {
    expect(addressCodeMismatch({ subDistrict: '104701', district: '1046', province: '10' })).toBe(
      'district',
    );
    expect(addressCodeMismatch({ subDistrict: '104701', district: '1047', province: '11' })).toBe(
      'province',
    );
    expect(addressCodeMismatch({ subDistrict: '1047', district: '1047', province: '10' })).toBe(
      'district',
    );
    expect(addressCodeMismatch({ subDistrict: '104701', district: '10', province: '10' })).toBe(
      'district',
    );
  });

  it('holds exactly for codes that are prefixes of each other', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{4}$/), (sub, district) => {
        const province = district.slice(0, 2);
        expect(addressCodeMismatch({ subDistrict: sub, district, province }) === null).toBe(
          sub.startsWith(district),
        );
      }),
    );
  });
});
