import { z } from 'zod';
import { successEnvelope } from './envelope';

// Thai geography as the API serves it (spec §3 Location, §7 location/detail and /v1/address/*):
// official DOPA codes (province 2 digits, district 4, sub-district 6, each starting with its
// parent's), Thai and English names, postcodes. Public reference data: no sign-in needed.

export const locationPaths = {
  /** The whole province → district → sub-district tree, compressed, with an ETag. */
  detail: '/b2b/v2/location/detail',
  provinces: '/v1/address/provinces',
  districts: '/v1/address/districts',
  subdistricts: '/v1/address/subdistricts',
  provinceDistricts: '/v1/address/provinces/:code/districts',
  districtSubdistricts: '/v1/address/districts/:code/subdistricts',
} as const;

// Codes and postcodes are digits only; a wrong one is named in the contract's words (issue-messages.ts).
export const provinceCodeSchema = z.string().regex(/^\d{2}$/, { error: 'issue.provinceCode' });
export const districtCodeSchema = z.string().regex(/^\d{4}$/, { error: 'issue.districtCode' });
export const subDistrictCodeSchema = z
  .string()
  .regex(/^\d{6}$/, { error: 'issue.subDistrictCode' });
export const postcodeSchema = z.string().regex(/^\d{5}$/, { error: 'issue.postcode' });

const postCodesSchema = z.array(z.object({ zipcode: postcodeSchema })).min(1);

export const locationSubDistrictSchema = z.object({
  subDistrictCode: subDistrictCodeSchema,
  subDistrictName: z.string(),
  subDistrictNameEn: z.string(),
  /** Main postcode first. */
  postCodes: postCodesSchema,
});

export const locationDistrictSchema = z.object({
  districtCode: districtCodeSchema,
  districtName: z.string(),
  districtNameEn: z.string(),
  subDistricts: z.array(locationSubDistrictSchema),
});

export const locationProvinceSchema = z.object({
  provinceCode: provinceCodeSchema,
  provinceName: z.string(),
  provinceNameEn: z.string(),
  districts: z.array(locationDistrictSchema),
});

/** Spec §3 Location tree, provinces, districts and sub-districts each in code order. */
export const locationTreeSchema = z.array(locationProvinceSchema);
export type LocationTreeData = z.infer<typeof locationTreeSchema>;
export const locationDetailResponseSchema = successEnvelope(locationTreeSchema);

/** One province of GET /v1/address/provinces. */
export const addressProvinceSchema = locationProvinceSchema.omit({ districts: true });
/** One district of the /v1/address district lists, with its province. */
export const addressDistrictSchema = locationDistrictSchema
  .omit({ subDistricts: true })
  .extend({ provinceCode: provinceCodeSchema });
/** One sub-district of the /v1/address sub-district lists, with its district. */
export const addressSubDistrictSchema = locationSubDistrictSchema.extend({
  districtCode: districtCodeSchema,
});
export type AddressProvince = z.infer<typeof addressProvinceSchema>;
export type AddressDistrict = z.infer<typeof addressDistrictSchema>;
export type AddressSubDistrict = z.infer<typeof addressSubDistrictSchema>;

export const addressProvincesResponseSchema = successEnvelope(z.array(addressProvinceSchema));
export const addressDistrictsResponseSchema = successEnvelope(z.array(addressDistrictSchema));
export const addressSubDistrictsResponseSchema = successEnvelope(z.array(addressSubDistrictSchema));

export const provinceCodeParamsSchema = z.object({ code: provinceCodeSchema });
export const districtCodeParamsSchema = z.object({ code: districtCodeSchema });
