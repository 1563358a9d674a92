import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@changdee/domain/money';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { recordRefund } from './refunds-api';

// The form of a refund (docs/decisions/039): the amount (prefilled with what is due; at most
// that — the server checks and says so), the reason and the transfer's reference. Used by the
// Payments page's refund-due list and by an order's page. A refusal shows the server's words in
// the page's language and keeps what was typed.

export function RefundForm({
  cartOrderNo,
  due,
  onSaved,
  onClose,
  stacked = false,
}: {
  cartOrderNo: string;
  /** What is due back now: the amount's first value. */
  due: number;
  /** After the refund is recorded (the caller refreshes what shows it). */
  onSaved(): Promise<void> | void;
  onClose(): void;
  /** One field a line (a narrow column, as an order page's actions), not three a line. */
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refund = useRefund(cartOrderNo, due, onSaved);
  const { save, missing } = refund;
  const id = `refund-${cartOrderNo}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!missing) save.mutate();
  };
  return (
    <form
      className="border rounded p-3 mb-3"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="refund-form"
    >
      <h3 className="h6" id={`${id}-title`}>
        {t('payments.recordFor', { order: cartOrderNo })}
      </h3>
      <RefundFields id={id} due={due} refund={refund} stacked={stacked} />
      {missing ? <p className="form-text mb-0">{t('payments.required')}</p> : null}
      {save.isError ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert" data-testid="refund-error">
          {localizedErrorMessage(save.error, locale, t)}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={missing || save.isPending}
          data-testid="refund-save"
        >
          {save.isPending ? t('payments.saving') : t('payments.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('payments.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The refund's amount, reason and reference as typed, and its saving (once, by its key). */
function useRefund(cartOrderNo: string, due: number, onSaved: () => Promise<void> | void) {
  const [amount, setAmount] = useState(String(due));
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  // One key per refund the operator means: a retry after a lost answer records it once.
  const [key] = useState(() => crypto.randomUUID());
  const save = useMutation({
    mutationFn: () => recordRefund(cartOrderNo, { amount: Number(amount), reason, reference }, key),
    onSuccess: onSaved,
  });
  const missing = !/^\d+$/.test(amount.trim()) || !reason.trim() || !reference.trim();
  return { amount, setAmount, reason, setReason, reference, setReference, save, missing };
}

function RefundFields({
  id,
  due,
  refund,
  stacked,
}: {
  id: string;
  due: number;
  refund: ReturnType<typeof useRefund>;
  stacked: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const column = (md: number) => (stacked ? 'col-12' : `col-12 col-md-${md}`);
  return (
    <div className="row g-2">
      <div className={column(3)}>
        <label htmlFor={`${id}-amount`} className="form-label">
          {t('payments.amount')}
        </label>
        <input
          id={`${id}-amount`}
          className="form-control"
          inputMode="numeric"
          value={refund.amount}
          onChange={(event) => refund.setAmount(event.target.value)}
          aria-describedby={`${id}-amount-hint`}
        />
        <div id={`${id}-amount-hint`} className="form-text">
          {t('payments.amountHint', { amount: formatBaht(due, locale) })}
        </div>
      </div>
      <div className={column(5)}>
        <label htmlFor={`${id}-reason`} className="form-label">
          {t('payments.reason')}
        </label>
        <input
          id={`${id}-reason`}
          className="form-control"
          maxLength={500}
          value={refund.reason}
          onChange={(event) => refund.setReason(event.target.value)}
        />
      </div>
      <div className={column(4)}>
        <label htmlFor={`${id}-reference`} className="form-label">
          {t('payments.reference')}
        </label>
        <input
          id={`${id}-reference`}
          className="form-control"
          maxLength={500}
          autoComplete="off"
          value={refund.reference}
          onChange={(event) => refund.setReference(event.target.value)}
        />
      </div>
    </div>
  );
}
