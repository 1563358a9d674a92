import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  SlipVerification as SlipVerificationBody,
  WaitingSlip,
} from '@changdee/contract/payment-slips';
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

/** What the operator reads from the slip, as typed. */
interface SlipReading {
  amount: string;
  when: string;
  bank: ThaiBank | '';
  reference: string;
}

const NOTHING_READ: SlipReading = { amount: '', when: '', bank: '', reference: '' };

/** The reading as the contract takes it; null while something is missing or not an amount. */
function verificationOf(read: SlipReading): SlipVerificationBody | null {
  const amount = satangOf(read.amount);
  if (amount === null || !read.when || !read.bank || !read.reference.trim()) return null;
  return {
    amount_satang: amount,
    transferred_at: bangkokInstant(read.when),
    bank: read.bank,
    reference: read.reference.trim(),
  };
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
  const [read, setRead] = useState<SlipReading>(NOTHING_READ);
  const [reason, setReason] = useState('');
  const verification = verificationOf(read);
  const decide = useMutation({
    mutationFn: async (kind: Decided['kind']) => {
      if (kind === 'rejected') await rejectSlip(slip.id, reason.trim());
      else await confirmSlip(slip.id, verification!);
      return kind;
    },
    onSuccess: (kind) => onDecided({ kind, cartOrderNo: slip.cartOrderNo }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
  return (
    <div>
      <SlipOrderFacts slip={slip} />
      <SlipFields id={id} read={read} onChange={setRead} />
      <button
        type="button"
        className="btn btn-primary mt-2"
        disabled={decide.isPending || !verification}
        onClick={() => decide.mutate('confirmed')}
      >
        {t('payments.slips.confirm')}
      </button>
      <div className="mt-3">
        <label className="form-label" htmlFor={`${id}-reason`}>
          {t('payments.slips.reason')}
        </label>
        <input
          id={`${id}-reason`}
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
        <p className="text-danger mt-2 mb-0" role="alert">
          {localizedErrorMessage(decide.error, locale, t)}
        </p>
      ) : null}
    </div>
  );
}

/** The order the slip pays: its number, store, total, and who attached the slip when. */
function SlipOrderFacts({ slip }: { slip: WaitingSlip }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
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
    </>
  );
}

/** The four things the operator reads from the slip. */
function SlipFields({
  id,
  read,
  onChange,
}: {
  id: string;
  read: SlipReading;
  onChange: (read: SlipReading) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const set = (name: keyof SlipReading) => (value: string) => onChange({ ...read, [name]: value });
  const label = (name: keyof SlipReading) => (
    <label className="form-label" htmlFor={`${id}-${name}`}>
      {t(`payments.slips.${name}`)}
    </label>
  );
  return (
    <div className="row g-2">
      <div className="col-6">
        {label('amount')}
        <input
          id={`${id}-amount`}
          className="form-control"
          inputMode="decimal"
          value={read.amount}
          onChange={(event) => set('amount')(event.target.value)}
        />
      </div>
      <div className="col-6">
        {label('when')}
        <input
          id={`${id}-when`}
          type="datetime-local"
          className="form-control"
          value={read.when}
          onChange={(event) => set('when')(event.target.value)}
        />
      </div>
      <div className="col-6">
        {label('bank')}
        <select
          id={`${id}-bank`}
          className="form-select"
          value={read.bank}
          onChange={(event) => set('bank')(event.target.value)}
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
        {label('reference')}
        <input
          id={`${id}-reference`}
          className="form-control"
          maxLength={64}
          value={read.reference}
          onChange={(event) => set('reference')(event.target.value)}
        />
      </div>
    </div>
  );
}
