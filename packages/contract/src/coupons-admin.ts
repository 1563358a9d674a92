import { z } from 'zod';
import { PAYMENT_METHODS } from '@changdee/domain/order-status';
import { COUPON_MODELS, COUPON_STATUSES, COUPON_TYPES } from '@changdee/domain/coupon';
import { PROMOTION_PHASES } from '@changdee/domain/promotion';
import { couponRangeSchema, priceRangeSchema } from './cart';
import { successEnvelope } from './envelope';
import { COUPON_CODE_MAX_LENGTH, LINE_QUANTITY_MAX } from './promotions';
import { bahtSchema, businessDateSchema, localizedTextSchema } from './shared-fields';

// Coupons and promotions managed from the operations portal (issue 21 items 2 and 3,
// docs/decisions/050-coupons-and-promotions-from-the-portal.md). Operators only. The same schemas
// are the portal form's resolver and the server's body check, so the form refuses what the server
// would, in the same words. Every edit carries the `version` it was read at (expected_version):
// an edit on a stale copy is 409 STALE_EDIT (docs/decisions/049).

export const couponAdminPaths = {
  list: '/ops/v1/coupons',
  create: '/ops/v1/coupons',
  detail: '/ops/v1/coupons/:id',
  update: '/ops/v1/coupons/:id',
  remove: '/ops/v1/coupons/:id',
  preview: '/ops/v1/coupons/preview',
} as const;

export const promotionAdminPaths = {
  list: '/ops/v1/promotions',
  create: '/ops/v1/promotions',
  detail: '/ops/v1/promotions/:id',
  update: '/ops/v1/promotions/:id',
  preview: '/ops/v1/promotions/preview',
} as const;

export const couponAdminPath = (id: string) => couponAdminPaths.detail.replace(':id', id);
export const promotionAdminPath = (id: string) => promotionAdminPaths.detail.replace(':id', id);

export const NAME_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 2_000;
export const RANGES_MAX = 20;
export const PROMOTION_ITEMS_MAX = 50;
export const ITEM_SKUS_MAX = 200;

/** What may be written in a database text: no NUL, no broken surrogate. */
const usable = (text: string) =>
  // eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
  !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

const requiredText = (max: number) =>
  z.string().trim().min(1).max(max).refine(usable, { message: 'issue.unusableCharacter' });
/** Empty is none (null); the pipe states the answer's type, which a transform alone leaves unsaid. */
const emptyAsNone = (text: z.ZodString) =>
  text
    .transform((value) => (value === '' ? null : value))
    .pipe(z.string().nullable())
    .nullable();
const optionalText = (max: number) =>
  emptyAsNone(z.string().trim().max(max).refine(usable, { message: 'issue.unusableCharacter' }));

const namesSchema = z.object({
  th: requiredText(NAME_MAX_LENGTH),
  en: requiredText(NAME_MAX_LENGTH),
});
/** A text in both languages, or none: both empty is none, one of them alone is refused. */
const optionalTextsSchema = z
  .object({ th: optionalText(TEXT_MAX_LENGTH), en: optionalText(TEXT_MAX_LENGTH) })
  .superRefine((text, ctx) => {
    if ((text.th === null) !== (text.en === null))
      ctx.addIssue({
        code: 'custom',
        path: [text.th === null ? 'th' : 'en'],
        message: 'issue.bothLanguages',
      });
  });

/** Upper-cased and trimmed as the server stores it: letters, digits, - and _. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(COUPON_CODE_MAX_LENGTH)
  .toUpperCase()
  .refine((code) => /^[A-Z0-9][A-Z0-9_-]*$/.test(code), { message: 'issue.couponCode' });

/** A code of a channel or store, or none (every channel / store). */
const scopeCodeSchema = emptyAsNone(z.string().trim().max(64));

/** An image served under /images/coupons/ (the seed's; uploads are the catalogue's), or none. */
const couponImageSchema = emptyAsNone(z.string().trim().max(300)).refine(
  (path) => path === null || /^\/images\/coupons\/[A-Za-z0-9._-]+$/.test(path),
  { message: 'issue.couponImage' },
);

const usageLimitSchema = z.number().int().min(1).max(1_000_000).nullable();

/** Tiers: each max ≥ its min, none overlapping (the first fitting one would hide the other). */
function checkRanges(
  ranges: ReadonlyArray<{ min: number; max: number | null }>,
  ctx: z.RefinementCtx,
  path: PropertyKey[],
): void {
  ranges.forEach((range, index) => {
    if (range.max !== null && range.max < range.min)
      ctx.addIssue({ code: 'custom', path: [...path, index, 'max'], message: 'issue.rangeMax' });
  });
  const sorted = ranges.map((range, index) => ({ ...range, index })).sort((a, b) => a.min - b.min);
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1]!;
    if (before.max === null || before.max >= sorted[i]!.min)
      ctx.addIssue({
        code: 'custom',
        path: [...path, sorted[i]!.index, 'min'],
        message: 'issue.rangeOverlap',
      });
  }
}

/** Every field of spec §3's coupon an operator sets, with its usage limits (decision 014). */
export const couponFieldsSchema = z.object({
  code: couponCodeSchema,
  name: namesSchema,
  status: z.enum(COUPON_STATUSES),
  type: z.enum(COUPON_TYPES),
  model: z.enum(COUPON_MODELS),
  /** Baht off (fixed); for a range coupon its tiers decide and this is 0. */
  discount: bahtSchema.max(10_000_000),
  discount_range: z.array(couponRangeSchema).max(RANGES_MAX),
  channel_code: scopeCodeSchema,
  store_code: scopeCodeSchema,
  channel_name_th: optionalText(NAME_MAX_LENGTH),
  start_date: businessDateSchema,
  expire_date: businessDateSchema,
  is_can_use: z.boolean(),
  /** Required (both languages) when is_can_use is false: the panel shows it (spec §5). */
  error_message: optionalTextsSchema,
  invalid_code: z.boolean(),
  /** false: hidden, found only by searching its code (decision 014). */
  listed: z.boolean(),
  /** The one way of paying the coupon is limited to; null: any way. */
  requested_payment: z.enum(PAYMENT_METHODS).nullable(),
  /** In all; null: no limit. */
  usage_limit: usageLimitSchema,
  /** Per customer mobile; null: no limit. */
  usage_limit_per_customer: usageLimitSchema,
  /** The services (sku codes) it is for; empty: every service. */
  products: z.array(z.string().trim().min(1).max(64)).max(ITEM_SKUS_MAX),
  thumbnail_url: couponImageSchema,
  thumbnail_2x_url: couponImageSchema,
  information: z.object({
    coupon_header: optionalTextsSchema,
    terms_brief: optionalTextsSchema,
  }),
});

/** The fields and the rules between them (the form's resolver and the server's check). */
export const couponInputSchema = couponFieldsSchema.superRefine((coupon, ctx) => {
  if (coupon.start_date > coupon.expire_date)
    ctx.addIssue({ code: 'custom', path: ['expire_date'], message: 'issue.dateOrder' });
  if (!coupon.is_can_use && (coupon.error_message.th === null || coupon.error_message.en === null))
    ctx.addIssue({
      code: 'custom',
      path: ['error_message', coupon.error_message.th === null ? 'th' : 'en'],
      message: 'issue.couponErrorMessage',
    });
  if (coupon.type === 'range' && coupon.discount_range.length === 0)
    ctx.addIssue({ code: 'custom', path: ['discount_range'], message: 'issue.rangeRequired' });
  if (coupon.type === 'fixed' && coupon.discount < 1)
    ctx.addIssue({ code: 'custom', path: ['discount'], message: 'issue.fixedDiscount' });
  coupon.discount_range.forEach((range, index) => {
    if (range.contractor_discount !== null && range.contractor_discount > range.value)
      ctx.addIssue({
        code: 'custom',
        path: ['discount_range', index, 'contractor_discount'],
        message: 'issue.contractorDiscount',
      });
  });
  checkRanges(coupon.discount_range, ctx, ['discount_range']);
  if (
    coupon.usage_limit !== null &&
    coupon.usage_limit_per_customer !== null &&
    coupon.usage_limit_per_customer > coupon.usage_limit
  )
    ctx.addIssue({
      code: 'custom',
      path: ['usage_limit_per_customer'],
      message: 'issue.perCustomerLimit',
    });
});
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponValues = z.output<typeof couponInputSchema>;

/** An edit: every field again (the form holds them all), with the version it was read at. */
export const couponUpdateSchema = z.object({
  expected_version: z.number().int().min(1),
  coupon: couponInputSchema,
});
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

export const couponCreateSchema = z.object({ coupon: couponInputSchema });

/** A coupon as the portal reads it: its fields, version, and uses so far. */
export const couponAdminSchema = z.object({
  id: z.uuid(),
  version: z.number().int().min(1),
  coupon: couponFieldsSchema,
  /** Uses counted against its limits (decision 014: only a coupon with a limit is counted). */
  uses: bahtSchema,
  /** Order lines that were priced with it (any status): a coupon on one is never deleted. */
  order_lines: bahtSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type CouponAdmin = z.infer<typeof couponAdminSchema>;

export const couponAdminResponseSchema = successEnvelope(couponAdminSchema);
export const couponAdminListResponseSchema = successEnvelope(
  z.object({ coupons: z.array(couponAdminSchema) }),
);

export const adminIdParamsSchema = z.object({ id: z.uuid() });

/** A coupon as it is typed (not yet saved, or its saved id) on one service, quantity and day. */
export const couponPreviewRequestSchema = z.object({
  coupon: couponInputSchema,
  /** The saved coupon's id: its uses so far count against its limit. */
  coupon_id: z.uuid().nullable().default(null),
  product_id: z.uuid(),
  qty: z.number().int().min(1).max(LINE_QUANTITY_MAX),
  /** The day priced (default: today in Bangkok). */
  date: businessDateSchema.optional(),
  /** The store whose promotions apply (default: the coupon's, else none but everyone's). */
  store_code: z.string().trim().min(1).max(64).optional(),
});
export type CouponPreviewRequest = z.input<typeof couponPreviewRequestSchema>;

/** The figures of one line as the order prices it (the domain's priceOrder), or why it refuses. */
export const linePreviewSchema = z.object({
  date: businessDateSchema,
  qty: z.number().int().min(1),
  line_total: bahtSchema,
  promotion_discount: bahtSchema,
  discount: bahtSchema,
  total_payable: bahtSchema,
  /** null when the line prices; else the refusal the order would give, in both languages. */
  refusal: z.object({ code: z.string(), message: localizedTextSchema }).nullable(),
});
export type LinePreview = z.infer<typeof linePreviewSchema>;
export const linePreviewResponseSchema = successEnvelope(linePreviewSchema);

// ---- promotions ----

export const promotionItemInputSchema = z
  .object({
    value: bahtSchema.max(10_000_000).nullable(),
    /** The services (sku codes) of the item. */
    skus: z.array(z.string().trim().min(1).max(64)).min(1).max(ITEM_SKUS_MAX),
    range: z.array(priceRangeSchema).max(RANGES_MAX),
  })
  .superRefine((item, ctx) => checkRanges(item.range, ctx, ['range']));

export const promotionFieldsSchema = z.object({
  name: namesSchema,
  start_date: businessDateSchema,
  end_date: businessDateSchema,
  /** The amount off when no item value or tier fits (spec §5). */
  value: bahtSchema.max(10_000_000).nullable(),
  channel_code: scopeCodeSchema,
  store_code: scopeCodeSchema,
  items: z.array(promotionItemInputSchema).min(1).max(PROMOTION_ITEMS_MAX),
});

export const promotionInputSchema = promotionFieldsSchema.superRefine((promotion, ctx) => {
  if (promotion.start_date > promotion.end_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'issue.dateOrder' });
});
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionValues = z.output<typeof promotionInputSchema>;

export const promotionUpdateSchema = z.object({
  expected_version: z.number().int().min(1),
  promotion: promotionInputSchema,
});
export const promotionCreateSchema = z.object({ promotion: promotionInputSchema });

export const promotionAdminSchema = z.object({
  id: z.uuid(),
  version: z.number().int().min(1),
  promotion: promotionFieldsSchema,
  /** Past, running or future on the business day (the domain's promotionPhase). */
  phase: z.enum(PROMOTION_PHASES),
  /** Order lines priced with it. */
  order_lines: bahtSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type PromotionAdmin = z.infer<typeof promotionAdminSchema>;
export const promotionAdminResponseSchema = successEnvelope(promotionAdminSchema);
export const promotionAdminListResponseSchema = successEnvelope(
  z.object({ today: businessDateSchema, promotions: z.array(promotionAdminSchema) }),
);

/** A promotion as typed, on one service's catalogue card (price for its minimum quantity). */
export const promotionPreviewRequestSchema = z.object({
  promotion: promotionInputSchema,
  product_id: z.uuid(),
  qty: z.number().int().min(1).max(LINE_QUANTITY_MAX).optional(),
  date: businessDateSchema.optional(),
});
export type PromotionPreviewRequest = z.input<typeof promotionPreviewRequestSchema>;

/** The card's figures: the price, what the promotion takes off, the price shown. */
export const promotionPreviewSchema = z.object({
  date: businessDateSchema,
  product: z.object({ id: z.uuid(), sku_code: z.string(), name: localizedTextSchema }),
  qty: z.number().int().min(1),
  /** Whether the promotion runs on `date` for this service. */
  active: z.boolean(),
  price: bahtSchema,
  discount: bahtSchema,
  price_after: bahtSchema,
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;
export const promotionPreviewResponseSchema = successEnvelope(promotionPreviewSchema);

/** The services a form chooses from: every channel's, with what prices them. */
export const adminServiceOptionSchema = z.object({
  id: z.uuid(),
  sku_code: z.string(),
  channel_code: z.string(),
  name: localizedTextSchema,
  product_type: z.enum(['S', 'I']),
  min_qty: z.number().int(),
});
/** Channels and stores named in both languages: a form shows the page's (issue 28 item 6). */
export const couponScopeOptionsSchema = z.object({
  channels: z.array(z.object({ code: z.string(), name: localizedTextSchema })),
  stores: z.array(
    z.object({ code: z.string(), name: localizedTextSchema, channel_code: z.string() }),
  ),
  services: z.array(adminServiceOptionSchema),
});
export type CouponScopeOptions = z.infer<typeof couponScopeOptionsSchema>;
export const couponScopeOptionsPath = '/ops/v1/coupons/options';
export const couponScopeOptionsResponseSchema = successEnvelope(couponScopeOptionsSchema);
