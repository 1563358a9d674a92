import { effectiveQuantity } from './line-price';
import type { ProductType } from './product-types';

// The cart store of spec §3/§4 as a pure reducer, so the web store and any server-side replay
// share one set of rules. The shapes themselves (cart line, coupon promotion entry, product
// promotion) are the contract's: the reducer reads only what it needs of them.

/** What the reducer reads of a cart line. */
export interface CartListLine {
  _id: string;
  product_type: ProductType;
  /** The quantity (spec §3 cart line `total`). */
  total: number;
  coupon?: unknown;
}

export interface CartListState<L extends CartListLine, E extends { product_id: string }, P> {
  cart: L[];
  /** Spec §3 couponPromotion: per product, its coupons and the verification status. */
  couponPromotion: E[];
  /** Spec §3 productPromotion: per product, its available coupons. */
  productPromotion: P[];
}

export const emptyCartList = <
  L extends CartListLine,
  E extends { product_id: string },
  P,
>(): CartListState<L, E, P> => ({ cart: [], couponPromotion: [], productPromotion: [] });

export type CartListAction<L extends CartListLine> =
  | { type: 'add'; line: L }
  | { type: 'changeQuantity'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'removeCoupon'; productId: string };

/**
 * Spec §4 cart store: add replaces the line with the same _id or appends; changeQuantity sets the
 * matching line's total (line-price.effectiveQuantity: a survey stays 1, below 1 becomes 1);
 * remove filters by _id and drops its coupons; clear empties cart, coupons and promotions;
 * removeCoupon drops that product's coupons. Unknown ids leave the state unchanged (same object).
 */
export const cartListReducer = <L extends CartListLine, E extends { product_id: string }, P>(
  state: CartListState<L, E, P>,
  action: CartListAction<L>,
): CartListState<L, E, P> => {
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
      const cart = state.cart.map((line) =>
        line._id === action.id
          ? { ...line, total: effectiveQuantity(line.product_type, action.quantity) }
          : line,
      );
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
      return emptyCartList();
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
