import type { Coupon, Promotion } from '@changdee/contract/cart';
import type { ProductType } from '@changdee/domain/product-types';

/** The line a coupon is chosen for. */
export interface CouponTarget {
  productId: string;
  productType: ProductType;
  quantity: number;
  /** Its price before anything is taken off (the coupon is judged on it, decision 007). */
  price: number;
  promotion: Promotion | null;
  applied: Coupon | null;
}
