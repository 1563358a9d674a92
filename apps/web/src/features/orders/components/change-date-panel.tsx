import type { CartOrder } from '@changdee/contract/orders';
import type { Locale } from '@changdee/domain/locale';
import { isApiError } from '@changdee/ui/lib/api-error';
import { useTranslation } from 'react-i18next';
import type { DateSlot } from '../lib/calendar-days';
import { useChangeDate } from '../lib/use-change-date';
import { useOrderCalendar } from '../lib/use-order-calendar';
import { DateSlotChooser } from './date-slot-chooser';
import { ServiceDateText } from './order-facts';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

// Spec §1 "change an order's date", §7 changeDate and updateContractor. The calendar shows the days
// any technician serving the address can come (the order's own technician named when free); the
// server moves the booking atomically, keeping the technician when free, and frees the old slot.
// When the chosen slot has just been taken, updateContractor names the technician to ask about and
// the calendar is asked again for that technician's days; if it fails, the calendar goes back to
// every technician's days (spec §8: contractor update failure resets the contractor calendar).

export function ChangeDatePanel({
  order,
  locale,
  onDone,
}: {
  order: CartOrder;
  locale: Locale;
  onDone: () => void;
}) {
  const { t } = useTranslation('orders');
  const { contractorId, current, choice, setChoice, notice, change } = useChangeDate(order, onDone);
  const unchanged =
    choice.date === order.expected_date.date && choice.time === order.expected_date.time;

  return (
    <section
      className="order-card d-print-none"
      aria-labelledby="change-date-title"
      data-testid="change-date"
    >
      <h2 className="h5" id="change-date-title">
        {t('changeDate.title')}
      </h2>
      <p data-testid="current-booking">
        {t('changeDate.current')} <ServiceDateText order={order} locale={locale} />
      </p>
      {notice ? (
        <div className="alert alert-warning" role="alert">
          {notice}
        </div>
      ) : null}
      <OrderCalendar
        order={order}
        contractorId={contractorId}
        locale={locale}
        choice={choice}
        current={current}
        onChange={setChoice}
      />
      {change.isError && !(isApiError(change.error) && change.error.code === 'SLOT_FULL') ? (
        <div className="alert alert-danger mt-3" role="alert">
          {change.error.message}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!choice.date || !choice.time || unchanged || change.isPending}
          onClick={() => {
            if (choice.date && choice.time) change.mutate({ date: choice.date, time: choice.time });
          }}
          data-testid="confirm-change-date"
        >
          {change.isPending ? t('changeDate.saving') : t('changeDate.confirm')}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={onDone}>
          {t('actions.cancel')}
        </button>
      </div>
    </section>
  );
}

interface OrderCalendarProps {
  order: CartOrder;
  contractorId: string | null;
  locale: Locale;
  choice: DateSlot;
  current: DateSlot;
  onChange: (next: DateSlot) => void;
}

function OrderCalendar({
  order,
  contractorId,
  locale,
  choice,
  current,
  onChange,
}: OrderCalendarProps) {
  const { t } = useTranslation('orders');
  const { calendar, availability } = useOrderCalendar(order, contractorId);
  if (calendar.isPending) return <Spinner inline label={t('calendar.loading')} />;
  if (calendar.isError || !availability)
    return (
      <LoadError
        message={calendar.error?.message}
        fallback={t('calendar.failed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void calendar.refetch()}
      />
    );
  return (
    <DateSlotChooser
      availability={availability}
      value={choice}
      onChange={onChange}
      locale={locale}
      label={t('changeDate.calendarLabel')}
      current={current}
    />
  );
}
