import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { onCacheChange } from '../../lib/cache-invalidation';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthContext } from '../../plugins/access-types';
import * as repository from './repository';

// "The caller works for this store": every store-scoped call (catalogue, favourites, coupons,
// availability, orders) starts here. A store the caller does not belong to, or a channel that is
// not the store's, is FORBIDDEN, with the same answer whether or not the store exists. Store rows
// change rarely, so each process keeps them for a minute.

export type StoreScope = repository.StoreRow;
type Caller = Pick<AuthContext, 'storeIds'>;

export const STORE_TTL_MS = 60_000;
const storeCache = new TtlCache<StoreScope>(STORE_TTL_MS, 5_000);

/** Empties this process's store cache (tests, after a store is edited). */
export function clearStoreCache(): void {
  storeCache.clear();
}
// A store or channel edited on any server (notifyCacheChange(tx, 'stores'), decision 049).
onCacheChange('stores', clearStoreCache);

/** Store ids are UUIDs: compared in their canonical lower-case form. */
const canonicalId = (id: string) => id.trim().toLowerCase();

/** The store, when the caller works for it (and it sells in `channel`, when one is given). */
export async function callerStore(
  db: DbExecutor,
  caller: Caller,
  storeId: string,
  channel?: string,
): Promise<StoreScope> {
  const id = canonicalId(storeId);
  if (!caller.storeIds.some((own) => canonicalId(own) === id))
    throw new AppError('FORBIDDEN', { details: { storeId } });
  let store = storeCache.get(id);
  if (!store) {
    const found = await repository.findStore(db, id);
    if (!found) throw new AppError('FORBIDDEN', { details: { storeId } });
    store = found;
    storeCache.set(id, store);
  }
  if (channel !== undefined && channel !== store.channelCode)
    throw new AppError('FORBIDDEN', { details: { channel } });
  return store;
}

/** The channel of a store the caller works for (see callerStore). */
export async function callerStoreChannel(
  db: DbExecutor,
  caller: Caller,
  storeId: string,
  channel?: string,
): Promise<string> {
  return (await callerStore(db, caller, storeId, channel)).channelCode;
}
