import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import {
  choosableSlots,
  settleChoice,
  type CalendarAvailability,
  type DateSlot,
} from '../lib/calendar-days';
import { ServiceCalendar } from './service-calendar';
import { SlotPicker } from './slot-picker';

// The calendar and the slot together, as /address and the change of date use them: the first day
// a technician can come is chosen when nothing is (spec §2), and a slot that is full on the chosen
// day is never left chosen.

export interface DateSlotChooserProps {
  availability: CalendarAvailability;
  value: DateSlot;
  onChange: (value: DateSlot) => void;
  locale: Locale;
  label: string;
  dateError?: string;
  slotError?: string;
  /** An order's current booking (change of date): marked, kept choosable, chosen first. */
  current?: DateSlot | null;
}

export function DateSlotChooser({
  availability,
  value,
  onChange,
  locale,
  label,
  dateError,
  slotError,
  current = null,
}: DateSlotChooserProps) {
  const { t } = useTranslation('orders');
  const settled = settleChoice(value, availability, current);
  const changed = settled.date !== value.date || settled.time !== value.time;
  useEffect(() => {
    if (changed) onChange(settled);
  }, [changed, settled, onChange]);

  return (
    <div className="date-slot-chooser">
      {availability.first ? null : (
        <div className="alert alert-warning" role="alert" data-testid="no-free-date">
          {t('calendar.noFreeDate')}
        </div>
      )}
      <ServiceCalendar
        availability={availability}
        selected={value.date}
        locale={locale}
        label={label}
        current={current?.date ?? null}
        onSelect={(date) =>
          onChange(settleChoice({ date, time: value.time }, availability, current))
        }
      />
      {dateError ? (
        <div className="invalid-feedback d-block" role="alert">
          {dateError}
        </div>
      ) : null}
      {value.date ? (
        <p className="mt-3 mb-2" data-testid="chosen-date" aria-live="polite">
          {t('calendar.chosen', { date: formatDate(value.date, 'long', locale) })}
        </p>
      ) : null}
      <SlotPicker
        free={value.date ? choosableSlots(value.date, availability, current) : []}
        value={value.time}
        onChange={(time) => onChange({ date: value.date, time })}
        error={slotError}
        disabled={!value.date}
      />
    </div>
  );
}
