import type { CartLine } from '@changdee/contract/cart';
import type { CartOrder } from '@changdee/contract/orders';
import { cartTotals } from '@changdee/domain/cart-totals';
import type { BusinessDate } from '@changdee/domain/dates';
import { localized, type Locale } from '@changdee/domain/locale';
import type { Baht } from '@changdee/domain/money';
import type { ProductType } from '@changdee/domain/product-types';

// One shape for what the summary shows, from the server's order (its own figures) or from the cart
// being checked out (the domain's preview of the same rules the server prices the order with).

export interface SummaryLine {
  id: string;
  name: string;
  type: ProductType;
  quantity: number;
  unitPrice: Baht;
  /** Before anything is taken off. */
  price: Baht;
  promotion: { name: string; discount: Baht } | null;
  coupon: { code: string; name: string; discount: Baht } | null;
  /** What the line costs after its discounts. */
  amount: Baht;
  note: string;
}

export interface SummaryTotals {
  total: Baht;
  promotionDiscount: Baht;
  couponDiscount: Baht;
  payable: Baht;
}

export interface Summary {
  lines: SummaryLine[];
  totals: SummaryTotals;
}

export function orderSummary(order: Pick<CartOrder, 'items' | 'totals'>, locale: Locale): Summary {
  return {
    lines: order.items.map((item, index) => ({
      id: `${item.product_id}-${index}`,
      name: localized(item.product_name, locale),
      type: item.product_type,
      quantity: item.qty,
      unitPrice: item.unit_price,
      price: item.price,
      promotion: item.promotion
        ? { name: localized(item.promotion.name, locale), discount: item.promotion_discount }
        : null,
      coupon: item.coupon
        ? {
            code: item.coupon.code,
            name: localized(item.coupon.name, locale),
            discount: item.discount,
          }
        : null,
      amount: item.total_price,
      note: item.remark,
    })),
    totals: {
      total: order.totals.total,
      promotionDiscount: order.totals.promotion_discount,
      couponDiscount: order.totals.coupon_discount,
      payable: order.totals.total_payable,
    },
  };
}

/** The cart's preview on a business day (promotions count only on their days). */
export function cartSummary(
  cart: readonly CartLine[],
  today: BusinessDate,
  locale: Locale,
): Summary {
  const totals = cartTotals(cart, today);
  return {
    lines: cart.map((line, index) => {
      const amount = totals.lines[index]!;
      return {
        id: line._id,
        name: localized(line.name, locale),
        type: line.product_type,
        quantity: amount.quantity,
        unitPrice: amount.unitPrice,
        price: amount.price,
        promotion:
          line.promotion && amount.promotionDiscount > 0
            ? { name: localized(line.promotion.name, locale), discount: amount.promotionDiscount }
            : null,
        coupon: line.coupon
          ? {
              code: line.coupon.code,
              name: localized(line.coupon.name, locale),
              discount: amount.couponDiscount,
            }
          : null,
        amount: amount.amount,
        note: line.comment,
      };
    }),
    totals: {
      total: totals.cartTotal,
      promotionDiscount: totals.promotionDiscount,
      couponDiscount: totals.couponDiscount,
      payable: totals.payable,
    },
  };
}
