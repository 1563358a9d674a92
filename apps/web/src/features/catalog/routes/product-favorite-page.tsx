import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useEmployeeChosen } from '../../../shared/session/employee-store';
import { AppLink } from '../../../shared/ui/app-link';
import { favouriteProductsQueryOptions } from '../api/catalog-api';
import { EmptyState, ErrorState } from '../components/list-states';
import { ProductGrid } from '../components/product-grid';
import { useStoreScope } from '../lib/use-store-scope';
import '../catalog.scss';

// /productFavorite (spec §2): the store's saved services, latest first. Unsaving a card removes it
// from this list at once (the favourite toggle updates the cached list). Like the header's link to
// it, the list waits for the selling employee (spec §2 Header): until then the page says so.

function SavedServices({ storeId }: { storeId: string }) {
  const { t } = useTranslation('catalog');
  const query = useQuery(favouriteProductsQueryOptions(storeId));
  if (query.isPending)
    return <ProductGrid products={[]} skeletons={4} label={t('favourites.loading')} />;
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        testId="favourites-empty"
        title={t('favourites.empty')}
        body={t('favourites.emptyHint')}
        action={
          <AppLink to="/productList" className="btn btn-primary">
            {t('favourites.browse')}
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <p className="text-body-secondary small mb-2" role="status" data-testid="favourites-count">
        {t('favourites.count', { count: query.data.length })}
      </p>
      <ProductGrid products={query.data} label={t('favourites.title')} />
    </>
  );
}

export function Component() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('favourites.title'));
  const scope = useStoreScope();
  const employeeChosen = useEmployeeChosen();
  return (
    <div className="container py-3 py-lg-4 catalog-page">
      <h1 className="h3 mb-3">{t('favourites.title')}</h1>
      {!scope ? (
        <EmptyState title={t('states.noStore')} />
      ) : employeeChosen ? (
        <SavedServices storeId={scope.storeId} />
      ) : (
        <EmptyState
          testId="favourites-choose-employee"
          title={t('favourites.chooseEmployeeTitle')}
          body={t('favourites.chooseEmployeeHint')}
        />
      )}
    </div>
  );
}
