import { useQuery } from '@tanstack/react-query';
import { useCurrentStore } from '../../../shared/session/auth-store';
import { workTypeServedQueryOptions, type StoreContext } from '../api/work-type-availability';
import { useSelectedLocation } from './location-store';
import { districtCodeOf } from './selected-location';

// Spec §4 Availability: recomputed whenever the product or the selected location changes (both
// are in the query keys), shown only once the check is ready, and a failed call is "unavailable"
// (§8), never "free". 'idle' means there is nothing to check: no district chosen, or nobody signed in.

export type AreaVerdict = 'idle' | 'checking' | 'served' | 'not-served';

/** The signed-in store the checks are asked for, or null. */
export function useStoreContext(): StoreContext | null {
  const store = useCurrentStore();
  return store ? { buStoreId: store.bu_store_id, channel: store.channel } : null;
}

/** The chosen district's code, or null. */
export function useSelectedDistrict(): string | null {
  return districtCodeOf(useSelectedLocation());
}

export const STORELESS: StoreContext = { buStoreId: '', channel: '' };

/** Spec §3 filteredContractorLocation for one work type: does a technician serve the district? */
export function useWorkTypeServed(workType: string | null): AreaVerdict {
  const district = useSelectedDistrict();
  const store = useStoreContext();
  const enabled = Boolean(district && store && workType);
  const query = useQuery({
    ...workTypeServedQueryOptions(district ?? '', workType ?? '', store ?? STORELESS),
    enabled,
  });
  if (!enabled) return 'idle';
  if (query.isPending) return 'checking';
  return query.data === true ? 'served' : 'not-served';
}
