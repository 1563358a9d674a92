import { createHmac, hkdfSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { familyLookupCounters, familyLookups } from '../../db/schema/customers';
import { AppError } from '../../errors';

// The loyalty lookup (check-scg-family) answers a member's name, family id, tier and email for a
// mobile: limited per user and per store, and every lookup recorded for the operators
// (decision 029). The counters are rows in the database, so every server counts the same
// lookups; each is taken with one conditional upsert (`… on conflict do update … where used <
// limit`), which PostgreSQL decides row by row however many requests arrive at once, in one
// transaction for all of a caller's keys, so a refused lookup counts on none of them.

export interface FamilyLookupLimits {
  perUser: number;
  perStore: number;
}

/** The counting window: a key admits its limit, then waits until its window is over. */
export const FAMILY_LOOKUP_WINDOW_SECONDS = 60;

export interface FamilyLookupCaller {
  userId: string;
  storeIds: readonly string[];
}

/**
 * The key that hashes mobiles in the lookup log, derived from REFRESH_TOKEN_PEPPER (HKDF, its own
 * label): like the pepper it lives outside the database, so a copy of the log alone cannot be
 * turned back into mobiles by trying all 10^9 of them.
 */
export const mobileHashKey = (pepper: string): Buffer =>
  Buffer.from(hkdfSync('sha256', pepper, '', 'changdee family-lookup mobile', 32));

/** The log's keyed hash (HMAC-SHA256, hex) of a mobile's digits. */
export const mobileHash = (key: Buffer, mobile: string): string =>
  createHmac('sha256', key).update(mobile).digest('hex');

class Refused extends Error {
  constructor(readonly key: string) {
    super('family lookup limit');
  }
}

/** Counts one lookup on `key` unless its window is full; whether it was counted. */
async function countOn(tx: DbExecutor, key: string, limit: number): Promise<boolean> {
  const expired = sql`${familyLookupCounters.windowStartedAt} <= now() - make_interval(secs => ${FAMILY_LOOKUP_WINDOW_SECONDS})`;
  const counted = await tx
    .insert(familyLookupCounters)
    .values({ key, windowStartedAt: sql`now()`, used: 1 })
    .onConflictDoUpdate({
      target: familyLookupCounters.key,
      set: {
        used: sql`case when ${expired} then 1 else ${familyLookupCounters.used} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${familyLookupCounters.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${familyLookupCounters.used} < ${limit}`,
    })
    .returning({ key: familyLookupCounters.key });
  return counted.length > 0;
}

/** Whole seconds until `key`'s window ends (at least 1). */
async function secondsLeft(db: DbExecutor, key: string): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${familyLookupCounters.windowStartedAt} + make_interval(secs => ${FAMILY_LOOKUP_WINDOW_SECONDS}) - now()))::int`,
    })
    .from(familyLookupCounters)
    .where(eq(familyLookupCounters.key, key));
  return Math.max(1, Number(row?.seconds ?? 1));
}

/**
 * Admits and records one lookup, or records it as limited and refuses it: 429 RATE_LIMITED with
 * Retry-After (the seconds until the refusing key's window ends).
 */
export async function admitFamilyLookup(
  db: Database,
  caller: FamilyLookupCaller,
  hash: string,
  limits: FamilyLookupLimits,
): Promise<void> {
  const keys = [
    { key: `user:${caller.userId}`, limit: limits.perUser },
    ...caller.storeIds.map((id) => ({ key: `store:${id}`, limit: limits.perStore })),
  ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)); // one lock order for all
  let refusedKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      for (const { key, limit } of keys)
        if (!(await countOn(tx, key, limit))) throw new Refused(key);
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    refusedKey = error.key;
  }
  await db.insert(familyLookups).values({
    userId: caller.userId,
    storeIds: [...caller.storeIds],
    mobileHash: hash,
    limited: refusedKey !== null,
  });
  if (refusedKey !== null)
    throw new AppError('RATE_LIMITED', {
      headers: { 'retry-after': String(await secondsLeft(db, refusedKey)) },
    });
}
