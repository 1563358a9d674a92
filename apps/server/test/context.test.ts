import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseEmpty } from '../src/db/seed/seed-demo-data';
import { DEMO_USERS } from '../src/db/seed/demo-keys';
import { getTestContext, resetDemoData } from './context';
import { signIn } from './sign-in';

// The harness itself: one shared, seeded database per worker, and a reset that restores it.

/**
 * Rows of every table. The order numbers' count is the day's orders summed over its shards: the
 * seeded orders each draw a shard at random, so its rows are one or two, its sum always the same.
 */
async function rowCounts(): Promise<Record<string, number>> {
  const { db } = await getTestContext();
  const tables = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of (tables as unknown as { rows: Array<{ tablename: string }> }).rows) {
    const count =
      tablename === 'order_number_days' ? 'coalesce(sum(issued), 0)::int' : 'count(*)::int';
    const result = await db.execute(sql.raw(`select ${count} as n from "${tablename}"`));
    counts[tablename] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
  }
  return counts;
}

describe('test context', () => {
  it('is built once per worker, migrated, with geography and demo data', async () => {
    const first = await getTestContext();
    expect(await getTestContext()).toBe(first);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    const provinces = await first.db.execute(sql`select count(*)::int as n from provinces`);
    expect((provinces as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(77);
  });

  it(
    'resetDemoData() puts every table back as seeded and keeps the geography',
    { timeout: 120_000 },
    async () => {
      // Other test files may already have signed in (refresh tokens, SSO uses): start from a
      // fresh seed, make a change, and expect the reset to undo it.
      await resetDemoData();
      const seeded = await rowCounts();
      const { app } = await getTestContext();
      await signIn(app, DEMO_USERS.sales);
      expect((await rowCounts()).refresh_tokens).toBeGreaterThan(seeded.refresh_tokens ?? 0);
      await resetDemoData();
      expect(await rowCounts()).toEqual(seeded);
    },
  );
});
