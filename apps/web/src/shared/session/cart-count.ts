import { create } from 'zustand';
import { registerSessionReset } from './clear-session';

// The header's cart badge reads the number of cart lines through this seam, so the header does not
// depend on the cart feature. The cart store (a later issue) keeps it current with setCartCount()
// whenever its lines change; until then it is 0.

const useCartCountStore = create<{ count: number }>(() => ({ count: 0 }));

export function setCartCount(count: number): void {
  useCartCountStore.setState({ count: Math.max(0, Math.trunc(count)) });
}

export function useCartCount(): number {
  return useCartCountStore((state) => state.count);
}

registerSessionReset('cart-count', () => setCartCount(0));

/** Spec §2 Cart side panel: "opens on an event". The header's cart icon fires it; the cart listens. */
export const CART_PANEL_OPEN_EVENT = 'changdee:cart-panel-open';

export function requestCartPanel(): void {
  window.dispatchEvent(new Event(CART_PANEL_OPEN_EVENT));
}
