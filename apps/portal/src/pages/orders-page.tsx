import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cartOrderNoSchema, cartOrderPath, cartOrderSchema } from '@changdee/contract/orders';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import { DataTable } from '@changdee/ui/data-table';
import { isApiError } from '@changdee/ui/lib/api-error';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { Spinner } from '@changdee/ui/spinner';
import { apiRequest } from '../app/api';
import { useDocumentTitle } from './use-document-title';

// /portal/orders: an Operator's landing page. The orders list with its filters, paging and export
// (issue 19, /ops/v1/orders) takes this page over; it starts with what the server answers already:
// finding an order by its number (GET /b2b/v2/carts/{cartOrderNo}, every order for an Operator).

export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [wanted, setWanted] = useState<string | null>(null);
  const order = useQuery({
    queryKey: ['portal', 'order', wanted],
    queryFn: ({ signal }) =>
      apiRequest({ path: cartOrderPath(wanted!), schema: cartOrderSchema, signal }),
    enabled: wanted !== null,
    retry: false,
  });
  const invalid = wanted === null && typed !== '' && !cartOrderNoSchema.safeParse(typed).success;

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="h3 mb-3">
        {t('orders.title')}
      </h1>
      <form
        className="row g-2 align-items-end mb-3"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = cartOrderNoSchema.safeParse(typed);
          setWanted(parsed.success ? parsed.data : null);
        }}
      >
        <div className="col-12 col-sm-8 col-lg-5">
          <label htmlFor="orders-number" className="form-label">
            {t('orders.findLabel')}
          </label>
          <input
            id="orders-number"
            className="form-control"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            placeholder="CO…"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="col-12 col-sm-4 col-lg-2">
          <button type="submit" className="btn btn-primary w-100" disabled={invalid}>
            {t('orders.find')}
          </button>
        </div>
      </form>
      {wanted === null ? null : order.isPending ? (
        <Spinner label={t('states.loading')} />
      ) : order.isError ? (
        <div
          className={`alert ${isApiError(order.error) && order.error.status === 404 ? 'alert-warning' : 'alert-danger'}`}
          role="alert"
          data-testid="orders-find-error"
        >
          {localizedErrorMessage(order.error, locale, t)}
        </div>
      ) : (
        <DataTable
          caption={t('orders.resultCaption')}
          testId="orders-found"
          rows={[order.data]}
          rowKey={(row) => row.cartOrderNo}
          empty={t('orders.none')}
          columns={[
            { key: 'number', header: t('orders.columns.number'), cell: (row) => row.cartOrderNo },
            {
              key: 'placed',
              header: t('orders.columns.placed'),
              cell: (row) => formatDate(new Date(row.created_at), 'short', locale),
            },
            {
              key: 'store',
              header: t('orders.columns.store'),
              cell: (row) => row.store.name[locale],
            },
            {
              key: 'customer',
              header: t('orders.columns.customer'),
              cell: (row) => `${row.customer.firstname} ${row.customer.lastname}`,
            },
            {
              key: 'contractor',
              header: t('orders.columns.contractor'),
              cell: (row) => row.contractor?.name[locale] ?? t('orders.noContractor'),
            },
            {
              key: 'total',
              header: t('orders.columns.total'),
              numeric: true,
              cell: (row) => formatBaht(row.total_payable, locale),
            },
          ]}
        />
      )}
    </section>
  );
}
