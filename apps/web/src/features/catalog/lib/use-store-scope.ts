import { useCurrentStore } from '../../../shared/session/auth-store';
import type { StoreScope } from '../api/catalog-api';

/** The store (and its channel) the catalogue is shown for; null while nobody is signed in. */
export function useStoreScope(): StoreScope | null {
  const store = useCurrentStore();
  return store ? { storeId: store._id, channel: store.channel } : null;
}
