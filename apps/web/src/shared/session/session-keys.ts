import { createJSONStorage, type PersistStorage } from 'zustand/middleware';
import { STORE_TOKEN_KEY, USER_TOKEN_KEY } from './token-storage';

// Every piece of session state the browser keeps across reloads, by area, under its storage keys.
// Ending a session removes these keys itself, so a store whose feature chunk has not loaded yet
// (the cart on /login, the location on the catalogue) is cleared all the same: when its module
// loads later it finds nothing to restore. A new persisted store adds its area here and takes its
// options from sessionPersistOptions(); a test fails for a persist() that does not.

export const SESSION_STORAGE_KEYS = {
  auth: ['changdee-auth', STORE_TOKEN_KEY, USER_TOKEN_KEY],
  employee: ['changdee-employee'],
  cart: ['changdee-cart'],
  location: ['changdee-location'],
  address: ['changdee-address'],
} as const satisfies Record<string, readonly string[]>;

export type PersistedSessionArea = keyof typeof SESSION_STORAGE_KEYS;

/** The zustand persist key of an area (the first of its keys). */
export function sessionStorageKey(area: PersistedSessionArea): string {
  return SESSION_STORAGE_KEYS[area][0];
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled: the session lives in memory only
  }
}

/** Removes the stored keys of the given areas (missing storage is not an error). */
export function removeSessionKeys(areas: readonly PersistedSessionArea[]): void {
  const storage = browserStorage();
  if (!storage) return;
  for (const area of areas) for (const key of SESSION_STORAGE_KEYS[area]) storage.removeItem(key);
}

/** Reads an area's persisted zustand state synchronously (null when absent or unreadable). */
export function readPersistedState(area: PersistedSessionArea): unknown {
  const raw = browserStorage()?.getItem(sessionStorageKey(area));
  if (!raw) return null;
  try {
    return (JSON.parse(raw) as { state?: unknown }).state ?? null;
  } catch {
    return null;
  }
}

/** The persist options every session store uses: its registered key, in localStorage. */
export function sessionPersistOptions<S>(area: PersistedSessionArea): {
  name: string;
  storage: PersistStorage<S> | undefined;
} {
  return { name: sessionStorageKey(area), storage: createJSONStorage<S>(() => localStorage) };
}
