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
  type CalendarMonth,
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
        <MonthButton
          direction="left"
          month={previous}
          availability={availability}
          onShow={setMonth}
        />
        <h3 className="h6 mb-0" id={`${id}-title`} aria-live="polite" data-testid="calendar-month">
          {title}
        </h3>
        <MonthButton direction="right" month={next} availability={availability} onShow={setMonth} />
      </div>
      <MonthGrid
        month={month}
        titleId={`${id}-title`}
        availability={availability}
        selected={selected}
        current={current}
        locale={locale}
        onSelect={onSelect}
      />
      <p className="service-calendar__legend small text-body-secondary mb-0">
        <LegendKey kind="free" text={t('calendar.legendFree')} />
        <LegendKey kind="busy" text={t('calendar.legendBusy')} />
        {current ? <LegendKey kind="current" text={t('calendar.legendCurrent')} /> : null}
      </p>
    </div>
  );
}

/** The previous (left) or next (right) month, when it holds bookable days. */
function MonthButton({
  direction,
  month,
  availability,
  onShow,
}: {
  direction: 'left' | 'right';
  month: CalendarMonth;
  availability: CalendarAvailability;
  onShow: (month: CalendarMonth) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <button
      type="button"
      className="btn btn-outline-secondary btn-sm service-calendar__nav"
      aria-label={direction === 'left' ? t('calendar.previousMonth') : t('calendar.nextMonth')}
      disabled={!canShowMonth(month, availability)}
      onClick={() => onShow(month)}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}

interface MonthGridProps extends Pick<
  ServiceCalendarProps,
  'availability' | 'selected' | 'onSelect' | 'locale'
> {
  month: CalendarMonth;
  titleId: string;
  current: BusinessDate | null;
}

/** The month's weeks, Sunday first, each day a button in its state. */
function MonthGrid({
  month,
  titleId,
  availability,
  selected,
  current,
  locale,
  onSelect,
}: MonthGridProps) {
  return (
    <table className="service-calendar__grid" aria-labelledby={titleId}>
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
