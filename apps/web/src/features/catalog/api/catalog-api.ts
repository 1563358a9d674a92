import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  CATALOGUE_DEFAULT_PAGE_SIZE,
  catalogPaths,
  favouriteProductsResponseSchema,
  favouriteStateSchema,
  productByIdResponseSchema,
  productPageSchema,
  recentSearchResponseSchema,
  type FavouriteState,
  type ProductDetail,
  type ProductPage,
  type ProductSummary,
} from '@changdee/contract/catalog';
import { apiRequest } from '../../../shared/lib/api-client';

// The catalogue calls of spec §7 as query options, plus the favourite toggle, which updates every
// cached copy of the product (list pages, detail, saved list) once the server said 'success'.

export interface StoreScope {
  storeId: string;
  channel: string;
}

const catalogKeys = {
  all: ['catalog'] as const,
  pages: (scope: StoreScope, keyword: string) =>
    ['catalog', 'pages', scope.storeId, scope.channel, keyword] as const,
  suggestions: (scope: StoreScope, keyword: string) =>
    ['catalog', 'suggestions', scope.storeId, scope.channel, keyword] as const,
  recent: (storeId: string) => ['catalog', 'recent', storeId] as const,
  product: (storeId: string, productId: string) =>
    ['catalog', 'product', storeId, productId] as const,
  favourites: (storeId: string) => ['catalog', 'favourites', storeId] as const,
};

function fetchProductPage(
  scope: StoreScope,
  keyword: string,
  page: number,
  signal?: AbortSignal,
  searchOnly = false,
) {
  return apiRequest({
    method: 'POST',
    path: catalogPaths.productSearch,
    body: {
      channel: scope.channel,
      storeId: scope.storeId,
      pagination: { page, page_size: searchOnly ? 5 : CATALOGUE_DEFAULT_PAGE_SIZE },
      ...(keyword ? { searchKeyword: keyword } : {}),
      ...(searchOnly ? { searchOnly: true } : {}),
    },
    schema: productPageSchema,
    signal,
  });
}

/** The catalogue in pages of 12 (spec §9), more on scrolling. */
export function productPagesQueryOptions(scope: StoreScope, keyword: string) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.pages(scope, keyword),
    queryFn: ({ pageParam, signal }) => fetchProductPage(scope, keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage) =>
      last.page * last.page_size < last.total && last.items.length > 0 ? last.page + 1 : undefined,
  });
}

/** A few matches while typing (searchOnly: not remembered as a recent search). */
export function productSuggestionsQueryOptions(scope: StoreScope, keyword: string) {
  return queryOptions({
    queryKey: catalogKeys.suggestions(scope, keyword),
    queryFn: ({ signal }) => fetchProductPage(scope, keyword, 1, signal, true),
    enabled: keyword.length > 0,
    staleTime: 30_000,
  });
}

export function recentSearchesQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: catalogKeys.recent(storeId),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: catalogPaths.recentSearch,
        body: { storeId },
        schema: recentSearchResponseSchema.shape.data,
        signal,
      }),
  });
}

export function productQueryOptions(storeId: string, productId: string) {
  return queryOptions({
    queryKey: catalogKeys.product(storeId, productId),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: catalogPaths.productById,
        body: { storeId, productId },
        schema: productByIdResponseSchema.shape.data,
        signal,
      }),
  });
}

export function favouriteProductsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: catalogKeys.favourites(storeId),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: catalogPaths.favouriteProducts,
        body: { storeId },
        schema: favouriteProductsResponseSchema.shape.data,
        signal,
      }),
  });
}

/** After a new search was submitted, the recent list has changed on the server. */
export function refreshRecentSearches(client: QueryClient, storeId: string) {
  return client.invalidateQueries({ queryKey: catalogKeys.recent(storeId) });
}

export function toggleFavouriteRequest(input: {
  storeId: string;
  productId: string;
  isFavorite: boolean;
}) {
  return apiRequest({
    method: 'POST',
    path: catalogPaths.toggleFavourite,
    body: input,
    schema: favouriteStateSchema,
  });
}

/** Writes the new flag into every cached copy of the product of this store. */
export function applyFavouriteState(
  client: QueryClient,
  storeId: string,
  state: FavouriteState,
  product?: ProductSummary,
) {
  const flip = <T extends { _id: string; isFavorite: boolean }>(item: T): T =>
    item._id === state.productId ? { ...item, isFavorite: state.isFavorite } : item;

  client.setQueriesData<InfiniteData<ProductPage>>(
    { queryKey: ['catalog', 'pages', storeId] },
    (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(flip) })) }
        : data,
  );
  client.setQueriesData<ProductDetail>(
    { queryKey: catalogKeys.product(storeId, state.productId) },
    (data) => (data ? flip(data) : data),
  );
  client.setQueryData<ProductSummary[]>(catalogKeys.favourites(storeId), (list) => {
    if (!list) return list;
    if (!state.isFavorite) return list.filter((item) => item._id !== state.productId);
    if (list.some((item) => item._id === state.productId) || !product) return list.map(flip);
    return [{ ...product, isFavorite: true }, ...list];
  });
}

/**
 * Spec §4 Favourite: the flag flips only when the server answered 200 'success' (the api client
 * parsed the envelope); a failure changes nothing visible.
 */
export function useToggleFavourite(storeId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { product: ProductSummary; isFavorite: boolean }) => {
      if (!storeId) return Promise.reject(new Error('no store'));
      return toggleFavouriteRequest({
        storeId,
        productId: input.product._id,
        isFavorite: input.isFavorite,
      });
    },
    onSuccess: (state, input) => {
      if (storeId) applyFavouriteState(client, storeId, state, input.product);
    },
  });
}
