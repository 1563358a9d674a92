import type { Locale, LocalizedText } from './locale';

/** Spec §5/§9: '1' morning 09.00–12.00, '2' afternoon 13.00–17.00. */
export const TIME_SLOTS = ['1', '2'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Spec §9: the order form starts with no slot chosen ("default time 0"). */
export const NO_TIME_SLOT = '0';

export interface TimeSlotInfo {
  start: string;
  end: string;
  label: LocalizedText;
}

export const timeSlots: Record<TimeSlot, TimeSlotInfo> = {
  '1': {
    start: '09.00',
    end: '12.00',
    label: { th: 'ช่วงเช้า 09.00-12.00 น.', en: 'Morning 09.00-12.00' },
  },
  '2': {
    start: '13.00',
    end: '17.00',
    label: { th: 'ช่วงบ่าย 13.00-17.00 น.', en: 'Afternoon 13.00-17.00' },
  },
};

export const isTimeSlot = (value: unknown): value is TimeSlot =>
  typeof value === 'string' && (TIME_SLOTS as readonly string[]).includes(value);

export const timeSlotLabel = (slot: TimeSlot, locale: Locale): string =>
  timeSlots[slot].label[locale];

/** Spec §5: the order payload's time_label is the Thai label. */
export const orderTimeLabel = (slot: TimeSlot): string => timeSlotLabel(slot, 'th');
