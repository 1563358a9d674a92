import { describe, expect, it } from 'vitest';
import { boardQuery, boardSearch, datesOf, readBoardState, shiftedBy } from './board-state';

const TODAY = '2031-06-10';
const read = (query: string) => readBoardState(new URLSearchParams(query), TODAY);

describe('the dispatch board’s state in the URL', () => {
  it('reads today, one day and no filters from an empty query, and writes the date alone', () => {
    const state = read('');
    expect(state).toEqual({
      date: TODAY,
      days: 1,
      province: null,
      district: null,
      workType: null,
      page: 0,
    });
    expect(boardSearch(state).toString()).toBe('date=2031-06-10');
  });

  it('keeps what the API takes and leaves out the rest, field by field', () => {
    const state = read('date=2031-07-01&days=7&province=10&district=1047&work_type=WT-AC&page=2');
    expect(state).toEqual({
      date: '2031-07-01',
      days: 7,
      province: '10',
      district: '1047',
      workType: 'WT-AC',
      page: 2,
    });
    expect(readBoardState(boardSearch(state), TODAY)).toEqual(state);
    expect(read('date=2031-13-40&days=3&province=x&district=12&page=-1')).toEqual(read(''));
    // A district outside the province chosen is dropped; the province stays.
    expect(read('province=10&district=5006')).toMatchObject({ province: '10', district: null });
  });

  it('asks the API for a page of teams and moves by its span', () => {
    const week = read('date=2031-06-10&days=7&district=1047&page=1');
    expect(boardQuery(week)).toEqual({
      date: '2031-06-10',
      days: 7,
      limit: 50,
      offset: 50,
      district: '1047',
    });
    expect(boardQuery(read('province=10&work_type=WT-AC'))).toMatchObject({
      province: '10',
      work_type: 'WT-AC',
    });
    expect(shiftedBy(week, 1)).toMatchObject({ date: '2031-06-17', page: 0 });
    expect(shiftedBy(read(''), -1).date).toBe('2031-06-09');
    expect(datesOf(week)).toHaveLength(7);
    expect(datesOf(week).at(-1)).toBe('2031-06-16');
  });
});
