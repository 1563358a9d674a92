import { useTranslation } from 'react-i18next';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import type { MoneyEntry } from '@changdee/contract/orders';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { Fact, Section, when } from './order-detail-parts';

// The money of an order's page (docs/decisions/039): totals, payment, refunds and the ledger.

export function OrderMoney({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  return (
    <Section id="money" title={t('detail.money')}>
      <dl className="mb-0">
        <Fact label={t('detail.total')}>{formatBaht(order.totals.total, locale)}</Fact>
        <Fact label={t('detail.discount')}>{formatBaht(order.totals.discount, locale)}</Fact>
        <Fact label={t('detail.payable')}>
          <strong>{formatBaht(order.total_payable, locale)}</strong>
        </Fact>
        <Fact label={t('detail.paymentState')}>
          <span data-testid="order-payment-state">{t(`paymentState.${order.payment.state}`)}</span>
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
            <span data-testid="order-refunded">{formatBaht(order.payment.refunded, locale)}</span>
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
  );
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
