import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@changdee/contract/employees';
import { formatDate } from '@changdee/domain/date-format';
import { localized, type Locale } from '@changdee/domain/locale';
import { timeSlotLabel } from '@changdee/domain/time-slots';
import { ruleText } from '../../../shared/lib/rule-text';
import { AddressText } from '../../../shared/ui/address-text';
import { AppLink } from '../../../shared/ui/app-link';
import type { AddressDraft, ExpectedDateDraft } from '../lib/order-draft';
import type { Summary } from '../lib/summary-lines';
import { OrderLines, OrderTotals } from './order-lines';

// The checkout's summary (spec §2): where and when (from /address, with a way back to change it),
// who sells, the services with their promotions and coupons, and the totals the browser previews
// with the domain's rules (the server prices the order itself and the success page shows its
// figures).

/** The address typed on /address with the chosen place, in the page's language. */
function AddressDraftText({ address, locale }: { address: AddressDraft; locale: Locale }) {
  const location = address.location;
  if (!location && !address.no.trim() && !address.landmark.trim()) return '—';
  return (
    <AddressText
      address={{
        typed: [address.no, address.landmark],
        subDistrict: location ? localized(location.sub_district.name, locale) : '',
        district: location ? localized(location.district.name, locale) : '',
        province: location ? localized(location.province.name, locale) : '',
        postcode: location?.postcode ?? '',
      }}
      locale={locale}
    />
  );
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
          <dd>
            <AddressDraftText address={address} locale={locale} />
          </dd>
        </div>
        <div className="order-facts__fact" data-testid="summary-date">
          <dt>{t('facts.serviceDate')}</dt>
          <dd>
            {expectedDate ? (
              <>
                {formatDate(expectedDate.date, 'long', locale)}{' '}
                <span className="text-nowrap">
                  {ruleText(t, timeSlotLabel(expectedDate.time, locale))}
                </span>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className="order-facts__fact" data-testid="summary-seller">
          <dt>{t('facts.seller')}</dt>
          <dd>{employee ? `${employee.name} · ${employee.code}` : t('checkout.noSeller')}</dd>
        </div>
      </dl>
      <p className="small">
        <AppLink to="/address" className="standalone-link">
          {t('checkout.changeAddress')}
        </AppLink>
      </p>
      <OrderLines lines={summary.lines} locale={locale} />
      <OrderTotals totals={summary.totals} locale={locale} />
      {children}
    </aside>
  );
}
