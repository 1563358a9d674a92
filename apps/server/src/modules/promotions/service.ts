import type { Coupon, ProductPromotion, Promotion } from '@changdee/contract/cart';
import { SURVEY_QUANTITY_MESSAGE } from '@changdee/contract/errors';
import {
  COUPON_REJECTION_CODES,
  type CouponQuote,
  type MultipleProductPromotionRequest,
  type VerifyCouponRequest,
} from '@changdee/contract/promotions';
import { parseCouponCode } from '@changdee/domain/coupon';
import {
  checkCouponUse,
  isCouponForStore,
  isCouponListed,
  type CouponUseCheck,
  type CouponUseRule,
} from '@changdee/domain/coupon-use';
import type { BusinessDate } from '@changdee/domain/dates';
import type { LocalizedText } from '@changdee/domain/locale';
import {
  priceOrder,
  type OrderCoupon,
  type OrderPricingRefusal,
  type OrderProduct,
} from '@changdee/domain/order-pricing';
import type { ProductType } from '@changdee/domain/product-types';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { onCacheChange } from '../../lib/cache-invalidation';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthContext } from '../../plugins/access-types';
import { callerStore, type StoreScope } from '../stores/service';
import { couponAnswer, couponTerms, refusalParams } from './coupon-answer';
import * as repository from './repository';

// Coupons and promotions of spec §3–§5 and §7: what a store may see, what a coupon does to a line
// (priced from the database with packages/domain, never from the client), and the usage counters
// an order takes and gives back.
//
// A store's coupons and running promotions, and a channel's product skus, change rarely and are
// read on every cart: each process keeps them for PROMOTIONS_TTL_MS (a coupon edit or a use
// reaches the lists within that). verify reads the product and the coupon fresh; an order reads
// its products' promotions and its coupons fresh in its transaction (orderOffers), one query
// each, and prices itself with the domain's priceOrder as verify does
// (docs/decisions/030-one-pricing-function.md).

type Caller = Pick<AuthContext, 'storeIds'>;

export const PROMOTIONS_TTL_MS = 5_000;

interface StoreOffers {
  coupons: repository.CouponRecord[];
  promotions: repository.PromotionRecord[];
}

const offersCache = new TtlCache<StoreOffers>(PROMOTIONS_TTL_MS, 1_000);
const skusCache = new TtlCache<Map<string, string>>(PROMOTIONS_TTL_MS, 100);

/** Empties this process's coupon and promotion caches (after an edit; tests). */
export function clearPromotionCaches(): void {
  offersCache.clear();
  skusCache.clear();
}
// An edit on any server empties them here too (notifyCacheChange(tx, 'promotions'), decision 049);
// the SKU map follows the catalogue.
onCacheChange('promotions', clearPromotionCaches);
onCacheChange('catalog', () => skusCache.clear());

const scopeOf = (store: StoreScope): repository.StoreScope => ({
  channel: store.channelCode,
  store: store.code,
});

/** A promotion running for a store, with its items mapped to the store's channel. */
export type PromotionRecord = repository.PromotionRecord;

/**
 * The store's promotions running on `today` as a SQL scalar (a json array of PromotionRecord), for
 * the order's facts to read in the same statement as the rest (docs/decisions/038).
 */
export const storePromotionsJson = (store: StoreScope, today: BusinessDate) =>
  repository.promotionsOfStoreJson(scopeOf(store), today);

/** A day's promotions are part of the key: at midnight in Bangkok the next day's are read. */
async function storeOffers(
  db: DbExecutor,
  store: StoreScope,
  today: BusinessDate,
): Promise<StoreOffers> {
  const key = JSON.stringify([store.channelCode, store.code, today]);
  const cached = offersCache.get(key);
  if (cached) return cached;
  const scope = scopeOf(store);
  const [coupons, promotions] = await Promise.all([
    repository.couponsOfStore(db, scope),
    repository.promotionsOfStore(db, scope, today),
  ]);
  const offers = { coupons, promotions };
  offersCache.set(key, offers);
  return offers;
}

async function channelSkus(db: DbExecutor, channel: string): Promise<Map<string, string>> {
  const cached = skusCache.get(channel);
  if (cached) return cached;
  const skus = await repository.productSkusOfChannel(db, channel);
  skusCache.set(channel, skus);
  return skus;
}

/** A stored coupon with its uses, products (sku codes) and tiers. */
export type CouponRecord = repository.CouponRecord;

/**
 * Coupons as the shop reads them — every one, or the one with this id — for the portal's coupons
 * (modules/coupons-admin, docs/decisions/050): the same query, so both see the same coupon.
 */
/** What a coupon gives, as the shop's answer says it (the portal's record says it the same). */
export const couponTermsOf = (record: CouponRecord) => couponTerms(record);

export const couponRecords = (db: DbExecutor, id?: string): Promise<CouponRecord[]> =>
  repository.couponRecords(db, id);

/** The promotions running on a day for a channel and store ('' : a store none is for). */
export const runningPromotions = (
  db: DbExecutor,
  scope: repository.StoreScope,
  date: BusinessDate,
): Promise<repository.PromotionRecord[]> => repository.promotionsOfStore(db, scope, date);

/** What the domain's coupon check reads of a stored coupon. */
export function couponRule(record: repository.CouponRecord): CouponUseRule & { listed: boolean } {
  return {
    status: record.status,
    invalid_code: record.invalidCode,
    start_date: record.startDate,
    expire_date: record.expireDate,
    channel: record.channelCode,
    store: record.storeCode,
    products: record.products,
    usesLeft: record.usageLimit === null ? null : Math.max(0, record.usageLimit - record.used),
    type: record.type,
    discount_range: record.ranges,
    is_can_use: record.isCanUse,
    listed: record.listed,
  };
}

const SPECIFICITY = (p: repository.PromotionRecord) =>
  p.storeCode !== null ? 2 : p.channelCode !== null ? 1 : 0;

/**
 * The promotion of a product among those running: one of its items names the product. Decision:
 * when several do, the most specific wins (a store's over a channel's over everyone's), then the
 * one that started last, then the lowest id, so the answer is the same on every server.
 */
export function productPromotion(
  promotions: readonly repository.PromotionRecord[],
  productId: string,
): Promotion | null {
  let best: repository.PromotionRecord | null = null;
  for (const promotion of promotions) {
    if (!promotion.items.some((item) => item.products.includes(productId))) continue;
    if (
      best === null ||
      SPECIFICITY(promotion) > SPECIFICITY(best) ||
      (SPECIFICITY(promotion) === SPECIFICITY(best) &&
        (promotion.startDate > best.startDate ||
          (promotion.startDate === best.startDate && promotion.id < best.id)))
    )
      best = promotion;
  }
  if (!best) return null;
  return {
    id: best.id,
    name: { th: best.nameTh, en: best.nameEn },
    start_date: best.startDate,
    end_date: best.endDate,
    value: best.value,
    items: best.items
      .filter((item) => item.products.length > 0)
      .map((item) => ({
        products: item.products.map((id) => ({ id })),
        range: item.range,
        value: item.value,
      })),
  };
}

/** Trimmed and upper-cased (codes are stored upper case); null when blank. */
export const normalizedCode = (input: string | undefined): string | null => {
  const parsed = parseCouponCode(input ?? '');
  return parsed.ok ? parsed.code.toUpperCase() : null;
};

/**
 * Spec §7 multipleProductPromotion: for each product of the store's channel (in the order asked,
 * each once; unknown ids have no entry) its coupons and its running promotion. See the contract
 * for searchKeywordCode and perProduct.
 */
export async function listProductPromotions(
  db: DbExecutor,
  caller: Caller,
  request: MultipleProductPromotionRequest,
  today: BusinessDate,
): Promise<ProductPromotion[]> {
  const store = await callerStore(db, caller, request.branchId, request.channel);
  const [offers, skus] = await Promise.all([
    storeOffers(db, store, today),
    channelSkus(db, store.channelCode),
  ]);
  const scope = { channel: store.channelCode, store: store.code, today };
  const code = normalizedCode(request.searchKeywordCode);
  const candidates = offers.coupons
    .map((record) => ({ record, rule: couponRule(record) }))
    .filter(({ record, rule }) =>
      code === null
        ? isCouponListed(rule, scope)
        : record.code === code && isCouponForStore(rule, scope),
    );
  const perProduct = request.perProduct ?? true;
  const answer: ProductPromotion[] = [];
  for (const productId of new Set(request.productIds)) {
    const sku = skus.get(productId);
    if (sku === undefined) continue;
    const coupon: Coupon[] = [];
    for (const { record, rule } of candidates) {
      const check = checkCouponUse(rule, { ...scope, product: sku });
      if (code === null && perProduct && !check.ok && check.reason === 'notForProduct') continue;
      coupon.push(couponAnswer(record, check));
    }
    answer.push({
      product_id: productId,
      coupon,
      promotion: productPromotion(offers.promotions, productId),
    });
  }
  return answer;
}

/** The store of a call: the one named, or the caller's one store in the channel. */
async function storeOfCall(
  db: DbExecutor,
  caller: Caller,
  channel: string,
  branchId: string | undefined,
): Promise<StoreScope> {
  if (branchId !== undefined) return callerStore(db, caller, branchId, channel);
  const own: StoreScope[] = [];
  for (const storeId of caller.storeIds) {
    const store = await callerStore(db, caller, storeId).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (store?.channelCode === channel) own.push(store);
  }
  if (own.length === 0) throw new AppError('FORBIDDEN', { details: { channel } });
  if (own.length > 1) throw new AppError('BRANCH_REQUIRED', { field: 'branchId' });
  return own[0]!;
}

export interface LineToQuote {
  productId: string;
  qty: number;
  /** The job type the client believes the product has; a mismatch is a 400. */
  jobType: ProductType;
  couponCode: string;
}

/** The error of a refused coupon: its code, {min}, and the coupon's own words when it has them. */
function rejectionError(
  check: Exclude<CouponUseCheck, { ok: true }>,
  record: repository.CouponRecord | null,
  code: string,
  details: Record<string, unknown> = {},
): AppError {
  const ownMessage: LocalizedText | null =
    check.reason === 'cannotBeUsed' && record?.errorMessageTh && record.errorMessageEn
      ? { th: record.errorMessageTh, en: record.errorMessageEn }
      : null;
  return new AppError(COUPON_REJECTION_CODES[check.reason], {
    params: refusalParams(check),
    message: ownMessage,
    details: { couponCode: code, ...refusalParams(check), ...details },
  });
}

/** A product as priceOrder reads it, carrying its row. */
export interface PricingProduct<R> extends OrderProduct {
  row: R;
}

export function pricingProduct<R extends repository.PricedProductRow>(row: R): PricingProduct<R> {
  return {
    id: row.id,
    sku_code: row.skuCode,
    product_type: row.productType,
    price: row.price,
    calculator: row.unitPrice === null ? null : { unit_price: row.unitPrice },
    min_qty: row.minQty,
    limit_qty: row.limitQty,
    row,
  };
}

/** A stored coupon as priceOrder reads it (its rule, uses left and discount), carrying its row. */
export interface PricingCoupon extends OrderCoupon {
  record: repository.CouponRecord;
}

const pricingCoupon = (record: repository.CouponRecord): PricingCoupon => ({
  ...couponRule(record),
  discount: record.discount,
  record,
});

/**
 * The error of a line priceOrder refused: QUANTITY_OUT_OF_RANGE and JOB_TYPE_MISMATCH on the
 * request's fields (a service of exactly one says so in spec §8's words, not "between 1 and 1"),
 * a coupon's own refusal (COUPON_*; with `line`, its details name the order's line).
 */
export function pricingError(
  refusal: OrderPricingRefusal<PricingCoupon>,
  fields: { productType: string; qty: string; line?: number },
): AppError {
  switch (refusal.reason) {
    case 'unknownProduct':
      return new AppError('PRODUCT_NOT_FOUND', { details: { productId: refusal.productId } });
    case 'productType':
      return new AppError('JOB_TYPE_MISMATCH', { field: fields.productType });
    case 'quantity': {
      const { min, max } = refusal.bounds;
      return new AppError('QUANTITY_OUT_OF_RANGE', {
        field: fields.qty,
        params: { min, max },
        message: min === 1 && max === 1 ? SURVEY_QUANTITY_MESSAGE : null,
      });
    }
    case 'coupon':
      return rejectionError(
        refusal.check,
        refusal.coupon?.record ?? null,
        refusal.code,
        fields.line === undefined ? {} : { line: fields.line },
      );
  }
}

/**
 * What a coupon does to one line of a store today, from the database's price and the product's
 * running promotion (decision 007): the answer of verify, priced by the domain's priceOrder as an
 * order is. Throws the coupon's refusal (COUPON_*), PRODUCT_NOT_FOUND, JOB_TYPE_MISMATCH,
 * QUANTITY_OUT_OF_RANGE or COUPON_CODE_REQUIRED.
 */
export async function quoteLine(
  db: DbExecutor,
  store: StoreScope,
  line: LineToQuote,
  today: BusinessDate,
): Promise<CouponQuote> {
  const code = normalizedCode(line.couponCode);
  if (code === null) throw new AppError('COUPON_CODE_REQUIRED', { field: 'couponCode' });
  const product = await repository.pricedProduct(db, store.channelCode, line.productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', { details: { productId: line.productId } });
  const record = await repository.couponByCode(db, code);
  const { promotions } = await storeOffers(db, store, today);
  const promotion = productPromotion(promotions, product.id);
  const priced = priceOrder({
    lines: [
      { product_id: product.id, product_type: line.jobType, qty: line.qty, coupon_code: code },
    ],
    products: new Map([[product.id, pricingProduct(product)]]),
    promotions: new Map([[product.id, promotion]]),
    coupons: new Map(record ? [[code, pricingCoupon(record)]] : []),
    context: { today, channel: store.channelCode, store: store.code },
  });
  if (!priced.ok)
    throw pricingError(priced.refusal, { productType: 'jobType', qty: 'product.qty' });
  const [quoted] = priced.lines;
  return {
    coupon: couponAnswer(record!, { ok: true }),
    qty: quoted!.quantity,
    line_total: quoted!.price,
    promotion,
    promotion_discount: quoted!.promotionDiscount,
    discount: quoted!.couponDiscount,
    total_payable: quoted!.amount,
  };
}

/** What an order's pricing reads besides its products. */
export interface OrderOffers {
  /** The promotion running today on each product (null: none). */
  promotions: Map<string, Promotion | null>;
  /** The coupons the order's lines name, by code (a code not found has no entry). */
  coupons: Map<string, PricingCoupon>;
}

/**
 * The running promotions of an order's products (`promotions`: the store's, read with the order's
 * facts in its transaction) and the coupons its lines name, with their usage counters, read fresh
 * in the order's transaction: one query (none when no line has a coupon).
 */
export async function orderOffers(
  db: DbExecutor,
  promotions: readonly repository.PromotionRecord[],
  productIds: readonly string[],
  couponCodes: readonly string[],
): Promise<OrderOffers> {
  const coupons = await repository.couponsByCodes(db, [...new Set(couponCodes)]);
  return {
    promotions: new Map(productIds.map((id) => [id, productPromotion(promotions, id)])),
    coupons: new Map(coupons.map((record) => [record.code, pricingCoupon(record)])),
  };
}

/** Spec §7 verify: quoteLine for the caller's store. */
export async function verifyCoupon(
  db: DbExecutor,
  caller: Caller,
  request: VerifyCouponRequest,
  today: BusinessDate,
): Promise<CouponQuote> {
  const store = await storeOfCall(db, caller, request.channel, request.branchId);
  return quoteLine(
    db,
    store,
    {
      productId: request.product.productId,
      qty: request.product.qty,
      jobType: request.jobType,
      couponCode: request.couponCode,
    },
    today,
  );
}

// ---- usage limits: for the order, inside its transaction ----

export interface CouponUse {
  couponId: string;
  /** The customer's mobile; separators are ignored ('081-234-5678' is '0812345678'). */
  customerMobile: string;
}

export type CouponUseOutcome =
  { ok: true } | { ok: false; code: 'COUPON_USED_UP' | 'COUPON_CUSTOMER_USED_UP' };

const mobileDigits = (mobile: string): string => mobile.replace(/[\s-]/g, '');

/** A coupon's limits (null: none), as the order read them with the coupon. */
export interface CouponLimits {
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
}

/**
 * Takes one use of a coupon for an order: its total limit and the customer's, by one statement of
 * two conditional counters (decision 014; repository.takeUses, decision 038); a refusal leaves
 * both counters as they were (a total use counted alone is given back). Call it inside the order's
 * transaction: the uses are kept only if the order commits. A coupon without limits is not counted.
 * The outcome names the limit that refused, as its error code (409). `known`: the coupon's limits
 * as the caller read them in this transaction (otherwise they are read here); the counters
 * themselves re-check the limits stored now.
 */
export async function consumeCouponUse(
  db: DbExecutor,
  use: CouponUse,
  known?: CouponLimits,
): Promise<CouponUseOutcome> {
  const mobile = mobileDigits(use.customerMobile);
  if (!/^\d{9,10}$/.test(mobile))
    throw new AppError('VALIDATION_FAILED', { field: 'customer.mobile' });
  const limits = known ?? (await repository.usageLimitsOf(db, use.couponId));
  if (!limits) throw new AppError('COUPON_NOT_FOUND', { details: { couponId: use.couponId } });
  const counted = {
    total: limits.usageLimit !== null,
    customer: limits.usageLimitPerCustomer !== null,
  };
  if (!counted.total && !counted.customer) return { ok: true };
  const taken = await repository.takeUses(db, use.couponId, mobile, counted);
  if (!taken.total) return { ok: false, code: 'COUPON_USED_UP' };
  if (!taken.customer) {
    if (counted.total) await repository.giveBackTotalUse(db, use.couponId);
    return { ok: false, code: 'COUPON_CUSTOMER_USED_UP' };
  }
  return { ok: true };
}

/** Gives back a use taken by consumeCouponUse (the order was cancelled); never below 0. */
export async function releaseCouponUse(db: DbExecutor, use: CouponUse): Promise<void> {
  const mobile = mobileDigits(use.customerMobile);
  await db.transaction(async (tx) => {
    await repository.giveBackTotalUse(tx, use.couponId);
    await repository.giveBackCustomerUse(tx, use.couponId, mobile);
  });
}

/** How often a coupon was used in all and by one customer (for the order's answers and tests). */
export function couponUsage(
  db: DbExecutor,
  use: CouponUse,
): Promise<{ total: number; customer: number }> {
  return repository.usageOf(db, use.couponId, mobileDigits(use.customerMobile));
}
