import { districtCodeOf, provinceCodeOf } from './locations';

/** The codes of an address's selected location (spec §3: sub_district, district, province). */
export interface AddressCodes {
  subDistrict: string;
  district: string;
  province: string;
}

export type AddressCodeField = 'district' | 'province';

/**
 * The first level whose code does not belong to the level below it (spec §9: a district code
 * starts with its province's code, a sub-district code with its district's), or null when the
 * chain holds. Codes of the wrong length are the schema's to refuse; here they simply mismatch.
 */
export const addressCodeMismatch = (codes: AddressCodes): AddressCodeField | null => {
  const wellFormed = /^\d{6}$/.test(codes.subDistrict) && /^\d{4}$/.test(codes.district);
  if (!wellFormed || districtCodeOf(codes.subDistrict) !== codes.district) return 'district';
  if (provinceCodeOf(codes.district) !== codes.province) return 'province';
  return null;
};
