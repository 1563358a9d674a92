import { describe, expect, it } from 'vitest';
import {
  isTimeSlot,
  NO_TIME_SLOT,
  orderTimeLabel,
  TIME_SLOTS,
  timeSlotLabel,
  timeSlots,
} from './time-slots';

describe('time slots (spec §5/§9)', () => {
  it("'1' is 09.00–12.00 and '2' is 13.00–17.00", () => {
    expect(TIME_SLOTS).toEqual(['1', '2']);
    expect(timeSlots['1']).toMatchObject({ start: '09.00', end: '12.00' });
    expect(timeSlots['2']).toMatchObject({ start: '13.00', end: '17.00' });
  });

  it('has labels in Thai and English; the order carries the Thai one', () => {
    expect(timeSlotLabel('1', 'th')).toBe('ช่วงเช้า 09.00-12.00 น.');
    expect(timeSlotLabel('2', 'en')).toBe('Afternoon 13.00-17.00');
    expect(orderTimeLabel('2')).toBe('ช่วงบ่าย 13.00-17.00 น.');
  });

  it('knows its values; 0 means none chosen yet', () => {
    expect(isTimeSlot('1')).toBe(true);
    expect(isTimeSlot(NO_TIME_SLOT)).toBe(false);
    expect(isTimeSlot(1)).toBe(false);
  });
});
