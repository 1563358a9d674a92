import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { channels, stores } from '../../db/schema/identity';
import { orderLines } from '../../db/schema/orders';
import {
  couponDiscountRanges,
  couponProducts,
  coupons,
  promotionItemProducts,
  promotionItemRanges,
  promotionItems,
  promotions,
} from '../../db/schema/promotions';

// Data access of the portal's coupons and promotions (docs/decisions/050): queries only. A coupon
// is read as the shop reads it (promotions/service couponRecords: its tiers, products and uses);
// the portal adds its version and how many order lines were priced with it.

export type CouponRow = typeof coupons.$inferSelect;
export type CouponInsert = typeof coupons.$inferInsert;
export type PromotionRow = typeof promotions.$inferSelect;

export interface CouponParts {
  ranges: Array<{
    min: number;
    max: number | null;
    value: number;
    contractorDiscount: number | null;
  }>;
  products: string[];
}

/**
 * Locks a coupon's or a promotion's row for the edit (the version check and the write in one
 * transaction): its version, null when there is none.
 */
async function lockVersion(
  db: DbExecutor,
  table: typeof coupons | typeof promotions,
  id: string,
): Promise<number | null> {
  const [row] = await db
    .select({ version: table.version })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row?.version ?? null;
}

export const lockCoupon = (db: DbExecutor, id: string) => lockVersion(db, coupons, id);
export const lockPromotion = (db: DbExecutor, id: string) => lockVersion(db, promotions, id);

export async function couponIdByCode(db: DbExecutor, code: string): Promise<string | null> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row?.id ?? null;
}

export async function insertCoupon(db: DbExecutor, values: CouponInsert): Promise<string> {
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
  return row!.id;
}

export async function updateCoupon(
  db: DbExecutor,
  id: string,
  values: Omit<CouponInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.update(coupons).set(values).where(eq(coupons.id, id));
}

/** Replaces the coupon's tiers and products with these. */
export async function replaceCouponParts(
  db: DbExecutor,
  id: string,
  parts: CouponParts,
): Promise<void> {
  await db.delete(couponDiscountRanges).where(eq(couponDiscountRanges.couponId, id));
  await db.delete(couponProducts).where(eq(couponProducts.couponId, id));
  if (parts.ranges.length > 0)
    await db
      .insert(couponDiscountRanges)
      .values(parts.ranges.map((range) => ({ couponId: id, ...range })));
  if (parts.products.length > 0)
    await db
      .insert(couponProducts)
      .values(parts.products.map((productSku) => ({ couponId: id, productSku })));
}

export async function deleteCoupon(db: DbExecutor, id: string): Promise<void> {
  await db.delete(coupons).where(eq(coupons.id, id));
}

/** How many order lines (any order status) were priced with each of these coupons or promotions. */
async function linesPricedWith(
  db: DbExecutor,
  column: typeof orderLines.couponId | typeof orderLines.promotionId,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: column, lines: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(and(isNotNull(column), inArray(column, [...ids])))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id!, Number(row.lines)]));
}

export const couponOrderLines = (db: DbExecutor, ids: readonly string[]) =>
  linesPricedWith(db, orderLines.couponId, ids);

export const promotionOrderLines = (db: DbExecutor, ids: readonly string[]) =>
  linesPricedWith(db, orderLines.promotionId, ids);

// ---- promotions ----

export interface PromotionAdminRecord extends PromotionRow {
  items: Array<{
    value: number | null;
    skus: string[];
    range: Array<{ min: number; max: number | null; value: number }>;
  }>;
}

const promotionIdColumn = sql.raw('"promotions"."id"');

async function selectPromotions(
  db: DbExecutor,
  id: string | undefined,
): Promise<PromotionAdminRecord[]> {
  const rows = await db
    .select({
      promotion: promotions,
      items: sql<PromotionAdminRecord['items']>`coalesce((
        select json_agg(json_build_object(
          'value', i.value,
          'skus', coalesce((select json_agg(ip.product_sku order by ip.product_sku)
            from ${promotionItemProducts} ip where ip.item_id = i.id), '[]'::json),
          'range', coalesce((select json_agg(json_build_object('min', r.min, 'max', r.max,
            'value', r.value) order by r.min, r.id)
            from ${promotionItemRanges} r where r.item_id = i.id), '[]'::json)
        ) order by i.id)
        from ${promotionItems} i where i.promotion_id = ${promotionIdColumn}), '[]'::json)`,
    })
    .from(promotions)
    .where(id === undefined ? undefined : eq(promotions.id, id))
    .orderBy(desc(promotions.startDate), asc(promotions.id));
  return rows.map(({ promotion, items }) => ({ ...promotion, items }));
}

export const listPromotions = (db: DbExecutor) => selectPromotions(db, undefined);

export async function promotionById(
  db: DbExecutor,
  id: string,
): Promise<PromotionAdminRecord | null> {
  const [found] = await selectPromotions(db, id);
  return found ?? null;
}

export type PromotionInsert = typeof promotions.$inferInsert;

export async function insertPromotion(db: DbExecutor, values: PromotionInsert): Promise<string> {
  const [row] = await db.insert(promotions).values(values).returning({ id: promotions.id });
  return row!.id;
}

export async function updatePromotion(
  db: DbExecutor,
  id: string,
  values: Omit<PromotionInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.update(promotions).set(values).where(eq(promotions.id, id));
}

/** Replaces the promotion's items (their products and tiers go with them). */
export async function replacePromotionItems(
  db: DbExecutor,
  id: string,
  items: PromotionAdminRecord['items'],
): Promise<void> {
  await db.delete(promotionItems).where(eq(promotionItems.promotionId, id));
  for (const item of items) {
    const [row] = await db
      .insert(promotionItems)
      .values({ promotionId: id, value: item.value })
      .returning({ id: promotionItems.id });
    const itemId = row!.id;
    await db
      .insert(promotionItemProducts)
      .values(item.skus.map((productSku) => ({ itemId, productSku })));
    if (item.range.length > 0)
      await db
        .insert(promotionItemRanges)
        .values(item.range.map((range) => ({ itemId, ...range })));
  }
}

// ---- what the forms choose from ----

export async function scopeOptions(db: DbExecutor) {
  const [channelRows, storeRows, productRows] = await Promise.all([
    db
      .select({ code: channels.code, nameTh: channels.nameTh, nameEn: channels.nameEn })
      .from(channels)
      .orderBy(asc(channels.code)),
    db
      .select({
        code: stores.code,
        nameTh: stores.nameTh,
        nameEn: stores.nameEn,
        channelCode: stores.channelCode,
      })
      .from(stores)
      .orderBy(asc(stores.code)),
    db
      .select({
        id: products.id,
        skuCode: products.skuCode,
        channelCode: products.channelCode,
        nameTh: products.nameTh,
        nameEn: products.nameEn,
        productType: products.productType,
        minQty: products.minQty,
      })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.channelCode), asc(products.position), asc(products.skuCode)),
  ]);
  return { channelRows, storeRows, productRows };
}

export async function channelExists(db: DbExecutor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: channels.code })
    .from(channels)
    .where(eq(channels.code, code));
  return row !== undefined;
}

export async function storeChannel(db: DbExecutor, code: string): Promise<string | null> {
  const [row] = await db
    .select({ channelCode: stores.channelCode })
    .from(stores)
    .where(eq(stores.code, code));
  return row?.channelCode ?? null;
}

/** The sku codes among these that name no product of any channel. */
export async function unknownSkus(db: DbExecutor, skus: readonly string[]): Promise<string[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .selectDistinct({ sku: products.skuCode })
    .from(products)
    .where(inArray(products.skuCode, [...skus]));
  const known = new Set(rows.map((row) => row.sku));
  return skus.filter((sku) => !known.has(sku));
}

/** A product as the previews price it (any channel; the preview names it by id). */
export async function productForPreview(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      skuCode: products.skuCode,
      channelCode: products.channelCode,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      productType: products.productType,
      price: products.price,
      unitPrice: products.unitPrice,
      minQty: products.minQty,
      limitQty: products.limitQty,
    })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}
