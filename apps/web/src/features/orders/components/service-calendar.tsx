import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BusinessDate } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { cx } from '@changdee/ui/lib/cx';
import {
  canShowMonth,
  dayState,
  monthOf,
  monthWeeks,
  shiftMonth,
  type CalendarAvailability,
} from '../lib/calendar-days';
import { ChevronIcon } from './icons';

// A month of the service calendar (spec §2 /address): days no technician can come are greyed and
// cannot be chosen, as are days before the lock period ends or beyond six months. Thai shows Thai
// month names and the Buddhist year (domain formatDate).

// A week that starts on a Sunday: its days name the columns in the page's language.
const SUNDAY_WEEK: readonly BusinessDate[] = [
  '2023-01-01',
  '2023-01-02',
  '2023-01-03',
  '2023-01-04',
  '2023-01-05',
  '2023-01-06',
  '2023-01-07',
];

export interface ServiceCalendarProps {
  availability: CalendarAvailability;
  selected: BusinessDate | null;
  onSelect: (date: BusinessDate) => void;
  locale: Locale;
  /** Names the calendar for assistive technology ('Service date'). */
  label: string;
  /** An order's current day (change of date): marked, and choosable again. */
  current?: BusinessDate | null;
}

export function ServiceCalendar({
  availability,
  selected,
  onSelect,
  locale,
  label,
  current = null,
}: ServiceCalendarProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [month, setMonth] = useState(() =>
    monthOf(selected ?? availability.first?.date ?? availability.start),
  );
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const title = formatDate(`${month}-01`, 'month', locale);

  return (
    <div
      className="service-calendar"
      data-testid="service-calendar"
      role="group"
      aria-label={label}
    >
      <div className="service-calendar__head">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm service-calendar__nav"
          aria-label={t('calendar.previousMonth')}
          disabled={!canShowMonth(previous, availability)}
          onClick={() => setMonth(previous)}
        >
          <ChevronIcon direction="left" />
        </button>
        <h3 className="h6 mb-0" id={`${id}-title`} aria-live="polite" data-testid="calendar-month">
          {title}
        </h3>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm service-calendar__nav"
          aria-label={t('calendar.nextMonth')}
          disabled={!canShowMonth(next, availability)}
          onClick={() => setMonth(next)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <table className="service-calendar__grid" aria-labelledby={`${id}-title`}>
        <thead>
          <tr>
            {SUNDAY_WEEK.map((day) => (
              <th key={day} scope="col" abbr={formatDate(day, 'weekday', locale)}>
                {formatDate(day, 'weekdayShort', locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={`empty-${column}`} />
                ) : (
                  <td key={day}>
                    <CalendarDay
                      date={day}
                      state={dayState(day, availability)}
                      selected={day === selected}
                      current={day === current}
                      locale={locale}
                      onSelect={onSelect}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="service-calendar__legend small text-body-secondary mb-0">
        <LegendKey kind="free" text={t('calendar.legendFree')} />
        <LegendKey kind="busy" text={t('calendar.legendBusy')} />
        {current ? <LegendKey kind="current" text={t('calendar.legendCurrent')} /> : null}
      </p>
    </div>
  );
}

/** A swatch and its words, kept together on one line when the legend wraps. */
function LegendKey({ kind, text }: { kind: 'free' | 'busy' | 'current'; text: string }) {
  return (
    <span className="service-calendar__key" data-testid={`legend-${kind}`}>
      <span className={`service-calendar__swatch service-calendar__swatch--${kind}`} aria-hidden />
      <span>{text}</span>
    </span>
  );
}

function CalendarDay({
  date,
  state,
  selected,
  current,
  locale,
  onSelect,
}: {
  date: BusinessDate;
  state: ReturnType<typeof dayState>;
  selected: boolean;
  current: boolean;
  locale: Locale;
  onSelect: (date: BusinessDate) => void;
}) {
  const { t } = useTranslation('orders');
  const long = formatDate(date, 'long', locale);
  const notes = [
    state === 'available' ? null : t(`calendar.day.${state}`),
    current ? t('calendar.day.current') : null,
  ].filter(Boolean);
  const name = notes.length > 0 ? `${long} (${notes.join(', ')})` : long;
  return (
    <button
      type="button"
      className={cx(
        'service-calendar__day',
        `service-calendar__day--${state}`,
        selected && 'is-selected',
        current && 'is-current',
      )}
      aria-label={name}
      aria-pressed={selected}
      disabled={state !== 'available' && !current}
      data-date={date}
      data-state={state}
      data-current={current || undefined}
      onClick={() => onSelect(date)}
    >
      {Number(date.slice(8, 10))}
    </button>
  );
}
