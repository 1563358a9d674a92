import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WaitingSlip } from '@changdee/contract/payment-slips';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import { THAI_BANK_NAMES, THAI_BANKS, type ThaiBank } from '@changdee/domain/thai-banks';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { paymentKeys } from './refunds-api';
import { confirmSlip, fetchSlipFile, fetchWaitingSlips, rejectSlip, slipKeys } from './slips-api';

// The Payments page's bank transfer slips (decision 069): each waiting slip beside its order's
// total; the operator types what the slip says (amount to the satang, when, the sending bank, the
// reference) and confirms it, or rejects it with a reason the customer is told.

/** "1,250.50" or "1250.5" as satang; null when it is not an amount. */
export function satangOf(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/,/g, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A datetime-local value read as Bangkok time (the slip's clock). */
const bangkokInstant = (value: string) => `${value}:00+07:00`;

type Decided = { kind: 'confirmed' | 'rejected'; cartOrderNo: string };

export function SlipVerification() {
  const { t } = useTranslation();
  const locale = useLocale();
  // Said here: the decided slip leaves the list (its card with it).
  const [done, setDone] = useState<Decided | null>(null);
  const slips = useQuery({
    queryKey: slipKeys.waiting,
    queryFn: ({ signal }) => fetchWaitingSlips(signal),
  });
  if (slips.isPending) return <Loading />;
  if (slips.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(slips.error, locale, t)}
        onRetry={() => void slips.refetch()}
      />
    );
  return (
    <>
      <p role="status" data-testid="slips-status">
        {done ? t(`payments.slips.done.${done.kind}`, { order: done.cartOrderNo }) : ''}
      </p>
      {slips.data.slips.length === 0 ? (
        <p data-testid="slips-none">{t('payments.slips.none')}</p>
      ) : (
        <SlipList slips={slips.data.slips} onDecided={setDone} />
      )}
    </>
  );
}

function SlipList({
  slips,
  onDecided,
}: {
  slips: readonly WaitingSlip[];
  onDecided: (decided: Decided) => void;
}) {
  return (
    <ul className="list-unstyled" data-testid="waiting-slips">
      {slips.map((slip) => (
        <li key={slip.id} className="card mb-3" data-testid={`slip-${slip.cartOrderNo}`}>
          <div className="card-body row g-3">
            <div className="col-12 col-md-5">
              <SlipFile slip={slip} />
            </div>
            <div className="col-12 col-md-7">
              <SlipDecision slip={slip} onDecided={onDecided} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The slip itself: a photo inline, a PDF as a link (read with the session's token). */
function SlipFile({ slip }: { slip: WaitingSlip }) {
  const { t } = useTranslation();
  // The file as an object URL, given back when the slip leaves the page (gcTime 0).
  const file = useQuery({
    queryKey: slipKeys.file(slip.url),
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchSlipFile(slip.url, signal)),
    staleTime: Infinity,
    gcTime: 0,
  });
  const href = file.data;
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);
  if (!href) return <Loading />;
  if (slip.content_type === 'application/pdf')
    return (
      <a href={href} target="_blank" rel="noreferrer" data-testid="slip-pdf">
        {t('payments.slips.openPdf')}
      </a>
    );
  return <img src={href} alt={t('payments.slips.imageAlt')} className="img-fluid border" />;
}

/** What the slip says, typed by the operator, and the two decisions. */
function SlipDecision({
  slip,
  onDecided,
}: {
  slip: WaitingSlip;
  onDecided: (decided: Decided) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [when, setWhen] = useState('');
  const [bank, setBank] = useState<ThaiBank | ''>('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  const decide = useMutation({
    mutationFn: async (kind: Decided['kind']) => {
      if (kind === 'rejected') await rejectSlip(slip.id, reason.trim());
      else
        await confirmSlip(slip.id, {
          amount_satang: satangOf(amount)!,
          transferred_at: bangkokInstant(when),
          bank: bank as ThaiBank,
          reference: reference.trim(),
        });
      return kind;
    },
    onSuccess: (kind) => onDecided({ kind, cartOrderNo: slip.cartOrderNo }),
    onSettled: refresh,
  });
  const canConfirm = satangOf(amount) !== null && when !== '' && bank !== '' && reference.trim();
  const field = (name: string) => `${id}-${name}`;
  return (
    <div>
      <p className="mb-1 fw-semibold">{slip.cartOrderNo}</p>
      <p className="mb-1">{slip.store.name[locale]}</p>
      <p className="mb-1" data-testid="slip-total">
        {t('payments.slips.total', { amount: formatBaht(slip.total_payable, locale) })}
      </p>
      <p className="small text-body-secondary">
        {t('payments.slips.attached', {
          date: formatDate(new Date(slip.attached_at), 'short', locale),
          by: t(`payments.slips.by.${slip.attached_by}`),
        })}
      </p>
      <div className="row g-2">
        <div className="col-6">
          <label className="form-label" htmlFor={field('amount')}>
            {t('payments.slips.amount')}
          </label>
          <input
            id={field('amount')}
            className="form-control"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor={field('when')}>
            {t('payments.slips.when')}
          </label>
          <input
            id={field('when')}
            type="datetime-local"
            className="form-control"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor={field('bank')}>
            {t('payments.slips.bank')}
          </label>
          <select
            id={field('bank')}
            className="form-select"
            value={bank}
            onChange={(event) => setBank(event.target.value as ThaiBank | '')}
          >
            <option value="">{t('payments.slips.chooseBank')}</option>
            {THAI_BANKS.map((code) => (
              <option key={code} value={code}>
                {THAI_BANK_NAMES[code][locale]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor={field('reference')}>
            {t('payments.slips.reference')}
          </label>
          <input
            id={field('reference')}
            className="form-control"
            maxLength={64}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
      </div>
      <button
        type="button"
        className="btn btn-primary mt-2"
        disabled={decide.isPending || !canConfirm}
        onClick={() => decide.mutate('confirmed')}
      >
        {t('payments.slips.confirm')}
      </button>
      <div className="mt-3">
        <label className="form-label" htmlFor={field('reason')}>
          {t('payments.slips.reason')}
        </label>
        <input
          id={field('reason')}
          className="form-control"
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline-danger mt-2"
          disabled={decide.isPending || reason.trim() === ''}
          onClick={() => decide.mutate('rejected')}
        >
          {t('payments.slips.reject')}
        </button>
      </div>
      {decide.isError ? (
        <p className="text-danger mb-0" role="alert">
          {localizedErrorMessage(decide.error, locale, t)}
        </p>
      ) : null}
    </div>
  );
}
