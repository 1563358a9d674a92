import { SURVEY_QUANTITY_MESSAGE } from '@changdee/contract/errors';
import { LINE_QUANTITY_MAX } from '@changdee/contract/promotions';
import type { ProductType } from '@changdee/domain/product-types';
import { SURVEY_MAX_QUANTITY } from '@changdee/domain/quantity';
import { AppError } from '../../errors';

// The quantity a line may have, checked the same way by verify and by the order.

interface QuantityBounds {
  productType: ProductType;
  minQty: number;
  limitQty: number | null;
}

/**
 * Throws QUANTITY_OUT_OF_RANGE on `field` unless `qty` fits the product: a survey exactly 1, an
 * installation from its min_qty up to its limit_qty or the API's bound. A service of exactly one
 * says so in spec §8's words rather than "between 1 and 1".
 */
export function checkLineQuantity(product: QuantityBounds, qty: number, field: string): void {
  const [min, max] =
    product.productType === 'S'
      ? [SURVEY_MAX_QUANTITY, SURVEY_MAX_QUANTITY]
      : [product.minQty, product.limitQty ?? LINE_QUANTITY_MAX];
  if (qty >= min && qty <= max) return;
  throw new AppError('QUANTITY_OUT_OF_RANGE', {
    field,
    params: { min, max },
    message: min === 1 && max === 1 ? SURVEY_QUANTITY_MESSAGE : null,
  });
}
