// Shape of thailand-geography.json (written by scripts/build-geography.ts, read by load-geography.ts).
// Rows are tuples to keep the committed file small: [code, name_th, name_en, postcode(s)?].
export type PlaceRow = [code: string, nameTh: string, nameEn: string];
/** postcodes: one string, or an array when the sub-district has several (the first is the main one) */
export type SubdistrictRow = [
  code: string,
  nameTh: string,
  nameEn: string,
  postcodes: string | string[],
];

export interface GeographyFile {
  about: string;
  sources: Record<string, string>;
  provinces: PlaceRow[];
  districts: PlaceRow[];
  subdistricts: SubdistrictRow[];
}
