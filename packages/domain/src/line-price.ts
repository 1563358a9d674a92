import { nonNegativeBaht, type Baht } from './money';
import type { ProductType } from './product-types';

/** What sets a product's price (spec §3: price for S, calculator.unit_price for I). */
export interface PricedProduct {
  product_type: ProductType;
  price?: number | null;
  calculator?: { unit_price: number } | null;
}

/**
 * The price of one unit: S → price, I → calculator.unit_price (whole baht, never negative).
 * Decision: this is also the "grey"/normal price of the cart total (spec §9), so that the cart
 * total, the discounts and the payable agree; the catalogue's normal_price is not used for sums.
 * A product without the price its type needs is a broken answer: it throws instead of costing 0.
 */
export const unitPrice = (product: PricedProduct): Baht => {
  const price = product.product_type === 'S' ? product.price : product.calculator?.unit_price;
  if (price === null || price === undefined)
    throw new RangeError(`A product of type ${product.product_type} without its price`);
  return nonNegativeBaht(price);
};

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
export const linePrice = (product: PricedProduct, quantity: number): Baht =>
  unitPrice(product) * effectiveQuantity(product.product_type, quantity);
