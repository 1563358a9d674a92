import type { Coupon } from './coupon';
import type { ProductForPricing } from './line-price';
import type { LocalizedText } from './locale';
import type { ProductType } from './product-types';

/** Spec §4/§9: survey items are limited to quantity 1. */
export const SURVEY_MAX_QUANTITY = 1;

export const quantityMessages = {
  'quantity.surveyLimit': {
    th: 'บริการนี้เลือกได้สูงสุด 1 รายการ',
    en: 'This service can be chosen at most 1 item',
  },
} as const satisfies Record<string, LocalizedText>;

/** What the minus button does: lower the quantity, ask to delete the line, or nothing (disabled). */
export type MinusAction = 'decrease' | 'confirmDelete' | 'disabled';

export interface QuantityControls {
  /** Survey items: no plus or minus at all. */
  fixed: boolean;
  canIncrease: boolean;
  minus: MinusAction;
}

/**
 * Spec §4 quantity rules. Survey: fixed at 1. Installation: plus +1 without upper bound; in the cart,
 * minus lowers while quantity > minQty, at 1 it asks to delete the line, otherwise it is disabled; on
 * the detail page minus works only while quantity > 1 (and > minQty), otherwise it is disabled.
 * Decision: a missing minQty is 1.
 */
export const quantityControls = (
  productType: ProductType,
  quantity: number,
  minQty: number | null | undefined,
  place: 'cart' | 'detail',
): QuantityControls => {
  if (productType === 'S') return { fixed: true, canIncrease: false, minus: 'disabled' };
  const floor = minQty ?? 1;
  if (quantity > floor && quantity > 1)
    return { fixed: false, canIncrease: true, minus: 'decrease' };
  if (place === 'cart' && quantity <= 1)
    return { fixed: false, canIncrease: true, minus: 'confirmDelete' };
  return { fixed: false, canIncrease: true, minus: 'disabled' };
};

export const increaseQuantity = (productType: ProductType, quantity: number): number =>
  productType === 'S' ? SURVEY_MAX_QUANTITY : quantity + 1;

/** One step down while above max(1, minQty), else unchanged (the minus is disabled); a survey stays 1. */
export const decreaseQuantity = (
  productType: ProductType,
  quantity: number,
  minQty?: number | null,
): number => {
  if (productType === 'S') return SURVEY_MAX_QUANTITY;
  return quantity > Math.max(1, minQty ?? 1) ? quantity - 1 : quantity;
};

/** A cart line (spec §3): product fields plus total (quantity), minQty, job type, note and coupon. */
export interface CartLine extends ProductForPricing {
  _id: string;
  name: LocalizedText;
  /** The quantity. */
  total: number;
  minQty?: number | null;
  /** Job type sent with availability and orders. */
  productType?: string | null;
  /** The customer note. */
  comment: string;
  /** The applied coupon, if any. */
  coupon?: Coupon | null;
  lock_days?: number | null;
  type_of_work?: string | null;
  sku_code?: string | null;
  sku_mapping?: string | null;
  require_wh?: boolean | null;
  images?: { url: string; thumbnail?: string | null; alt?: string | null }[] | null;
  product_description?: { product_id: string } | null;
}

/** Coupon promotion entry per product (spec §3). */
export interface CouponPromotionEntry<C extends Coupon = Coupon> {
  product_id: string;
  coupon: C[];
  statusCoupon?: 'success' | 'fail' | null;
}

/** Product promotion: a product with its available coupons (spec §3). */
export interface ProductPromotion<C extends Coupon = Coupon> {
  product_id: string;
  coupon: C[];
}

export interface CartListState<L extends CartLine = CartLine> {
  cart: L[];
  couponPromotion: CouponPromotionEntry[];
  productPromotion: ProductPromotion[];
}

export const emptyCartList = <L extends CartLine = CartLine>(): CartListState<L> => ({
  cart: [],
  couponPromotion: [],
  productPromotion: [],
});

export type CartListAction<L extends CartLine = CartLine> =
  | { type: 'add'; line: L }
  | { type: 'changeQuantity'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'removeCoupon'; productId: string };

/**
 * The cart store of spec §4 as a pure reducer (the web store and the server's repricing share it):
 * add replaces the line with the same _id or appends; changeQuantity sets the matching line's total
 * (a survey stays 1; decision: below 1 becomes 1); remove filters by _id and drops its coupons;
 * clear empties cart, coupons and promotions; removeCoupon drops that product's coupons.
 * Unknown ids leave the state unchanged (same object).
 */
export const cartListReducer = <L extends CartLine>(
  state: CartListState<L>,
  action: CartListAction<L>,
): CartListState<L> => {
  switch (action.type) {
    case 'add': {
      const exists = state.cart.some((line) => line._id === action.line._id);
      const cart = exists
        ? state.cart.map((line) => (line._id === action.line._id ? action.line : line))
        : [...state.cart, action.line];
      return { ...state, cart };
    }
    case 'changeQuantity': {
      if (!state.cart.some((line) => line._id === action.id)) return state;
      const cart = state.cart.map((line) => {
        if (line._id !== action.id) return line;
        const total =
          line.product_type === 'S'
            ? SURVEY_MAX_QUANTITY
            : Math.max(1, Math.trunc(action.quantity) || 1);
        return { ...line, total };
      });
      return { ...state, cart };
    }
    case 'remove': {
      if (!state.cart.some((line) => line._id === action.id)) return state;
      return {
        ...state,
        cart: state.cart.filter((line) => line._id !== action.id),
        couponPromotion: state.couponPromotion.filter((entry) => entry.product_id !== action.id),
      };
    }
    case 'clear':
      return emptyCartList<L>();
    case 'removeCoupon':
      return {
        ...state,
        cart: state.cart.map((line) =>
          line._id === action.productId && line.coupon ? { ...line, coupon: null } : line,
        ),
        couponPromotion: state.couponPromotion.filter(
          (entry) => entry.product_id !== action.productId,
        ),
      };
  }
};
