import { isDateWithin, toBusinessDate, type BusinessDate } from './dates';
import { nonNegativeBaht, type Baht } from './money';
import { fittingRange, type PriceRange } from './price-range';

// The promotion rules of spec §4, §5 and §9. The promotion's full shape (spec §3) is the contract's
// promotionSchema; these functions read only what they need of it.

/** What the rules read of a date-bound promotion. Dates are `YYYY-MM-DD` or timestamps. */
export interface PromotionRule {
  start_date: string;
  end_date: string;
  value?: number | null;
  items?: ReadonlyArray<{
    products: ReadonlyArray<{ id: string }>;
    range?: readonly PriceRange[] | null;
    value?: number | null;
  }> | null;
}

/**
 * Spec §4/§9: applies only when today lies within start_date..end_date, both ends inclusive, by date
 * only. `today` is the Bangkok business date (dates.businessToday); a timestamp bound is compared by
 * its Bangkok date. Decision: unreadable or reversed bounds mean the promotion never applies.
 */
export const isPromotionActive = (
  promotion: Pick<PromotionRule, 'start_date' | 'end_date'>,
  today: BusinessDate,
): boolean => {
  const start = toBusinessDate(promotion.start_date);
  const end = toBusinessDate(promotion.end_date);
  return start !== null && end !== null && isDateWithin(today, start, end);
};

/**
 * The amount a promotion takes off a price (spec §5), regardless of dates: the value of the range
 * of the product's item that fits the price, else the item's value, else the promotion's value;
 * capped so the price never drops below 0. Decision: the product's item is the first item listing
 * its id; with no such item the promotion's own value applies.
 */
export const promotionValue = (promotion: PromotionRule, productId: string, price: Baht): Baht => {
  const base = nonNegativeBaht(price);
  const item = (promotion.items ?? []).find((i) => i.products.some((p) => p.id === productId));
  const range = item ? fittingRange(base, item.range ?? []) : null;
  const value = range ? range.value : (item?.value ?? promotion.value ?? 0);
  return Math.min(nonNegativeBaht(value), base);
};

export interface PromotionOutcome {
  active: boolean;
  /** Baht taken off (0 when inactive). */
  discount: Baht;
  /** Price after the promotion, never below 0 (spec §3 getter "price with promotion"). */
  price: Baht;
}

/**
 * The price after a product's promotion on a given business day. Decision: the callers pass the line
 * price (line-price.linePrice), as the ranges are amounts like a coupon's.
 */
export const applyPromotion = (
  promotion: PromotionRule | null | undefined,
  line: { productId: string; price: Baht },
  today: BusinessDate,
): PromotionOutcome => {
  const price = nonNegativeBaht(line.price);
  if (!promotion || !isPromotionActive(promotion, today))
    return { active: false, discount: 0, price };
  const discount = promotionValue(promotion, line.productId, price);
  return { active: true, discount, price: price - discount };
};

/** Where a promotion stands on a business day: its timeline in the portal (issue 21). */
export const PROMOTION_PHASES = ['past', 'running', 'future'] as const;
export type PromotionPhase = (typeof PROMOTION_PHASES)[number];

/**
 * past only once its last day is over, future before its first day, running from its first day
 * through its last (both inclusive, by date, as isPromotionActive): a promotion is never called
 * over while it still runs (medusajs/medusa #15960). Unreadable bounds count as past (it never
 * applies).
 */
export const promotionPhase = (
  promotion: Pick<PromotionRule, 'start_date' | 'end_date'>,
  today: BusinessDate,
): PromotionPhase => {
  const start = toBusinessDate(promotion.start_date);
  const end = toBusinessDate(promotion.end_date);
  if (start === null || end === null || end < today || end < start) return 'past';
  return today < start ? 'future' : 'running';
};
