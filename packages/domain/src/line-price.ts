import { nonNegativeBaht, type Baht } from './money';
import type { LocalizedText } from './locale';
import type { ProductType } from './product-types';

/** The product fields that set a price (spec §3: price for S, calculator.unit_price for I). */
export interface ProductForPricing {
  product_type: ProductType;
  price?: number | null;
  normal_price?: number | null;
  calculator?: { unit_price: number; unit?: LocalizedText } | null;
}

/**
 * The price of one unit: S → price, I → calculator.unit_price (whole baht, never negative).
 * Decision: this is also the "grey"/normal price of the cart total (spec §9), so that the cart
 * total, the discounts and the payable agree; the catalogue's normal_price is not used for sums.
 */
export const unitPrice = (product: ProductForPricing): Baht =>
  product.product_type === 'S'
    ? nonNegativeBaht(product.price)
    : nonNegativeBaht(product.calculator?.unit_price);

/**
 * Quantity a line really has: a survey is always 1 (spec §4/§9); an installation is a whole number of
 * at least 1 (decision: anything below 1 or not a number counts as 1).
 */
export const effectiveQuantity = (productType: ProductType, quantity: number): number => {
  if (productType === 'S') return 1;
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return whole < 1 ? 1 : whole;
};

/** Spec §5: S = price; I = unit_price × quantity. */
export const linePrice = (product: ProductForPricing, quantity: number): Baht =>
  unitPrice(product) * effectiveQuantity(product.product_type, quantity);
