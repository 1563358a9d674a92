import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../orders.scss';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../../lib/load-states';
import { useSearchParams } from 'react-router';
import { fetchOrders, ordersKeys } from '../api/orders-api';
import { CsvButton } from '../components/csv-button';
import { OrderFiltersForm } from '../components/order-filters-form';
import { ListPages, MobileSort, OrderCards, OrdersTable } from '../components/orders-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listSearch, readListState, type ListState } from '../lib/order-filters';

// /portal/orders (issue 19, docs/decisions/042): the orders the signed-in person may read, with
// the filters, sort and page in the URL (a link shows the same list), a table at desktop width
// and cards on a phone, and the CSV of the same filters.

export default function OrdersPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const state = readListState(search);
  const go = (next: ListState) => setSearch(listSearch(next));
  const orders = useQuery({
    queryKey: ordersKeys.list(state),
    queryFn: ({ signal }) => fetchOrders(state, signal),
  });

  return (
    <div className="ops-orders" data-testid="orders-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('title')}</h1>
        <CsvButton state={state} />
      </div>
      <OrderFiltersForm key={search.toString()} state={state} onApply={go} />

      {orders.isError ? (
        <LoadFailed
          message={localizedErrorMessage(orders.error, locale, tAll)}
          onRetry={() => void orders.refetch()}
        />
      ) : !orders.data ? (
        <Loading />
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <p className="mb-0" data-testid="orders-total" aria-live="polite">
              {t('list.count', { count: orders.data.total })}
            </p>
            <MobileSort state={state} go={go} />
          </div>
          {orders.data.orders.length === 0 ? (
            <p className="alert alert-light" data-testid="orders-empty">
              {t('list.empty')}
            </p>
          ) : (
            <>
              <OrdersTable state={state} orders={orders.data.orders} go={go} />
              <OrderCards orders={orders.data.orders} />
            </>
          )}
          <ListPages state={state} next={orders.data.next} go={go} />
        </>
      )}
    </div>
  );
}
