import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../orders.scss';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../../lib/load-states';
import { Link, useSearchParams } from 'react-router';
import { OPS_ORDER_SORTS, type OpsOrderRow } from '@changdee/contract/ops-orders';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { ORDER_STATUSES, PAYMENT_STATES } from '@changdee/domain/order-status';
import { formatPhone } from '@changdee/domain/phone-format';
import { slotHoursText } from '@changdee/domain/time-slots';
import { fetchOrders, ordersKeys } from '../api/orders-api';
import { CsvButton } from '../components/csv-button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  listSearch,
  readListState,
  sortedBy,
  type FilterField,
  type ListState,
} from '../lib/order-filters';

// /portal/orders (issue 19, docs/decisions/042): the orders the signed-in person may read, with
// the filters, sort and page in the URL (a link shows the same list), a table at desktop width
// and cards on a phone, and the CSV of the same filters.

type Sort = ListState['sort'];
const SORT_COLUMN: Record<Sort, string> = {
  created: 'column.created',
  booking_date: 'column.booking',
  total: 'column.total',
  status: 'column.status',
};

function Filters({ state, onApply }: { state: ListState; onApply(next: ListState): void }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  // What is typed stays in the form until it is applied (and after: the URL holds it).
  const [draft, setDraft] = useState(state.filters);
  const field = (name: FilterField) => ({
    id: `filter-${name}`,
    name,
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...state, filters: draft, after: null });
  };
  const dates: Array<[FilterField, string]> = [
    ['booked_from', 'filter.bookedFrom'],
    ['booked_to', 'filter.bookedTo'],
    ['created_from', 'filter.createdFrom'],
    ['created_to', 'filter.createdTo'],
  ];
  const codes: Array<[FilterField, string]> = [
    ['store', 'filter.store'],
    ['channel', 'filter.channel'],
    ['team', 'filter.team'],
  ];
  return (
    <form
      className="ops-filters card card-body mb-3"
      onSubmit={submit}
      aria-label={t('list.filters')}
    >
      <div className="row g-2">
        <div className="col-12 col-md-6 col-xl-4">
          <label className="form-label" htmlFor="filter-q">
            {t('filter.q')}
          </label>
          <input className="form-control" type="search" inputMode="search" {...field('q')} />
          <div className="form-text">{t('filter.qHint')}</div>
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <label className="form-label" htmlFor="filter-status">
            {t('filter.status')}
          </label>
          <select className="form-select" {...field('status')}>
            <option value="">{t('filter.any')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <label className="form-label" htmlFor="filter-payment">
            {t('filter.payment')}
          </label>
          <select className="form-select" {...field('payment')}>
            <option value="">{t('filter.any')}</option>
            {PAYMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`paymentState.${state}`)}
              </option>
            ))}
          </select>
        </div>
        {dates.map(([name, label]) => (
          <div className="col-6 col-md-3 col-xl-2" key={name}>
            <label className="form-label" htmlFor={`filter-${name}`}>
              {t(label)}
            </label>
            <input className="form-control" type="date" {...field(name)} />
          </div>
        ))}
        {codes.map(([name, label]) => (
          <div className="col-12 col-md-4" key={name}>
            <label className="form-label" htmlFor={`filter-${name}`}>
              {t(label)}
            </label>
            <input className="form-control" autoComplete="off" {...field(name)} />
          </div>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          {t('list.apply')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            setDraft({});
            onApply({ ...state, filters: {}, after: null });
          }}
        >
          {t('list.clear')}
        </button>
      </div>
    </form>
  );
}

function useRowText(locale: Locale) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (order: OpsOrderRow) => ({
    placed: `${formatDate(new Date(order.created_at), 'short', locale)} ${formatBusinessTime(new Date(order.created_at), locale)}`,
    customer: `${order.customer.firstname} ${order.customer.lastname}`,
    mobile: formatPhone(order.customer.mobile),
    store: order.store.name[locale],
    bookingDate: formatDate(order.expected_date.date, 'short', locale),
    bookingSlot: slotHoursText(order.expected_date.time, locale),
    contractor: order.contractor?.name[locale] ?? '—',
    total: formatBaht(order.total_payable, locale),
    status: t(`status.${order.status}`),
    payment: t(`paymentState.${order.payment.state}`),
  });
}

/** The booking's date, then its slot's hours kept on one line (they never break at the dash). */
function Booking({ row }: { row: { bookingDate: string; bookingSlot: string } }) {
  return (
    <>
      {row.bookingDate} <span className="text-nowrap">{row.bookingSlot}</span>
    </>
  );
}

function SortHeader({
  state,
  sort,
  onSort,
}: {
  state: ListState;
  sort: Sort;
  onSort(sort: Sort): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const active = state.sort === sort;
  return (
    <th
      scope="col"
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
        onClick={() => onSort(sort)}
      >
        {t(SORT_COLUMN[sort])}
        {active ? (state.dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
}

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
  const text = useRowText(locale);
  const href = (no: string) => `${encodeURIComponent(no)}`;

  return (
    <div className="ops-orders" data-testid="orders-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('title')}</h1>
        <CsvButton state={state} />
      </div>
      <Filters key={search.toString()} state={state} onApply={go} />

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
            <label className="d-md-none d-flex align-items-center gap-2">
              <span className="text-nowrap">{t('sort.by', { column: '' })}</span>
              <select
                className="form-select"
                value={`${state.sort}:${state.dir}`}
                onChange={(event) => {
                  const [sort, dir] = event.target.value.split(':') as [Sort, 'asc' | 'desc'];
                  go({ ...state, sort, dir, after: null });
                }}
              >
                {OPS_ORDER_SORTS.flatMap((sort) =>
                  (['desc', 'asc'] as const).map((dir) => (
                    <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
                      {t(SORT_COLUMN[sort])} ({t(`sort.${dir}`)})
                    </option>
                  )),
                )}
              </select>
            </label>
          </div>
          {orders.data.orders.length === 0 ? (
            <p className="alert alert-light" data-testid="orders-empty">
              {t('list.empty')}
            </p>
          ) : (
            <>
              <table className="table table-hover align-middle d-none d-md-table ops-orders__table">
                <thead>
                  <tr>
                    <th scope="col">{t('column.number')}</th>
                    <SortHeader
                      state={state}
                      sort="created"
                      onSort={(s) => go(sortedBy(state, s))}
                    />
                    <th scope="col">{t('column.customer')}</th>
                    <th scope="col">{t('column.store')}</th>
                    <SortHeader
                      state={state}
                      sort="booking_date"
                      onSort={(s) => go(sortedBy(state, s))}
                    />
                    <th scope="col">{t('column.contractor')}</th>
                    <SortHeader state={state} sort="total" onSort={(s) => go(sortedBy(state, s))} />
                    <SortHeader
                      state={state}
                      sort="status"
                      onSort={(s) => go(sortedBy(state, s))}
                    />
                    <th scope="col">{t('column.payment')}</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data.orders.map((order) => {
                    const row = text(order);
                    return (
                      <tr
                        key={order.cartOrderNo}
                        data-testid="order-row"
                        data-order={order.cartOrderNo}
                      >
                        <td>
                          <Link to={href(order.cartOrderNo)} className="text-nowrap">
                            {order.cartOrderNo}
                          </Link>
                        </td>
                        <td>{row.placed}</td>
                        <td>
                          {row.customer}
                          <br />
                          <span className="text-nowrap text-body-secondary">{row.mobile}</span>
                        </td>
                        <td>{row.store}</td>
                        <td>
                          <Booking row={row} />
                        </td>
                        <td>{row.contractor}</td>
                        <td className="text-end text-nowrap">{row.total}</td>
                        <td>{row.status}</td>
                        <td>{row.payment}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <ul className="list-unstyled d-md-none ops-orders__cards">
                {orders.data.orders.map((order) => {
                  const row = text(order);
                  return (
                    <li
                      key={order.cartOrderNo}
                      className="card mb-2"
                      data-testid="order-card"
                      data-order={order.cartOrderNo}
                    >
                      <Link
                        to={href(order.cartOrderNo)}
                        className="card-body text-reset text-decoration-none d-block"
                      >
                        <div className="d-flex justify-content-between gap-2">
                          <strong className="text-nowrap text-primary">{order.cartOrderNo}</strong>
                          <span className="text-nowrap">{row.total}</span>
                        </div>
                        <div>
                          {row.customer} · <span className="text-nowrap">{row.mobile}</span>
                        </div>
                        <div className="small text-body-secondary">
                          {row.store} · <Booking row={row} />
                        </div>
                        <div className="small">
                          {row.status} · {row.payment}
                        </div>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          <nav className="d-flex gap-2" aria-label={t('list.title')}>
            {state.after ? (
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => go({ ...state, after: null })}
              >
                {t('list.firstPage')}
              </button>
            ) : null}
            {orders.data.next ? (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => go({ ...state, after: orders.data.next })}
              >
                {t('list.nextPage')}
              </button>
            ) : null}
          </nav>
        </>
      )}
    </div>
  );
}
