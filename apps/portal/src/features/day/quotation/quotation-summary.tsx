import { useTranslation } from 'react-i18next';
import type { Quotation } from '@changdee/contract/quotations';
import { formatDate } from '@changdee/domain/date-format';
import { formatQuantity } from '@changdee/domain/add-ons';
import { formatSatangBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';

// The quotation as the server priced it (docs/decisions/072): its number, state and version, each
// line's amount and the totals — the figures the customer will see, none worked out here.

export function QuotationSummary({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (satang: number) => formatSatangBaht(satang, locale);
  const { current } = quotation;
  return (
    <section className="border rounded p-2 mt-3" data-testid="quotation-summary" aria-live="polite">
      <div className="d-flex justify-content-between flex-wrap gap-1">
        <h4 className="h6 mb-1">
          {t('day.quotation.number', { number: quotation.number, version: quotation.version })}
        </h4>
        <span className="badge text-bg-info" data-testid="quotation-state">
          {t(`day.quotation.state.${quotation.state}`)}
        </span>
      </div>
      {quotation.state === 'sent' && quotation.valid_until ? (
        <p className="small mb-1">
          {t('day.quotation.sentUntil', {
            date: formatDate(quotation.valid_until, 'short', locale),
          })}
        </p>
      ) : null}
      <ul className="list-unstyled small mb-2">
        {current.lines.map((line) => (
          <li key={line.position} className="d-flex justify-content-between gap-2">
            <span>
              {line.name[locale]}
              {line.optional ? ` (${t('day.quotation.optionalTag')})` : ''} ·{' '}
              {t('day.quotation.line', {
                qty: formatQuantity(line.qty),
                price: money(line.unit_price_satang),
              })}
            </span>
            <span data-testid="quotation-line-amount">{money(line.amount_satang)}</span>
          </li>
        ))}
      </ul>
      <dl className="row small mb-0">
        <dt className="col-7 fw-normal">{t('day.quotation.totals.subtotal')}</dt>
        <dd className="col-5 text-end mb-0">{money(current.totals.subtotal_satang)}</dd>
        <dt className="col-7 fw-normal">{t('day.quotation.totals.discount')}</dt>
        <dd className="col-5 text-end mb-0">{money(-current.totals.promotion_discount_satang)}</dd>
        <dt className="col-7">{t('day.quotation.totals.payable')}</dt>
        <dd className="col-5 text-end mb-0 fw-bold" data-testid="quotation-payable">
          {money(current.totals.payable_satang)}
        </dd>
        <dt className="col-7 fw-normal">{t('day.quotation.totals.vat')}</dt>
        <dd className="col-5 text-end mb-0" data-testid="quotation-vat">
          {money(current.totals.vat_satang)}
        </dd>
        {current.totals.vat_free_satang > 0 ? (
          <>
            <dt className="col-7 fw-normal">{t('day.quotation.totals.vatFree')}</dt>
            <dd className="col-5 text-end mb-0">{money(current.totals.vat_free_satang)}</dd>
          </>
        ) : null}
        <dt className="col-7 fw-normal">{t('day.quotation.totals.optional')}</dt>
        <dd className="col-5 text-end mb-0" data-testid="quotation-optional">
          {money(current.totals.optional_satang)}
        </dd>
      </dl>
    </section>
  );
}
