// Time of one address-search keystroke (packages/domain/src/locations.ts) over the full Thai geography.
// Run: node --import tsx bench/location-search.ts   (prints figures; never fails on time)
import { performance } from 'node:perf_hooks';
import {
  buildLocationIndex,
  searchLocations,
  type LocationDistrict,
  type LocationProvince,
  type LocationTree,
} from '@changdee/domain/locations';
import { readGeographyFile } from '../apps/server/src/db/geography/load-geography';

/**
 * The tree the shop searches: the server's own geography file (what it loads into the database),
 * so the figures are about the same 77 / 928 / 7,451 places (apps/server/src/db/geography/README.md).
 */
const loadTree = (): LocationTree => {
  const file = readGeographyFile();
  const provinces = new Map<string, LocationProvince>(
    file.provinces.map(([code, nameTh, nameEn]) => [
      code,
      { provinceCode: code, provinceName: nameTh, provinceNameEn: nameEn, districts: [] },
    ]),
  );
  const districts = new Map<string, LocationDistrict>();
  for (const [code, nameTh, nameEn] of file.districts) {
    const district = {
      districtCode: code,
      districtName: nameTh,
      districtNameEn: nameEn,
      subDistricts: [],
    };
    districts.set(code, district);
    provinces.get(code.slice(0, 2))?.districts.push(district);
  }
  for (const [code, nameTh, nameEn, postcodes] of file.subdistricts) {
    districts.get(code.slice(0, 4))?.subDistricts.push({
      subDistrictCode: code,
      subDistrictName: nameTh,
      subDistrictNameEn: nameEn,
      postCodes: (Array.isArray(postcodes) ? postcodes : [postcodes]).map((zipcode) => ({
        zipcode,
      })),
    });
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
