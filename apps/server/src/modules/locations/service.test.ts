import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client';
import { geographyAnswers } from '../../db/schema/geography';
import { getTestContext } from '../../../test/context';
import { compressVariants } from './precompressed-json';
import { geographyAnswer, prepareGeographyAnswers } from './service';

// The whole answers' compressed bytes are made where the database is prepared and stored by the
// digest of the uncompressed answer (docs/decisions/048); a serving process reads them. Each test
// runs in a transaction it rolls back: a transaction is another executor, so the service keeps a
// separate copy of the geography for it — what a freshly started serving process would have.

class RolledBack extends Error {}

async function inRolledBackTransaction(work: (tx: DbExecutor) => Promise<void>): Promise<void> {
  const { db } = await getTestContext();
  await expect(
    db.transaction(async (tx) => {
      await work(tx);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

const storedDigests = async (db: DbExecutor) =>
  (await db.select({ digest: geographyAnswers.digest }).from(geographyAnswers)).map(
    (row) => row.digest,
  );

describe('prepareGeographyAnswers', () => {
  it('has stored the four answers when the database was prepared: a serving process only reads them', async () => {
    await inRolledBackTransaction(async (tx) => {
      const result = await prepareGeographyAnswers(tx);
      expect(result).toMatchObject({ read: 4, compressed: 0, pruned: 0 });

      const tree = await geographyAnswer(tx, 'tree');
      const digest = tree.identity.etag.slice(1, -1);
      expect(await storedDigests(tx)).toContain(digest);
      // The stored bytes are what compressing here would send: the wire does not change.
      const fresh = await compressVariants(tree.identity.body);
      expect(tree.br.body.equals(fresh.br)).toBe(true);
      expect(tree.gzip.body.equals(fresh.gzip)).toBe(true);
      expect(brotliDecompressSync(tree.br.body).equals(tree.identity.body)).toBe(true);
      expect(gunzipSync(tree.gzip.body).equals(tree.identity.body)).toBe(true);
      expect(tree.br.etag).toBe(`"${digest}-br"`);
      expect(tree.gzip.etag).toBe(`"${digest}-gz"`);
    });
  });

  it('compresses and stores an answer whose bytes are missing, and leaves the others', async () => {
    await inRolledBackTransaction(async (tx) => {
      const { db } = await getTestContext();
      const provinces = await geographyAnswer(db, 'provinces');
      const digest = provinces.identity.etag.slice(1, -1);
      await tx.delete(geographyAnswers).where(eq(geographyAnswers.digest, digest));

      const result = await prepareGeographyAnswers(tx);
      expect(result).toMatchObject({ read: 3, compressed: 1 });
      const [row] = await tx
        .select()
        .from(geographyAnswers)
        .where(eq(geographyAnswers.digest, digest));
      expect(row!.br.equals(provinces.br.body)).toBe(true);
      expect(row!.gzip.equals(provinces.gzip.body)).toBe(true);
    });
  });

  it('removes bytes no answer uses any more once they are a week old', async () => {
    await inRolledBackTransaction(async (tx) => {
      const old = { br: Buffer.from('old'), gzip: Buffer.from('old') };
      await tx.insert(geographyAnswers).values([
        { digest: 'a-week-and-a-day-old', ...old, storedAt: sql`now() - interval '8 days'` },
        { digest: 'from-yesterday', ...old, storedAt: sql`now() - interval '1 day'` },
      ]);
      const before = await storedDigests(tx);

      const result = await prepareGeographyAnswers(tx);
      expect(result.pruned).toBe(1);
      const after = await storedDigests(tx);
      expect(after).not.toContain('a-week-and-a-day-old');
      expect(after).toContain('from-yesterday');
      expect(after).toHaveLength(before.length - 1);
    });
  });
});
