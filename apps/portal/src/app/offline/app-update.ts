import { useSyncExternalStore } from 'react';

// A new deploy's service worker waits (decision 066): the page says so and the person chooses when
// to reload into it, so a form being filled in is never lost to an update. main.tsx registers the
// worker and hands its update function here.

let apply: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/** A newer version is installed and waiting: `update` reloads the page into it. */
export function announceUpdate(update: () => Promise<void>): void {
  apply = update;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting update's function, or null while the page runs the newest version. */
export function useWaitingUpdate(): (() => Promise<void>) | null {
  return useSyncExternalStore(subscribe, () => apply);
}
