import { useTranslation } from 'react-i18next';
import type { OrderExtras as Extras } from '@changdee/contract/extras';
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
          <li key={extra.id} className="d-flex justify-content-between gap-2">
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
            </span>
            <span className="text-nowrap">{baht(extra.amount_satang)}</span>
          </li>
        ))}
      </ul>
      <p className="mb-0 fw-semibold">
        {t('extras.due', { amount: baht(extras.money.due_satang) })}
      </p>
    </div>
  );
}
