import type { UnavailableDatesData } from '@changdee/contract/availability';
import type { AvailabilityWindow } from '@changdee/domain/availability-window';
import { addDays, makeBusinessDate, type BusinessDate } from '@changdee/domain/dates';
import { TIME_SLOTS, type TimeSlot } from '@changdee/domain/time-slots';

// What the service calendar shows (spec §2 /address, tracking's change of date): the month's
// weeks, which days can be chosen and which slots of a day are still free, read from the server's
// unavailable-date-by-cart answer. The server decides; these only lay its answer out.

/** `YYYY-MM` */
export type CalendarMonth = string;

export type DayState = 'outside' | 'unavailable' | 'available';

export interface CalendarAvailability {
  /** First and last bookable day (the lock period and six months); start > end: nothing. */
  start: BusinessDate;
  end: BusinessDate;
  unavailable: ReadonlySet<BusinessDate>;
  fullSlots: Readonly<Record<BusinessDate, readonly TimeSlot[]>>;
  /** The first day a technician can come, and its free slots (null: none in the window). */
  first: { date: BusinessDate; slots: readonly TimeSlot[] } | null;
}

export const monthOf = (date: BusinessDate): CalendarMonth => date.slice(0, 7);

const monthParts = (month: CalendarMonth): [number, number] => [
  Number(month.slice(0, 4)),
  Number(month.slice(5, 7)),
];

export function shiftMonth(month: CalendarMonth, by: number): CalendarMonth {
  const [year, number] = monthParts(month);
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The weekday (0 Sunday … 6 Saturday) of a business date, whatever the machine's zone. */
export const weekdayOf = (date: BusinessDate): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The month's days in weeks of seven, Sunday first; days of other months are null. */
export function monthWeeks(month: CalendarMonth): (BusinessDate | null)[][] {
  const [year, number] = monthParts(month);
  const first = makeBusinessDate(year, number, 1);
  if (!first) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  const cells: (BusinessDate | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (BusinessDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The server's answer laid over the window asked for. The server cuts the window to its own lock
 * period (an order's services' lock days are not known to the tracking page), so the first
 * bookable day is the earliest day it said anything about, never before the window asked for.
 */
export function calendarAvailability(
  answer: UnavailableDatesData,
  window: Pick<AvailabilityWindow, 'start_date' | 'end_date'>,
): CalendarAvailability {
  const named = [answer.data[0], answer.availableTime?.date].filter(
    (date): date is BusinessDate => date !== undefined,
  );
  const earliest = named.length > 0 ? named.sort()[0]! : addDays(window.end_date, 1);
  const start = earliest > window.start_date ? earliest : window.start_date;
  return {
    start,
    end: window.end_date,
    unavailable: new Set(answer.data),
    fullSlots: answer.fullSlots as Record<BusinessDate, TimeSlot[]>,
    first: answer.availableTime
      ? { date: answer.availableTime.date, slots: answer.availableTime.slots }
      : null,
  };
}

export function dayState(date: BusinessDate, availability: CalendarAvailability): DayState {
  if (date < availability.start || date > availability.end) return 'outside';
  return availability.unavailable.has(date) ? 'unavailable' : 'available';
}

/** The slots of a day a technician is still free in (none for a day that cannot be chosen). */
export function freeSlots(date: BusinessDate, availability: CalendarAvailability): TimeSlot[] {
  if (dayState(date, availability) !== 'available') return [];
  const full = new Set(availability.fullSlots[date] ?? []);
  return TIME_SLOTS.filter((slot) => !full.has(slot));
}

/** Whether the month has a day before it (or after it) inside the window: the arrows' state. */
export function canShowMonth(month: CalendarMonth, availability: CalendarAvailability): boolean {
  return month >= monthOf(availability.start) && month <= monthOf(availability.end);
}

/** A day and slot being chosen (either may still be missing). */
export interface DateSlot {
  date: BusinessDate | null;
  time: TimeSlot | null;
}

/**
 * The slots of a day that can be chosen: the free ones and, on an order's current day, its own
 * slot (the order holds it, so the server counts it taken; keeping it is no change).
 */
export function choosableSlots(
  date: BusinessDate,
  availability: CalendarAvailability,
  current: DateSlot | null = null,
): TimeSlot[] {
  const free = freeSlots(date, availability);
  const own = current?.date === date ? current.time : null;
  return TIME_SLOTS.filter((slot) => free.includes(slot) || slot === own);
}

/**
 * The choice kept while it is still possible (a full slot moves to the day's other one), else the
 * first day a technician can come and its first free slot (spec §2: preselected), else nothing.
 * An order's current booking (`current`) stays possible on its own day.
 */
export function settleChoice(
  value: DateSlot,
  availability: CalendarAvailability,
  current: DateSlot | null = null,
): DateSlot {
  const keep = value.date ? choosableSlots(value.date, availability, current) : [];
  if (value.date && keep.length > 0)
    return {
      date: value.date,
      time: value.time && keep.includes(value.time) ? value.time : keep[0]!,
    };
  if (!availability.first) return { date: null, time: null };
  const { date, slots } = availability.first;
  return { date, time: freeSlots(date, availability)[0] ?? slots[0] ?? null };
}
