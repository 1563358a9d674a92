import { describe, expect, it } from 'vitest';
import {
  isTimeSlot,
  NO_TIME_SLOT,
  orderTimeLabel,
  slotHoursText,
  TIME_SLOTS,
  timeSlotHours,
  timeSlotLabel,
} from './time-slots';

describe('time slots (spec §5/§9)', () => {
  it("'1' is 09.00–12.00 and '2' is 13.00–17.00", () => {
    expect(TIME_SLOTS).toEqual(['1', '2']);
    expect(timeSlotHours['1']).toEqual({ start: '09.00', end: '12.00' });
    expect(timeSlotHours['2']).toEqual({ start: '13.00', end: '17.00' });
  });

  it('name their label by message key with the hours; the order carries the hours', () => {
    expect(timeSlotLabel('1', 'th')).toEqual({
      key: 'timeSlot.1',
      params: { start: '09.00', end: '12.00' },
    });
    expect(timeSlotLabel('2', 'en')).toEqual({
      key: 'timeSlot.2',
      params: { start: '13:00', end: '17:00' },
    });
    expect(orderTimeLabel('2')).toBe('13.00-17.00');
    expect(slotHoursText('1', 'th')).toBe('09.00-12.00');
    expect(slotHoursText('1', 'en')).toBe('09:00-12:00');
  });

  it('knows its values; 0 means none chosen yet', () => {
    expect(isTimeSlot('1')).toBe(true);
    expect(isTimeSlot(NO_TIME_SLOT)).toBe(false);
    expect(isTimeSlot(1)).toBe(false);
  });
});
