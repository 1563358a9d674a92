import { useTranslation } from 'react-i18next';
import type { QuotationLine, QuotationVersion } from '@changdee/contract/quotations';
import { formatQuantity } from '@changdee/domain/add-ons';
import { formatSatangBaht } from '@changdee/domain/money';
import { DataTable } from '@changdee/ui/data-table';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { when } from '../orders/components/order-detail-parts';

// One version of a quotation as it was saved (decision 082): who made it and when, its note and
// validity, its lines (quantity, unit price, promotion, amount; optional and VAT-free ones
// marked) and its totals. Older versions stay readable, folded.

function LineName({ line }: { line: QuotationLine }) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations.detail' });
  const locale = useLocale();
  return (
    <>
      {line.name[locale]}
      {line.optional ? <span className="badge text-bg-info ms-1">{t('optional')}</span> : null}
      {line.vat_applies ? null : (
        <span className="badge text-bg-light border ms-1">{t('vatFree')}</span>
      )}
    </>
  );
}

/** "2 unit", "6 metre": the quantity with the line's unit in the reader's words. */
function useQuantityWords() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (line: QuotationLine) => {
    const unit = line.add_on_unit ? t(`addOns.units.${line.add_on_unit}`) : line.unit?.[locale];
    return unit ? `${formatQuantity(line.qty)} ${unit}` : formatQuantity(line.qty);
  };
}

function Totals({ version }: { version: QuotationVersion }) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations.detail.totals' });
  const locale = useLocale();
  const rows: Array<[string, number]> = [
    ['subtotal', version.totals.subtotal_satang],
    ['discount', version.totals.promotion_discount_satang],
    ['payable', version.totals.payable_satang],
    ['vat', version.totals.vat_satang],
    ['vatFree', version.totals.vat_free_satang],
    ['optional', version.totals.optional_satang],
  ];
  return (
    <dl className="mb-0" data-testid="quotation-totals">
      {rows.map(([key, satang]) => (
        <div className="d-flex justify-content-between gap-3" key={key}>
          <dt className={key === 'payable' ? 'fw-semibold' : 'fw-normal'}>{t(key)}</dt>
          <dd className="mb-0 text-nowrap" data-total={key}>
            {formatSatangBaht(satang, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function QuotationVersionView({
  version,
  latest,
  sent,
}: {
  version: QuotationVersion;
  latest: boolean;
  sent: boolean;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations.detail' });
  const locale = useLocale();
  const quantity = useQuantityWords();
  const marks = [latest ? t('latest') : null, sent ? t('sentVersion') : null].filter(Boolean);
  return (
    <details
      className="card mb-3"
      open={latest}
      data-testid="quotation-version"
      data-version={version.version}
    >
      <summary className="card-header fw-semibold">
        {t('version', { version: version.version })}
        {marks.length ? ` (${marks.join(', ')})` : ''}
      </summary>
      <div className="card-body">
        <p className="small text-body-secondary mb-2">
          {t('madeBy', { name: version.created_by, time: when(version.created_at, locale) })} ·{' '}
          {t('validDays', { count: version.valid_days })}
        </p>
        {version.note ? <p>{t('note', { note: version.note })}</p> : null}
        <DataTable
          caption={t('linesCaption', { version: version.version })}
          rows={version.lines}
          rowKey={(line) => String(line.position)}
          empty={null}
          columns={[
            { key: 'name', header: t('line'), cell: (line) => <LineName line={line} /> },
            { key: 'qty', header: t('qty'), cell: quantity, numeric: true },
            {
              key: 'unit',
              header: t('unitPrice'),
              numeric: true,
              cell: (line) => formatSatangBaht(line.unit_price_satang, locale),
            },
            {
              key: 'discount',
              header: t('discount'),
              numeric: true,
              cell: (line) => formatSatangBaht(-line.promotion_discount_satang, locale),
            },
            {
              key: 'amount',
              header: t('amount'),
              numeric: true,
              cell: (line) => formatSatangBaht(line.amount_satang, locale),
            },
          ]}
        />
        <Totals version={version} />
      </div>
    </details>
  );
}
