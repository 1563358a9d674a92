import type { UnavailableDatesData } from '@changdee/contract/availability';
import { addDays, addMonths, type BusinessDate } from '@changdee/domain/dates';
import { AVAILABILITY_MONTHS } from '@changdee/domain/availability-window';
import { TIME_SLOTS, type TimeSlot } from '@changdee/domain/time-slots';

// The dates and slots a change of an order's date offers: from the first free date the server's
// calendar names to the end of its six-month window, less the dates it says are full and, on the
// others, the full slots.

export interface DateChoice {
  date: BusinessDate;
  slots: TimeSlot[];
}

export function dateChoices(calendar: UnavailableDatesData, today: BusinessDate): DateChoice[] {
  if (!calendar.availableTime) return [];
  const unavailable = new Set(calendar.data);
  const last = addMonths(today, AVAILABILITY_MONTHS);
  const choices: DateChoice[] = [];
  for (let date = calendar.availableTime.date; date <= last; date = addDays(date, 1)) {
    if (unavailable.has(date)) continue;
    const full = calendar.fullSlots[date] ?? [];
    const slots = TIME_SLOTS.filter((slot) => !full.includes(slot));
    if (slots.length > 0) choices.push({ date, slots });
  }
  return choices;
}
