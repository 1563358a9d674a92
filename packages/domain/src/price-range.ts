import { nonNegativeBaht, type Baht } from './money';

/**
 * A price tier as coupons (discount_range) and promotions (items[].range) carry it: price min..max
 * (both inclusive) → value baht off. Decision: a missing or null max means "no upper bound" (the
 * spec's 5,000–∞ tier); a null min means 0.
 */
export interface PriceRange {
  min: number | null;
  max?: number | null;
  value: number;
}

export const rangeMin = (range: PriceRange): Baht => nonNegativeBaht(range.min ?? 0);

export const rangeMax = (range: PriceRange): Baht =>
  range.max === null || range.max === undefined
    ? Number.POSITIVE_INFINITY
    : nonNegativeBaht(range.max);

/** min ≤ price ≤ max, both ends inclusive (spec §5). */
export const isInRange = (price: Baht, range: PriceRange): boolean =>
  price >= rangeMin(range) && price <= rangeMax(range);

/**
 * The tier that fits a price. Decision: when tiers overlap, the one with the highest value wins
 * (order of the list does not matter; the customer gets the better tier); null when none fits.
 */
export const fittingRange = <R extends PriceRange>(price: Baht, ranges: readonly R[]): R | null => {
  let best: R | null = null;
  for (const range of ranges) {
    if (isInRange(price, range) && (best === null || range.value > best.value)) best = range;
  }
  return best;
};

/** The smallest min among the tiers (null when there are none). */
export const lowestMin = (ranges: readonly PriceRange[]): Baht | null =>
  ranges.length === 0 ? null : Math.min(...ranges.map(rangeMin));
