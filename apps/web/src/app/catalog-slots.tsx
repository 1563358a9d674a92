import type { CatalogSlots } from '../features/catalog/lib/catalog-slots';
import { preloadable } from './preloadable-component';

// What fills the catalogue's slots (features/catalog/lib/catalog-slots.tsx): the service-area
// block of the product page and the cards' 'outside service area' ribbon, both from the location
// feature, each in its own small chunk that the catalogue pages fetch with their own code (so they
// render with the page, nothing shifting in later).

const productServiceArea = preloadable(() =>
  import('../features/location/components/product-service-area').then(
    (module) => module.ProductServiceArea,
  ),
);

const cardRibbon = preloadable(() =>
  import('../features/location/components/outside-area-ribbon').then(
    (module) => module.OutsideAreaRibbon,
  ),
);

export const catalogSlots: CatalogSlots = {
  ProductServiceArea: productServiceArea.Component,
  CardRibbon: cardRibbon.Component,
};

/** Fetches the slot code a catalogue page shows: the cards' ribbon, or the product page's block. */
export function preloadCatalogSlots(page: 'list' | 'product'): Promise<void> {
  return page === 'product' ? productServiceArea.preload() : cardRibbon.preload();
}
