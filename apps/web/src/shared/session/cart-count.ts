import { create } from 'zustand';
import { registerSessionReset } from './clear-session';
import { readPersistedState, sessionStorageKey } from './session-keys';

// The header's cart badge: the number of cart lines, read through this seam so the header does not
// depend on the cart feature. It starts from the persisted cart, read synchronously, so the badge is
// right on the first paint after a reload, before (or without) the cart's chunk. The cart store
// keeps it current by persisting through cartPersistOptions() (cart-persistence.ts).

/** Spec §3 Cart state: the persisted cart list; only the number of lines matters here. */
export function cartLineCount(state: unknown): number {
  const cart = (state as { cart?: unknown } | null)?.cart;
  return Array.isArray(cart) ? cart.length : 0;
}

const useCartCountStore = create<{ count: number }>(() => ({
  count: cartLineCount(readPersistedState('cart')),
}));

export function setCartCount(count: number): void {
  useCartCountStore.setState({ count: Math.max(0, Math.trunc(count)) });
}

export function useCartCount(): number {
  return useCartCountStore((state) => state.count);
}

registerSessionReset('cart-count', () => setCartCount(0));

// Another tab changed (or cleared) the cart.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === sessionStorageKey('cart'))
      setCartCount(cartLineCount(readPersistedState('cart')));
  });
}

/** Spec §2 Cart side panel: "opens on an event". The header's cart icon fires it; the cart listens. */
export const CART_PANEL_OPEN_EVENT = 'changdee:cart-panel-open';

export function requestCartPanel(): void {
  window.dispatchEvent(new Event(CART_PANEL_OPEN_EVENT));
}
