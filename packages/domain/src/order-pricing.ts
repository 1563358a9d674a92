import { cartTotals, type CartLineForTotals, type LineAmount } from './cart-totals';
import type { DiscountRule } from './coupon';
import { checkCouponUse, type CouponUseCheck, type CouponUseRule } from './coupon-use';
import type { BusinessDate } from './dates';
import { linePrice, type PricedProduct } from './line-price';
import type { Baht } from './money';
import type { ProductType } from './product-types';
import type { PromotionRule } from './promotion';
import { quantityBounds, type QuantityBounds, type QuantityLimits } from './quantity';

// An order priced in one pure step (docs/decisions/030-one-pricing-function.md): its lines, with
// everything they read already read — the products, the promotion running on each, the coupons
// named by code with their usage counters — give the priced lines and totals, or the first
// refusal in line order. The figures are cartTotals' (the browser's preview of the same cart), so
// the cart and the order cannot disagree; the checks are those verify makes on one line.

/** A product as the order reads it: its price fields, quantity bounds and sku. */
export interface OrderProduct extends PricedProduct, QuantityLimits {
  id: string;
  /** Coupons name the products they are for by sku code. */
  sku_code: string;
}

/** A coupon as the order reads it: where and when it may be used, its uses left, its discount. */
export interface OrderCoupon extends CouponUseRule, DiscountRule {}

/** One line of the order request. */
export interface OrderLineRequest {
  product_id: string;
  /** The job type the client believes the product has; another one is refused. */
  product_type: ProductType;
  qty: number;
  /** The coupon code as stored (trimmed, upper case); null: none. */
  coupon_code: string | null;
}

export interface OrderPricingInput<
  P extends OrderProduct,
  Pr extends PromotionRule,
  C extends OrderCoupon,
> {
  lines: readonly OrderLineRequest[];
  /** The store's channel's active products, by id. */
  products: ReadonlyMap<string, P>;
  /** The promotion running today on a product, by product id (absent or null: none). */
  promotions: ReadonlyMap<string, Pr | null>;
  /** The coupons the lines name, by code (absent: no such code). */
  coupons: ReadonlyMap<string, C>;
  context: { today: BusinessDate; channel: string; store: string };
}

export type CouponRefusal = Exclude<CouponUseCheck, { ok: true }>;

/** Why the order cannot be priced, about its line `line` (an index). */
export type OrderPricingRefusal<C> =
  | { line: number; reason: 'unknownProduct'; productId: string }
  | { line: number; reason: 'productType' }
  | { line: number; reason: 'quantity'; bounds: QuantityBounds }
  | { line: number; reason: 'coupon'; code: string; coupon: C | null; check: CouponRefusal };

export interface PricedOrderLine<P, Pr, C> extends LineAmount {
  product: P;
  promotion: Pr | null;
  coupon: C | null;
}

export interface OrderTotals {
  /** Σ line prices (spec §9 cart total). */
  total: Baht;
  promotionDiscount: Baht;
  couponDiscount: Baht;
  /** Σ line amounts. */
  payable: Baht;
}

export type OrderPricing<P, Pr, C> =
  | { ok: true; lines: Array<PricedOrderLine<P, Pr, C>>; totals: OrderTotals }
  | { ok: false; refusal: OrderPricingRefusal<C> };

type Checked<P, Pr, C> = { product: P; promotion: Pr | null; coupon: C | null; qty: number };

/** The line's product, job type, quantity and coupon, checked in that order (verify's order). */
function checkLine<P extends OrderProduct, Pr extends PromotionRule, C extends OrderCoupon>(
  input: OrderPricingInput<P, Pr, C>,
  request: OrderLineRequest,
  line: number,
): { ok: true; checked: Checked<P, Pr, C> } | { ok: false; refusal: OrderPricingRefusal<C> } {
  const product = input.products.get(request.product_id);
  if (!product)
    return {
      ok: false,
      refusal: { line, reason: 'unknownProduct', productId: request.product_id },
    };
  if (request.product_type !== product.product_type)
    return { ok: false, refusal: { line, reason: 'productType' } };
  const bounds = quantityBounds(product);
  if (!(request.qty >= bounds.min && request.qty <= bounds.max))
    return { ok: false, refusal: { line, reason: 'quantity', bounds } };
  const promotion = input.promotions.get(product.id) ?? null;
  const code = request.coupon_code;
  if (code === null)
    return { ok: true, checked: { product, promotion, coupon: null, qty: request.qty } };
  const coupon = input.coupons.get(code) ?? null;
  const check = checkCouponUse(coupon, {
    ...input.context,
    product: product.sku_code,
    price: linePrice(product, request.qty),
  });
  if (!check.ok) return { ok: false, refusal: { line, reason: 'coupon', code, coupon, check } };
  return { ok: true, checked: { product, promotion, coupon, qty: request.qty } };
}

/**
 * Prices an order's lines on its business day: every line checked (product, job type, quantity
 * bounds, coupon — the first refusal in line order is the answer), then the figures of cartTotals
 * for the same lines.
 */
export function priceOrder<P extends OrderProduct, Pr extends PromotionRule, C extends OrderCoupon>(
  input: OrderPricingInput<P, Pr, C>,
): OrderPricing<P, Pr, C> {
  const checked: Array<Checked<P, Pr, C>> = [];
  for (const [index, request] of input.lines.entries()) {
    const outcome = checkLine(input, request, index);
    if (!outcome.ok) return outcome;
    checked.push(outcome.checked);
  }
  const cart: CartLineForTotals[] = checked.map(({ product, promotion, coupon, qty }) => ({
    _id: product.id,
    product_type: product.product_type,
    price: product.price,
    calculator: product.calculator,
    total: qty,
    promotion,
    coupon,
  }));
  const totals = cartTotals(cart, input.context.today);
  return {
    ok: true,
    lines: totals.lines.map((amount, index) => ({
      ...amount,
      product: checked[index]!.product,
      promotion: checked[index]!.promotion,
      coupon: checked[index]!.coupon,
    })),
    totals: {
      total: totals.cartTotal,
      promotionDiscount: totals.promotionDiscount,
      couponDiscount: totals.couponDiscount,
      payable: totals.payable,
    },
  };
}
