import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@changdee/ui/lib/api-error';

/** Retry a failed read once, but never when the server said the request itself is wrong (4xx). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isApiError(error) && (error.isClientError || error.code === 'INVALID_RESPONSE')) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
