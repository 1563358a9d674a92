import { describe, expect, it } from 'vitest';
import {
  couponInputSchema,
  promotionInputSchema,
  type CouponInput,
  type PromotionInput,
} from './coupons-admin';
import { isIssueMessageKey } from './issue-messages';

// The portal's coupon and promotion schemas (docs/decisions/050): what the form and the server
// both refuse, each refusal on its field with words of the contract's own (issue.* keys).

const coupon = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: ' summer-26 ',
  name: { th: 'ลดหน้าร้อน', en: 'Summer' },
  status: 'active',
  type: 'fixed',
  model: 'product',
  discount: 100,
  discount_range: [],
  channel_code: '',
  store_code: null,
  channel_name_th: '',
  start_date: '2026-04-01',
  expire_date: '2026-04-30',
  is_can_use: true,
  error_message: { th: '', en: '' },
  invalid_code: false,
  listed: true,
  requested_payment: null,
  usage_limit: null,
  usage_limit_per_customer: null,
  products: [],
  thumbnail_url: '',
  thumbnail_2x_url: null,
  information: { coupon_header: { th: '', en: '' }, terms_brief: { th: 'ข้อ', en: 'Terms' } },
  ...overrides,
});

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('couponInputSchema', () => {
  it('normalizes what was typed: the code upper case, empty texts and scopes as none', () => {
    const parsed = couponInputSchema.parse(coupon());
    expect(parsed.code).toBe('SUMMER-26');
    expect(parsed.channel_code).toBeNull();
    expect(parsed.channel_name_th).toBeNull();
    expect(parsed.thumbnail_url).toBeNull();
    expect(parsed.error_message).toEqual({ th: null, en: null });
    expect(parsed.information.terms_brief).toEqual({ th: 'ข้อ', en: 'Terms' });
    // What it answers is accepted again unchanged (the form reloads a saved coupon).
    expect(couponInputSchema.parse(parsed)).toEqual(parsed);
  });

  it('refuses each rule between the fields on the field at fault, with a contract key', () => {
    const result = couponInputSchema.safeParse(
      coupon({
        code: 'ลด',
        type: 'range',
        expire_date: '2026-03-01',
        is_can_use: false,
        discount_range: [
          { min: 0, max: 5000, value: 100, contractor_discount: 150 },
          { min: 5000, max: null, value: 300, contractor_discount: null },
          { min: 900, max: 800, value: 10, contractor_discount: null },
        ],
        usage_limit: 1,
        usage_limit_per_customer: 2,
        thumbnail_url: 'https://elsewhere.example/x.png',
        information: { coupon_header: { th: 'หัว', en: '' }, terms_brief: { th: '', en: '' } },
      }),
    );
    expect(result.success).toBe(false);
    const found = issues(result);
    expect(found).toEqual(
      expect.arrayContaining([
        'code: issue.couponCode',
        'expire_date: issue.dateOrder',
        'error_message.th: issue.couponErrorMessage',
        'discount_range.0.contractor_discount: issue.contractorDiscount',
        'discount_range.2.max: issue.rangeMax',
        'usage_limit_per_customer: issue.perCustomerLimit',
        'thumbnail_url: issue.couponImage',
        'information.coupon_header.en: issue.bothLanguages',
      ]),
    );
    expect(found.some((line) => /discount_range\.\d\.min: issue\.rangeOverlap/.test(line))).toBe(
      true,
    );
    for (const issue of result.error!.issues)
      if (issue.code === 'custom') expect(isIssueMessageKey(issue.message)).toBe(true);
  });

  it('needs a tier on a range coupon and at least 1 baht on a fixed one', () => {
    expect(issues(couponInputSchema.safeParse(coupon({ type: 'range' })))).toContain(
      'discount_range: issue.rangeRequired',
    );
    expect(issues(couponInputSchema.safeParse(coupon({ discount: 0 })))).toContain(
      'discount: issue.fixedDiscount',
    );
  });
});

describe('promotionInputSchema', () => {
  const promotion = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
    name: { th: 'สงกรานต์', en: 'Songkran' },
    start_date: '2026-04-10',
    end_date: '2026-04-16',
    value: null,
    channel_code: null,
    store_code: null,
    items: [{ value: 200, skus: ['IN-AC-9000'], range: [{ min: 0, max: null, value: 100 }] }],
    ...overrides,
  });

  it('accepts a promotion with items and tiers', () => {
    expect(promotionInputSchema.safeParse(promotion()).success).toBe(true);
  });

  it('refuses reversed dates, an item without services and overlapping tiers', () => {
    const found = issues(
      promotionInputSchema.safeParse(
        promotion({
          end_date: '2026-04-01',
          items: [
            { value: null, skus: [], range: [] },
            {
              value: null,
              skus: ['IN-AC-9000'],
              range: [
                { min: 0, max: 1000, value: 1 },
                { min: 1000, max: null, value: 2 },
              ],
            },
          ],
        }),
      ),
    );
    expect(found).toContain('end_date: issue.dateOrder');
    expect(found.some((line) => line.startsWith('items.0.skus'))).toBe(true);
    expect(found).toContain('items.1.range.1.min: issue.rangeOverlap');
  });
});
