import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenTotals, CustomerQuotation } from '@changdee/contract/quotation-decisions';
import type { QuotationLine } from '@changdee/contract/quotations';
import { customerSignOffRequestSchema } from '@changdee/contract/sign-off';
import { formatQuantity } from '@changdee/domain/add-ons';
import { formatBusinessTime } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { formatSatangBaht } from '@changdee/domain/money';
import { SIGNER_NAME_MAX } from '@changdee/domain/sign-off';
import { slotHoursText } from '@changdee/domain/time-slots';
import { SignaturePad } from '@changdee/ui/signature-pad';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { QUOTATION_TERMS } from '../lib/quotation-terms';

// A survey's quotation as the customer's page and the store's order page show it (decision 079):
// its lines with the optional ones to tick, the server's totals, its terms, the approval form (a
// typed name and the signature pad of decision 078) and what became of it.

/** A time of an answer as the pages write it. */
export const answerTime = (at: string, locale: Locale) =>
  `${formatDate(new Date(at), 'short', locale)} ${formatBusinessTime(new Date(at), locale)}`;

/** "2 piece", "6 metre": an add-on's unit from the vocabulary, a service's from the catalogue. */
function lineQuantity(line: QuotationLine, locale: Locale, unitWord: (unit: string) => string) {
  const unit = line.add_on_unit ? unitWord(line.add_on_unit) : (line.unit?.[locale] ?? '');
  return `${formatQuantity(line.qty)} ${unit}`.trim();
}

export function QuotationLines({
  lines,
  chosen,
  onToggle,
}: {
  lines: readonly QuotationLine[];
  chosen: readonly number[];
  /** Ticking optional lines; none: they are shown, not chosen. */
  onToggle?: (position: number) => void;
}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <ul className="list-unstyled mb-2" data-testid="quotation-lines">
      {lines.map((line) => (
        <li key={line.position} className="d-flex gap-2 py-1 border-bottom">
          {line.optional && onToggle ? (
            <input
              type="checkbox"
              className="form-check-input flex-shrink-0 mt-1"
              checked={chosen.includes(line.position)}
              onChange={() => onToggle(line.position)}
              aria-label={t('quotation.take', { name: line.name[locale] })}
              data-testid={`quotation-tick-${line.position}`}
            />
          ) : null}
          <span className="flex-grow-1">
            {line.name[locale]}
            <span className="d-block small text-body-secondary">
              {lineQuantity(line, locale, (unit) => t(`quotation.units.${unit}`))}
              {line.optional ? ` · ${t('quotation.optionalShort')}` : ''}
            </span>
          </span>
          <span className="text-nowrap">{formatSatangBaht(line.amount_satang, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

export function QuotationTotals({ totals, counting }: { totals: ChosenTotals; counting: boolean }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const row = (label: string, satang: number, testId?: string) => (
    <div className="d-flex justify-content-between">
      <dt className="fw-normal">{label}</dt>
      <dd className="mb-0" data-testid={testId}>
        {formatSatangBaht(satang, locale)}
      </dd>
    </div>
  );
  return (
    <dl className="mb-2" aria-busy={counting} data-testid="quotation-totals">
      {row(t('quotation.subtotal'), totals.subtotal_satang)}
      {totals.promotion_discount_satang > 0
        ? row(t('quotation.discount'), -totals.promotion_discount_satang)
        : null}
      {row(t('quotation.vat'), totals.vat_satang, 'quotation-vat')}
      {totals.vat_free_satang > 0 ? row(t('quotation.vatFree'), totals.vat_free_satang) : null}
      <div className="d-flex justify-content-between fw-bold">
        <dt>{t('quotation.payable')}</dt>
        <dd className="mb-0" data-testid="quotation-payable">
          {counting ? t('quotation.counting') : formatSatangBaht(totals.payable_satang, locale)}
        </dd>
      </div>
    </dl>
  );
}

export function QuotationTerms({ validUntil }: { validUntil: string }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <>
      <p className="mb-1" data-testid="quotation-valid-until">
        {t('quotation.validUntil', { date: formatDate(validUntil, 'long', locale) })}
      </p>
      <details className="mb-2">
        <summary>{t('quotation.terms')}</summary>
        <ul className="small mb-0">
          {QUOTATION_TERMS.map((term) => (
            <li key={term}>{t(`quotation.termsList.${term}`)}</li>
          ))}
        </ul>
      </details>
    </>
  );
}

/** The installation an approval booked: its number, date and slot. */
export function bookedText(
  installation: NonNullable<CustomerQuotation['installation']>,
  locale: Locale,
  t: (key: string, values: Record<string, string>) => string,
) {
  return t('quotation.installationOn', {
    no: installation.order_no,
    date: formatDate(installation.service_date, 'long', locale),
    slot: slotHoursText(installation.time_slot, locale),
  });
}

/** A typed name and a drawn signature, sent together (never a blank pad: decision 078). */
export function SignedApprovalForm({
  labels,
  pending,
  error,
  onSign,
}: {
  labels: { name: string; submit: string };
  pending: boolean;
  error: string | null;
  onSign: (signed: { name: string; signature: string }) => void;
}) {
  const { t } = useTranslation('orders');
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const signed = customerSignOffRequestSchema.safeParse({ name, signature: signature ?? '' });
    setBlank(!signature || !signed.success);
    if (signature && signed.success) onSign({ name: signed.data.name, signature });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="quotation-approve-form">
      <label className="form-label" htmlFor="quotation-signer">
        {labels.name}
      </label>
      <input
        id="quotation-signer"
        className="form-control mb-2"
        maxLength={SIGNER_NAME_MAX}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SignaturePad
        label={t('quotation.pad')}
        clearLabel={t('quotation.clear')}
        onChange={setSignature}
      />
      {blank ? (
        <div className="text-danger small" role="alert">
          {t('quotation.blank')}
        </div>
      ) : null}
      {error ? (
        <div className="text-danger small" role="alert">
          {error}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-2 w-100" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}
