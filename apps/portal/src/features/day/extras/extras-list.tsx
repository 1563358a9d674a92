import { useTranslation } from 'react-i18next';
import type { Extra, ExtrasMoney } from '@changdee/contract/extras';
import { formatQuantity } from '@changdee/domain/add-ons';
import { formatSatangBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';

// The job's extras as the server priced them, each with its state, and what they come to
// (decision 080): the approved ones are owed; the declined ones are not charged.

export function ExtrasList({ extras, money }: { extras: Extra[]; money: ExtrasMoney }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const baht = (satang: number) => formatSatangBaht(satang, locale);
  if (extras.length === 0)
    return <p className="small text-body-secondary">{t('day.extras.none')}</p>;
  return (
    <>
      <ul className="list-unstyled mb-2" data-testid="extras-list">
        {extras.map((extra) => (
          <li key={extra.id} className="d-flex justify-content-between gap-2 border-bottom py-1">
            <span>
              {extra.name[locale]}
              <span className="small text-body-secondary d-block">
                {t('day.extras.line', {
                  qty: formatQuantity(extra.qty),
                  unit: t(`addOns.units.${extra.unit}`),
                  price: baht(extra.unit_price_satang),
                })}
                {' · '}
                <span data-testid="extra-state">{t(`day.extras.state.${extra.state}`)}</span>
              </span>
            </span>
            <span className="text-nowrap" data-testid="extra-amount">
              {baht(extra.amount_satang)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="row small mb-0" data-testid="extras-money">
        <dt className="col-7 fw-normal">{t('day.extras.approvedTotal')}</dt>
        <dd className="col-5 text-end mb-0">{baht(money.approved_satang)}</dd>
        <dt className="col-7 fw-normal">{t('day.extras.received')}</dt>
        <dd className="col-5 text-end mb-0">{baht(money.received_satang)}</dd>
        <dt className="col-7">{t('day.extras.due')}</dt>
        <dd className="col-5 text-end mb-0 fw-bold" data-testid="extras-due">
          {baht(money.due_satang)}
        </dd>
      </dl>
    </>
  );
}
