import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTestContext, testDriver } from '../../test/context';
import {
  CACHE_CHANNEL,
  clearLocalCache,
  notifyCacheChange,
  onCacheChange,
  startCacheListener,
} from './cache-invalidation';

// The caches are emptied through the database (decision 049): a NOTIFY sent in the editing
// transaction reaches this server's LISTEN connection when it commits, never when it rolls back.

let cleared = 0;
// A cache of this test: 'geography' is read once per process and never refilled by these tests.
onCacheChange('geography', () => {
  cleared++;
});
/** What the favourites' clearer was told: a store's key, or undefined for all. */
const favouritesCleared: Array<string | undefined> = [];
onCacheChange('favourites', (key) => favouritesCleared.push(key));

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('cache invalidation through the database', () => {
  // A listener of this file's own, as a server starts one (app.ts): the shared test app's may
  // have been stopped by an earlier file's app closing on the same database.
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stop = await startCacheListener((await getTestContext()).handle);
  });
  afterAll(async () => {
    await stop?.();
  });

  it('empties the named cache, all of them for *, and ignores an unknown name', () => {
    const start = cleared;
    clearLocalCache('geography');
    clearLocalCache('*');
    clearLocalCache('nothing-of-ours');
    expect(cleared - start).toBe(2);
  });

  it('tells a cache kept per key which key changed, and a gap empties all of it', () => {
    favouritesCleared.length = 0;
    clearLocalCache('favourites:store-1');
    clearLocalCache('*');
    expect(favouritesCleared).toEqual(['store-1', undefined]);
  });

  it('reaches the listener when the editing transaction commits', async () => {
    const { db } = await getTestContext();
    await new Promise((r) => setTimeout(r, 100));
    const start = cleared;
    await db.transaction(async (tx) => {
      await notifyCacheChange(tx, 'geography');
    });
    // Once at once in this process, once more when the notification arrives.
    expect(await until(() => cleared - start >= 2, 2_000)).toBe(true);
  });

  it('hears a notification sent by another connection (another server)', async () => {
    const { db } = await getTestContext();
    const start = cleared;
    // Sent without going through notifyCacheChange: only the listener can empty the cache.
    await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'geography')`);
    expect(await until(() => cleared > start, 2_000)).toBe(true);
  });

  it('sends nothing when the transaction rolls back', async () => {
    const { db } = await getTestContext();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'geography')`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const start = cleared;
    await new Promise((r) => setTimeout(r, testDriver() === 'pg' ? 300 : 100));
    expect(cleared).toBe(start);
  });
});
