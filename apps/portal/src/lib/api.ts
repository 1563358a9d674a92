import type { z } from 'zod';
import {
  createApiClient,
  defaultTimeoutMs,
  type ApiRequestOptions,
} from '@changdee/ui/lib/api-client';
import { i18n } from './i18n';

// The portal's API client (packages/ui/src/lib/api-client.ts), speaking the portal's language.
const client = createApiClient({ timeoutMs: defaultTimeoutMs, i18n });

/** A call resolving to the answer's parsed `data` (25 s timeout, the session's token). */
export function apiRequest<S extends z.ZodType>(
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  return client.request(options);
}
