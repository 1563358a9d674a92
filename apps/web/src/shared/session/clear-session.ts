import { removeSessionKeys, SESSION_STORAGE_KEYS, type PersistedSessionArea } from './session-keys';

// One place that ends a session in the browser (spec §4 Session). Stores that are loaded register
// how to reset their memory under an area name; the stored keys of every area (session-keys.ts)
// are removed whether or not their store's module has loaded. Logout and a failed token refresh
// clear everything; the maintenance flag keeps the address and the selected location (spec §4: it
// clears auth, product, employee and cart).

export type SessionArea =
  'auth' | 'product' | 'employee' | 'cart' | 'address' | 'location' | (string & {});
export type ClearReason = 'logout' | 'refresh-failed' | 'maintenance';

const KEPT_ON_MAINTENANCE: ReadonlySet<string> = new Set(['address', 'location']);

const resets = new Map<string, () => void>();

/** Registers (or replaces) the reset of an area; returns a function that unregisters it. */
export function registerSessionReset(area: SessionArea, reset: () => void): () => void {
  resets.set(area, reset);
  return () => {
    if (resets.get(area) === reset) resets.delete(area);
  };
}

const kept = (reason: ClearReason, area: string) =>
  reason === 'maintenance' && KEPT_ON_MAINTENANCE.has(area);

export function clearSession(reason: ClearReason = 'logout'): void {
  for (const [area, reset] of resets) {
    if (kept(reason, area)) continue;
    try {
      reset();
    } catch (error) {
      // One broken store must not keep the others (and the tokens) alive.
      console.error(`clearSession: resetting '${area}' failed`, error);
    }
  }
  // Last, so nothing a reset wrote back survives, and stores not loaded yet start empty.
  const areas = Object.keys(SESSION_STORAGE_KEYS) as PersistedSessionArea[];
  removeSessionKeys(areas.filter((area) => !kept(reason, area)));
}
