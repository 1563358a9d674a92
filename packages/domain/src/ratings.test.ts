import { describe, expect, it } from 'vitest';
import { canRate, isLowRating, summarizeRatings } from './ratings';

describe('ratings', () => {
  it('summarizes counts by stars: count, average to one decimal, distribution one star first', () => {
    expect(
      summarizeRatings(
        new Map([
          [5, 2],
          [4, 1],
          [1, 1],
        ]),
      ),
    ).toEqual({
      count: 4,
      average: 3.8,
      distribution: [1, 0, 0, 1, 2],
    });
    expect(summarizeRatings(new Map())).toEqual({
      count: 0,
      average: null,
      distribution: [0, 0, 0, 0, 0],
    });
  });

  it('opens a follow-up for 1 and 2 stars only', () => {
    expect([1, 2, 3, 4, 5].map(isLowRating)).toEqual([true, true, false, false, false]);
  });

  it('rates a completed job only', () => {
    expect(canRate('completed')).toBe(true);
    expect(canRate('in_progress')).toBe(false);
    expect(canRate('cancelled')).toBe(false);
  });
});
