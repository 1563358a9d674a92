import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../orders.scss';
import { isApiError } from '@changdee/ui/lib/api-error';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../../lib/load-states';
import { Link, useParams } from 'react-router';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import type { OrderChange } from '@changdee/contract/orders';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { slotHoursText } from '@changdee/domain/time-slots';
import { fetchOrder, ordersKeys } from '../api/orders-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OrderActions } from '../components/order-actions';
import { Section, when } from '../components/order-detail-parts';
import { OrderDocuments } from '../components/order-documents';
import { OrderMessages } from '../components/order-messages';
import { OrderMoney } from '../components/order-money';
import { OrderSignOff } from '../components/order-sign-off';
import { OrderBooking, OrderCustomer } from '../components/order-people';
import { useMe } from '../../../session/use-me';
import { KeepTogether } from '@changdee/ui/keep-together';
import type { Extra } from '@changdee/contract/extras';
import { decidedByCustomer, extraChangeText } from '../components/extra-change';
import { OrderExtras } from '../components/order-extras';

// /portal/orders/:no (issue 19, docs/decisions/042): one order whole — lines, customer, address,
// booking, contractor, money, history with who, login and reason — and the actions the order
// policy lets the signed-in person take now (the server's allowed_actions).

export function ChangeLine({
  change,
  locale,
  extras = [],
}: {
  change: OrderChange;
  locale: Locale;
  extras?: readonly Extra[];
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const { t: tAll } = useTranslation('portal');
  const slot = (value: string | null) => {
    const [date, time] = (value ?? '').split('/');
    return date && (time === '1' || time === '2')
      ? `${formatDate(date, 'short', locale)} ${slotHoursText(time, locale)}`
      : (value ?? '');
  };
  switch (change.kind) {
    case 'status':
      return change.from
        ? t('change.status', { from: t(`status.${change.from}`), to: t(`status.${change.to}`) })
        : t('change.created');
    case 'payment':
      return t('change.payment', {
        from: t(`paymentState.${change.from ?? 'unpaid'}`),
        to: t(`paymentState.${change.to}`),
      });
    case 'expected_date': {
      const [from, to] = [slot(change.from), slot(change.to)];
      return <KeepTogether text={t('change.date', { from, to })} phrases={[from, to]} />;
    }
    case 'reschedule':
      return t(
        change.to === 'dismissed' ? 'change.rescheduleDismissed' : 'change.rescheduleMoved',
        {
          asked: change.from
            ? formatDate(change.from, 'long', locale)
            : t('change.rescheduleNoDate'),
        },
      );
    case 'hold':
      return t(change.to === 'released' ? 'change.holdReleased' : 'change.holdRebooked');
    case 'problem':
      return t('change.problem', { kind: tAll(`day.problem.${change.to}`) });
    case 'contractor':
      return t('change.contractor');
    case 'extra':
      return extraChangeText(change, extras, locale, t);
  }
}

function OrderLines({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  return (
    <Section id="lines" title={t('detail.lines')}>
      <ul className="list-unstyled mb-0">
        {order.items.map((item) => (
          <li key={item.product_id} className="d-flex justify-content-between gap-2 mb-2">
            <span>
              {item.product_name[locale]}
              <span className="small text-body-secondary d-block">
                {item.sku_code} · {t('detail.qty', { count: item.qty })}
              </span>
            </span>
            <span className="text-nowrap">{formatBaht(item.total_price, locale)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Who changed what and when, the latest first, with their login and reason. */
function OrderHistory({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  return (
    <Section id="history" title={t('detail.history')}>
      <ol className="list-unstyled mb-0">
        {[...order.history].reverse().map((change, index) => (
          <li key={`${change.at}-${index}`} className="mb-2" data-kind={change.kind}>
            <ChangeLine change={change} locale={locale} extras={order.extras?.extras} />
            <span className="small text-body-secondary d-block">
              {when(change.at, locale)} ·{' '}
              {t('detail.by', {
                who:
                  change.by ??
                  t(decidedByCustomer(change) ? 'detail.byCustomer' : 'detail.byProvider'),
              })}
              {change.login ? ` · ${t('detail.login', { login: change.login })}` : ''}
            </span>
            {change.reason && change.kind !== 'extra' ? (
              <span className="small d-block">{t('detail.reason', { reason: change.reason })}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function OrderDetail({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  // The customer's messages are the operators' (docs/decisions/045).
  const operator = useMe().data?.role === 'Operator';
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-8">
        <OrderLines order={order} />
        {order.extras ? <OrderExtras extras={order.extras} /> : null}
        <OrderCustomer order={order} />
        <OrderBooking order={order} />
        <OrderHistory order={order} />
        <OrderSignOff order={order} operator={operator} />
        {operator ? (
          <Section id="messages" title={t('messages.title')}>
            <OrderMessages no={order.cartOrderNo} />
          </Section>
        ) : null}
        {operator ? (
          <Section id="documents" title={t('documents.title')}>
            <OrderDocuments no={order.cartOrderNo} />
          </Section>
        ) : null}
      </div>
      <div className="col-12 col-lg-4">
        <Section id="actions" title={t('detail.actions')}>
          <OrderActions order={order} />
        </Section>
        <OrderMoney order={order} />
      </div>
    </div>
  );
}

export default function OrderPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const { t: tAll } = useTranslation();
  const locale = useLocale();
  const { no = '' } = useParams();
  useDocumentTitle(no);
  const order = useQuery({
    queryKey: ordersKeys.detail(no),
    queryFn: ({ signal }) => fetchOrder(no, signal),
    retry: false,
  });
  return (
    <div className="ops-order" data-testid="order-page">
      <Link to=".." relative="path" className="ops-back mb-2">
        ← {t('detail.back')}
      </Link>
      <h1 className="h3 mb-3">
        {t('detail.title')}{' '}
        <span className="text-nowrap" data-testid="order-number">
          {order.data?.cartOrderNo ?? no.toUpperCase()}
        </span>
      </h1>
      {order.isError ? (
        isApiError(order.error) && order.error.status === 404 ? (
          <p className="alert alert-warning" role="alert" data-testid="order-not-found">
            {t('detail.notFound')}
          </p>
        ) : (
          <LoadFailed
            message={localizedErrorMessage(order.error, locale, tAll)}
            onRetry={() => void order.refetch()}
          />
        )
      ) : order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
