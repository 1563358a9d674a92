import { validationDetailsSchema } from '@changdee/contract/envelope';
import type { CheckoutRootError } from './order-payload';
import { checkoutFieldOf } from './order-payload';

// A refused order (createCartOrder's 4xx) shown where it can be put right: the server's field
// details on their fields (in the request's language, as the server wrote them), and a refusal of
// the whole order next to the step that fixes it — the address and date (a slot just filled, out
// of the service area), the cart (a coupon used up, a product gone), the seller.

const ADDRESS_CODES = new Set([
  'SLOT_FULL',
  'OUT_OF_SERVICE_AREA',
  'DATE_OUT_OF_WINDOW',
  'ADDRESS_MISMATCH',
]);
const CART_CODES = new Set(['PRODUCT_NOT_FOUND', 'QUANTITY_OUT_OF_RANGE', 'JOB_TYPE_MISMATCH']);

export function rootOfRefusal(code: string): CheckoutRootError {
  if (ADDRESS_CODES.has(code)) return 'address';
  if (CART_CODES.has(code) || code.startsWith('COUPON_')) return 'cart';
  if (code === 'SELLER_NOT_FOUND') return 'seller';
  return 'server';
}

export interface PlacedError {
  /** A form field path, or root.<place>. */
  field: string;
  message: string;
}

/** Where each part of a refusal goes: its field details, else the whole message by its code. */
export function placeRefusal(refusal: {
  code: string;
  message: string;
  details?: unknown;
}): PlacedError[] {
  const details = validationDetailsSchema.safeParse(refusal.details);
  const placed = details.success
    ? details.data
        .filter((issue) => issue.in === 'body')
        .map((issue) => ({ field: checkoutFieldOf(issue.path), message: issue.message }))
    : [];
  if (placed.length > 0) return placed;
  return [{ field: `root.${rootOfRefusal(refusal.code)}`, message: refusal.message }];
}
