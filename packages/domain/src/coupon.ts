import type { LocalizedText, RuleMessage } from './locale';
import { formatNumber, nonNegativeBaht, type Baht } from './money';
import { fittingRange, lowestMin, type PriceRange } from './price-range';

// The coupon rules of spec §5 and §9. The coupon's full shape (spec §3) is the contract's
// couponSchema; the rules read only the few fields they need, so a coupon from an answer is passed
// as it is.

/** fixed: `discount` baht off; range: the amount comes from the fitting tier of discount_range. */
export const COUPON_TYPES = ['fixed', 'range'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
/** inactive coupons are withdrawn: never listed, and a search answers "not found". */
export const COUPON_STATUSES = ['active', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
/** What a coupon attaches to: this shop's coupons apply to one cart line (spec §4). */
export const COUPON_MODELS = ['product'] as const;
export type CouponModel = (typeof COUPON_MODELS)[number];
/** Spec §3 couponPromotion.statusCoupon: the outcome of verifying a product's coupon. */
export const COUPON_VERIFY_STATUSES = ['success', 'fail'] as const;
export type CouponVerifyStatus = (typeof COUPON_VERIFY_STATUSES)[number];

/** What the discount reads of a coupon. */
export interface DiscountRule {
  type: CouponType;
  discount: number;
  discount_range?: readonly PriceRange[] | null;
}

/** What the coupon panel reads to tell whether a coupon can be chosen. */
export interface CouponChoice {
  type: CouponType;
  discount_range?: readonly PriceRange[] | null;
  is_can_use?: boolean | null;
}

export const COUPON_MESSAGE_KEYS = [
  'coupon.minimumSpend',
  'coupon.codeRequired',
  'coupon.notFound',
] as const;
export type CouponMessageKey = (typeof COUPON_MESSAGE_KEYS)[number];

const rangesOf = (coupon: { discount_range?: readonly PriceRange[] | null }) =>
  coupon.discount_range ?? [];

/**
 * Spec §5 discount amount of a coupon on a line price, always 0 ≤ discount ≤ line price:
 * - fixed: the coupon's discount, capped at the line price. When it also has tiers, they gate it
 *   (0 when no tier fits) and a tier's value is capped at the coupon's discount too (spec: "a fixed
 *   discount is capped at the coupon's discount").
 * - range: the fitting tier's value capped at the line price; 0 when no tier fits or it has none.
 */
export const couponDiscount = (coupon: DiscountRule, price: Baht): Baht => {
  const linePrice = nonNegativeBaht(price);
  const ranges = rangesOf(coupon);
  const range = fittingRange(linePrice, ranges);
  if (ranges.length > 0 && range === null) return 0;
  const amount =
    coupon.type === 'fixed'
      ? Math.min(range?.value ?? coupon.discount, coupon.discount)
      : (range?.value ?? 0);
  return Math.min(nonNegativeBaht(amount), linePrice);
};

export type CouponEligibility =
  | { status: 'selectable' }
  /** is_can_use false: disabled; the panel shows the coupon's own error_message. */
  | { status: 'disabled' }
  /** Below the lowest min: inactive, with the minimum-spend warning. */
  | { status: 'belowMinimum'; min: Baht; message: RuleMessage<'coupon.minimumSpend'> }
  /** In no tier although not below the lowest min (a gap, above every max, or no tiers at all). */
  | { status: 'outOfRange' };

/**
 * Whether a coupon can be chosen for a line price (spec §5): is_can_use false disables it first;
 * a fixed coupon without tiers is selectable; a price below the smallest min gets the {min}
 * warning; inside some min..max (inclusive) it is selectable; otherwise it is inactive without a
 * message (decision: the spec names a warning only for "below the lowest min", and a range coupon
 * without tiers can give nothing).
 */
export const couponEligibility = (coupon: CouponChoice, price: Baht): CouponEligibility => {
  if (coupon.is_can_use === false) return { status: 'disabled' };
  const ranges = rangesOf(coupon);
  const min = lowestMin(ranges);
  if (min === null)
    return coupon.type === 'fixed' ? { status: 'selectable' } : { status: 'outOfRange' };
  const linePrice = nonNegativeBaht(price);
  if (linePrice < min) {
    return {
      status: 'belowMinimum',
      min,
      message: { key: 'coupon.minimumSpend', params: { min: formatNumber(min) } },
    };
  }
  return fittingRange(linePrice, ranges) ? { status: 'selectable' } : { status: 'outOfRange' };
};

export const isCouponSelectable = (coupon: CouponChoice, price: Baht): boolean =>
  couponEligibility(coupon, price).status === 'selectable';

/**
 * Spec §9: the coupon shown on an item is the one with the highest discount. Decision: only
 * selectable coupons count, ranked by their discount on the line price; on a tie the earlier one in
 * the list wins; null when none qualifies.
 */
export const bestCoupon = <C extends DiscountRule & CouponChoice>(
  coupons: readonly C[],
  price: Baht,
): C | null => {
  let best: C | null = null;
  let bestDiscount = -1;
  for (const coupon of coupons) {
    if (!isCouponSelectable(coupon, price)) continue;
    const discount = couponDiscount(coupon, price);
    if (discount > bestDiscount) {
      best = coupon;
      bestDiscount = discount;
    }
  }
  return best;
};

/** Coupon panel (spec §2): the applied coupon is moved to the top, the others keep their order. */
export const appliedCouponFirst = <C extends { id: string | number }>(
  coupons: readonly C[],
  appliedId: C['id'] | null | undefined,
): C[] => {
  if (appliedId === null || appliedId === undefined) return [...coupons];
  const applied = coupons.filter((c) => c.id === appliedId);
  return [...applied, ...coupons.filter((c) => c.id !== appliedId)];
};

/** Coupon panel: names of 22 characters or more get a tooltip with the full text. */
export const COUPON_NAME_TOOLTIP_LENGTH = 22;
export const couponNameNeedsTooltip = (name: string): boolean =>
  name.length >= COUPON_NAME_TOOLTIP_LENGTH;

/** Coupon panel thumbnail size in px (spec §9). */
export const COUPON_THUMBNAIL_SIZE = 80;

export type CouponCodeInput =
  { ok: true; code: string } | { ok: false; message: RuleMessage<'coupon.codeRequired'> };

/** Spec §5 coupon search: the input is trimmed; an empty code asks for one. */
export const parseCouponCode = (input: string): CouponCodeInput => {
  const code = input.trim();
  return code === '' ? { ok: false, message: { key: 'coupon.codeRequired' } } : { ok: true, code };
};

/** What a code search reads of the coupon it found. */
export interface SearchedCoupon {
  invalid_code?: boolean | null;
  is_can_use?: boolean | null;
  error_message?: LocalizedText | null;
}

export type CouponSearchOutcome<C> =
  | { status: 'found'; coupon: C }
  | { status: 'notFound'; message: RuleMessage<'coupon.notFound'> }
  /** The panel shows the coupon's own error_message. */
  | { status: 'error'; coupon: C };

const hasText = (text: LocalizedText | null | undefined): boolean =>
  !!text && (text.th.trim() !== '' || text.en.trim() !== '');

/**
 * Spec §5 after a code search: a coupon with invalid_code (or no coupon at all; decision) is "not
 * found"; a coupon with an error_message (or is_can_use false) shows that message; otherwise found.
 */
export const couponSearchOutcome = <C extends SearchedCoupon>(
  coupon: C | null | undefined,
): CouponSearchOutcome<C> => {
  if (!coupon || coupon.invalid_code)
    return { status: 'notFound', message: { key: 'coupon.notFound' } };
  if (coupon.is_can_use === false || hasText(coupon.error_message))
    return { status: 'error', coupon };
  return { status: 'found', coupon };
};
