import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { couponEligibility, couponDiscount, couponNameNeedsTooltip } from '@changdee/domain/coupon';
import { businessToday } from '@changdee/domain/dates';
import { isPromotionActive } from '@changdee/domain/promotion';
import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTestContext } from '../../../test/context';
import {
  couponDiscountRanges,
  couponProducts,
  coupons,
  promotionItemProducts,
  promotionItemRanges,
  promotionItems,
  promotions,
} from '../schema/promotions';
import { COUPON_IMAGE_PATH_PREFIX } from '@changdee/contract/promotions';
import { DEMO_SERVICES } from './demo-keys';

// The seeded demo coupons and promotions cover every kind the spec's rules distinguish, on any day
// the demo is seeded (dates are relative to the Bangkok today).

type CouponRow = typeof coupons.$inferSelect & {
  ranges: Array<typeof couponDiscountRanges.$inferSelect>;
};

// The Bangkok date the demo was seeded on (its coupons' creation), not the date this file runs on:
// a run that crosses a Bangkok midnight between seeding and these tests must still pass.
let today = '';
const isCurrent = (c: CouponRow) => c.startDate <= today && today <= c.expireDate;
const demoSkus = new Set<string>(DEMO_SERVICES.map((s) => s.sku));

let all: CouponRow[] = [];
beforeAll(async () => {
  const { db } = await getTestContext();
  const ranges = await db
    .select()
    .from(couponDiscountRanges)
    .orderBy(asc(couponDiscountRanges.min));
  all = (await db.select().from(coupons)).map((c) => ({
    ...c,
    ranges: ranges.filter((r) => r.couponId === c.id),
  }));
  const seededAt = Math.min(...all.map((c) => c.createdAt.getTime()));
  today = businessToday(new Date(seededAt));
});

const usable = (c: CouponRow) => c.status === 'active' && !c.invalidCode && isCurrent(c);
const asDomain = (c: CouponRow) => ({
  type: c.type,
  discount: c.discount,
  discount_range: c.ranges.map((r) => ({ min: r.min, max: r.max, value: r.value })),
  is_can_use: c.isCanUse,
});

describe('demo coupons', () => {
  it('include a current fixed-discount coupon for every product', () => {
    const fixed = all.find(
      (c) =>
        usable(c) &&
        c.type === 'fixed' &&
        c.isCanUse &&
        c.ranges.length === 0 &&
        !c.storeCode &&
        !c.channelCode,
    );
    expect(fixed?.discount).toBeGreaterThan(0);
    expect(couponDiscount(asDomain(fixed!), 5_000)).toBe(fixed!.discount);
  });

  it('include discount ranges 1,000–4,999 → 200 and 5,000–∞ → 500 with a minimum spend', () => {
    const tiered = all.find(
      (c) =>
        usable(c) &&
        c.ranges.some((r) => r.min === 1000 && r.max === 4999 && r.value === 200) &&
        c.ranges.some((r) => r.min === 5000 && r.max === null && r.value === 500),
    );
    expect(tiered?.type).toBe('range');
    const domain = asDomain(tiered!);
    expect(couponEligibility(domain, 900)).toMatchObject({ status: 'belowMinimum', min: 1000 });
    expect(couponDiscount(domain, 3_000)).toBe(200);
    expect(couponDiscount(domain, 12_000)).toBe(500);
    expect(
      tiered!.ranges.every((r) => r.contractorDiscount !== null && r.contractorDiscount <= r.value),
    ).toBe(true);
  });

  it('include an expired one and one not started yet', () => {
    expect(all.some((c) => c.status === 'active' && c.expireDate < today)).toBe(true);
    expect(all.some((c) => c.status === 'active' && c.startDate > today)).toBe(true);
  });

  it('include a current coupon that cannot be used, with its message in Thai and English', () => {
    const locked = all.find((c) => usable(c) && !c.isCanUse);
    expect(locked?.errorMessageTh).toMatch(/[\u0E00-\u0E7F]/u);
    expect(locked?.errorMessageEn).toMatch(/^[A-Z]/);
    expect(couponEligibility(asDomain(locked!), 5_000)).toEqual({ status: 'disabled' });
  });

  it('include an invalid code, a withdrawn coupon, per-store and per-channel coupons and both payment requests', () => {
    expect(all.some((c) => c.invalidCode)).toBe(true);
    expect(all.some((c) => c.status === 'inactive')).toBe(true);
    expect(all.some((c) => usable(c) && c.storeCode !== null)).toBe(true);
    expect(all.some((c) => usable(c) && c.channelCode !== null && c.storeCode === null)).toBe(true);
    expect(all.some((c) => usable(c) && c.requestedPayment === 'promptpay')).toBe(true);
    expect(all.some((c) => usable(c) && c.requestedPayment === 'store')).toBe(true);
    expect(all.some((c) => usable(c) && c.requestedPayment === null)).toBe(true);
  });

  it('include usage limits (a current coupon usable once in all, one once per customer) and a hidden coupon', () => {
    const once = all.find((c) => usable(c) && c.usageLimit === 1);
    expect(once?.listed).toBe(true);
    expect(once?.isCanUse).toBe(true);
    expect(all.some((c) => usable(c) && c.usageLimitPerCustomer === 1)).toBe(true);
    expect(all.some((c) => usable(c) && !c.listed)).toBe(true);
  });

  it('have bilingual names (one long enough for the tooltip), upper-case codes and thumbnails of 80 and 160 px', async () => {
    for (const c of all) {
      expect(c.nameTh).toMatch(/[\u0E00-\u0E7F]/u);
      expect(c.nameEn).toMatch(/^[\x20-\x7E–]+$/u);
      expect(c.code).toBe(c.code.trim().toUpperCase());
    }
    expect(
      all.some((c) => couponNameNeedsTooltip(c.nameTh) || couponNameNeedsTooltip(c.nameEn)),
    ).toBe(true);
    const withThumbnails = all.filter((c) => c.thumbnailUrl);
    expect(withThumbnails.length).toBeGreaterThan(5);
    const assets = fileURLToPath(new URL('../../../assets/coupons/', import.meta.url));
    for (const c of withThumbnails) {
      for (const [url, size] of [
        [c.thumbnailUrl!, 80],
        [c.thumbnail2xUrl!, 160],
      ] as const) {
        expect(url.startsWith(COUPON_IMAGE_PATH_PREFIX)).toBe(true);
        const file = assets + url.slice(COUPON_IMAGE_PATH_PREFIX.length);
        expect(existsSync(file)).toBe(true);
        expect(await sharp(file).metadata()).toMatchObject({
          width: size,
          height: size,
          format: 'webp',
        });
      }
    }
  });

  it('name only real demo services', async () => {
    const { db } = await getTestContext();
    const skus = (await db.select({ sku: couponProducts.productSku }).from(couponProducts)).map(
      (r) => r.sku,
    );
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.filter((sku) => !demoSkus.has(sku))).toEqual([]);
  });
});

describe('demo promotions', () => {
  it('include past, current and future promotions relative to the Bangkok today', async () => {
    const { db } = await getTestContext();
    const rows = await db.select().from(promotions);
    const current = rows.filter((p) =>
      isPromotionActive({ start_date: p.startDate, end_date: p.endDate }, today),
    );
    expect(rows.some((p) => p.endDate < today)).toBe(true);
    expect(rows.some((p) => p.startDate > today)).toBe(true);
    expect(current.some((p) => p.storeCode === null && p.channelCode === null)).toBe(true);
    expect(current.some((p) => p.storeCode !== null)).toBe(true);
    expect(current.some((p) => p.channelCode !== null)).toBe(true);
  });

  it('have items with real services and price ranges', async () => {
    const { db } = await getTestContext();
    const [counts] = await db
      .select({
        itemsWithoutProducts: sql<number>`(select count(*)::int from ${promotionItems} i
          where not exists (select 1 from ${promotionItemProducts} p where p.item_id = i.id))`,
        ranges: sql<number>`(select count(*)::int from ${promotionItemRanges})`,
        openEndedRanges: sql<number>`(select count(*)::int from ${promotionItemRanges} where max is null)`,
      })
      .from(sql`(select 1) as one`);
    expect(counts).toMatchObject({ itemsWithoutProducts: 0 });
    expect(counts!.ranges).toBeGreaterThan(2);
    expect(counts!.openEndedRanges).toBeGreaterThan(0);
    const skus = (
      await db.select({ sku: promotionItemProducts.productSku }).from(promotionItemProducts)
    ).map((r) => r.sku);
    expect(skus.filter((sku) => !demoSkus.has(sku))).toEqual([]);
  });
});
