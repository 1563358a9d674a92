import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESCHEDULE_NOTE_MAX, type TrackingAnswer } from '@changdee/contract/tracking';
import { formatDate } from '@changdee/domain/date-format';
import { addDays, businessToday, isBusinessDate } from '@changdee/domain/dates';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { requestReschedule, trackingKeys } from '../api/tracking-api';

// The customer's request for another date on their tracking page: a button while the job can
// still move, then a preferred date and a note; once sent, the request and what was decided.

export function RescheduleRequest({
  token,
  tracking,
}: {
  token: string;
  tracking: TrackingAnswer;
}) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const requested = tracking.reschedule.requested;
  if (requested) return <RescheduleRequested requested={requested} />;
  if (!tracking.reschedule.open) return null;
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => setOpen(true)}
        data-testid="open-reschedule"
      >
        {t('customer.askOtherDate')}
      </button>
    );
  return <RescheduleForm token={token} />;
}

type Requested = NonNullable<TrackingAnswer['reschedule']['requested']>;

function RescheduleRequested({ requested }: { requested: Requested }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const asked = requested.preferred_date
    ? formatDate(requested.preferred_date, 'long', locale)
    : t('customer.anyDate');
  return (
    <div className="alert alert-info mb-0" role="status" data-testid="reschedule-requested">
      {requested.decided
        ? t(
            requested.decided.outcome === 'moved'
              ? 'customer.requestMoved'
              : 'customer.requestKept',
            { date: asked },
          )
        : t('customer.requested', { date: asked })}
    </div>
  );
}

function RescheduleForm({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      requestReschedule(token, {
        note,
        ...(isBusinessDate(date) ? { preferred_date: date } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.page(token) }),
  });
  const tomorrow = addDays(businessToday(new Date()), 1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) mutation.mutate();
  };
  return (
    <form className="customer-tracking__reschedule" onSubmit={submit} data-testid="reschedule-form">
      <div className="mb-2">
        <label className="form-label" htmlFor="reschedule-date">
          {t('customer.preferredDate')}
        </label>
        <input
          id="reschedule-date"
          type="date"
          min={tomorrow}
          className="form-control"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <div className="mb-2">
        <label className="form-label" htmlFor="reschedule-note">
          {t('customer.note')}
        </label>
        <textarea
          id="reschedule-note"
          className="form-control"
          rows={3}
          required
          maxLength={RESCHEDULE_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {mutation.isError ? (
        <div className="alert alert-danger" role="alert">
          {mutation.error.message}
        </div>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={mutation.isPending || !note.trim()}
      >
        {t('customer.sendRequest')}
      </button>
    </form>
  );
}
