import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPS_ORDER_SORTS, type OpsOrderRow } from '@changdee/contract/ops-orders';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { formatPhone } from '@changdee/domain/phone-format';
import { slotHoursText } from '@changdee/domain/time-slots';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { sortedBy, type ListState } from '../lib/order-filters';

// The list of /portal/orders: a table with sortable columns at desktop width, cards and a sort
// select on a phone, and the pages.

type Sort = ListState['sort'];
const SORT_COLUMN: Record<Sort, string> = {
  created: 'column.created',
  booking_date: 'column.booking',
  total: 'column.total',
  status: 'column.status',
};
const href = (no: string) => `${encodeURIComponent(no)}`;

export interface OrdersListProps {
  state: ListState;
  orders: readonly OpsOrderRow[];
  go(next: ListState): void;
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

/** The sort select of a phone, where the table's headers are not shown. */
export function MobileSort({ state, go }: Pick<OrdersListProps, 'state' | 'go'>) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (
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
  );
}

export function OrdersTable({ state, orders, go }: OrdersListProps) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const text = useRowText(useLocale());
  const onSort = (sort: Sort) => go(sortedBy(state, sort));
  return (
    <table className="table table-hover align-middle d-none d-md-table ops-orders__table">
      <thead>
        <tr>
          <th scope="col">{t('column.number')}</th>
          <SortHeader state={state} sort="created" onSort={onSort} />
          <th scope="col">{t('column.customer')}</th>
          <th scope="col">{t('column.store')}</th>
          <SortHeader state={state} sort="booking_date" onSort={onSort} />
          <th scope="col">{t('column.contractor')}</th>
          <SortHeader state={state} sort="total" onSort={onSort} />
          <SortHeader state={state} sort="status" onSort={onSort} />
          <th scope="col">{t('column.payment')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const row = text(order);
          return (
            <tr key={order.cartOrderNo} data-testid="order-row" data-order={order.cartOrderNo}>
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
  );
}

export function OrderCards({ orders }: Pick<OrdersListProps, 'orders'>) {
  const text = useRowText(useLocale());
  return (
    <ul className="list-unstyled d-md-none ops-orders__cards">
      {orders.map((order) => {
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
  );
}

/** Back to the first page, and on to the next one when there is one. */
export function ListPages({
  state,
  next,
  go,
}: Pick<OrdersListProps, 'state' | 'go'> & { next: string | null }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (
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
      {next ? (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => go({ ...state, after: next })}
        >
          {t('list.nextPage')}
        </button>
      ) : null}
    </nav>
  );
}
