import { describe, expect, it } from 'vitest';
import { apiQuery, csvQuery, listSearch, readListState, sortedBy } from './order-filters';

describe('the order list in the URL', () => {
  it('reads filters, sort and cursor, leaving out what the API would refuse', () => {
    const state = readListState(
      new URLSearchParams(
        'q=co3106&status=paid&payment=nonsense&booked_from=2031-07-01&store=x&sort=total&dir=asc&after=CO310610123456',
      ),
    );
    expect(state).toEqual({
      filters: { q: 'co3106', status: 'paid', booked_from: '2031-07-01' },
      sort: 'total',
      dir: 'asc',
      after: 'CO310610123456',
    });
    expect(readListState(new URLSearchParams('sort=price&dir=up'))).toMatchObject({
      sort: 'created',
      dir: 'desc',
      after: null,
    });
  });

  it('writes a shareable query without defaults, and the API’s and the CSV’s queries', () => {
    const state = readListState(new URLSearchParams('q=0812345678&after=CO310610123456'));
    expect(listSearch(state).toString()).toBe('q=0812345678&after=CO310610123456');
    expect(apiQuery(state).toString()).toBe(
      'q=0812345678&after=CO310610123456&sort=created&dir=desc&limit=25',
    );
    expect(csvQuery({ ...state, sort: 'total', dir: 'asc' }).toString()).toBe('q=0812345678');
  });

  it('sorts by a column from the first page, turning the direction on a second click', () => {
    const state = readListState(new URLSearchParams('after=CO310610123456'));
    const byTotal = sortedBy(state, 'total');
    expect(byTotal).toMatchObject({ sort: 'total', dir: 'desc', after: null });
    expect(sortedBy(byTotal, 'total').dir).toBe('asc');
    expect(sortedBy(sortedBy(byTotal, 'total'), 'total').dir).toBe('desc');
  });
});
