import { CatalogSlotsProvider, type CatalogSlots } from '../features/catalog/lib/catalog-slots';
import { preloadable } from './preloadable-component';
import type { PageModule } from './page-module';

// What fills the catalogue's slots (features/catalog/lib/catalog-slots.tsx): the service-area
// block of the product page and the cards' 'outside service area' ribbon, both from the location
// feature, each in its own small chunk that the catalogue pages fetch with their own code (so they
// render with the page, nothing shifting in later). This module itself loads with those pages,
// not with the app: the sign-in page carries none of it.

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

const catalogSlots: CatalogSlots = {
  ProductServiceArea: productServiceArea.Component,
  CardRibbon: cardRibbon.Component,
};

/**
 * A catalogue page with its slots filled, once the code they show there has arrived: the cards'
 * ribbon, or the product page's block. A slot that cannot be fetched now tries again when it
 * renders; the page does not fail for it.
 */
export async function withCatalogSlots(
  page: 'list' | 'product',
  module: PageModule,
): Promise<PageModule> {
  await (page === 'product' ? productServiceArea : cardRibbon).preload().catch(() => undefined);
  const Page = module.Component;
  function PageWithSlots() {
    return (
      <CatalogSlotsProvider value={catalogSlots}>
        <Page />
      </CatalogSlotsProvider>
    );
  }
  return { ...module, Component: PageWithSlots };
}
