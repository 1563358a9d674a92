import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../orders.scss';
import { isApiError } from '@changdee/ui/lib/api-error';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../../lib/load-states';
import { Link, useParams } from 'react-router';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import type { MoneyEntry, OrderChange } from '@changdee/contract/orders';
import { formatAddress } from '@changdee/domain/address-format';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { formatPhone } from '@changdee/domain/phone-format';
import { slotHoursText } from '@changdee/domain/time-slots';
import { fetchOrder, ordersKeys } from '../api/orders-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OrderActions } from '../components/order-actions';
import { OrderDocuments } from '../components/order-documents';
import { OrderMessages } from '../components/order-messages';
import { useMe } from '../../../session/use-me';
import { KeepTogether } from '@changdee/ui/keep-together';

// /portal/orders/:no (issue 19, docs/decisions/042): one order whole — lines, customer, address,
// booking, contractor, money, history with who, login and reason — and the actions the order
// policy lets the signed-in person take now (the server's allowed_actions).

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`} data-testid={`order-${id}`}>
      <div className="card-body">
        <h2 className="h5" id={`${id}-title`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="row mb-1">
      <dt className="col-5 col-md-4 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-7 col-md-8 mb-0">{children}</dd>
    </div>
  );
}

const when = (at: string, locale: Locale) =>
  `${formatDate(new Date(at), 'short', locale)} ${formatBusinessTime(new Date(at), locale)}`;

export function ChangeLine({ change, locale }: { change: OrderChange; locale: Locale }) {
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
  }
}

/** One entry of the order's money (docs/decisions/039): what, how much, reference, who, when. */
function LedgerLine({ entry, locale }: { entry: MoneyEntry; locale: Locale }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (
    <li className="mb-2" data-kind={entry.kind} data-testid="ledger-entry">
      <span className="d-flex justify-content-between gap-2">
        <span>
          {t(`ledger.${entry.kind}`)}
          {entry.method ? ` · ${t(`paymentMethod.${entry.method}`)}` : ''}
        </span>
        <span className="text-nowrap">
          {entry.kind === 'refunded' ? '−' : ''}
          {formatBaht(entry.amount, locale)}
        </span>
      </span>
      {entry.reference ? (
        <span className="small d-block text-break">
          {t('ledger.reference', { reference: entry.reference })}
        </span>
      ) : null}
      {entry.reason ? (
        <span className="small d-block">{t('detail.reason', { reason: entry.reason })}</span>
      ) : null}
      <span className="small text-body-secondary d-block">
        {when(entry.at, locale)} · {t('detail.by', { who: entry.by ?? t('detail.byProvider') })}
        {entry.login ? ` · ${t('detail.login', { login: entry.login })}` : ''}
      </span>
    </li>
  );
}

function OrderDetail({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  // The customer's messages are the operators' (docs/decisions/045).
  const operator = useMe().data?.role === 'Operator';
  const address = order.customer.address;
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-8">
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
        <Section id="customer" title={t('detail.customer')}>
          <dl className="mb-0">
            <Fact label={t('detail.name')}>
              {order.customer.firstname} {order.customer.lastname}
            </Fact>
            <Fact label={t('detail.mobile')}>
              <span className="text-nowrap">{formatPhone(order.customer.mobile)}</span>
            </Fact>
            <Fact label={t('detail.customerLanguage')}>
              <span data-testid="order-customer-language" lang={order.customer_language}>
                {t(`detail.languageName.${order.customer_language}`)}
              </span>
            </Fact>
            <Fact label={t('detail.address')}>
              {formatAddress(
                {
                  typed: [address.no, address.landmark],
                  subDistrict: address.sub_district.name[locale],
                  district: address.district.name[locale],
                  province: address.province.name[locale],
                  postcode: address.postcode,
                },
                locale,
              )}
            </Fact>
            <Fact label={t('detail.store')}>{order.store.name[locale]}</Fact>
            <Fact label={t('detail.seller')}>{order.seller.name}</Fact>
          </dl>
        </Section>
        <Section id="booking" title={t('detail.booking')}>
          <dl className="mb-0">
            <Fact label={t('detail.booking')}>
              <span data-testid="order-booking-date">
                {formatDate(order.expected_date.date, 'long', locale)}{' '}
                <span className="text-nowrap">
                  {slotHoursText(order.expected_date.time, locale)}
                </span>
              </span>
            </Fact>
            <Fact label={t('detail.contractor')}>
              {order.contractor
                ? `${order.contractor.name[locale]} · ${formatPhone(order.contractor.phone)}`
                : t('detail.noContractor')}
            </Fact>
            <Fact label={t('column.status')}>
              <strong data-testid="order-status">{t(`status.${order.status}`)}</strong>
            </Fact>
          </dl>
        </Section>
        <Section id="history" title={t('detail.history')}>
          <ol className="list-unstyled mb-0">
            {[...order.history].reverse().map((change, index) => (
              <li key={`${change.at}-${index}`} className="mb-2" data-kind={change.kind}>
                <ChangeLine change={change} locale={locale} />
                <span className="small text-body-secondary d-block">
                  {when(change.at, locale)} ·{' '}
                  {t('detail.by', { who: change.by ?? t('detail.byProvider') })}
                  {change.login ? ` · ${t('detail.login', { login: change.login })}` : ''}
                </span>
                {change.reason ? (
                  <span className="small d-block">
                    {t('detail.reason', { reason: change.reason })}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </Section>
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
        <Section id="money" title={t('detail.money')}>
          <dl className="mb-0">
            <Fact label={t('detail.total')}>{formatBaht(order.totals.total, locale)}</Fact>
            <Fact label={t('detail.discount')}>{formatBaht(order.totals.discount, locale)}</Fact>
            <Fact label={t('detail.payable')}>
              <strong>{formatBaht(order.total_payable, locale)}</strong>
            </Fact>
            <Fact label={t('detail.paymentState')}>
              <span data-testid="order-payment-state">
                {t(`paymentState.${order.payment.state}`)}
              </span>
            </Fact>
            {order.payment.method ? (
              <Fact label={t('detail.paymentMethod')}>
                {t(`paymentMethod.${order.payment.method}`)}
              </Fact>
            ) : null}
            {order.payment.paid_at ? (
              <Fact label={t('detail.paidAt')}>{when(order.payment.paid_at, locale)}</Fact>
            ) : null}
            {order.payment.refunded > 0 ? (
              <Fact label={t('ledger.refundedSum')}>
                <span data-testid="order-refunded">
                  {formatBaht(order.payment.refunded, locale)}
                </span>
              </Fact>
            ) : null}
            {order.payment.refund_due > 0 ? (
              <Fact label={t('ledger.due')}>
                <strong data-testid="order-refund-due">
                  {formatBaht(order.payment.refund_due, locale)}
                </strong>
              </Fact>
            ) : null}
            <Fact label={t('detail.placedAt')}>{when(order.created_at, locale)}</Fact>
          </dl>
          <h3 className="h6 mt-3">{t('ledger.title')}</h3>
          {order.payment.entries.length > 0 ? (
            <ol className="list-unstyled mb-0" data-testid="order-ledger">
              {order.payment.entries.map((entry, index) => (
                <LedgerLine key={`${entry.at}-${index}`} entry={entry} locale={locale} />
              ))}
            </ol>
          ) : (
            <p className="mb-0 text-body-secondary">{t('ledger.none')}</p>
          )}
        </Section>
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
