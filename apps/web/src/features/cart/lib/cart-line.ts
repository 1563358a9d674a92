import {
  cartLineSchema,
  type CartLine,
  type Coupon,
  type Promotion,
} from '@changdee/contract/cart';
import type { ProductDetail } from '@changdee/contract/catalog';
import { effectiveQuantity } from '@changdee/domain/line-price';

/** What the product page's booking form holds (spec §3 product form: total, comment; the coupon). */
export interface BookingForm {
  quantity: number;
  note: string;
  coupon: Coupon | null;
}

/**
 * Spec §4 product open: the form starts from the product's cart line when there is one (its
 * quantity, note and applied coupon); otherwise the smallest quantity and no note.
 */
export function initialBookingForm(product: ProductDetail, line: CartLine | null): BookingForm {
  if (line) return { quantity: line.total, note: line.comment, coupon: line.coupon };
  return {
    quantity: effectiveQuantity(product.product_type, product.min_qty),
    note: '',
    coupon: null,
  };
}

/**
 * Whether the form says what the cart already holds (spec §4: same quantity and comment).
 * Decision: the coupon counts too, so a coupon chosen on the product page is never lost by an
 * add-to-cart that only opens the panel.
 */
export function formMatchesLine(form: BookingForm, line: CartLine | null): boolean {
  return (
    line !== null &&
    line.total === form.quantity &&
    line.comment === form.note &&
    (line.coupon?.id ?? null) === (form.coupon?.id ?? null)
  );
}

/**
 * The cart line the form makes: the product's card fields (the contract drops what only the
 * detail page has) with the quantity, note, coupon and the product's promotion.
 */
export function bookingLine(
  product: ProductDetail,
  form: BookingForm,
  promotion: Promotion | null,
): CartLine {
  return cartLineSchema.parse({
    ...product,
    total: effectiveQuantity(product.product_type, form.quantity),
    comment: form.note,
    coupon: form.coupon,
    promotion,
  });
}
