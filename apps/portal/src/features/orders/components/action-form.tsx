import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { firstLoadFailed } from '@changdee/ui/lib/query-states';
import { useLocale } from '@changdee/ui/lib/use-locale';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import { businessToday } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import { orderTimeLabel, type TimeSlot } from '@changdee/domain/time-slots';
import { fetchCalendar, ordersKeys } from '../api/orders-api';
import { dateChoices } from '../lib/date-choices';

// The parts of an order action's form: the server's refusal in the page's language, the form
// with its submit and close buttons, and the free dates and slots of a change of date.

export function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!error) return null;
  return (
    <div className="alert alert-danger py-2" role="alert" data-testid="action-error">
      {localizedErrorMessage(error, locale, t)}
    </div>
  );
}

export function ActionForm({
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

export function ChangeDateFields({
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
