import { createContext, useContext, type ComponentType } from 'react';
import type { ProductDetail, ProductSummary } from '@changdee/contract/catalog';

// Places on the catalogue's pages that other features fill (the app wraps those pages), so
// the catalogue needs no import of theirs: the product page's service-area block under the name
// (spec §2: the trigger and the availability badge) and a card's ribbon over its image (the
// 'outside service area' ribbon). An empty slot renders nothing.

export interface CatalogSlots {
  ProductServiceArea?: ComponentType<{ product: ProductDetail }>;
  CardRibbon?: ComponentType<{ product: ProductSummary }>;
}

const CatalogSlotsContext = createContext<CatalogSlots>({});

export const CatalogSlotsProvider = CatalogSlotsContext.Provider;

export function useCatalogSlots(): CatalogSlots {
  return useContext(CatalogSlotsContext);
}
