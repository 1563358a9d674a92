import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import { businessToday } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import { formatBaht } from '@changdee/domain/money';
import { ACTION_STATUS, needsReference, type OrderAction } from '@changdee/domain/order-policy';
import type { PaymentMethod } from '@changdee/domain/order-status';
import { PAYMENT_WAY_RULES } from '@changdee/domain/payment-methods';
import { orderTimeLabel, type TimeSlot } from '@changdee/domain/time-slots';
import { changeDate, fetchCalendar, ordersKeys, recordPayment, setStatus } from '../api/orders-api';
import { dateChoices } from '../lib/date-choices';
import { RefundForm } from '../../payments/refund-form';
import { paymentKeys } from '../../payments/refunds-api';
import { firstLoadFailed } from '@changdee/ui/lib/query-states';

// The actions of an order's page: only those the server's allowed_actions names (the order policy,
// docs/decisions/036), each asking for what it needs — a reason to cancel, a method and a
// reference to record a payment, a free date and slot to move the booking, the amount, reason and
// transfer reference of a refund (the Payments page's form, docs/decisions/039). A refusal shows the
// server's words (in the page's language) above the form, and what was typed stays.

const STEPS: OrderAction[] = ['assign_contractor', 'schedule', 'start', 'complete'];
type Open = 'cancel' | 'pay' | 'change_date' | 'refund' | null;

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!error) return null;
  return (
    <div className="alert alert-danger py-2" role="alert" data-testid="action-error">
      {localizedErrorMessage(error, locale, t)}
    </div>
  );
}

function ActionForm({
  label,
  pending,
  error,
  onSubmit,
  onClose,
  children,
  testId,
}: {
  label: string;
  pending: boolean;
  error: unknown;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="border rounded p-2 mb-2" onSubmit={submit} data-testid={testId}>
      <Failure error={error} />
      {children}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {label}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('action.close')}
        </button>
      </div>
    </form>
  );
}

function ChangeDateFields({
  order,
  date,
  slot,
  onChange,
}: {
  order: OpsOrderDetail;
  date: string;
  slot: string;
  onChange(date: string, slot: string): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  const calendar = useQuery({
    queryKey: ordersKeys.calendar(order.cartOrderNo),
    queryFn: ({ signal }) => fetchCalendar(order.cartOrderNo, signal),
  });
  if (firstLoadFailed(calendar)) return <Failure error={calendar.error} />;
  if (!calendar.data) return <p className="mb-0">{t('date.loading')}</p>;
  const choices = dateChoices(calendar.data, businessToday(new Date()));
  if (choices.length === 0) return <p className="mb-0">{t('date.none')}</p>;
  const chosen = choices.find((choice) => choice.date === date);
  return (
    <div className="row g-2">
      <div className="col-12">
        <label className="form-label" htmlFor="change-date">
          {t('date.date')}
        </label>
        <select
          id="change-date"
          className="form-select"
          required
          value={date}
          onChange={(event) => {
            const next = choices.find((choice) => choice.date === event.target.value);
            onChange(
              event.target.value,
              next?.slots.includes(slot as TimeSlot) ? slot : (next?.slots[0] ?? ''),
            );
          }}
        >
          <option value="" />
          {choices.map((choice) => (
            <option key={choice.date} value={choice.date}>
              {formatDate(choice.date, 'weekday', locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12">
        <label className="form-label" htmlFor="change-slot">
          {t('date.slot')}
        </label>
        <select
          id="change-slot"
          className="form-select"
          required
          value={slot}
          onChange={(event) => onChange(date, event.target.value)}
        >
          <option value="" />
          {(chosen?.slots ?? []).map((option) => (
            <option key={option} value={option}>
              {orderTimeLabel(option)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * Whether an operator records a payment of each way here, the store's counter first; a bank
 * transfer is verified from its slip in the payments page instead (decision 069).
 */
const RECORDED_HERE: Record<PaymentMethod, boolean> = {
  store: true,
  promptpay: true,
  bank_transfer: false,
};
const OFFERED_METHODS = (Object.keys(RECORDED_HERE) as PaymentMethod[]).filter(
  (method) => RECORDED_HERE[method],
);

export function OrderActions({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const locale = useLocale();
  const queryClient = useQueryClient();
  const allowed = new Set<string>(order.allowed_actions);
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const payMethods = OFFERED_METHODS.filter((method) =>
    allowed.has(PAYMENT_WAY_RULES[method].action),
  );
  const [method, setMethod] = useState<PaymentMethod>(payMethods[0] ?? 'store');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [done, setDone] = useState(false);

  const action = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      setOpen(null);
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
  const start = (next: Open) => {
    action.reset();
    setDone(false);
    setOpen(next);
  };
  const qr = action.data as { promptpay?: { image: string } | null } | undefined;

  const steps = STEPS.filter((step) => allowed.has(step));
  const visible =
    steps.length > 0 ||
    allowed.has('cancel') ||
    payMethods.length > 0 ||
    allowed.has('change_date') ||
    allowed.has('refund');
  if (!visible) return <p className="mb-0 text-body-secondary">{t('detail.noActions')}</p>;

  return (
    <div data-testid="order-actions">
      {done ? (
        <p className="alert alert-success py-2" role="status">
          {t('action.done')}
        </p>
      ) : null}
      {qr?.promptpay ? (
        <figure className="text-center">
          <img src={qr.promptpay.image} alt="" width={200} height={200} />
          <figcaption className="small">
            {t('pay.qr', { amount: formatBaht(order.total_payable, locale) })}
          </figcaption>
        </figure>
      ) : null}
      {open === null ? <Failure error={action.error} /> : null}

      {open === 'cancel' ? (
        <ActionForm
          testId="cancel-form"
          label={t('cancel.confirm')}
          pending={action.isPending}
          error={action.error}
          onClose={() => setOpen(null)}
          onSubmit={() =>
            action.mutate(() => setStatus(order.cartOrderNo, 'cancelled', reason.trim()))
          }
        >
          <label className="form-label" htmlFor="cancel-reason">
            {t('cancel.reason')}
          </label>
          <textarea
            id="cancel-reason"
            className="form-control"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ActionForm>
      ) : null}

      {open === 'pay' ? (
        <ActionForm
          testId="pay-form"
          label={t('action.submit')}
          pending={action.isPending}
          error={action.error}
          onClose={() => setOpen(null)}
          onSubmit={() =>
            action.mutate(() => recordPayment(order.cartOrderNo, method, reference.trim()))
          }
        >
          <label className="form-label" htmlFor="pay-method">
            {t('pay.method')}
          </label>
          <select
            id="pay-method"
            className="form-select mb-2"
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {payMethods.map((option) => (
              <option key={option} value={option}>
                {t(`paymentMethod.${option}`)}
              </option>
            ))}
          </select>
          <label className="form-label" htmlFor="pay-reference">
            {t('pay.reference')}
          </label>
          <input
            id="pay-reference"
            className="form-control"
            required={needsReference(method)}
            maxLength={100}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </ActionForm>
      ) : null}

      {open === 'change_date' ? (
        <ActionForm
          testId="change-date-form"
          label={t('action.submit')}
          pending={action.isPending}
          error={action.error}
          onClose={() => setOpen(null)}
          onSubmit={() =>
            action.mutate(() => changeDate(order.cartOrderNo, date, slot as TimeSlot))
          }
        >
          <ChangeDateFields
            order={order}
            date={date}
            slot={slot}
            onChange={(nextDate, nextSlot) => {
              setDate(nextDate);
              setSlot(nextSlot);
            }}
          />
        </ActionForm>
      ) : null}

      {open === 'refund' ? (
        <RefundForm
          cartOrderNo={order.cartOrderNo}
          due={order.payment.refund_due}
          stacked
          onSaved={async () => {
            setOpen(null);
            setDone(true);
            await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
            await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}

      <div className="d-grid gap-2">
        {steps.map((step) => (
          <button
            key={step}
            type="button"
            className="btn btn-outline-primary"
            disabled={action.isPending}
            onClick={() => {
              start(null);
              action.mutate(() => setStatus(order.cartOrderNo, ACTION_STATUS[step]!));
            }}
          >
            {t(`action.${step}`)}
          </button>
        ))}
        {payMethods.length > 0 && open !== 'pay' ? (
          <button type="button" className="btn btn-outline-primary" onClick={() => start('pay')}>
            {t('action.pay')}
          </button>
        ) : null}
        {allowed.has('change_date') && open !== 'change_date' ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => start('change_date')}
          >
            {t('action.change_date')}
          </button>
        ) : null}
        {allowed.has('refund') && open !== 'refund' ? (
          <button type="button" className="btn btn-outline-primary" onClick={() => start('refund')}>
            {t('action.refund')}
          </button>
        ) : null}
        {allowed.has('cancel') && open !== 'cancel' ? (
          <button type="button" className="btn btn-outline-danger" onClick={() => start('cancel')}>
            {t('action.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
