import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@changdee/contract/employees';
import { formatDate } from '@changdee/domain/date-format';
import { localized, type Locale } from '@changdee/domain/locale';
import { timeSlotLabel } from '@changdee/domain/time-slots';
import { ruleText } from '../../../shared/lib/rule-text';
import { AppLink } from '../../../shared/ui/app-link';
import type { AddressDraft, ExpectedDateDraft } from '../lib/order-draft';
import type { Summary } from '../lib/summary-lines';
import { OrderLines, OrderTotals } from './order-lines';

// The checkout's summary (spec §2): where and when (from /address, with a way back to change it),
// who sells, the services with their promotions and coupons, and the totals the browser previews
// with the domain's rules (the server prices the order itself and the success page shows its
// figures).

export function addressDraftText(address: AddressDraft, locale: Locale): string {
  const location = address.location;
  return [
    address.no,
    address.landmark,
    location ? localized(location.sub_district.name, locale) : '',
    location ? localized(location.district.name, locale) : '',
    location ? localized(location.province.name, locale) : '',
    location?.postcode ?? '',
  ]
    .filter((part) => part.trim() !== '')
    .join(' ');
}

export function CheckoutSummary({
  summary,
  address,
  expectedDate,
  employee,
  locale,
  children,
}: {
  summary: Summary;
  address: AddressDraft;
  expectedDate: ExpectedDateDraft | null;
  employee: Employee | null;
  locale: Locale;
  /** The problems to show and the button to place the order. */
  children: ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <aside className="order-card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 className="h5" id="checkout-summary-title">
        {t('checkout.summaryTitle')}
      </h2>
      <dl className="order-facts">
        <div className="order-facts__fact" data-testid="summary-address">
          <dt>{t('facts.address')}</dt>
          <dd>{addressDraftText(address, locale) || '—'}</dd>
        </div>
        <div className="order-facts__fact" data-testid="summary-date">
          <dt>{t('facts.serviceDate')}</dt>
          <dd>
            {expectedDate
              ? `${formatDate(expectedDate.date, 'long', locale)} ${ruleText(t, timeSlotLabel(expectedDate.time))}`
              : '—'}
          </dd>
        </div>
        <div className="order-facts__fact" data-testid="summary-seller">
          <dt>{t('facts.seller')}</dt>
          <dd>{employee ? `${employee.name} · ${employee.code}` : t('checkout.noSeller')}</dd>
        </div>
      </dl>
      <p className="small">
        <AppLink to="/address">{t('checkout.changeAddress')}</AppLink>
      </p>
      <OrderLines lines={summary.lines} locale={locale} />
      <OrderTotals totals={summary.totals} locale={locale} />
      {children}
    </aside>
  );
}
