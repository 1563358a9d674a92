import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Quotation, QuotationOptions } from '@changdee/contract/quotations';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../../lib/load-states';
import {
  fetchQuotation,
  fetchQuotationOptions,
  quotationKeys,
  saveQuotation,
  sendQuotation,
} from './quotation-api';
import { draftOf, saveBodyOf, type QuotationDraft } from './quotation-draft';
import { QuotationLines } from './quotation-lines';
import { QuotationPdfButton } from './quotation-pdf-button';
import { QuotationSummary } from './quotation-summary';

// The technician's quotation on a survey job (issue 31 item 2, docs/decisions/072), at 375 px:
// installations and add-ons with quantities, optional ones, the survey's photos, a note and the
// validity; saved as a new version the server prices, whose figures are shown as it answered;
// then sent to the customer. A refusal (a quantity an add-on does not allow…) is the server's
// words, and what was typed stays.

export function QuotationBuilder({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = useQuery({
    queryKey: quotationKeys.options(orderNo),
    queryFn: ({ signal }) => fetchQuotationOptions(orderNo, signal),
  });
  const quotation = useQuery({
    queryKey: quotationKeys.one(orderNo),
    queryFn: ({ signal }) => fetchQuotation(orderNo, signal),
  });
  const failed = [options, quotation].find((query) => query.isError);
  if (failed)
    return (
      <LoadFailed
        message={localizedErrorMessage(failed.error, locale, t)}
        onRetry={() => void failed.refetch()}
      />
    );
  if (!options.data || quotation.data === undefined) return <Loading />;
  return <QuotationForm orderNo={orderNo} options={options.data} saved={quotation.data} />;
}

function QuotationForm({
  orderNo,
  options,
  saved,
}: {
  orderNo: string;
  options: QuotationOptions;
  saved: Quotation | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<QuotationDraft>(() => draftOf(saved));
  const [changed, setChanged] = useState(false);
  const edit = (change: Partial<QuotationDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setChanged(true);
  };
  const answered = (next: Quotation) => {
    queryClient.setQueryData(quotationKeys.one(orderNo), next);
    setChanged(false);
  };
  const save = useMutation({
    mutationFn: () => saveQuotation(orderNo, saveBodyOf(draft, saved?.version ?? null)),
    onSuccess: answered,
  });
  const send = useMutation({
    mutationFn: () => sendQuotation(orderNo, saved!.version),
    onSuccess: answered,
  });
  const error = save.error ?? send.error;
  return (
    <section className="mt-3" data-testid="quotation-builder" aria-label={t('day.quotation.title')}>
      <h4 className="h6">{t('day.quotation.title')}</h4>
      <QuotationLines lines={draft.lines} options={options} onChange={(lines) => edit({ lines })} />
      <QuotationExtras draft={draft} photoIds={options.photo_ids} onChange={edit} />
      {error ? (
        <div className="alert alert-danger mt-2 py-2" role="alert" data-testid="quotation-error">
          {localizedErrorMessage(error, locale, t)}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={save.isPending || draft.lines.length === 0}
          onClick={() => {
            send.reset();
            save.mutate();
          }}
        >
          {save.isPending ? t('day.quotation.saving') : t('day.quotation.save')}
        </button>
        {saved && saved.state === 'draft' && !changed ? (
          <button
            type="button"
            className="btn btn-success"
            disabled={send.isPending}
            onClick={() => {
              save.reset();
              send.mutate();
            }}
          >
            {send.isPending ? t('day.quotation.sending') : t('day.quotation.send')}
          </button>
        ) : null}
      </div>
      {save.isSuccess && saved ? (
        <p className="small text-success mt-2 mb-0" role="status">
          {t('day.quotation.saved', { version: saved.version })}
        </p>
      ) : null}
      {saved ? <QuotationSummary quotation={saved} /> : null}
      {saved ? <QuotationPdfButton orderNo={orderNo} quotation={saved} /> : null}
    </section>
  );
}

/** The survey's photos to show, the note to the customer and the validity in days. */
function QuotationExtras({
  draft,
  photoIds,
  onChange,
}: {
  draft: QuotationDraft;
  photoIds: string[];
  onChange(change: Partial<QuotationDraft>): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {photoIds.length ? (
        <fieldset className="mt-2">
          <legend className="fs-6 mb-1">{t('day.quotation.photos')}</legend>
          {photoIds.map((id, index) => (
            <div key={id} className="form-check form-check-inline">
              <input
                id={`quotation-photo-${id}`}
                type="checkbox"
                className="form-check-input"
                checked={draft.photoIds.includes(id)}
                onChange={(event) =>
                  onChange({
                    photoIds: event.target.checked
                      ? [...draft.photoIds, id]
                      : draft.photoIds.filter((photo) => photo !== id),
                  })
                }
              />
              <label htmlFor={`quotation-photo-${id}`} className="form-check-label">
                {t('day.quotation.photo', { n: index + 1 })}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      <label htmlFor="quotation-note" className="form-label mt-2 mb-0">
        {t('day.quotation.note')}
      </label>
      <textarea
        id="quotation-note"
        className="form-control"
        rows={2}
        value={draft.note}
        onChange={(event) => onChange({ note: event.target.value })}
      />
      <label htmlFor="quotation-valid-days" className="form-label mt-2 mb-0">
        {t('day.quotation.validDays')}
      </label>
      <input
        id="quotation-valid-days"
        className="form-control"
        style={{ maxWidth: '6rem' }}
        inputMode="numeric"
        value={draft.validDays}
        onChange={(event) => onChange({ validDays: event.target.value })}
      />
    </>
  );
}
