import { interpolate, type Locale, type LocalizedText } from './locale';
import { formatNumber, nonNegativeBaht, type Baht } from './money';
import { fittingRange, lowestMin, type PriceRange } from './price-range';

/** One tier of a coupon (spec §3 discount_range[{min,max,value,contractor_discount}]). */
export interface CouponRange extends PriceRange {
  contractor_discount?: number | null;
}

/** A coupon as spec §3 lists it; the rules below read discount, discount_range, is_can_use, error_message. */
export interface Coupon {
  id: string | number;
  code: string;
  name: string;
  status?: string | null;
  type?: string | null;
  model?: string | null;
  discount: number;
  discount_range?: CouponRange[] | null;
  channel_name_th?: string | null;
  start_date?: string | null;
  expire_date?: string | null;
  is_can_use?: boolean | null;
  error_message?: string | null;
  invalid_code?: boolean | null;
  request_payment?: boolean | null;
  request_store_payment?: boolean | null;
  img_url?: { promotion_thumbnail?: string | null } | null;
  information?: { coupon_header?: string | null; terms_brief?: string | null } | null;
}

export type CouponMessageKey =
  | 'coupon.minimumSpend'
  | 'coupon.codeRequired'
  | 'coupon.notFound'
  | 'coupon.emptySearchTitle'
  | 'coupon.emptySearchBody'
  | 'coupon.noCouponsTitle'
  | 'coupon.noCouponsBody';

/** Spec §5 and §8 texts; `{{min}}` is the formatted minimum spend (e.g. 1,000). */
export const couponMessages: Record<CouponMessageKey, LocalizedText> = {
  'coupon.minimumSpend': {
    th: 'โค้ดส่วนลดนี้ใช้สำหรับยอดสั่งซื้อขั้นต่ำ {{min}} บาท',
    en: 'This discount code requires a minimum order of {{min}} baht',
  },
  'coupon.codeRequired': { th: 'กรุณาระบุโค้ดส่วนลด', en: 'Please enter the discount code' },
  'coupon.notFound': { th: 'ไม่พบคูปองส่วนลดนี้', en: 'This discount coupon was not found' },
  'coupon.emptySearchTitle': { th: 'ไม่พบโค้ดส่วนลด', en: 'No discount code found' },
  'coupon.emptySearchBody': {
    th: 'โค้ดส่วนลดไม่ถูกต้องหรืออาจหมดอายุแล้ว',
    en: 'The discount code is invalid or may have expired',
  },
  'coupon.noCouponsTitle': { th: 'ยังไม่มีโค้ดส่วนลด', en: 'No discount codes yet' },
  'coupon.noCouponsBody': {
    th: 'คุณสามารถกรอกโค้ดส่วนลดได้ในหน้านี้',
    en: 'You can enter a discount code on this page',
  },
};

const rangesOf = (coupon: Pick<Coupon, 'discount_range'>): CouponRange[] =>
  coupon.discount_range ?? [];

/**
 * Spec §5 discount amount for a line price:
 * - no ranges: the coupon's discount, capped at the line price (a fixed 500 on a 300 line gives 300);
 * - with ranges: the fitting range's value capped at the line price, 0 when no range fits.
 * Always 0 ≤ discount ≤ line price (a negative price counts as 0).
 */
export const couponDiscount = (
  coupon: Pick<Coupon, 'discount' | 'discount_range'>,
  price: Baht,
): Baht => {
  const linePrice = nonNegativeBaht(price);
  const ranges = rangesOf(coupon);
  if (ranges.length === 0) return Math.min(nonNegativeBaht(coupon.discount), linePrice);
  const range = fittingRange(linePrice, ranges);
  return range ? Math.min(nonNegativeBaht(range.value), linePrice) : 0;
};

export type CouponEligibility =
  | { status: 'selectable' }
  /** is_can_use false: disabled, showing the coupon's own error_message. */
  | { status: 'disabled'; message: string }
  /** Below the lowest min: inactive, with the minimum-spend warning. */
  | {
      status: 'belowMinimum';
      min: Baht;
      messageKey: 'coupon.minimumSpend';
      params: { min: string };
    }
  /** Above the lowest min but in no range (a gap, or above every max): inactive, no warning. */
  | { status: 'outOfRange' };

/**
 * Whether a coupon can be chosen for a line price (spec §5): is_can_use false disables it first;
 * then no ranges → selectable; price below the smallest min → warning {min}; inside some
 * min..max (inclusive) → selectable; otherwise inactive without a message (decision: the spec
 * names a warning only for "below the lowest min").
 */
export const couponEligibility = (
  coupon: Pick<Coupon, 'discount_range' | 'is_can_use' | 'error_message'>,
  price: Baht,
): CouponEligibility => {
  if (coupon.is_can_use === false)
    return { status: 'disabled', message: coupon.error_message ?? '' };
  const ranges = rangesOf(coupon);
  const min = lowestMin(ranges);
  if (min === null) return { status: 'selectable' };
  const linePrice = nonNegativeBaht(price);
  if (linePrice < min) {
    return {
      status: 'belowMinimum',
      min,
      messageKey: 'coupon.minimumSpend',
      params: { min: formatNumber(min) },
    };
  }
  return fittingRange(linePrice, ranges) ? { status: 'selectable' } : { status: 'outOfRange' };
};

export const isCouponSelectable = (
  coupon: Pick<Coupon, 'discount_range' | 'is_can_use' | 'error_message'>,
  price: Baht,
): boolean => couponEligibility(coupon, price).status === 'selectable';

/** The warning text for a coupon below its minimum spend, in one language. */
export const minimumSpendWarning = (min: Baht, locale: Locale): string =>
  interpolate(couponMessages['coupon.minimumSpend'][locale], { min: formatNumber(min) });

/**
 * Spec §9: the coupon shown on an item is the one with the highest discount. Decision: only
 * selectable coupons count; on a tie the earlier one in the list wins; null when none qualifies.
 */
export const bestCoupon = <C extends Coupon>(coupons: readonly C[], price: Baht): C | null => {
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
export const appliedCouponFirst = <C extends Pick<Coupon, 'id'>>(
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
