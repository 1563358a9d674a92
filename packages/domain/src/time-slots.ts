import { formatClockTime } from './dates';
import type { Locale, RuleMessage } from './locale';
import { isOneOf } from './one-of';

/** Spec §5/§9: '1' morning 09.00–12.00, '2' afternoon 13.00–17.00. */
export const TIME_SLOTS = ['1', '2'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Spec §9: the order form starts with no slot chosen ("default time 0"). */
export const NO_TIME_SLOT = '0';

export const timeSlotHours: Record<TimeSlot, { start: string; end: string }> = {
  '1': { start: '09.00', end: '12.00' },
  '2': { start: '13.00', end: '17.00' },
};

export const isTimeSlot = (value: unknown): value is TimeSlot => isOneOf(TIME_SLOTS, value);

export type TimeSlotLabelKey = `timeSlot.${TimeSlot}`;

/** The slot as people read it ('ช่วงเช้า 09.00-12.00 น.' / 'Morning 09:00-12:00'). */
export const timeSlotLabel = (slot: TimeSlot, locale: Locale): RuleMessage<TimeSlotLabelKey> => ({
  key: `timeSlot.${slot}`,
  params: {
    start: formatClockTime(timeSlotHours[slot].start, locale),
    end: formatClockTime(timeSlotHours[slot].end, locale),
  },
});

/**
 * The order payload's time_label (spec §3). Decision: the hours alone ('09.00-12.00'), the same
 * whatever the clerk's language, so a stored order never depends on the screen it was booked from;
 * screens show timeSlotLabel.
 */
export const orderTimeLabel = (slot: TimeSlot): string =>
  `${timeSlotHours[slot].start}-${timeSlotHours[slot].end}`;

/**
 * A slot's hours as a screen shows them in its language: `09.00-12.00` in Thai, `09:00-12:00` in
 * English (the clock style of formatClockTime, the same in both apps).
 */
export const slotHoursText = (slot: TimeSlot, locale: Locale): string =>
  `${formatClockTime(timeSlotHours[slot].start, locale)}-${formatClockTime(timeSlotHours[slot].end, locale)}`;
