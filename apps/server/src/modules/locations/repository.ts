import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { districts, geographyAnswers, provinces, subdistricts } from '../../db/schema/geography';
import type { CompressedVariants } from './precompressed-json';

// The geography tables in code order (they hold reference data loaded at start-up), and the
// compressed bytes of the whole answers built from them (docs/decisions/048).

export async function readGeography(db: DbExecutor) {
  const [provinceRows, districtRows, subDistrictRows] = await Promise.all([
    db
      .select({ code: provinces.code, nameTh: provinces.nameTh, nameEn: provinces.nameEn })
      .from(provinces)
      .orderBy(asc(provinces.code)),
    db
      .select({
        code: districts.code,
        provinceCode: districts.provinceCode,
        nameTh: districts.nameTh,
        nameEn: districts.nameEn,
      })
      .from(districts)
      .orderBy(asc(districts.code)),
    db
      .select({
        code: subdistricts.code,
        districtCode: subdistricts.districtCode,
        nameTh: subdistricts.nameTh,
        nameEn: subdistricts.nameEn,
        postcode: subdistricts.postcode,
        postcodes: subdistricts.postcodes,
      })
      .from(subdistricts)
      .orderBy(asc(subdistricts.code)),
  ]);
  return { provinceRows, districtRows, subDistrictRows };
}

/** The stored br and gzip bytes of the answer whose uncompressed bytes have `digest`, if any. */
export async function readCompressedAnswer(
  db: DbExecutor,
  digest: string,
): Promise<CompressedVariants | null> {
  const [row] = await db
    .select({ br: geographyAnswers.br, gzip: geographyAnswers.gzip })
    .from(geographyAnswers)
    .where(eq(geographyAnswers.digest, digest));
  return row ?? null;
}

/** Keeps an answer's compressed bytes; the same digest stored twice (two servers at once) is one row. */
export async function storeCompressedAnswer(
  db: DbExecutor,
  digest: string,
  variants: CompressedVariants,
): Promise<void> {
  await db
    .insert(geographyAnswers)
    .values({ digest, br: variants.br, gzip: variants.gzip })
    .onConflictDoNothing({ target: geographyAnswers.digest });
}

/**
 * Removes the bytes of answers that are no longer current and were stored more than a week ago
 * (a server of the previous release, still running beside the new one, may yet want them).
 */
export async function pruneCompressedAnswers(db: DbExecutor, current: string[]): Promise<number> {
  const removed = await db
    .delete(geographyAnswers)
    .where(
      and(
        notInArray(geographyAnswers.digest, current),
        lt(geographyAnswers.storedAt, sql`now() - interval '7 days'`),
      ),
    )
    .returning({ digest: geographyAnswers.digest });
  return removed.length;
}
