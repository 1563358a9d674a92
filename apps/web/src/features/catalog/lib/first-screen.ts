import type { QueryClient } from '@tanstack/react-query';
import { parseProductPath } from '@changdee/domain/product-url';
import { stripLocalePrefix } from '@changdee/ui/lib/locale';
import { productPromotionsQueryOptions } from '../../../shared/promotions/promotions-api';
import { currentStore, useAuthStore } from '../../../shared/session/auth-store';
import { productPagesQueryOptions, productQueryOptions } from '../api/catalog-api';

// The catalogue's first screen asked for as the app starts (decision 063), not once the page's
// code has arrived and rendered: main.tsx loads and calls this as the router loads the page, so the
// catalogue's first page (then its cards' promotions) or the product travel beside the page's
// code. Same query keys as the pages, which then find the answer in flight or in the cache. Only
// with a session and a store (a visitor is on the way to /login); the guard still decides.

/** The catalogue's keyword as the list page reads it from ?search=. */
export const catalogueKeyword = (params: URLSearchParams): string =>
  (params.get('search') ?? '').replace(/\s+/g, ' ').trim();

export function prefetchFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const state = useAuthStore.getState();
  const store = currentStore(state);
  if (!state.token || !state.user || !store) return;
  const scope = { storeId: store._id, channel: store.channel };
  if (stripLocalePrefix(location.pathname) === '/productList') {
    const keyword = catalogueKeyword(new URLSearchParams(location.search));
    const pages = productPagesQueryOptions(scope, keyword);
    void queryClient.prefetchInfiniteQuery(pages).then(() => {
      const first = queryClient.getQueryData(pages.queryKey)?.pages[0];
      if (first?.items.length)
        void queryClient.prefetchQuery(
          productPromotionsQueryOptions(
            scope,
            first.items.map((item) => item._id),
          ),
        );
    });
    return;
  }
  const product = parseProductPath(`${location.pathname}${location.search}`);
  if (product) void queryClient.prefetchQuery(productQueryOptions(store._id, product.id));
}
