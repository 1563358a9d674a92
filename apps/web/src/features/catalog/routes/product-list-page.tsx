import { useEffect } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATALOGUE_DEFAULT_PAGE_SIZE } from '@changdee/contract/catalog';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import {
  productPagesQueryOptions,
  refreshRecentSearches,
  type StoreScope,
} from '../api/catalog-api';
import { EmptyState, ErrorState } from '../components/list-states';
import { catalogueKeyword } from '../lib/first-screen';
import { ProductGrid } from '../components/product-grid';
import { SearchBox } from '../components/search-box';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';
import { useStoreScope } from '../lib/use-store-scope';
import '../catalog.scss';

// /productList (spec §2): the catalogue of the store's channel, searchable, 12 services at a time
// with more on scrolling. The keyword lives in the URL (?search=) so back, forward and the home
// page's category links work.

/** The catalogue's pages so far, more fetched on scrolling near the end (or by the button). */
function useCataloguePages(scope: StoreScope, keyword: string) {
  const client = useQueryClient();
  const query = useInfiniteQuery(productPagesQueryOptions(scope, keyword));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  // A submitted keyword joined the store's recent searches on the server.
  const firstPageLoaded = Boolean(data);
  useEffect(() => {
    if (keyword && firstPageLoaded) void refreshRecentSearches(client, scope.storeId);
  }, [client, keyword, firstPageLoaded, scope.storeId]);

  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => {
      if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
    },
    Boolean(hasNextPage) && !isFetchingNextPage && !isError,
  );
  return { query, items, total, remaining: Math.max(0, total - items.length), sentinel };
}

function CatalogueLoading() {
  const { t } = useTranslation('catalog');
  // The count's line is held while loading, so the cards do not move down when it arrives.
  return (
    <>
      <p className="text-body-secondary small mb-2 placeholder-glow" aria-hidden="true">
        <span className="placeholder col-4 col-md-2" />
      </p>
      <ProductGrid
        products={[]}
        skeletons={CATALOGUE_DEFAULT_PAGE_SIZE}
        label={t('list.loading')}
      />
    </>
  );
}

/** Below the cards: a failed next page, or the button (and the scroll sentinel) for more. */
function MoreServices({
  query,
  remaining,
  sentinel,
}: Pick<ReturnType<typeof useCataloguePages>, 'query' | 'remaining' | 'sentinel'>) {
  const { t } = useTranslation('catalog');
  const { error, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return (
    <>
      {isError ? (
        <ErrorState message={error?.message} onRetry={() => void fetchNextPage()} />
      ) : null}
      {hasNextPage && !isError ? (
        <div ref={sentinel} className="text-center py-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            data-testid="catalog-load-more"
          >
            {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore', { count: remaining })}
          </button>
        </div>
      ) : null}
    </>
  );
}

function Catalogue({ scope, keyword }: { scope: StoreScope; keyword: string }) {
  const { t } = useTranslation('catalog');
  const { query, items, total, remaining, sentinel } = useCataloguePages(scope, keyword);
  const { error, isPending, isError, isFetchingNextPage, refetch } = query;

  if (isPending) return <CatalogueLoading />;
  if (isError && items.length === 0) {
    return <ErrorState message={error?.message} onRetry={() => void refetch()} />;
  }
  if (items.length === 0) {
    return keyword ? (
      <EmptyState title={t('list.noResults', { keyword })} body={t('list.noResultsHint')} />
    ) : (
      <EmptyState title={t('list.empty')} />
    );
  }
  return (
    <>
      <p className="text-body-secondary small mb-2" role="status" data-testid="catalog-count">
        {keyword
          ? t('list.resultsFor', { keyword, count: total })
          : t('list.count', { count: total })}
      </p>
      <ProductGrid
        products={items}
        skeletons={isFetchingNextPage ? Math.min(remaining, CATALOGUE_DEFAULT_PAGE_SIZE) : 0}
        label={t('list.gridLabel')}
        after={<MoreServices query={query} remaining={remaining} sentinel={sentinel} />}
      />
    </>
  );
}

export function Component() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('list.title'));
  const scope = useStoreScope();
  const [params, setParams] = useSearchParams();
  const keyword = catalogueKeyword(params);

  const onSearch = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('search', next);
    else updated.delete('search');
    setParams(updated);
  };

  return (
    <div className="container py-3 py-lg-4 catalog-page">
      <div className="d-flex flex-column flex-lg-row gap-3 align-items-lg-center mb-3">
        <h1 className="h3 mb-0 me-lg-auto">{t('list.title')}</h1>
        {scope ? (
          <div className="catalog-page__search">
            <SearchBox scope={scope} keyword={keyword} onSearch={onSearch} />
          </div>
        ) : null}
      </div>
      {scope ? (
        <Catalogue scope={scope} keyword={keyword} />
      ) : (
        <EmptyState title={t('states.noStore')} />
      )}
    </div>
  );
}
