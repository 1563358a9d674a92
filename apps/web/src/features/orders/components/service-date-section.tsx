import { useCallback } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@changdee/domain/date-format';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';
import type { AddressFields } from '../lib/address-form';
import type { DateSlot } from '../lib/calendar-days';
import type { AddressStep } from '../lib/use-address-form';
import type { CartCalendar } from '../lib/use-cart-calendar';
import { DateSlotChooser } from './date-slot-chooser';

// The service-date card of /address: the lock period, then the calendar of the chosen district
// with its morning and afternoon slots.

export interface ServiceDateSectionProps {
  form: UseFormReturn<AddressFields, undefined, AddressStep>;
  calendar: CartCalendar;
}

export function ServiceDateSection({ form, calendar }: ServiceDateSectionProps) {
  const { t } = useTranslation('orders');
  const { district, calendar: query, availability } = calendar;
  const errors = form.formState.errors;
  return (
    <section className="order-card" aria-labelledby="date-heading">
      <h2 className="h5" id="date-heading">
        {t('address.dateTitle')}
      </h2>
      <LockPeriod calendar={calendar} />
      {!district ? (
        <p className="text-body-secondary" data-testid="choose-location-first">
          {t('address.chooseLocationFirst')}
        </p>
      ) : query.isPending ? (
        <Spinner inline label={t('calendar.loading')} />
      ) : query.isError || !availability ? (
        <LoadError
          fallback={t('calendar.failed')}
          retryLabel={t('actions.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DateSlotField form={form} availability={availability} />
      )}
      {!district && errors.date ? (
        <div className="invalid-feedback d-block">{t('address.dateMissing')}</div>
      ) : null}
    </section>
  );
}

function LockPeriod({ calendar: { lockDays, bookable } }: { calendar: CartCalendar }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const date = formatDate(bookable.start_date, 'long', locale);
  return (
    <p className="small text-body-secondary" data-testid="lock-period">
      {lockDays > 0
        ? t('address.lockPeriod', { count: lockDays, date })
        : t('address.fromTomorrow', { date })}
    </p>
  );
}

interface DateSlotFieldProps {
  form: UseFormReturn<AddressFields, undefined, AddressStep>;
  availability: NonNullable<CartCalendar['availability']>;
}

/** The calendar and slots bound to the form's date and time. */
function DateSlotField({ form, availability }: DateSlotFieldProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const { control, setValue, formState } = form;
  const [date, time] = useWatch({ control, name: ['date', 'time'] });
  const onChoice = useCallback(
    (next: DateSlot) => {
      const validate = formState.isSubmitted;
      setValue('date', next.date, { shouldValidate: validate, shouldDirty: true });
      setValue('time', next.time, { shouldValidate: validate, shouldDirty: true });
    },
    [setValue, formState.isSubmitted],
  );
  return (
    <DateSlotChooser
      availability={availability}
      value={{ date, time }}
      onChange={onChoice}
      locale={locale}
      label={t('address.calendarLabel')}
      dateError={formState.errors.date?.message}
      slotError={formState.errors.time?.message}
    />
  );
}
