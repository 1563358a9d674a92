import { useTranslation } from 'react-i18next';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import { formatAddress } from '@changdee/domain/address-format';
import { formatDate } from '@changdee/domain/date-format';
import { formatPhone } from '@changdee/domain/phone-format';
import { slotHoursText } from '@changdee/domain/time-slots';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { Fact, Section } from './order-detail-parts';

// An order's customer (name, mobile, language, address, store and seller) and its booking
// (date and slot, contractor, status) on the order's page.

export function OrderCustomer({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  const address = order.customer.address;
  return (
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
  );
}

export function OrderBooking({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  return (
    <Section id="booking" title={t('detail.booking')}>
      <dl className="mb-0">
        <Fact label={t('detail.booking')}>
          <span data-testid="order-booking-date">
            {formatDate(order.expected_date.date, 'long', locale)}{' '}
            <span className="text-nowrap">{slotHoursText(order.expected_date.time, locale)}</span>
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
  );
}
