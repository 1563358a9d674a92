import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { availabilityWindow } from '@changdee/domain/availability-window';
import { businessToday } from '@changdee/domain/dates';
import type { Locale } from '@changdee/domain/locale';
import { isApiError } from '@changdee/ui/lib/api-error';
import { notify } from '../../../shared/notifications/notification-store';
import { cartCalendarQueryOptions, type CalendarService } from '../api/calendar-api';
import { changeOrderDate, orderKeys, updateOrderContractor } from '../api/orders-api';
import { calendarAvailability, type DateSlot } from '../lib/calendar-days';
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
  const queryClient = useQueryClient();
  const [contractorId, setContractorId] = useState<string | null>(null);
  // The panel opens on the order's own day and slot: confirming needs a different choice.
  const current = useMemo<DateSlot>(
    () => ({ date: order.expected_date.date, time: order.expected_date.time }),
    [order.expected_date.date, order.expected_date.time],
  );
  const [choice, setChoice] = useState<DateSlot>(current);
  const [notice, setNotice] = useState<string | null>(null);

  const services = useMemo<CalendarService[]>(
    () =>
      order.items.map((item) => ({
        product_id: item.product_id,
        product_type: item.product_type,
        type_of_work: item.type_of_work,
      })),
    [order.items],
  );
  // The lock days of the order's services are the server's: it starts the window where they end.
  const bookable = availabilityWindow(businessToday(new Date()), 0);
  const calendar = useQuery(
    cartCalendarQueryOptions(
      services,
      {
        districts: order.customer.address.district.code,
        subDistrict: order.customer.address.sub_district.code,
        channel: order.channel,
        buStoreId: order.store.bu_store_id,
        contractorId,
        contractorIdOrder: order.contractor?.contractor_id ?? null,
      },
      bookable,
    ),
  );
  const availability = calendar.data ? calendarAvailability(calendar.data, bookable) : null;

  const change = useMutation({
    mutationFn: (target: { date: string; time: '1' | '2' }) =>
      changeOrderDate({ cartOrderNo: order.cartOrderNo, expected_date: target }),
    onSuccess: async () => {
      notify({ variant: 'success', message: t('changeDate.done'), delay: 4000 });
      await queryClient.invalidateQueries({ queryKey: orderKeys.order(order.cartOrderNo) });
      await queryClient.invalidateQueries({ queryKey: ['orders', 'calendar'] });
      onDone();
    },
    onError: async (error, target) => {
      if (!isApiError(error) || error.code !== 'SLOT_FULL') return;
      setNotice(t('changeDate.slotTaken'));
      try {
        const answer = await updateOrderContractor({
          cartOrderNo: order.cartOrderNo,
          expected_date: target,
        });
        setContractorId(answer.contractor_id);
      } catch {
        setContractorId(null);
      }
      setChoice(current);
      await queryClient.invalidateQueries({ queryKey: ['orders', 'calendar'] });
    },
  });

  const onChange = useCallback((next: DateSlot) => setChoice(next), []);
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
      {calendar.isPending ? (
        <Spinner inline label={t('calendar.loading')} />
      ) : calendar.isError || !availability ? (
        <LoadError
          message={calendar.error?.message}
          fallback={t('calendar.failed')}
          retryLabel={t('actions.retry')}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <DateSlotChooser
          availability={availability}
          value={choice}
          onChange={onChange}
          locale={locale}
          label={t('changeDate.calendarLabel')}
          current={current}
        />
      )}
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
