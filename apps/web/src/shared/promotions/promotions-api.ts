import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { productPromotionSchema } from '@changdee/contract/cart';
import {
  couponQuoteSchema,
  PROMOTION_PRODUCTS_MAX,
  promotionPaths,
  type CouponQuote,
} from '@changdee/contract/promotions';
import type { ProductType } from '@changdee/domain/product-types';
import { apiRequest } from '../lib/api-client';

// Spec §7's coupon and promotion calls, used by the catalogue (promotion prices on cards) and the
// cart (coupons, promotions, verification). The server prices everything; these only fetch.

/** The store whose coupons and promotions are asked for (the signed-in user's store). */
export interface PromotionScope {
  storeId: string;
  channel: string;
}

export interface PromotionListOptions {
  /** A code typed in the coupon panel (trimmed by the caller; empty = the store's list). */
  code?: string;
  /** false: each product lists the store's whole list (see the contract). */
  perProduct?: boolean;
}

const productPromotionsSchema = z.array(productPromotionSchema);

export const promotionKeys = {
  list: (scope: PromotionScope, productIds: readonly string[], options: PromotionListOptions) =>
    [
      'promotions',
      scope.storeId,
      scope.channel,
      // The same products in any order are one list.
      [...new Set(productIds)].sort().join(','),
      options.code ?? '',
      options.perProduct ?? true,
    ] as const,
};

/**
 * POST multipleProductPromotion for some products of the store: each product's coupons and its
 * running promotion. The server caches a store's lists for a few seconds; so does this query.
 * Without a store (signed out) nothing is asked.
 */
export function productPromotionsQueryOptions(
  scope: PromotionScope | null,
  productIds: readonly string[],
  options: PromotionListOptions = {},
) {
  const ids = [...new Set(productIds)].slice(0, PROMOTION_PRODUCTS_MAX);
  const store = scope ?? { storeId: '', channel: '' };
  return queryOptions({
    queryKey: promotionKeys.list(store, ids, options),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: promotionPaths.multipleProductPromotion,
        body: {
          productIds: ids,
          channel: store.channel,
          branchId: store.storeId,
          ...(options.code ? { searchKeywordCode: options.code } : {}),
          ...(options.perProduct === false ? { perProduct: false } : {}),
        },
        schema: productPromotionsSchema,
        signal,
      }),
    enabled: scope !== null && ids.length > 0,
    staleTime: 5_000,
  });
}

export interface VerifyCouponInput {
  productId: string;
  productType: ProductType;
  quantity: number;
  code: string;
}

/** POST verify: what one coupon does to one line, priced by the server (or an ApiError). */
export function verifyCoupon(
  scope: PromotionScope,
  input: VerifyCouponInput,
): Promise<CouponQuote> {
  return apiRequest({
    method: 'POST',
    path: promotionPaths.verify,
    body: {
      product: { productId: input.productId, qty: input.quantity },
      couponCode: input.code,
      jobType: input.productType,
      channel: scope.channel,
      branchId: scope.storeId,
    },
    schema: couponQuoteSchema,
  });
}
