import type { OrderStatus } from './order-status';

// The customer's rating of a completed job (issue 31 item 6, decision 078): 1 to 5 stars and an
// optional comment, once per order. A low rating opens a follow-up for the operators.

export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export type RatingStars = (typeof RATING_STARS)[number];
export const RATING_COMMENT_MAX = 1000;

/** A rating at or under this opens a follow-up in the operators' orders list. */
export const LOW_RATING_MAX = 2;
export const isLowRating = (stars: number): boolean => stars <= LOW_RATING_MAX;

/** A job can be rated once it is completed (and only once: the server keeps the first). */
export const canRate = (status: OrderStatus): boolean => status === 'completed';

export interface RatingSummary {
  count: number;
  /** Average stars to one decimal; null with no rating. */
  average: number | null;
  /** How many ratings gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: [number, number, number, number, number];
}

/** The summary of a set of ratings, from how many gave each number of stars. */
export function summarizeRatings(countsByStars: ReadonlyMap<number, number>): RatingSummary {
  const distribution = RATING_STARS.map((stars) => countsByStars.get(stars) ?? 0) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return {
    count,
    average: count === 0 ? null : Math.round((total / count) * 10) / 10,
    distribution,
  };
}
