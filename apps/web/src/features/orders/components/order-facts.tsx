import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { formatDate } from '@changdee/domain/date-format';
import { localized, type Locale } from '@changdee/domain/locale';
import { timeSlotLabel } from '@changdee/domain/time-slots';
import { ruleText } from '../../../shared/lib/rule-text';
import { AddressText } from '../../../shared/ui/address-text';
import { PhoneText } from '../../../shared/ui/phone-text';

// The facts of an order as label–value pairs: its service date and slot, the customer and address,
// the seller, the technician, the tax invoice, the remark and the language of the customer's
// messages (decision 053). For the external brand the server
// has already masked the customer's personal data; nothing here unmasks or hides anything.

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="order-facts__fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

type PlaceNames = Pick<
  CartOrder['customer']['address'],
  'sub_district' | 'district' | 'province' | 'postcode'
>;

/** What is typed, then the place names in the page's language (the server sends both). */
function PlaceText({
  typed,
  place,
  locale,
}: {
  typed: string[];
  place: PlaceNames;
  locale: Locale;
}) {
  return (
    <AddressText
      address={{
        typed,
        subDistrict: localized(place.sub_district.name, locale),
        district: localized(place.district.name, locale),
        province: localized(place.province.name, locale),
        postcode: place.postcode,
      }}
      locale={locale}
    />
  );
}

/** A list of phone numbers, each grouped and kept whole. */
function PhoneList({ phones }: { phones: Array<string | null | undefined> }) {
  const shown = phones.filter((phone): phone is string => Boolean(phone));
  if (shown.length === 0) return null;
  return shown.map((phone, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      <PhoneText phone={phone} />
    </Fragment>
  ));
}

export function ServiceDateText({
  order,
  locale,
}: {
  order: Pick<CartOrder, 'expected_date'>;
  locale: Locale;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      {formatDate(order.expected_date.date, 'long', locale)}{' '}
      <span className="text-nowrap">
        {ruleText(t, timeSlotLabel(order.expected_date.time, locale))}
      </span>
    </>
  );
}

export function ScheduleFacts({ order, locale }: { order: CartOrder; locale: Locale }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="order-facts mb-0">
      <Fact label={t('facts.serviceDate')} testId="order-service-date">
        <ServiceDateText order={order} locale={locale} />
      </Fact>
      <Fact label={t('facts.address')} testId="order-address">
        <PlaceText
          typed={[order.customer.address.no]}
          place={order.customer.address}
          locale={locale}
        />
      </Fact>
      {order.customer.address.landmark.trim() ? (
        <Fact label={t('facts.landmark')} testId="order-landmark">
          {order.customer.address.landmark}
        </Fact>
      ) : null}
      <Fact label={t('facts.technician')}>
        {order.contractor ? (
          <>
            {localized(order.contractor.name, locale)} <PhoneText phone={order.contractor.phone} />
          </>
        ) : (
          t('facts.technicianPending')
        )}
      </Fact>
    </dl>
  );
}

export function CustomerFacts({ order }: { order: CartOrder }) {
  const { t } = useTranslation('orders');
  const { customer } = order;
  return (
    <dl className="order-facts mb-0">
      <Fact label={t('facts.customer')} testId="order-customer">
        {`${customer.firstname} ${customer.lastname}`.trim()}
      </Fact>
      <Fact label={t('facts.mobile')}>
        <PhoneList phones={[customer.mobile, customer.mobile2]} />
      </Fact>
      <Fact label={t('facts.email')}>{customer.email}</Fact>
      <Fact label={t('facts.customerLanguage')} testId="order-customer-language">
        <span lang={order.customer_language}>{t(`languageName.${order.customer_language}`)}</span>
      </Fact>
      <Fact label={t('facts.family')} testId="order-family">
        {customer.is_family
          ? t('facts.familyMember', { id: customer.scg_family_id ?? '' })
          : t('facts.notFamily')}
      </Fact>
      {customer.lead_from.length > 0 ? (
        <Fact label={t('facts.leadFrom')}>
          {customer.lead_from
            .map((lead) => t(`leadFrom.${lead}`, { defaultValue: lead }))
            .join(', ')}
        </Fact>
      ) : null}
    </dl>
  );
}

export function SaleFacts({ order, locale }: { order: CartOrder; locale: Locale }) {
  const { t } = useTranslation('orders');
  const invoice = order.tax_invoice;
  return (
    <dl className="order-facts mb-0">
      <Fact label={t('facts.store')}>{localized(order.store.name, locale)}</Fact>
      <Fact label={t('facts.seller')} testId="order-seller">
        {[order.seller.name, order.seller.code].filter(Boolean).join(' · ')}
        {order.seller.phone ? (
          <>
            {' · '}
            <PhoneText phone={order.seller.phone} />
          </>
        ) : null}
      </Fact>
      <Fact label={t('facts.taxInvoice')} testId="order-tax-invoice">
        {invoice ? (
          <>
            {t(`taxInvoice.type.${invoice.type}`)}: {invoice.name}
            <br />
            {t('facts.taxId', { id: invoice.tax_id })}
            {invoice.type === 'corporate' ? (
              <>
                {' · '}
                <span className="text-nowrap">{t('facts.branch', { branch: invoice.branch })}</span>
              </>
            ) : null}
            <br />
            <PlaceText typed={[invoice.address]} place={invoice} locale={locale} />
          </>
        ) : (
          t('facts.noTaxInvoice')
        )}
      </Fact>
      <Fact label={t('facts.remark')}>{order.remark}</Fact>
    </dl>
  );
}
