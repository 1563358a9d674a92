import { useCurrentStore } from '../../../shared/session/auth-store';
import type { PromotionScope } from '../../../shared/promotions/promotions-api';

/** The store (and channel) whose coupons and promotions the cart uses; null when signed out. */
export function useCartScope(): PromotionScope | null {
  const store = useCurrentStore();
  return store ? { storeId: store._id, channel: store.channel } : null;
}
