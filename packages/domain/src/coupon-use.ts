import { couponEligibility, type CouponChoice, type CouponStatus } from './coupon';
import { isDateWithin, type BusinessDate } from './dates';
import type { Baht } from './money';

// Whether a coupon may be used on a line today, and if not, why (spec §5 coupon search and the
// verify call of §7). The server answers verify with it and marks the coupons it lists; the order
// re-checks every coupon with it. The reasons are checked in this order, so one answer is given
// when several apply (an expired coupon of another store is "not for this store").

export const COUPON_REJECTIONS = [
  /** No such code, a withdrawn coupon (status inactive) or a code marked invalid_code. */
  'notFound',
  'notForChannel',
  'notForStore',
  'notStarted',
  'expired',
  /** is_can_use false: the coupon's own error_message says why. */
  'cannotBeUsed',
  'notForProduct',
  /** Its total usage limit is reached. */
  'usedUp',
  /** The line price is below the lowest min of its tiers (spec §5 minimum spend). */
  'belowMinimum',
  /** The line price is in no tier although not below the lowest min. */
  'outOfRange',
] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

/** What the check reads of a coupon: the contract's fields plus where it may be used. */
export interface CouponUseRule extends CouponChoice {
  status: CouponStatus;
  invalid_code: boolean;
  /** Valid from start_date through expire_date, both inclusive (business dates). */
  start_date: BusinessDate;
  expire_date: BusinessDate;
  /** The one channel / store it is for; null: every one. */
  channel: string | null;
  store: string | null;
  /** The products (sku codes) it is for; empty: every product. */
  products: readonly string[];
  /** Uses left under its total limit; null: no limit. */
  usesLeft: number | null;
}

export interface CouponUseContext {
  /** The Bangkok business date (dates.businessToday). */
  today: BusinessDate;
  channel: string;
  store: string;
  /** The line's product (sku code); without it the product is not checked (a store's list). */
  product?: string;
  /** The line price (line-price.linePrice); without it the tiers are not checked (a list). */
  price?: Baht;
}

export type CouponUseCheck =
  | { ok: true }
  | { ok: false; reason: 'belowMinimum'; min: Baht }
  | { ok: false; reason: Exclude<CouponRejection, 'belowMinimum'> };

const reject = (reason: Exclude<CouponRejection, 'belowMinimum'>): CouponUseCheck => ({
  ok: false,
  reason,
});

/**
 * The first reason the coupon cannot be used in this context, or ok. The tiers are judged on the
 * line price, before any promotion (decision 007).
 */
export const checkCouponUse = (
  coupon: CouponUseRule | null | undefined,
  context: CouponUseContext,
): CouponUseCheck => {
  if (!coupon || coupon.status !== 'active' || coupon.invalid_code) return reject('notFound');
  if (coupon.channel !== null && coupon.channel !== context.channel) return reject('notForChannel');
  if (coupon.store !== null && coupon.store !== context.store) return reject('notForStore');
  if (context.today < coupon.start_date) return reject('notStarted');
  if (!isDateWithin(context.today, coupon.start_date, coupon.expire_date)) return reject('expired');
  if (coupon.is_can_use === false) return reject('cannotBeUsed');
  if (
    context.product !== undefined &&
    coupon.products.length > 0 &&
    !coupon.products.includes(context.product)
  )
    return reject('notForProduct');
  if (coupon.usesLeft !== null && coupon.usesLeft <= 0) return reject('usedUp');
  if (context.price === undefined) return { ok: true };
  const eligibility = couponEligibility(coupon, context.price);
  if (eligibility.status === 'belowMinimum')
    return { ok: false, reason: 'belowMinimum', min: eligibility.min };
  if (eligibility.status === 'outOfRange') return reject('outOfRange');
  return { ok: true };
};

/** Whether a store may see the coupon at all: not withdrawn, for its channel and store. */
export const isCouponForStore = (
  coupon: Pick<CouponUseRule, 'status' | 'channel' | 'store'>,
  scope: { channel: string; store: string },
): boolean =>
  coupon.status === 'active' &&
  (coupon.channel === null || coupon.channel === scope.channel) &&
  (coupon.store === null || coupon.store === scope.store);

/**
 * Whether the coupon is in the store's list without a search (spec §7 multipleProductPromotion): a
 * coupon the store may see, listed (a hidden one is found only by its code), not an invalid code,
 * and running today. A search by code finds any coupon the store may see; its answer then says why
 * it cannot be used.
 */
export const isCouponListed = (
  coupon: Pick<
    CouponUseRule,
    'status' | 'channel' | 'store' | 'invalid_code' | 'start_date' | 'expire_date'
  > & { listed: boolean },
  scope: { channel: string; store: string; today: BusinessDate },
): boolean =>
  isCouponForStore(coupon, scope) &&
  coupon.listed &&
  !coupon.invalid_code &&
  isDateWithin(scope.today, coupon.start_date, coupon.expire_date);
