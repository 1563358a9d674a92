import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders at build time and while it hydrates that markup, true from then on
 * (and from the start when the page renders afresh). For what the prerendered HTML must not show
 * or do before the app runs (decision 035).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
