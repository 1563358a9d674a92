import { z } from 'zod';
import { PAYMENT_METHODS } from '@changdee/domain/order-status';
import {
  COUPON_MODELS,
  COUPON_STATUSES,
  COUPON_TYPES,
  COUPON_VERIFY_STATUSES,
} from '@changdee/domain/coupon';
import { NOTE_MAX_LENGTH } from '@changdee/domain/customer-note';
import { productSummarySchema } from './catalog';
import { bahtSchema, businessDateSchema, localizedTextSchema } from './shared-fields';

// The shapes of spec §3 that the cart, coupon, promotion and order work carry: coupon, promotion,
// cart line, coupon promotion entry, product promotion and the cart state. Field names are the
// spec's. packages/domain's rules take these objects as they are (they read only the fields they
// need), so the browser's previews and the server's re-pricing run on the same values.

/** A price tier: price min..max (both inclusive; max null = no upper bound) → value baht off. */
export const priceRangeSchema = z.object({
  min: bahtSchema,
  max: bahtSchema.nullable(),
  value: bahtSchema,
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** A coupon tier (spec §3 discount_range); contractor_discount is the contractor's share, baht. */
export const couponRangeSchema = priceRangeSchema.extend({
  contractor_discount: bahtSchema.nullable(),
});
export type CouponRange = z.infer<typeof couponRangeSchema>;

/** Spec §3 Coupon. Names, the unusable coupon's message and its texts come in both languages. */
export const couponSchema = z.object({
  id: z.uuid(),
  /** What staff type; upper case. */
  code: z.string(),
  name: localizedTextSchema,
  status: z.enum(COUPON_STATUSES),
  type: z.enum(COUPON_TYPES),
  model: z.enum(COUPON_MODELS),
  /** Baht off for a fixed coupon (0 for a range coupon: its tiers decide). */
  discount: bahtSchema,
  discount_range: z.array(couponRangeSchema),
  channel_name_th: z.string().nullable(),
  /** Valid from start_date through expire_date, both inclusive (business dates). */
  start_date: businessDateSchema,
  expire_date: businessDateSchema,
  /** false: listed but disabled, showing error_message (spec §5). */
  is_can_use: z.boolean(),
  error_message: localizedTextSchema.nullable(),
  /** A code that answers "this discount coupon was not found". */
  invalid_code: z.boolean(),
  /** The one way of paying the coupon is limited to (PAYNOW150: promptpay); null: any way. */
  requested_payment: z.enum(PAYMENT_METHODS).nullable(),
  img_url: z.object({
    /** The 80×80 thumbnail (spec §9) and its 160×160 version for dense screens. */
    promotion_thumbnail: z.string().nullable(),
    promotion_thumbnail_2x: z.string().nullable(),
  }),
  information: z.object({
    coupon_header: localizedTextSchema.nullable(),
    terms_brief: localizedTextSchema.nullable(),
  }),
});
export type Coupon = z.infer<typeof couponSchema>;

/** Spec §3 promotion.items[]: the products it covers (by product _id), its tiers and value. */
export const promotionItemSchema = z.object({
  products: z.array(z.object({ id: z.uuid() })),
  range: z.array(priceRangeSchema),
  value: bahtSchema.nullable(),
});
export type PromotionItem = z.infer<typeof promotionItemSchema>;

/** Spec §3 Promotion (on a product): runs from start_date through end_date, both inclusive. */
export const promotionSchema = z.object({
  id: z.uuid(),
  name: localizedTextSchema,
  start_date: businessDateSchema,
  end_date: businessDateSchema,
  /** The amount off when no item or tier of the product fits. */
  value: bahtSchema.nullable(),
  items: z.array(promotionItemSchema),
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * What a cart line keeps of its product: the catalogue card's fields. A card or a product detail
 * answer becomes a line by adding the cart's own fields, no mapping; parsing the line with
 * cartLineSchema drops what only the detail page needs (gallery, information HTML). The spec's
 * minQty is the product's min_qty, its productType (job type) the product_type and its
 * product_description.product_id the _id.
 */
export const cartProductSchema = productSummarySchema.omit({ isFavorite: true });

/** Spec §3 Cart line. */
export const cartLineSchema = cartProductSchema.extend({
  /** The quantity (a survey is always 1). */
  total: z.number().int().positive(),
  /** The customer note (spec §5 rules: packages/domain customer-note). */
  comment: z.string().max(NOTE_MAX_LENGTH),
  /** The applied coupon. */
  coupon: couponSchema.nullable(),
  /** The product's promotion, counted only on its days. */
  promotion: promotionSchema.nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Spec §3 coupon promotion entry: per product, its coupons and the verification outcome. */
export const couponPromotionEntrySchema = z.object({
  product_id: z.uuid(),
  coupon: z.array(couponSchema),
  statusCoupon: z.enum(COUPON_VERIFY_STATUSES).nullable(),
});
export type CouponPromotionEntry = z.infer<typeof couponPromotionEntrySchema>;

/** Spec §3 product promotion (and §7 multipleProductPromotion's data[]): a product's coupons and promotion. */
export const productPromotionSchema = z.object({
  product_id: z.uuid(),
  coupon: z.array(couponSchema),
  promotion: promotionSchema.nullable(),
});
export type ProductPromotion = z.infer<typeof productPromotionSchema>;

/** Spec §3 Cart state, the part kept across reloads (domain cart-list reduces it). */
export const cartStateSchema = z.object({
  cart: z.array(cartLineSchema),
  couponPromotion: z.array(couponPromotionEntrySchema),
  productPromotion: z.array(productPromotionSchema),
});
export type CartState = z.infer<typeof cartStateSchema>;
