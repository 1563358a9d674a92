import { describe, expect, it } from 'vitest';
import { COUPON_REJECTIONS } from '@changdee/domain/coupon-use';
import { errorCatalogue } from './errors';
import {
  COUPON_REJECTION_CODES,
  LINE_QUANTITY_MAX,
  PROMOTION_PRODUCTS_MAX,
  multipleProductPromotionRequestSchema,
  verifyCouponRequestSchema,
} from './promotions';

const id = '7b0d3a52-8d54-4c8e-9d55-0c1b0a3f6a11';

describe('coupon refusals', () => {
  it('give every reason of the domain a 4xx code of the catalogue with both languages', () => {
    expect(Object.keys(COUPON_REJECTION_CODES).sort()).toEqual([...COUPON_REJECTIONS].sort());
    for (const code of Object.values(COUPON_REJECTION_CODES)) {
      expect(errorCatalogue[code].status, code).toBeGreaterThanOrEqual(400);
      expect(errorCatalogue[code].status, code).toBeLessThan(500);
    }
    expect(new Set(Object.values(COUPON_REJECTION_CODES)).size).toBe(COUPON_REJECTIONS.length);
  });
});

describe('multipleProductPromotion request', () => {
  const base = { productIds: [id], channel: 'CD-RETAIL', branchId: id };

  it('defaults perProduct to true and keeps an optional code', () => {
    expect(multipleProductPromotionRequestSchema.parse(base)).toEqual({
      ...base,
      perProduct: true,
    });
    expect(
      multipleProductPromotionRequestSchema.parse({ ...base, searchKeywordCode: ' vip300 ' }),
    ).toMatchObject({ searchKeywordCode: ' vip300 ' });
  });

  it('takes 1 to PROMOTION_PRODUCTS_MAX product ids, and no NUL in a code', () => {
    const many = Array.from({ length: PROMOTION_PRODUCTS_MAX }, () => id);
    expect(
      multipleProductPromotionRequestSchema.safeParse({ ...base, productIds: many }).success,
    ).toBe(true);
    for (const bad of [
      { ...base, productIds: [] },
      { ...base, productIds: [...many, id] },
      { ...base, productIds: ['x'] },
      { ...base, searchKeywordCode: 'A\u0000B' },
      { ...base, branchId: 'ST-BKK-BANGNA' },
    ])
      expect(multipleProductPromotionRequestSchema.safeParse(bad).success).toBe(false);
  });
});

describe('verify request', () => {
  const request = (qty: number, over: Record<string, unknown> = {}) => ({
    product: { productId: id, qty },
    couponCode: 'CHANGDEE200',
    jobType: 'I',
    channel: 'CD-RETAIL',
    ...over,
  });

  it('takes a whole quantity from 1 to LINE_QUANTITY_MAX', () => {
    for (const qty of [1, LINE_QUANTITY_MAX])
      expect(verifyCouponRequestSchema.safeParse(request(qty)).success, String(qty)).toBe(true);
    for (const qty of [0, -1, 1.5, LINE_QUANTITY_MAX + 1, Number.NaN])
      expect(verifyCouponRequestSchema.safeParse(request(qty)).success, String(qty)).toBe(false);
  });

  it('keeps the line price of the largest quantity a safe integer at any integer unit price', () => {
    expect(Number.isSafeInteger(LINE_QUANTITY_MAX * 2_147_483_647)).toBe(true);
  });

  it('leaves an empty code to the server (its own 400) and refuses an unknown job type', () => {
    expect(verifyCouponRequestSchema.safeParse(request(1, { couponCode: '' })).success).toBe(true);
    expect(verifyCouponRequestSchema.safeParse(request(1, { jobType: 'X' })).success).toBe(false);
  });
});
