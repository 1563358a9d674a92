import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentMethod } from '@changdee/domain/order-status';
import type { Database } from '../src/db/client';
import { products } from '../src/db/schema/catalog';
import {
  couponDiscountRanges,
  couponProducts,
  coupons,
  promotionItemProducts,
  promotionItems,
  promotions,
} from '../src/db/schema/promotions';

// Coupons and promotions made by a test (with codes and names of its own), removed afterwards, so
// the demo shop's coupons — which other features' tests use — stay as seeded.

export interface TestCoupon {
  code: string;
  start?: string;
  expire?: string;
  discount?: number;
  ranges?: Array<{ min: number; max: number | null; value: number }>;
  products?: string[];
  channelCode?: string;
  storeCode?: string;
  usageLimit?: number;
  usageLimitPerCustomer?: number;
  /** The way of paying the coupon asks for (PromptPay, or the store's counter). */
  requestedPayment?: PaymentMethod;
}

/** Inserts a fixed (or, with ranges, range) coupon valid through 2040 unless told; its id. */
export async function createTestCoupon(db: Database, coupon: TestCoupon): Promise<string> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: coupon.code,
      nameTh: `คูปองทดสอบ ${coupon.code}`,
      nameEn: `Test coupon ${coupon.code}`,
      type: coupon.ranges ? 'range' : 'fixed',
      discount: coupon.discount ?? 0,
      startDate: coupon.start ?? '2020-01-01',
      expireDate: coupon.expire ?? '2040-12-31',
      channelCode: coupon.channelCode ?? null,
      storeCode: coupon.storeCode ?? null,
      usageLimit: coupon.usageLimit ?? null,
      usageLimitPerCustomer: coupon.usageLimitPerCustomer ?? null,
      requestedPayment: coupon.requestedPayment ?? null,
    })
    .returning({ id: coupons.id });
  const couponId = row!.id;
  if (coupon.products?.length)
    await db
      .insert(couponProducts)
      .values(coupon.products.map((productSku) => ({ couponId, productSku })));
  if (coupon.ranges?.length)
    await db
      .insert(couponDiscountRanges)
      .values(coupon.ranges.map((range) => ({ couponId, ...range })));
  return couponId;
}

export async function deleteTestCoupons(db: Database, codes: string[]): Promise<void> {
  if (codes.length > 0) await db.delete(coupons).where(inArray(coupons.code, codes));
}

/** Inserts a promotion with one item of `value` baht for the skus; its id. */
export async function createTestPromotion(
  db: Database,
  promotion: {
    name: string;
    start: string;
    end: string;
    skus: string[];
    value: number;
    storeCode?: string;
    channelCode?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(promotions)
    .values({
      nameTh: promotion.name,
      nameEn: promotion.name,
      startDate: promotion.start,
      endDate: promotion.end,
      storeCode: promotion.storeCode ?? null,
      channelCode: promotion.channelCode ?? null,
    })
    .returning({ id: promotions.id });
  const [item] = await db
    .insert(promotionItems)
    .values({ promotionId: row!.id, value: promotion.value })
    .returning({ id: promotionItems.id });
  await db
    .insert(promotionItemProducts)
    .values(promotion.skus.map((productSku) => ({ itemId: item!.id, productSku })));
  return row!.id;
}

export async function deleteTestPromotions(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(promotions).where(inArray(promotions.id, ids));
}

export type TestProduct = typeof products.$inferSelect;

/** A demo service of a channel by its sku. */
export async function productBySku(
  db: Database,
  channel: string,
  sku: string,
): Promise<TestProduct> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.channelCode, channel), eq(products.skuCode, sku)));
  if (!row) throw new Error(`no ${sku} in ${channel}`);
  return row;
}
