import { lazy, Suspense, useEffect, useState } from 'react';
import { withChunkReload } from '../../shared/lib/chunk-reload';
import { CART_PANEL_OPEN_EVENT } from '../../shared/session/cart-count';

// Spec §2: the cart side panel opens on an event (the header's cart icon, adding from the product
// page). Its code is fetched with the first request, so pages that never open it never load it.
const CartPanel = lazy(
  withChunkReload(() =>
    import('../../features/cart/components/panel/cart-panel').then((module) => ({
      default: module.CartPanel,
    })),
  ),
);

export function CartPanelSlot() {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const open = () => setRequests((count) => count + 1);
    window.addEventListener(CART_PANEL_OPEN_EVENT, open);
    return () => window.removeEventListener(CART_PANEL_OPEN_EVENT, open);
  }, []);
  if (requests === 0) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel openRequests={requests} />
    </Suspense>
  );
}
