import { describe, expect, it } from 'vitest';
import { dateChoices } from './date-choices';

const CONTRACTOR = 'c0000000-0000-4000-8000-000000000001';

describe('the dates a change of date offers', () => {
  it('runs from the first free date to six months on, less full dates and full slots', () => {
    const choices = dateChoices(
      {
        data: ['2031-06-13'],
        fullSlots: { '2031-06-14': ['1'] },
        availableTime: { date: '2031-06-12', slots: ['1', '2'], contractor_id: CONTRACTOR },
      },
      '2031-06-10',
    );
    expect(choices.slice(0, 3)).toEqual([
      { date: '2031-06-12', slots: ['1', '2'] },
      { date: '2031-06-14', slots: ['2'] },
      { date: '2031-06-15', slots: ['1', '2'] },
    ]);
    expect(choices.at(-1)?.date).toBe('2031-12-10');
  });

  it('offers nothing when the calendar has no free date', () => {
    expect(dateChoices({ data: [], fullSlots: {}, availableTime: null }, '2031-06-10')).toEqual([]);
  });
});
