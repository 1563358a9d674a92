import { queryOptions } from '@tanstack/react-query';
import {
  locationDetailResponseSchema,
  locationPaths,
  type LocationTreeData,
} from '@changdee/contract/locations';
import { currentLocale } from '../../../shared/i18n/i18n';
import { defaultTimeoutMs } from '@changdee/ui/lib/api-client';
import { indexedDbTreeStorage, type StoredTree, type TreeStorage } from './tree-storage';

// GET /b2b/v2/location/detail (spec §7): the province → district → sub-district tree, fetched once
// per visit and kept in browser storage. The stored copy's ETag goes along as If-None-Match: 304
// keeps the stored copy, 200 replaces it. The request bypasses the HTTP cache (no-store) so the
// 304 reaches this code instead of being turned into the cached 200 by the browser. When the
// server cannot be reached, a stored copy still serves (the geography changes only with a release).

function parseTree(body: string): LocationTreeData | null {
  try {
    const parsed = locationDetailResponseSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}

export interface LoadTreeOptions {
  storage?: TreeStorage;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export async function loadLocationTree({
  storage = indexedDbTreeStorage,
  fetch: doFetch = (input, init) => globalThis.fetch(input, init),
  signal,
}: LoadTreeOptions = {}): Promise<LocationTreeData> {
  const stored = await storage.read();
  const storedTree = stored ? parseTree(stored.body) : null;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
  };
  if (stored && storedTree) headers['If-None-Match'] = stored.etag;

  // Spec §9's 25 s for the answer and its body, or the caller's cancellation, whichever comes first.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), defaultTimeoutMs);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  let fresh: StoredTree | null = null;
  let status = 0;
  try {
    const response = await doFetch(locationPaths.detail, {
      headers,
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    });
    status = response.status;
    if (response.ok)
      fresh = { etag: response.headers.get('etag') ?? '', body: await response.text() };
  } catch (error) {
    if (!storedTree || signal?.aborted) throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }

  const tree = fresh ? parseTree(fresh.body) : null;
  if (fresh && tree) {
    if (fresh.etag) await storage.write(fresh);
    return tree;
  }
  // 304, or the server could not answer well: the stored copy serves.
  if (storedTree) return storedTree;
  throw new Error(`GET ${locationPaths.detail} answered ${status || 'nothing'}`);
}

/** The tree for the panel: read once per visit (it changes only with a release). */
export const locationTreeQueryOptions = (options: Omit<LoadTreeOptions, 'signal'> = {}) =>
  queryOptions({
    queryKey: ['location', 'tree'],
    queryFn: ({ signal }) => loadLocationTree({ ...options, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
