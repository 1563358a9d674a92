import { useQuery } from '@tanstack/react-query';
import {
  firstAvailableTimeQueryOptions,
  type AvailabilityProduct,
} from '../api/first-available-time';
import { STORELESS, useSelectedDistrict, useStoreContext } from './use-work-type-served';

// The product page's badge (spec §2, §4): recomputed when the product or the location changes,
// 'checking' until the answer is there, and a failed call is 'unavailable' (§8), never free.

export type AvailabilityVerdict =
  { state: 'idle' | 'checking' | 'unavailable' } | { state: 'available'; date: string };

/** The first date a technician can come for this service in the chosen district, or unavailable. */
export function useFirstAvailableTime(product: AvailabilityProduct): AvailabilityVerdict {
  const district = useSelectedDistrict();
  const store = useStoreContext();
  const enabled = Boolean(district && store);
  const query = useQuery({
    ...firstAvailableTimeQueryOptions(product, district ?? '', store ?? STORELESS),
    enabled,
  });
  if (!enabled) return { state: 'idle' };
  if (query.isPending) return { state: 'checking' };
  const time = query.data;
  return time ? { state: 'available', date: time.date } : { state: 'unavailable' };
}
