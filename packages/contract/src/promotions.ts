import { z } from 'zod';
import type { CouponRejection } from '@changdee/domain/coupon-use';
import { LINE_QUANTITY_MAX as QUANTITY_MAX } from '@changdee/domain/quantity';
import { couponSchema, productPromotionSchema, promotionSchema } from './cart';
import { channelSchema, productTypeSchema } from './catalog';
import { successEnvelope } from './envelope';
import type { ErrorCode } from './errors';
import { bahtSchema } from './shared-fields';

// The coupon and promotion API of spec §7: multipleProductPromotion (a store's coupons and the
// running promotion of each product; also the coupon lookup by code) and verify (one coupon on one
// line, priced by the server). The coupon, promotion and product promotion shapes are cart.ts's.

/** At most this many products in one multipleProductPromotion call (a cart's lines). */
export const PROMOTION_PRODUCTS_MAX = 100;
/** The largest quantity a line may have: the domain's bound (quantity.ts), for the schemas. */
export const LINE_QUANTITY_MAX = QUANTITY_MAX;
export const COUPON_CODE_MAX_LENGTH = 64;

/** Where the coupon thumbnails are served (immutable files named by content hash). */
export const COUPON_IMAGE_PATH_PREFIX = '/images/coupons/';

/** A coupon code as typed: trimmed and upper-cased by the server (codes are stored upper case). */
const couponCodeInputSchema = z
  .string()
  .max(COUPON_CODE_MAX_LENGTH)
  // PostgreSQL text cannot hold a NUL (the query would fail as a 500).
  .refine((code) => !code.includes('\u0000'));

export const multipleProductPromotionRequestSchema = z.object({
  /** The products (cart lines or the open product); repeated ids are answered once. */
  productIds: z.array(z.uuid()).min(1).max(PROMOTION_PRODUCTS_MAX),
  /** The store's channel code. */
  channel: channelSchema,
  /** The store (its _id); the caller must work for it. */
  branchId: z.uuid(),
  /**
   * A coupon code to look up (the coupon panel's search): trimmed, matched case-insensitively. Each
   * product then lists only that coupon, when the store may see it, whether or not it is listed by
   * default (hidden, expired, not started, invalid code), with is_can_use and error_message saying
   * whether it can be used on that product today. Empty or blank: no search (the store's list).
   */
  searchKeywordCode: couponCodeInputSchema.optional(),
  /**
   * true (default): each product lists only the coupons that apply to it. false: each product lists
   * every coupon of the store's list, those that do not apply to it marked is_can_use false with
   * the "not for this service" message (a panel showing the store's whole list).
   */
  perProduct: z.boolean().default(true),
});
export type MultipleProductPromotionRequest = z.input<typeof multipleProductPromotionRequestSchema>;

/** One entry per product of the channel, in the order asked; unknown ids have none. */
export const multipleProductPromotionResponseSchema = successEnvelope(
  z.array(productPromotionSchema),
);

export const verifyCouponRequestSchema = z.object({
  product: z.object({
    productId: z.uuid(),
    /** The quantity (a survey: 1; an installation: its min_qty up to its limit_qty). */
    qty: z.number().int().min(1).max(LINE_QUANTITY_MAX),
  }),
  /** Trimmed and matched case-insensitively; empty is 400 COUPON_CODE_REQUIRED. */
  couponCode: couponCodeInputSchema,
  /** The product's type (S survey, I installation); must be the product's own. */
  jobType: productTypeSchema,
  channel: channelSchema,
  /**
   * The store (its _id). Optional: without it, the caller's one store in the channel (a caller
   * working for several stores of the channel must name one: 400 BRANCH_REQUIRED).
   */
  branchId: z.uuid().optional(),
});
export type VerifyCouponRequest = z.infer<typeof verifyCouponRequestSchema>;

/** What a coupon does to one line, priced by the server (packages/domain lineDiscounts). */
export const couponQuoteSchema = z.object({
  coupon: couponSchema,
  /** The quantity priced (a survey is always 1). */
  qty: z.number().int().positive(),
  /** The line price before anything is taken off (spec §5 line price). */
  line_total: bahtSchema,
  /** The product's promotion running today, if any. */
  promotion: promotionSchema.nullable(),
  /** What that promotion takes off the line. */
  promotion_discount: bahtSchema,
  /** What the coupon takes off, after the promotion (decision 007). */
  discount: bahtSchema,
  /** line_total − promotion_discount − discount, never below 0. */
  total_payable: bahtSchema,
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

export const verifyCouponResponseSchema = successEnvelope(couponQuoteSchema);

/** The error code of each reason a coupon is refused (packages/domain coupon-use). */
export const COUPON_REJECTION_CODES = {
  notFound: 'COUPON_NOT_FOUND',
  notForChannel: 'COUPON_NOT_FOR_CHANNEL',
  notForStore: 'COUPON_NOT_FOR_STORE',
  notStarted: 'COUPON_NOT_STARTED',
  expired: 'COUPON_EXPIRED',
  cannotBeUsed: 'COUPON_CANNOT_BE_USED',
  notForProduct: 'COUPON_NOT_FOR_PRODUCT',
  usedUp: 'COUPON_USED_UP',
  belowMinimum: 'COUPON_BELOW_MINIMUM',
  outOfRange: 'COUPON_OUT_OF_RANGE',
} as const satisfies Record<CouponRejection, ErrorCode>;

export const promotionPaths = {
  multipleProductPromotion: '/b2b/v2/multipleProductPromotion',
  verify: '/b2b/v2/verify',
} as const;
