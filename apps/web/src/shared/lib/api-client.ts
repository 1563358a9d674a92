import type { z } from 'zod';
import {
  createApiClient,
  defaultTimeoutMs,
  longTimeoutMs,
  type ApiRequestOptions,
} from '@changdee/ui/lib/api-client';
import { i18n } from '../i18n/i18n';

// The shop's two API clients (packages/ui/src/lib/api-client.ts), speaking the shop's language.

export const apiClient = createApiClient({ timeoutMs: defaultTimeoutMs, i18n });
export const longApiClient = createApiClient({ timeoutMs: longTimeoutMs, i18n });

/** A call with the 25 s timeout, resolving to the answer's parsed `data`. */
export function apiRequest<S extends z.ZodType>(
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  return apiClient.request(options);
}

/** A call with the 35 s timeout (the spec's second client). */
export function longApiRequest<S extends z.ZodType>(
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  return longApiClient.request(options);
}
