// One place that ends a session in the browser (spec §4 Session): every store that holds
// session data registers how to reset itself under an area name, and clearSession() runs them.
// Logout and a failed token refresh clear everything; the maintenance flag keeps the address and
// the selected location (spec §4: it clears auth, product, employee and cart).

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

export function registeredSessionAreas(): string[] {
  return [...resets.keys()];
}

export function clearSession(reason: ClearReason = 'logout'): void {
  for (const [area, reset] of resets) {
    if (reason === 'maintenance' && KEPT_ON_MAINTENANCE.has(area)) continue;
    try {
      reset();
    } catch (error) {
      // One broken store must not keep the others (and the tokens) alive.
      console.error(`clearSession: resetting '${area}' failed`, error);
    }
  }
}
