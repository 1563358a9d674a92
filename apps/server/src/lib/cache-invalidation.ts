import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbExecutor } from '../db/client';

// The per-process caches (catalogue pages and details, coupons and promotions, stores, geography)
// are emptied through the database, so every server on one PostgreSQL sees an edit at once
// (issue 21, docs/decisions/049). The editing transaction calls notifyCacheChange(tx, name): it
// sends `NOTIFY changdee_cache, '<name>'`, which PostgreSQL delivers to every listening server only
// when the transaction commits (and never when it rolls back). Each server keeps one LISTEN
// connection (DatabaseHandle.listen; startCacheListener below) that empties the named cache.
// The cache modules register how to empty themselves with onCacheChange at import. A cache kept
// per key (a store's favourites) is told which key changed: the payload is then '<name>:<key>'.

export const CACHE_CHANNEL = 'changdee_cache';

/** The caches that can be told to empty; '*' empties them all. */
export const CACHE_NAMES = ['catalog', 'promotions', 'stores', 'geography', 'favourites'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/** Empties a cache: the entry of `key` when given, otherwise all of it. */
type Clearer = (key?: string) => void;

const clearers = new Map<CacheName, Clearer[]>();

/** How a cache module empties itself when `name` changes (called once, at its import). */
export function onCacheChange(name: CacheName, clear: Clearer): void {
  const list = clearers.get(name) ?? [];
  list.push(clear);
  clearers.set(name, list);
}

/**
 * Empties this process's caches named by `payload`: '<name>', '<name>:<key>' (that key only) or
 * '*' (all of every cache); an unknown name is ignored.
 */
export function clearLocalCache(payload: string): void {
  const separator = payload.indexOf(':');
  const name = separator < 0 ? payload : payload.slice(0, separator);
  const key = separator < 0 ? undefined : payload.slice(separator + 1);
  const names = name === '*' ? CACHE_NAMES : CACHE_NAMES.filter((known) => known === name);
  for (const known of names) for (const clear of clearers.get(known) ?? []) clear(key);
}

/**
 * Inside the editing transaction: every server (this one included) empties cache `name` when the
 * transaction commits. This process's cache is also emptied now, so the editor's next read (right
 * after the commit, maybe before the notification arrives) is fresh; a read in between that caches
 * the old rows is emptied again by the notification.
 */
export async function notifyCacheChange(
  tx: DbExecutor,
  name: CacheName,
  key?: string,
): Promise<void> {
  const payload = key === undefined ? name : `${name}:${key}`;
  await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
  clearLocalCache(payload);
}

/** Starts this server's listener: every notification empties the named cache, a gap all of them. */
export function startCacheListener(
  source: Pick<DatabaseHandle, 'listen'>,
): Promise<() => Promise<void>> {
  return source.listen(CACHE_CHANNEL, {
    onPayload: clearLocalCache,
    onGap: () => clearLocalCache('*'),
  });
}
