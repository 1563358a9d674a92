import { queryOptions } from '@tanstack/react-query';
import {
  availabilityPaths,
  MAX_CART_ITEMS,
  workTypeAvailabilitySchema,
  type WorkTypeAvailability,
} from '@changdee/contract/availability';
import { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client';

// POST /b2b/v2/availableContractor (spec §3 filteredContractorLocation): whether an active
// contractor with a work type serves a district. Every card of a catalogue page asks about its own
// work type; the questions asked in the same turn of the event loop go out as one request per
// district (the server answers one entry per work type, in the order asked), and each answer is
// cached per district and work type.

export interface StoreContext {
  /** The store's bu_store_id (spec §7 sends it; who works where does not depend on it). */
  buStoreId: string;
  channel: string;
}

interface Waiter {
  workType: string;
  resolve: (available: boolean) => void;
  reject: (error: unknown) => void;
}

type Send = (
  districts: string,
  workTypes: string[],
  store: StoreContext,
) => Promise<WorkTypeAvailability[]>;

const sendAvailableContractor: Send = (districts, workTypes, store) =>
  apiRequest({
    method: 'POST',
    path: availabilityPaths.availableContractor,
    body: {
      districts,
      work_type_id: workTypes,
      bu_store_id: store.buStoreId,
      channel: store.channel,
    },
    schema: z.array(workTypeAvailabilitySchema),
  });

/** Collects questions per district and store for one turn, then asks them together. */
export function createWorkTypeBatcher(send: Send = sendAvailableContractor) {
  const pending = new Map<string, { districts: string; store: StoreContext; waiters: Waiter[] }>();

  async function flush(key: string) {
    const batch = pending.get(key);
    pending.delete(key);
    if (!batch) return;
    const workTypes = [...new Set(batch.waiters.map((waiter) => waiter.workType))];
    for (let at = 0; at < workTypes.length; at += MAX_CART_ITEMS) {
      const chunk = workTypes.slice(at, at + MAX_CART_ITEMS);
      const waiters = batch.waiters.filter((waiter) => chunk.includes(waiter.workType));
      try {
        const answer = await send(batch.districts, chunk, batch.store);
        const available = new Map(answer.map((entry) => [entry.type_of_work, entry.available]));
        // A work type the answer does not name counts as not served (never as free, spec §8).
        for (const waiter of waiters) waiter.resolve(available.get(waiter.workType) === true);
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
  }

  return (districts: string, workType: string, store: StoreContext): Promise<boolean> =>
    new Promise((resolve, reject) => {
      const key = `${districts}|${store.buStoreId}|${store.channel}`;
      let batch = pending.get(key);
      if (!batch) {
        batch = { districts, store, waiters: [] };
        pending.set(key, batch);
        setTimeout(() => void flush(key), 0);
      }
      batch.waiters.push({ workType, resolve, reject });
    });
}

const askWorkType = createWorkTypeBatcher();

/** Whether a technician with this work type serves the district (true / false; errors reject). */
export const workTypeServedQueryOptions = (
  districts: string,
  workType: string,
  store: StoreContext,
) =>
  queryOptions({
    queryKey: ['location', 'work-type', districts, workType, store.buStoreId, store.channel],
    queryFn: () => askWorkType(districts, workType, store),
    // Who works where changes with the contractors' areas, not by the minute.
    staleTime: 5 * 60_000,
  });
