import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BusinessDate } from '@changdee/domain/dates';
import type { ProductType } from '@changdee/domain/product-types';
import type { DbExecutor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import {
  couponCustomerUsage,
  couponDiscountRanges,
  couponProducts,
  couponUsage,
  coupons,
  promotionItemProducts,
  promotionItemRanges,
  promotionItems,
  promotions,
} from '../../db/schema/promotions';

// Data access of coupons, promotions and coupon usage: queries only, no rules. A coupon comes with
// its products (sku codes), its tiers and how often it was used, in one round trip.

export type CouponRow = typeof coupons.$inferSelect;

export interface CouponRecord extends CouponRow {
  /** Orders that used it (coupon_usage; 0 when never counted). */
  used: number;
  /** The sku codes it is for; empty: every product. */
  products: string[];
  ranges: Array<{
    min: number;
    max: number | null;
    value: number;
    contractorDiscount: number | null;
  }>;
}

export interface PromotionRecord {
  id: string;
  nameTh: string;
  nameEn: string;
  startDate: BusinessDate;
  endDate: BusinessDate;
  value: number | null;
  channelCode: string | null;
  storeCode: string | null;
  /** Items with the ids of the products of the channel they name (skus of other channels drop). */
  items: Array<{
    value: number | null;
    products: string[];
    range: Array<{ min: number; max: number | null; value: number }>;
  }>;
}

export interface PricedProductRow {
  id: string;
  skuCode: string;
  productType: ProductType;
  price: number | null;
  unitPrice: number | null;
  minQty: number;
  limitQty: number | null;
}

export interface StoreScope {
  channel: string;
  store: string;
}

// The correlated subqueries name the outer row themselves (see catalog/repository.ts).
const couponIdColumn = sql.raw('"coupons"."id"');

function couponColumns() {
  return {
    coupon: coupons,
    used: sql<number>`coalesce(${couponUsage.used}, 0)::int`,
    products: sql<string[]>`coalesce((
      select json_agg(p.product_sku order by p.product_sku)
      from ${couponProducts} p where p.coupon_id = ${couponIdColumn}), '[]'::json)`,
    ranges: sql<CouponRecord['ranges']>`coalesce((
      select json_agg(json_build_object('min', r.min, 'max', r.max, 'value', r.value,
        'contractorDiscount', r.contractor_discount) order by r.min, r.id)
      from ${couponDiscountRanges} r where r.coupon_id = ${couponIdColumn}), '[]'::json)`,
  };
}

async function selectCoupons(db: DbExecutor, where: SQL | undefined): Promise<CouponRecord[]> {
  const rows = await db
    .select(couponColumns())
    .from(coupons)
    .leftJoin(couponUsage, eq(couponUsage.couponId, coupons.id))
    .where(where)
    .orderBy(asc(coupons.expireDate), asc(coupons.code));
  return rows.map(({ coupon, used, products: skus, ranges }) => ({
    ...coupon,
    used: Number(used),
    products: skus,
    ranges,
  }));
}

/** Every coupon, or the one with this id, whatever its status or scope (the portal's). */
export const couponRecords = (db: DbExecutor, id?: string): Promise<CouponRecord[]> =>
  selectCoupons(db, id === undefined ? undefined : eq(coupons.id, id));

/** Every active coupon a store may see (its channel's and its own, and those for everyone). */
export function couponsOfStore(db: DbExecutor, scope: StoreScope): Promise<CouponRecord[]> {
  return selectCoupons(
    db,
    and(
      eq(coupons.status, 'active'),
      or(isNull(coupons.channelCode), eq(coupons.channelCode, scope.channel)),
      or(isNull(coupons.storeCode), eq(coupons.storeCode, scope.store)),
    ),
  );
}

/** The coupon with this code (stored upper case), whatever its status or scope. */
export async function couponByCode(db: DbExecutor, code: string): Promise<CouponRecord | null> {
  const [found] = await selectCoupons(db, eq(coupons.code, code));
  return found ?? null;
}

/** The coupons with these codes (stored upper case), whatever their status or scope: one query. */
export async function couponsByCodes(
  db: DbExecutor,
  codes: readonly string[],
): Promise<CouponRecord[]> {
  if (codes.length === 0) return [];
  return selectCoupons(db, inArray(coupons.code, [...codes]));
}

/**
 * The promotions running on `today` for a store, with their items mapped to its channel, as ONE
 * json array of PromotionRecord (ordered by start date, then id): a scalar the order's facts read
 * with the rest of what the order names (orders repository.orderFacts, docs/decisions/038).
 */
export function promotionsOfStoreJson(scope: StoreScope, today: BusinessDate): SQL {
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', pm.id, 'nameTh', pm.name_th, 'nameEn', pm.name_en,
      'startDate', pm.start_date, 'endDate', pm.end_date, 'value', pm.value,
      'channelCode', pm.channel_code, 'storeCode', pm.store_code,
      'items', coalesce((
        select json_agg(json_build_object(
          'value', i.value,
          'products', coalesce((
            select json_agg(pr.id order by pr.position, pr.sku_code)
            from ${promotionItemProducts} ip
            join ${products} pr on pr.sku_code = ip.product_sku
              and pr.channel_code = ${scope.channel} and pr.active
            where ip.item_id = i.id), '[]'::json),
          'range', coalesce((
            select json_agg(json_build_object('min', r.min, 'max', r.max, 'value', r.value)
              order by r.min, r.id)
            from ${promotionItemRanges} r where r.item_id = i.id), '[]'::json)
        ) order by i.id)
        from ${promotionItems} i where i.promotion_id = pm.id), '[]'::json)
    ) order by pm.start_date, pm.id)
    from ${promotions} pm
    where pm.start_date <= ${today} and pm.end_date >= ${today}
      and (pm.channel_code is null or pm.channel_code = ${scope.channel})
      and (pm.store_code is null or pm.store_code = ${scope.store})), '[]'::json)`;
}

/** The promotions running on `today` for a store (promotionsOfStoreJson, read alone). */
export async function promotionsOfStore(
  db: DbExecutor,
  scope: StoreScope,
  today: BusinessDate,
): Promise<PromotionRecord[]> {
  const result = (await db.execute(
    sql`select ${promotionsOfStoreJson(scope, today)} as "promotions"`,
  )) as unknown as { rows: Array<{ promotions: PromotionRecord[] }> };
  return result.rows[0]!.promotions;
}

/** id → sku code of every active product of the channel. */
export async function productSkusOfChannel(
  db: DbExecutor,
  channel: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: products.id, skuCode: products.skuCode })
    .from(products)
    .where(and(eq(products.channelCode, channel), eq(products.active, true)));
  return new Map(rows.map((row) => [row.id, row.skuCode]));
}

/** What prices a line: an active product of the channel, or null. */
export async function pricedProduct(
  db: DbExecutor,
  channel: string,
  productId: string,
): Promise<PricedProductRow | null> {
  const [row] = await db
    .select({
      id: products.id,
      skuCode: products.skuCode,
      productType: products.productType,
      price: products.price,
      unitPrice: products.unitPrice,
      minQty: products.minQty,
      limitQty: products.limitQty,
    })
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.channelCode, channel), eq(products.active, true)),
    )
    .limit(1);
  return row ?? null;
}

// ---- usage counters (decision 014): one conditional statement each, no read-then-write ----

export async function usageLimitsOf(
  db: DbExecutor,
  couponId: string,
): Promise<{ usageLimit: number | null; usageLimitPerCustomer: number | null } | null> {
  const [row] = await db
    .select({
      usageLimit: coupons.usageLimit,
      usageLimitPerCustomer: coupons.usageLimitPerCustomer,
    })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one more use of the coupon unless its total limit is reached, then — only if that was
 * counted — one more for the customer (mobile, digits only) unless the per-customer limit is: in
 * ONE statement (docs/decisions/038). Each is a conditional upsert: the first use inserts the
 * counter, a later one adds one only while below the coupon's current limit; concurrent calls
 * queue on the counter row and each re-checks the condition on the row it finally sees. `counted`
 * says which of the two counters the coupon keeps (a limit it does not have is not counted and
 * answers true). The caller gives back a total use counted alone.
 */
export async function takeUses(
  db: DbExecutor,
  couponId: string,
  customerMobile: string,
  counted: { total: boolean; customer: boolean },
): Promise<{ total: boolean; customer: boolean }> {
  const total = counted.total
    ? sql`insert into ${couponUsage} as u (coupon_id, used) values (${couponId}, 1)
        on conflict (coupon_id) do update set used = u.used + 1, updated_at = now()
          where u.used < coalesce(
            (select c.usage_limit from ${coupons} c where c.id = u.coupon_id), 2147483647)
        returning 1`
    : sql`select 1`;
  const customer = counted.customer
    ? sql`insert into ${couponCustomerUsage} as u (coupon_id, customer_mobile, used)
        select ${couponId}, ${customerMobile}, 1 where exists (select 1 from total)
        on conflict (coupon_id, customer_mobile) do update set used = u.used + 1,
          updated_at = now()
          where u.used < coalesce((select c.usage_limit_per_customer from ${coupons} c
            where c.id = u.coupon_id), 2147483647)
        returning 1`
    : sql`select 1 where exists (select 1 from total)`;
  const result = (await db.execute(sql`with total as (${total}), customer as (${customer})
    select exists (select 1 from total) as total, exists (select 1 from customer) as customer`)) as unknown as {
    rows: Array<{ total: boolean; customer: boolean }>;
  };
  return result.rows[0]!;
}

/** Gives a use back (an order cancelled); never below 0. */
export async function giveBackTotalUse(db: DbExecutor, couponId: string): Promise<void> {
  await db
    .update(couponUsage)
    .set({ used: sql`${couponUsage.used} - 1`, updatedAt: sql`now()` })
    .where(and(eq(couponUsage.couponId, couponId), sql`${couponUsage.used} > 0`));
}

export async function giveBackCustomerUse(
  db: DbExecutor,
  couponId: string,
  customerMobile: string,
): Promise<void> {
  await db
    .update(couponCustomerUsage)
    .set({ used: sql`${couponCustomerUsage.used} - 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(couponCustomerUsage.couponId, couponId),
        eq(couponCustomerUsage.customerMobile, customerMobile),
        sql`${couponCustomerUsage.used} > 0`,
      ),
    );
}

/** How often the coupon was used in all and by this customer (0 when never counted). */
export async function usageOf(
  db: DbExecutor,
  couponId: string,
  customerMobile?: string,
): Promise<{ total: number; customer: number }> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce((select u.used from ${couponUsage} u where u.coupon_id = ${couponId}), 0)::int`,
      customer: sql<number>`coalesce((select u.used from ${couponCustomerUsage} u
        where u.coupon_id = ${couponId} and u.customer_mobile = ${customerMobile ?? ''}), 0)::int`,
    })
    .from(sql`(select 1) as one`);
  return { total: Number(row?.total ?? 0), customer: Number(row?.customer ?? 0) };
}
