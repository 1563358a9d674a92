import { describe, expect, it } from 'vitest';
import { fittingRange, isInRange, lowestMin, rangeMax, rangeMin } from './price-range';

describe('price ranges', () => {
  const tiers = [
    { min: 1000, max: 4999, value: 200 },
    { min: 5000, max: null, value: 500 },
  ];

  it('treats min..max as inclusive and a missing max as no upper bound', () => {
    expect(isInRange(1000, tiers[0]!)).toBe(true);
    expect(isInRange(4999, tiers[0]!)).toBe(true);
    expect(isInRange(999, tiers[0]!)).toBe(false);
    expect(isInRange(5000, tiers[0]!)).toBe(false);
    expect(isInRange(10_000_000, tiers[1]!)).toBe(true);
    expect(rangeMax({ min: 0, value: 1 })).toBe(Number.POSITIVE_INFINITY);
    expect(rangeMin({ min: null, max: 10, value: 1 })).toBe(0);
  });

  it('finds the fitting tier, the better one when tiers overlap', () => {
    expect(fittingRange(999, tiers)).toBeNull();
    expect(fittingRange(4999, tiers)?.value).toBe(200);
    expect(fittingRange(5000, tiers)?.value).toBe(500);
    const overlapping = [
      { min: 0, max: 10_000, value: 100 },
      { min: 500, max: 1000, value: 300 },
      { min: 500, max: 1000, value: 250 },
    ];
    expect(fittingRange(700, overlapping)?.value).toBe(300);
    expect(fittingRange(700, [...overlapping].reverse())?.value).toBe(300);
  });

  it('knows the lowest min', () => {
    expect(lowestMin([])).toBeNull();
    expect(lowestMin([tiers[1]!, tiers[0]!])).toBe(1000);
  });
});
