// Spec §2/§8/§9: a page chunk that fails to load reloads the page, at most once per 60 s, so a new
// deployment (old chunk names gone) heals itself without looping when the network is really down.
export const chunkReloadIntervalMs = 60_000;
export const chunkReloadStorageKey = 'changdee:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

function readLastReload(storage: Storage): number {
  const value = Number(storage.getItem(chunkReloadStorageKey));
  return Number.isFinite(value) ? value : 0;
}

/**
 * Reloads the page unless that already happened within the last 60 s. Returns true when a reload was
 * started (the caller then waits), false when the caller should show the error instead.
 */
export function reloadForChunkError(
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  let last = 0;
  try {
    last = readLastReload(storage);
  } catch {
    // Storage may be blocked; without a record we must not reload (it could loop).
    return false;
  }
  if (now - last < chunkReloadIntervalMs) return false;
  try {
    storage.setItem(chunkReloadStorageKey, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Wraps a page import: a chunk failure reloads once per 60 s (the returned promise then never
 * settles, the page is going away); otherwise the error reaches the route's error page.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  reload?: () => boolean,
): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && (reload ?? (() => reloadForChunkError()))()) {
        return new Promise<T>(() => {});
      }
      throw error;
    }
  };
}
