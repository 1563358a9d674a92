import { useQuery } from '@tanstack/react-query';
import type { Promotion } from '@changdee/contract/cart';
import { productPromotionsQueryOptions } from '../../../shared/promotions/promotions-api';
import { useStoreScope } from './use-store-scope';

const none: ReadonlyMap<string, Promotion | null> = new Map();

/**
 * The promotion running for each card of a page of cards (spec §2: a card shows the promotion
 * price), in one call for the page. A failed call shows the cards without promotions (spec §8: a
 * promotion call failure is an empty result).
 */
export function useCardPromotions(
  productIds: readonly string[],
): ReadonlyMap<string, Promotion | null> {
  const query = useQuery(productPromotionsQueryOptions(useStoreScope(), productIds));
  if (!query.data) return none;
  return new Map(query.data.map((entry) => [entry.product_id, entry.promotion]));
}
