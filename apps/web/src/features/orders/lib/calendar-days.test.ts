import { describe, expect, it } from 'vitest';
import {
  calendarAvailability,
  canShowMonth,
  dayState,
  choosableSlots,
  freeSlots,
  monthWeeks,
  settleChoice,
  shiftMonth,
  weekdayOf,
} from './calendar-days';

const window = { start_date: '2026-06-03', end_date: '2026-12-02' };

const answer = {
  data: ['2026-06-03', '2026-06-06', '2026-06-07'],
  availableTime: {
    date: '2026-06-04',
    slots: ['2' as const],
    contractor_id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  },
  fullSlots: { '2026-06-04': ['1' as const] },
};

describe('the calendar month', () => {
  it('lays a month out in Sunday-first weeks with blanks around it', () => {
    const weeks = monthWeeks('2026-06');
    // 1 June 2026 is a Monday.
    expect(weekdayOf('2026-06-01')).toBe(1);
    expect(weeks[0]).toEqual([
      null,
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(() => monthWeeks('2026-13')).toThrow(RangeError);
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('the server’s answer on the calendar', () => {
  const availability = calendarAvailability(answer, window);

  it('greys the days no technician can come and those outside the window', () => {
    expect(dayState('2026-06-02', availability)).toBe('outside');
    expect(dayState('2026-06-03', availability)).toBe('unavailable');
    expect(dayState('2026-06-04', availability)).toBe('available');
    expect(dayState('2026-12-03', availability)).toBe('outside');
  });

  it('offers only the free slots of a free day', () => {
    expect(freeSlots('2026-06-04', availability)).toEqual(['2']);
    expect(freeSlots('2026-06-05', availability)).toEqual(['1', '2']);
    expect(freeSlots('2026-06-06', availability)).toEqual([]);
  });

  it('starts where the server starts when its lock period is longer than the window asked', () => {
    const later = calendarAvailability(
      {
        data: ['2026-06-10'],
        availableTime: { ...answer.availableTime, date: '2026-06-11' },
        fullSlots: {},
      },
      { start_date: '2026-06-01', end_date: '2026-12-01' },
    );
    expect(later.start).toBe('2026-06-10');
    expect(dayState('2026-06-09', later)).toBe('outside');
  });

  it('has nothing to offer when the server names no day', () => {
    const none = calendarAvailability({ data: [], availableTime: null, fullSlots: {} }, window);
    expect(none.first).toBeNull();
    expect(none.start > none.end).toBe(true);
    expect(settleChoice({ date: '2026-06-05', time: '1' }, none)).toEqual({
      date: null,
      time: null,
    });
  });

  it('lets the arrows reach only months of the window', () => {
    expect(canShowMonth('2026-05', availability)).toBe(false);
    expect(canShowMonth('2026-06', availability)).toBe(true);
    expect(canShowMonth('2026-12', availability)).toBe(true);
    expect(canShowMonth('2027-01', availability)).toBe(false);
  });
});

describe('choosing the day and slot', () => {
  const availability = calendarAvailability(answer, window);

  it('preselects the first free day and its free slot', () => {
    expect(settleChoice({ date: null, time: null }, availability)).toEqual({
      date: '2026-06-04',
      time: '2',
    });
  });

  it('keeps a possible choice, and moves off a full slot or an unavailable day', () => {
    expect(settleChoice({ date: '2026-06-05', time: '1' }, availability)).toEqual({
      date: '2026-06-05',
      time: '1',
    });
    expect(settleChoice({ date: '2026-06-04', time: '1' }, availability)).toEqual({
      date: '2026-06-04',
      time: '2',
    });
    expect(settleChoice({ date: '2026-06-06', time: '1' }, availability)).toEqual({
      date: '2026-06-04',
      time: '2',
    });
  });

  it("keeps an order's current booking on its own day, even when the server counts it taken", () => {
    const current = { date: '2026-06-04', time: '1' } as const;
    expect(choosableSlots('2026-06-04', availability, current)).toEqual(['1', '2']);
    expect(choosableSlots('2026-06-05', availability, current)).toEqual(['1', '2']);
    expect(choosableSlots('2026-06-04', availability)).toEqual(['2']);
    expect(settleChoice(current, availability, current)).toEqual(current);
    const unavailableDay = { date: '2026-06-06', time: '2' } as const;
    expect(settleChoice(unavailableDay, availability, unavailableDay)).toEqual(unavailableDay);
  });
});
