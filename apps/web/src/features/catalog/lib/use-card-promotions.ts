import { useQueries } from '@tanstack/react-query';
import type { Promotion } from '@changdee/contract/cart';
import { CATALOGUE_DEFAULT_PAGE_SIZE } from '@changdee/contract/catalog';
import { productPromotionsQueryOptions } from '../../../shared/promotions/promotions-api';
import { useStoreScope } from './use-store-scope';

/**
 * The promotion running for each card (spec §2: a card shows the promotion price), asked a page of
 * cards at a time: the pages already shown keep their answers while more load. A failed call shows
 * the cards without promotions (spec §8: a promotion call failure is an empty result).
 */
export function useCardPromotions(
  productIds: readonly string[],
): ReadonlyMap<string, Promotion | null> {
  const scope = useStoreScope();
  const chunks: string[][] = [];
  for (let start = 0; start < productIds.length; start += CATALOGUE_DEFAULT_PAGE_SIZE)
    chunks.push(productIds.slice(start, start + CATALOGUE_DEFAULT_PAGE_SIZE));
  return useQueries({
    queries: chunks.map((ids) => productPromotionsQueryOptions(scope, ids)),
    combine: (results) => {
      const promotions = new Map<string, Promotion | null>();
      for (const result of results)
        for (const entry of result.data ?? []) promotions.set(entry.product_id, entry.promotion);
      return promotions;
    },
  });
}
