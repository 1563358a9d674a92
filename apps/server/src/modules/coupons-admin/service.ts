import type {
  CouponAdmin,
  CouponScopeOptions,
  CouponValues,
  LinePreview,
  PromotionAdmin,
  PromotionPreview,
  PromotionPreviewRequest,
  PromotionValues,
} from '@changdee/contract/coupons-admin';
import type { couponPreviewRequestSchema } from '@changdee/contract/coupons-admin';
import { errorMessage } from '@changdee/contract/errors';
import { lineAmount } from '@changdee/domain/cart-totals';
import type { BusinessDate } from '@changdee/domain/dates';
import { priceOrder } from '@changdee/domain/order-pricing';
import { promotionPhase, type PromotionRule } from '@changdee/domain/promotion';
import type { DbExecutor, Database } from '../../db/client';
import { AppError } from '../../errors';
import {
  auditedCreate,
  auditedDelete,
  auditedEdit,
  type AuditActor,
  type AuditedRecord,
} from '../audit/service';
import {
  couponRecords,
  couponRule,
  couponTermsOf,
  pricingError,
  pricingProduct,
  productPromotion,
  runningPromotions,
  type CouponRecord,
  type PricingCoupon,
} from '../promotions/service';
import * as repository from './repository';

// Coupons and promotions from the operations portal (issue 21 items 2 and 3,
// docs/decisions/050-coupons-and-promotions-from-the-portal.md). Every write is one transaction
// (audit/service.ts auditedEdit) that checks the version the form was read at (409 STALE_EDIT), writes,
// records the audit entry (before and after, as the portal reads them) and tells every server to
// empty its coupon and promotion caches (notifyCacheChange 'promotions', delivered at commit), so
// the shop's next list shows the change. The previews price with the domain's own functions (decision 030): a coupon
// on a line through priceOrder, as the order does; a promotion on a card through lineAmount, as
// the catalogue and the cart do.

// ---- coupons ----

const texts = (th: string | null, en: string | null) => ({ th, en });

/** A stored coupon as the portal reads and edits it. */
export function couponAdminOf(record: CouponRecord, orderLines: number): CouponAdmin {
  return {
    id: record.id,
    version: record.version,
    coupon: {
      ...couponTermsOf(record),
      channel_code: record.channelCode,
      store_code: record.storeCode,
      channel_name_th: record.channelNameTh,
      start_date: record.startDate,
      expire_date: record.expireDate,
      is_can_use: record.isCanUse,
      error_message: texts(record.errorMessageTh, record.errorMessageEn),
      invalid_code: record.invalidCode,
      listed: record.listed,
      requested_payment: record.requestedPayment,
      usage_limit: record.usageLimit,
      usage_limit_per_customer: record.usageLimitPerCustomer,
      products: record.products,
      thumbnail_url: record.thumbnailUrl,
      thumbnail_2x_url: record.thumbnail2xUrl,
      information: {
        coupon_header: texts(record.headerTh, record.headerEn),
        terms_brief: texts(record.termsTh, record.termsEn),
      },
    },
    uses: record.used,
    order_lines: orderLines,
    created_at: record.createdAt.toISOString(),
  };
}

/** The coupon's columns from the form's values. */
const couponColumns = (
  values: CouponValues,
): Omit<repository.CouponInsert, 'id' | 'createdAt'> => ({
  code: values.code,
  nameTh: values.name.th,
  nameEn: values.name.en,
  status: values.status,
  type: values.type,
  model: values.model,
  // A range coupon's tiers decide (schema comment): its own discount is 0.
  discount: values.type === 'range' ? 0 : values.discount,
  startDate: values.start_date,
  expireDate: values.expire_date,
  isCanUse: values.is_can_use,
  listed: values.listed,
  usageLimit: values.usage_limit,
  usageLimitPerCustomer: values.usage_limit_per_customer,
  errorMessageTh: values.error_message.th,
  errorMessageEn: values.error_message.en,
  invalidCode: values.invalid_code,
  requestedPayment: values.requested_payment,
  channelNameTh: values.channel_name_th,
  thumbnailUrl: values.thumbnail_url,
  thumbnail2xUrl: values.thumbnail_2x_url,
  headerTh: values.information.coupon_header.th,
  headerEn: values.information.coupon_header.en,
  termsTh: values.information.terms_brief.th,
  termsEn: values.information.terms_brief.en,
  channelCode: values.channel_code,
  storeCode: values.store_code,
});

const couponParts = (values: CouponValues): repository.CouponParts => ({
  ranges: values.discount_range.map((range) => ({
    min: range.min,
    max: range.max,
    value: range.value,
    contractorDiscount: range.contractor_discount,
  })),
  products: [...new Set(values.products)],
});

/** The channel and store named exist, the store is of that channel, every sku is a service. */
async function checkScope(
  db: DbExecutor,
  scope: { channel_code: string | null; store_code: string | null },
  skus: readonly string[],
  skuField: (index: number) => string,
): Promise<void> {
  if (scope.channel_code !== null && !(await repository.channelExists(db, scope.channel_code)))
    throw new AppError('VALIDATION_FAILED', {
      field: 'channel_code',
      fieldIssue: 'issue.unknownChannel',
    });
  if (scope.store_code !== null) {
    const channel = await repository.storeChannel(db, scope.store_code);
    if (channel === null)
      throw new AppError('VALIDATION_FAILED', {
        field: 'store_code',
        fieldIssue: 'issue.unknownStore',
      });
    if (scope.channel_code !== null && channel !== scope.channel_code)
      throw new AppError('VALIDATION_FAILED', {
        field: 'store_code',
        fieldIssue: 'issue.storeChannel',
      });
  }
  const unknown = await repository.unknownSkus(db, [...new Set(skus)]);
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      field: skuField(skus.indexOf(unknown[0]!)),
      fieldIssue: 'issue.unknownSku',
      params: { sku: unknown[0]! },
    });
}

async function readCoupon(db: DbExecutor, id: string): Promise<CouponAdmin> {
  const [record] = await couponRecords(db, id);
  if (!record) throw new AppError('COUPON_NOT_FOUND', { details: { id } });
  const lines = await repository.couponOrderLines(db, [id]);
  return couponAdminOf(record, lines.get(id) ?? 0);
}

export async function listCoupons(db: DbExecutor): Promise<CouponAdmin[]> {
  const records = await couponRecords(db);
  const lines = await repository.couponOrderLines(
    db,
    records.map((record) => record.id),
  );
  return records.map((record) => couponAdminOf(record, lines.get(record.id) ?? 0));
}

export const getCoupon = readCoupon;

const couponRecord: AuditedRecord<CouponAdmin> = {
  entity: 'coupon',
  cache: 'promotions',
  lock: async (tx, id) => {
    const version = await repository.lockCoupon(tx, id);
    return version === null ? null : { version, view: await readCoupon(tx, id) };
  },
  notFound: (id) => new AppError('COUPON_NOT_FOUND', { details: { id } }),
  read: readCoupon,
};

async function assertCodeFree(db: DbExecutor, code: string, self: string | null): Promise<void> {
  const holder = await repository.couponIdByCode(db, code);
  if (holder !== null && holder !== self)
    throw new AppError('COUPON_CODE_TAKEN', { field: 'coupon.code' });
}

export async function createCoupon(
  db: Database,
  actor: AuditActor,
  values: CouponValues,
): Promise<CouponAdmin> {
  return auditedCreate(db, couponRecord, actor, async (tx) => {
    await checkScope(tx, values, values.products, (i) => `coupon.products.${i}`);
    await assertCodeFree(tx, values.code, null);
    const id = await repository.insertCoupon(tx, couponColumns(values));
    await repository.replaceCouponParts(tx, id, couponParts(values));
    return id;
  });
}

export async function updateCoupon(
  db: Database,
  actor: AuditActor,
  id: string,
  expectedVersion: number,
  values: CouponValues,
): Promise<CouponAdmin> {
  return auditedEdit(db, couponRecord, {
    actor,
    id,
    expectedVersion,
    write: async (tx, _before, version) => {
      await checkScope(tx, values, values.products, (i) => `coupon.products.${i}`);
      await assertCodeFree(tx, values.code, id);
      await repository.updateCoupon(tx, id, { ...couponColumns(values), version });
      await repository.replaceCouponParts(tx, id, couponParts(values));
    },
    action: (before) =>
      before.coupon.status === 'active' && values.status === 'inactive'
        ? 'deactivate'
        : before.coupon.status === 'inactive' && values.status === 'active'
          ? 'activate'
          : 'update',
  });
}

/**
 * Deletes a coupon that was never used (a mistake). One priced on an order line or counted
 * against its limit is kept for the orders that name it: 409 COUPON_IN_USE (deactivate it).
 */
export async function deleteCoupon(
  db: Database,
  actor: AuditActor,
  id: string,
  expectedVersion: number,
): Promise<void> {
  await auditedDelete(db, couponRecord, {
    actor,
    id,
    expectedVersion,
    remove: async (tx, before) => {
      if (before.uses > 0 || before.order_lines > 0)
        throw new AppError('COUPON_IN_USE', {
          details: { uses: before.uses, order_lines: before.order_lines },
        });
      await repository.deleteCoupon(tx, id);
    },
  });
}

// ---- previews ----

const localized = (code: string, params: Record<string, string | number>) => ({
  th: errorMessage(code as never, 'th', params),
  en: errorMessage(code as never, 'en', params),
});

async function productOrThrow(db: DbExecutor, id: string) {
  const product = await repository.productForPreview(db, id);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', { details: { productId: id } });
  return product;
}

/** The promotion running on a product on `date` for the store (the shop's own choice of one). */
async function runningPromotion(
  db: DbExecutor,
  scope: { channel: string; store: string },
  productId: string,
  date: BusinessDate,
) {
  const promotions = await runningPromotions(db, scope, date);
  return productPromotion(promotions, productId);
}

/**
 * What the coupon as typed does to one service and quantity on a day, priced by the domain's
 * priceOrder as the order prices it (with the promotion running on the service for the coupon's
 * store, else everyone's and the channel's): the figures, or the refusal the order would give.
 */
export async function previewCoupon(
  db: DbExecutor,
  request: ReturnType<typeof couponPreviewRequestSchema.parse>,
  today: BusinessDate,
): Promise<LinePreview> {
  const date = request.date ?? today;
  const values = request.coupon;
  const product = await productOrThrow(db, request.product_id);
  const store = request.store_code ?? values.store_code ?? '';
  let used = 0;
  if (request.coupon_id !== null) {
    const [saved] = await couponRecords(db, request.coupon_id);
    used = saved?.used ?? 0;
  }
  const record = {
    ...couponColumns(values),
    id: request.coupon_id ?? '00000000-0000-4000-8000-000000000000',
    version: 1,
    createdAt: new Date(0),
    used,
    products: values.products,
    ranges: couponParts(values).ranges,
  } as CouponRecord;
  const coupon: PricingCoupon = { ...couponRule(record), discount: record.discount, record };
  const promotion = await runningPromotion(
    db,
    { channel: product.channelCode, store },
    product.id,
    date,
  );
  const priced = priceOrder({
    lines: [
      {
        product_id: product.id,
        product_type: product.productType,
        qty: request.qty,
        coupon_code: values.code,
      },
    ],
    products: new Map([[product.id, pricingProduct(product)]]),
    promotions: new Map([[product.id, promotion]]),
    coupons: new Map([[values.code, coupon]]),
    context: { today: date, channel: product.channelCode, store },
  });
  if (!priced.ok) {
    const error = pricingError(priced.refusal, { productType: 'product_id', qty: 'qty' });
    return {
      date,
      qty: request.qty,
      line_total: 0,
      promotion_discount: 0,
      discount: 0,
      total_payable: 0,
      refusal: {
        code: error.code,
        message: error.localizedMessage ?? localized(error.code, error.params),
      },
    };
  }
  const [line] = priced.lines;
  return {
    date,
    qty: line!.quantity,
    line_total: line!.price,
    promotion_discount: line!.promotionDiscount,
    discount: line!.couponDiscount,
    total_payable: line!.amount,
    refusal: null,
  };
}

/** The promotion as typed on the service's catalogue card (its minimum quantity unless given). */
export async function previewPromotion(
  db: DbExecutor,
  request: PromotionPreviewRequest & { promotion: PromotionValues },
  today: BusinessDate,
): Promise<PromotionPreview> {
  const date = request.date ?? today;
  const product = await productOrThrow(db, request.product_id);
  const values = request.promotion;
  const rule: PromotionRule = {
    start_date: values.start_date,
    end_date: values.end_date,
    value: values.value,
    items: values.items.map((item) => ({
      products: item.skus.includes(product.skuCode) ? [{ id: product.id }] : [],
      range: item.range,
      value: item.value,
    })),
  };
  const inScope = values.channel_code === null || values.channel_code === product.channelCode;
  const covers = rule.items!.some((item) => item.products.length > 0);
  const qty = request.qty ?? product.minQty;
  const amount = lineAmount(
    {
      _id: product.id,
      product_type: product.productType,
      price: product.price,
      calculator: product.unitPrice === null ? null : { unit_price: product.unitPrice },
      total: qty,
      promotion: inScope && covers ? rule : null,
      coupon: null,
    },
    date,
  );
  return {
    date,
    product: {
      id: product.id,
      sku_code: product.skuCode,
      name: { th: product.nameTh, en: product.nameEn },
    },
    qty: amount.quantity,
    active: inScope && covers && promotionPhase(values, date) === 'running',
    price: amount.price,
    discount: amount.promotionDiscount,
    price_after: amount.promotedPrice,
  };
}

// ---- promotions ----

export function promotionAdminOf(
  record: repository.PromotionAdminRecord,
  orderLines: number,
  today: BusinessDate,
): PromotionAdmin {
  return {
    id: record.id,
    version: record.version,
    promotion: {
      name: { th: record.nameTh, en: record.nameEn },
      start_date: record.startDate,
      end_date: record.endDate,
      value: record.value,
      channel_code: record.channelCode,
      store_code: record.storeCode,
      items: record.items.map((item) => ({
        value: item.value,
        skus: item.skus,
        range: item.range,
      })),
    },
    phase: promotionPhase({ start_date: record.startDate, end_date: record.endDate }, today),
    order_lines: orderLines,
    created_at: record.createdAt.toISOString(),
  };
}

async function readPromotion(db: DbExecutor, id: string, today: BusinessDate) {
  const record = await repository.promotionById(db, id);
  if (!record) throw new AppError('PROMOTION_NOT_FOUND', { details: { id } });
  const lines = await repository.promotionOrderLines(db, [id]);
  return promotionAdminOf(record, lines.get(id) ?? 0, today);
}

export async function listPromotions(db: DbExecutor, today: BusinessDate) {
  const records = await repository.listPromotions(db);
  const lines = await repository.promotionOrderLines(
    db,
    records.map((record) => record.id),
  );
  return {
    today,
    promotions: records.map((record) => promotionAdminOf(record, lines.get(record.id) ?? 0, today)),
  };
}

export const getPromotion = readPromotion;

const promotionRecord = (today: BusinessDate): AuditedRecord<PromotionAdmin> => ({
  entity: 'promotion',
  cache: 'promotions',
  lock: async (tx, id) => {
    const version = await repository.lockPromotion(tx, id);
    return version === null ? null : { version, view: await readPromotion(tx, id, today) };
  },
  notFound: (id) => new AppError('PROMOTION_NOT_FOUND', { details: { id } }),
  read: (tx, id) => readPromotion(tx, id, today),
});

const promotionColumns = (values: PromotionValues) => ({
  nameTh: values.name.th,
  nameEn: values.name.en,
  startDate: values.start_date,
  endDate: values.end_date,
  value: values.value,
  channelCode: values.channel_code,
  storeCode: values.store_code,
});

const promotionItems = (values: PromotionValues) =>
  values.items.map((item) => ({
    value: item.value,
    skus: [...new Set(item.skus)],
    range: item.range,
  }));

const itemSkus = (values: PromotionValues) => values.items.flatMap((item) => item.skus);

/** The field of the n-th sku of all the items (for the form to mark it). */
const skuField = (values: PromotionValues) => (n: number) => {
  let index = n;
  for (const [i, item] of values.items.entries()) {
    if (index < item.skus.length) return `promotion.items.${i}.skus.${index}`;
    index -= item.skus.length;
  }
  return 'promotion.items';
};

export async function createPromotion(
  db: Database,
  actor: AuditActor,
  values: PromotionValues,
  today: BusinessDate,
): Promise<PromotionAdmin> {
  return auditedCreate(db, promotionRecord(today), actor, async (tx) => {
    await checkScope(tx, values, itemSkus(values), skuField(values));
    const id = await repository.insertPromotion(tx, promotionColumns(values));
    await repository.replacePromotionItems(tx, id, promotionItems(values));
    return id;
  });
}

export async function updatePromotion(
  db: Database,
  actor: AuditActor,
  id: string,
  expectedVersion: number,
  values: PromotionValues,
  today: BusinessDate,
): Promise<PromotionAdmin> {
  return auditedEdit(db, promotionRecord(today), {
    actor,
    id,
    expectedVersion,
    write: async (tx, _before, version) => {
      await checkScope(tx, values, itemSkus(values), skuField(values));
      await repository.updatePromotion(tx, id, { ...promotionColumns(values), version });
      await repository.replacePromotionItems(tx, id, promotionItems(values));
    },
  });
}

// ---- what the forms choose from ----

export async function scopeOptions(db: DbExecutor): Promise<CouponScopeOptions> {
  const { channelRows, storeRows, productRows } = await repository.scopeOptions(db);
  return {
    channels: channelRows.map((row) => ({
      code: row.code,
      name: { th: row.nameTh, en: row.nameEn },
    })),
    stores: storeRows.map((row) => ({
      code: row.code,
      name: { th: row.nameTh, en: row.nameEn },
      channel_code: row.channelCode,
    })),
    services: productRows.map((row) => ({
      id: row.id,
      sku_code: row.skuCode,
      channel_code: row.channelCode,
      name: { th: row.nameTh, en: row.nameEn },
      product_type: row.productType,
      min_qty: row.minQty,
    })),
  };
}
