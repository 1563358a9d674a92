import type { Coupon, ProductPromotion, Promotion } from '@changdee/contract/cart';
import { SURVEY_QUANTITY_MESSAGE } from '@changdee/contract/errors';
import {
  COUPON_REJECTION_CODES,
  LINE_QUANTITY_MAX,
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
import { lineDiscounts } from '@changdee/domain/line-discounts';
import { effectiveQuantity, linePrice } from '@changdee/domain/line-price';
import type { LocalizedText } from '@changdee/domain/locale';
import type { ProductType } from '@changdee/domain/product-types';
import { SURVEY_MAX_QUANTITY } from '@changdee/domain/quantity';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthContext } from '../../plugins/access-types';
import { callerStore, type StoreScope } from '../stores/service';
import { couponAnswer, refusalParams } from './coupon-answer';
import * as repository from './repository';

// Coupons and promotions of spec §3–§5 and §7: what a store may see, what a coupon does to a line
// (priced from the database with packages/domain, never from the client), and the usage counters
// an order takes and gives back.
//
// A store's coupons and running promotions, and a channel's product skus, change rarely and are
// read on every cart: each process keeps them for PROMOTIONS_TTL_MS (a coupon edit or a use
// reaches the lists within that). verify reads the product and the coupon fresh; quoteLine with
// { fresh: true } (the order) reads everything fresh in the caller's transaction.

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

const scopeOf = (store: StoreScope): repository.StoreScope => ({
  channel: store.channelCode,
  store: store.code,
});

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
const normalizedCode = (input: string | undefined): string | null => {
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
): AppError {
  const ownMessage: LocalizedText | null =
    check.reason === 'cannotBeUsed' && record?.errorMessageTh && record.errorMessageEn
      ? { th: record.errorMessageTh, en: record.errorMessageEn }
      : null;
  return new AppError(COUPON_REJECTION_CODES[check.reason], {
    params: refusalParams(check),
    message: ownMessage,
    details: { couponCode: code, ...refusalParams(check) },
  });
}

/**
 * Throws QUANTITY_OUT_OF_RANGE on `field` unless `qty` fits the product: a survey exactly 1, an
 * installation from its min_qty up to its limit_qty or the API's bound. Verify and the order
 * check lines with it. A service of exactly one says so in spec §8's words, not "between 1 and 1".
 */
export function checkLineQuantity(
  product: { productType: ProductType; minQty: number; limitQty: number | null },
  qty: number,
  field: string,
): void {
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

/**
 * What a coupon does to one line of a store today, from the database's price and the product's
 * running promotion (decision 007): the answer of verify, and what the order re-checks. Throws
 * the coupon's refusal (COUPON_*), PRODUCT_NOT_FOUND, JOB_TYPE_MISMATCH, QUANTITY_OUT_OF_RANGE or
 * COUPON_CODE_REQUIRED. With { fresh: true } nothing comes from this process's caches (call it in
 * the order's transaction).
 */
export async function quoteLine(
  db: DbExecutor,
  store: StoreScope,
  line: LineToQuote,
  today: BusinessDate,
  options: { fresh?: boolean } = {},
): Promise<CouponQuote> {
  const code = normalizedCode(line.couponCode);
  if (code === null) throw new AppError('COUPON_CODE_REQUIRED', { field: 'couponCode' });
  const product = await repository.pricedProduct(db, store.channelCode, line.productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', { details: { productId: line.productId } });
  if (product.productType !== line.jobType)
    throw new AppError('JOB_TYPE_MISMATCH', { field: 'jobType' });
  checkLineQuantity(product, line.qty, 'product.qty');

  const price = linePrice(
    {
      product_type: product.productType,
      price: product.price,
      calculator: product.unitPrice === null ? null : { unit_price: product.unitPrice },
    },
    line.qty,
  );
  const record = await repository.couponByCode(db, code);
  const context = {
    today,
    channel: store.channelCode,
    store: store.code,
    product: product.skuCode,
    price,
  };
  const check = checkCouponUse(record ? couponRule(record) : null, context);
  if (!check.ok) throw rejectionError(check, record, code);

  const promotions = options.fresh
    ? await repository.promotionsOfStore(db, scopeOf(store), today)
    : (await storeOffers(db, store, today)).promotions;
  const promotion = productPromotion(promotions, product.id);
  const coupon = couponAnswer(record!, check);
  const discounts = lineDiscounts({ productId: product.id, price, promotion, coupon }, today);
  return {
    coupon,
    qty: effectiveQuantity(product.productType, line.qty),
    line_total: discounts.price,
    promotion,
    promotion_discount: discounts.promotionDiscount,
    discount: discounts.couponDiscount,
    total_payable: discounts.amount,
  };
}

/**
 * The promotion running today on each of a store's products (null: none), read fresh from the
 * database — for the order, in its transaction, for its lines without a coupon.
 */
export async function runningPromotions(
  db: DbExecutor,
  store: StoreScope,
  productIds: readonly string[],
  today: BusinessDate,
): Promise<Map<string, Promotion | null>> {
  const promotions = await repository.promotionsOfStore(db, scopeOf(store), today);
  return new Map(productIds.map((id) => [id, productPromotion(promotions, id)]));
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

/** Thrown inside the savepoint to undo a counted total use when the customer's is refused. */
class UseRefused extends Error {
  constructor(readonly code: 'COUPON_USED_UP' | 'COUPON_CUSTOMER_USED_UP') {
    super(code);
  }
}

/**
 * Takes one use of a coupon for an order: its total limit and the customer's, each by one
 * conditional statement on its counter row (decision 014), in a savepoint of the caller's
 * transaction, so a refusal leaves both counters as they were. Call it inside the order's
 * transaction: the uses are kept only if the order commits. A coupon without limits is not counted.
 * The outcome names the limit that refused, as its error code (409).
 */
export async function consumeCouponUse(db: DbExecutor, use: CouponUse): Promise<CouponUseOutcome> {
  const mobile = mobileDigits(use.customerMobile);
  if (!/^\d{9,10}$/.test(mobile))
    throw new AppError('VALIDATION_FAILED', { field: 'customer.mobile' });
  const limits = await repository.usageLimitsOf(db, use.couponId);
  if (!limits) throw new AppError('COUPON_NOT_FOUND', { details: { couponId: use.couponId } });
  if (limits.usageLimit === null && limits.usageLimitPerCustomer === null) return { ok: true };
  try {
    await db.transaction(async (tx) => {
      if (limits.usageLimit !== null && !(await repository.takeTotalUse(tx, use.couponId)))
        throw new UseRefused('COUPON_USED_UP');
      if (
        limits.usageLimitPerCustomer !== null &&
        !(await repository.takeCustomerUse(tx, use.couponId, mobile))
      )
        throw new UseRefused('COUPON_CUSTOMER_USED_UP');
    });
  } catch (error) {
    if (error instanceof UseRefused) return { ok: false, code: error.code };
    throw error;
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
