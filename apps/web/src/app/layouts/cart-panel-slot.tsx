import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '@changdee/domain/locale';
import { currentLocale } from '../../shared/i18n/i18n';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { withChunkReload } from '../../shared/lib/chunk-reload';
import { CART_PANEL_OPEN_EVENT } from '../../shared/session/cart-count';
import { loadFeatureNamespaces } from '../i18n-resources';

// Spec §2: the cart side panel opens on an event (the header's cart icon, adding from the product
// page). Its code and its strings are fetched with the first request, so pages that never open it
// never load them; a later switch of language loads the other language's strings.

const CART_NAMESPACES = ['cart'] as const;

const CartPanel = lazy(
  withChunkReload(() =>
    Promise.all([
      import('../../features/cart/components/panel/cart-panel'),
      loadFeatureNamespaces(currentLocale(), CART_NAMESPACES),
    ]).then(([module]) => ({ default: module.CartPanel })),
  ),
);

export function CartPanelSlot() {
  const locale = useLocale();
  const [requests, setRequests] = useState(0);
  // The language whose cart strings are loaded; setting it renders the open panel in it.
  const [, setStringsLoaded] = useState<Locale | null>(null);
  useEffect(() => {
    const open = () => setRequests((count) => count + 1);
    window.addEventListener(CART_PANEL_OPEN_EVENT, open);
    return () => window.removeEventListener(CART_PANEL_OPEN_EVENT, open);
  }, []);
  useEffect(() => {
    if (requests === 0) return;
    loadFeatureNamespaces(locale, CART_NAMESPACES).then(
      () => setStringsLoaded(locale),
      () => undefined,
    );
  }, [requests, locale]);
  if (requests === 0) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel openRequests={requests} />
    </Suspense>
  );
}
