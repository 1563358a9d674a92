import { useQuery } from '@tanstack/react-query';
import { portalMeSchema, portalPaths } from '@changdee/contract/portal';
import { apiRequest } from '../lib/api';
import { ME_QUERY_KEY, useSignedIn } from './session';

/** The signed-in person (GET /ops/v1/me), loaded once per session and shared by every page. */
export function useMe() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest({ path: portalPaths.me, schema: portalMeSchema, signal }),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}
