import { couponDiscount, type DiscountRule } from './coupon';
import type { BusinessDate } from './dates';
import { nonNegativeBaht, type Baht } from './money';
import { applyPromotion, type PromotionRule } from './promotion';

/** What a line's discounts read: its price, its product's promotion and its applied coupon. */
export interface DiscountedLine {
  productId: string;
  /** Line price before anything is taken off (line-price.linePrice). */
  price: Baht;
  promotion?: PromotionRule | null;
  coupon?: (DiscountRule & { is_can_use?: boolean | null }) | null;
}

export interface LineDiscounts {
  price: Baht;
  /** What the running promotion takes off (0 when it does not run today). */
  promotionDiscount: Baht;
  /** What the coupon takes off, after the promotion. */
  couponDiscount: Baht;
  /** promotionDiscount + couponDiscount, never more than the price. */
  discount: Baht;
  /** price − discount, never below 0. */
  amount: Baht;
}

/**
 * How a promotion and a coupon combine on one line (docs/decisions/007-cart-line-discounts.md):
 * both are worked out on the line price — so a coupon's tier and minimum spend never change because
 * a promotion started or ended, and a promotion never costs the customer a coupon tier — then the
 * promotion is taken off first and the coupon takes at most what is left. A coupon marked
 * is_can_use false gives nothing.
 */
export const lineDiscounts = (line: DiscountedLine, today: BusinessDate): LineDiscounts => {
  const price = nonNegativeBaht(line.price);
  const promotionDiscount = applyPromotion(
    line.promotion,
    { productId: line.productId, price },
    today,
  ).discount;
  const coupon = line.coupon;
  const offered = coupon && coupon.is_can_use !== false ? couponDiscount(coupon, price) : 0;
  const fromCoupon = Math.min(offered, price - promotionDiscount);
  const discount = promotionDiscount + fromCoupon;
  return {
    price,
    promotionDiscount,
    couponDiscount: fromCoupon,
    discount,
    amount: price - discount,
  };
};
