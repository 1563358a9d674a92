import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';

// The per-process caches (catalogue pages and details, coupons and promotions, stores, geography)
// are emptied through the database, so every server on one PostgreSQL sees an edit at once
// (issue 21, docs/decisions/049). The editing transaction calls notifyCacheChange(tx, name): it
// sends `NOTIFY changdee_cache, '<name>'`, which PostgreSQL delivers to every listening server only
// when the transaction commits (and never when it rolls back). Each server keeps one LISTEN
// connection (DatabaseHandle.listen; startCacheListener below) that empties the named cache.
// The cache modules register how to empty themselves with onCacheChange at import.

export const CACHE_CHANNEL = 'changdee_cache';

/** The caches that can be told to empty; '*' empties them all. */
export const CACHE_NAMES = ['catalog', 'promotions', 'stores', 'geography'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

const clearers = new Map<CacheName, Array<() => void>>();

/** How a cache module empties itself when `name` changes (called once, at its import). */
export function onCacheChange(name: CacheName, clear: () => void): void {
  const list = clearers.get(name) ?? [];
  list.push(clear);
  clearers.set(name, list);
}

/** Empties this process's caches called `name` ('*': all); an unknown name is ignored. */
export function clearLocalCache(name: string): void {
  const names = name === '*' ? CACHE_NAMES : CACHE_NAMES.filter((known) => known === name);
  for (const known of names) for (const clear of clearers.get(known) ?? []) clear();
}

/**
 * Inside the editing transaction: every server (this one included) empties cache `name` when the
 * transaction commits. This process's cache is also emptied now, so the editor's next read (right
 * after the commit, maybe before the notification arrives) is fresh; a read in between that caches
 * the old rows is emptied again by the notification.
 */
export async function notifyCacheChange(tx: DbExecutor, name: CacheName): Promise<void> {
  await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${name})`);
  clearLocalCache(name);
}

/** What the database handle gives a listener (client.ts implements it for both drivers). */
export interface CacheListenerSource {
  /**
   * Calls onPayload for every notification on `channel`; onGap when notifications may have been
   * missed (the connection was lost and is being made again). Resolves once listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
}

/** Starts this server's listener: every notification empties the named cache, a gap all of them. */
export function startCacheListener(source: CacheListenerSource): Promise<() => Promise<void>> {
  return source.listen(CACHE_CHANNEL, clearLocalCache, () => clearLocalCache('*'));
}
