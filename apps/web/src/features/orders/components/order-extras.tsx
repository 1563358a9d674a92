import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Extra, OrderExtras as Extras } from '@changdee/contract/extras';
import { formatQuantity } from '@changdee/domain/add-ons';
import type { Locale } from '@changdee/domain/locale';
import { formatSatangBaht } from '@changdee/domain/money';

// The on-site extras on the shop's order page (decision 080): each as the server priced it and
// the customer answered it, and what they come to, to the satang.

export function OrderExtras({ extras, locale }: { extras: Extras; locale: Locale }) {
  const { t } = useTranslation('orders');
  const baht = (satang: number) => formatSatangBaht(satang, locale);
  return (
    <div data-testid="order-extras">
      <ul className="list-unstyled mb-2">
        {extras.extras.map((extra) => (
          <ExtraLine
            key={extra.id}
            extra={extra}
            locale={locale}
            className="d-flex justify-content-between gap-2"
          />
        ))}
      </ul>
      <p className="mb-0 fw-semibold">
        {t('extras.due', { amount: baht(extras.money.due_satang) })}
      </p>
    </div>
  );
}

/** One extra as priced and answered; `children` go under its words (the customer's answer). */
export function ExtraLine({
  extra,
  locale,
  className,
  children,
}: {
  extra: Extra;
  locale: Locale;
  className: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const baht = (satang: number) => formatSatangBaht(satang, locale);
  return (
    <li className={className}>
      <span>
        {extra.name[locale]}
        <span className="small text-body-secondary d-block">
          {t('extras.line', {
            qty: formatQuantity(extra.qty),
            unit: t(`extras.units.${extra.unit}`),
            price: baht(extra.unit_price_satang),
          })}{' '}
          · {t(`extras.state.${extra.state}`)}
        </span>
        {children}
      </span>
      <span className="text-nowrap">{baht(extra.amount_satang)}</span>
    </li>
  );
}
