import type { PersistStorage } from 'zustand/middleware';
import { cartLineCount, setCartCount } from './cart-count';
import { sessionPersistOptions } from './session-keys';

// How the cart store (the cart issue) persists: under the session's 'cart' key, so logout and a
// failed refresh clear it even when its chunk never loaded, and through a storage that keeps the
// header's badge in step with every write. Its persisted state must hold the cart list (spec §3
// Cart state); anything else it keeps is its own business.

export const CART_STORAGE_VERSION = 1;

export interface PersistedCartLine {
  _id: string;
}

export interface PersistedCartState {
  cart: readonly PersistedCartLine[];
}

/** persist(..., cartPersistOptions()) — the key, version and storage of the cart store. */
export function cartPersistOptions<S extends PersistedCartState>(): {
  name: string;
  version: number;
  storage: PersistStorage<S>;
} {
  // Without browser storage (disabled) the cart lives in memory and the badge still follows it.
  const { name, storage: json } = sessionPersistOptions<S>('cart');
  return {
    name,
    version: CART_STORAGE_VERSION,
    storage: {
      getItem: (key) => json?.getItem(key) ?? null,
      setItem: (key, value) => {
        void json?.setItem(key, value);
        setCartCount(cartLineCount(value.state));
      },
      removeItem: (key) => {
        void json?.removeItem(key);
        setCartCount(0);
      },
    },
  };
}
