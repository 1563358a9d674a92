import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCouponUse } from './coupon-use';
import { lineDiscounts } from './line-discounts';
import { effectiveQuantity, linePrice, unitPrice } from './line-price';
import {
  priceOrder,
  type OrderCoupon,
  type OrderLineRequest,
  type OrderProduct,
} from './order-pricing';
import type { PromotionRule } from './promotion';
import { LINE_QUANTITY_MAX, quantityBounds } from './quantity';

const today = '2025-11-15';
const context = { today, channel: 'retail', store: 'BN' };

const survey: OrderProduct = { id: 's', sku_code: 'SV-1', product_type: 'S', price: 1000 };
const install: OrderProduct = {
  id: 'i',
  sku_code: 'IN-1',
  product_type: 'I',
  calculator: { unit_price: 900 },
  min_qty: 1,
  limit_qty: 5,
};
const promotion: PromotionRule & { id: string } = {
  id: 'promo',
  start_date: '2025-11-01',
  end_date: '2025-11-30',
  value: 300,
  items: [{ products: [{ id: 'i' }], value: null }],
};
const coupon: OrderCoupon = {
  status: 'active',
  invalid_code: false,
  start_date: '2025-01-01',
  expire_date: '2025-12-31',
  channel: null,
  store: null,
  products: [],
  usesLeft: 10,
  type: 'range',
  discount: 0,
  discount_range: [
    { min: 1000, max: 4999, value: 200 },
    { min: 5000, max: null, value: 500 },
  ],
  is_can_use: true,
};

const products = new Map([survey, install].map((p) => [p.id, p]));
const line = (over: Partial<OrderLineRequest>): OrderLineRequest => ({
  product_id: 'i',
  product_type: 'I',
  qty: 1,
  coupon_code: null,
  ...over,
});
const input = (lines: OrderLineRequest[], coupons = new Map([['AIR', coupon]])) => ({
  lines,
  products,
  promotions: new Map([['i', promotion]]),
  coupons,
  context,
});

describe('priceOrder', () => {
  it('prices every line with its promotion and coupon, and sums them', () => {
    const priced = priceOrder(
      input([line({ qty: 2, coupon_code: 'AIR' }), line({ product_id: 's', product_type: 'S' })]),
    );
    expect(priced).toMatchObject({
      ok: true,
      lines: [
        {
          product: install,
          promotion,
          coupon,
          quantity: 2,
          unitPrice: 900,
          price: 1800,
          promotionDiscount: 300,
          couponDiscount: 200,
          amount: 1300,
        },
        { product: survey, promotion: null, coupon: null, price: 1000, amount: 1000 },
      ],
      totals: { total: 2800, promotionDiscount: 300, couponDiscount: 200, payable: 2300 },
    });
  });

  it('refuses an unknown product, another job type and a quantity out of bounds', () => {
    expect(priceOrder(input([line({}), line({ product_id: 'x' })]))).toEqual({
      ok: false,
      refusal: { line: 1, reason: 'unknownProduct', productId: 'x' },
    });
    expect(priceOrder(input([line({ product_type: 'S' })]))).toEqual({
      ok: false,
      refusal: { line: 0, reason: 'productType' },
    });
    expect(priceOrder(input([line({ qty: 6 })]))).toEqual({
      ok: false,
      refusal: { line: 0, reason: 'quantity', bounds: { min: 1, max: 5 } },
    });
    expect(priceOrder(input([line({ product_id: 's', product_type: 'S', qty: 2 })]))).toEqual({
      ok: false,
      refusal: { line: 0, reason: 'quantity', bounds: { min: 1, max: 1 } },
    });
  });

  it("refuses a coupon with verify's first reason, naming the code and the coupon found", () => {
    expect(priceOrder(input([line({ coupon_code: 'NOPE' })]))).toEqual({
      ok: false,
      refusal: {
        line: 0,
        reason: 'coupon',
        code: 'NOPE',
        coupon: null,
        check: { ok: false, reason: 'notFound' },
      },
    });
    expect(priceOrder(input([line({ qty: 1, coupon_code: 'AIR' })]))).toEqual({
      ok: false,
      refusal: {
        line: 0,
        reason: 'coupon',
        code: 'AIR',
        coupon,
        check: { ok: false, reason: 'belowMinimum', min: 1000 },
      },
    });
    const usedUp = new Map([['AIR', { ...coupon, usesLeft: 0 }]]);
    expect(priceOrder(input([line({ qty: 2, coupon_code: 'AIR' })], usedUp))).toMatchObject({
      ok: false,
      refusal: { check: { reason: 'usedUp' } },
    });
  });

  it('checks the lines in order: the first refusal is the answer', () => {
    const priced = priceOrder(
      input([line({ qty: 2 }), line({ coupon_code: 'NOPE' }), line({ qty: 99 })]),
    );
    expect(priced).toMatchObject({ ok: false, refusal: { line: 1, reason: 'coupon' } });
  });

  // The per-line path the order took before (docs/decisions/030): the checks of
  // promotions.checkLineQuantity and quoteLine, then lineDiscounts, line by line.
  function perLine(lines: readonly OrderLineRequest[], coupons: ReadonlyMap<string, OrderCoupon>) {
    const priced = [];
    for (const [index, request] of lines.entries()) {
      const product = products.get(request.product_id)!;
      if (request.product_type !== product.product_type) return { refused: index };
      const { min, max } = quantityBounds(product);
      if (request.qty < min || request.qty > max) return { refused: index };
      const qty = effectiveQuantity(product.product_type, request.qty);
      const price = linePrice(product, qty);
      const found = request.coupon_code ? (coupons.get(request.coupon_code) ?? null) : null;
      if (request.coupon_code) {
        const check = checkCouponUse(found, { ...context, product: product.sku_code, price });
        if (!check.ok) return { refused: index };
      }
      const promo = product.id === 'i' ? promotion : null;
      const d = lineDiscounts(
        { productId: product.id, price, promotion: promo, coupon: found },
        today,
      );
      priced.push({ unitPrice: unitPrice(product), qty, ...d });
    }
    return { priced };
  }

  const couponArb: fc.Arbitrary<OrderCoupon> = fc.record({
    status: fc.constantFrom('active' as const, 'inactive' as const),
    invalid_code: fc.boolean(),
    start_date: fc.constantFrom('2025-01-01', '2025-11-20'),
    expire_date: fc.constantFrom('2025-11-10', '2025-12-31'),
    channel: fc.constantFrom(null, 'retail', 'builders'),
    store: fc.constantFrom(null, 'BN', 'RS'),
    products: fc.constantFrom([], ['IN-1'], ['SV-1']),
    usesLeft: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    type: fc.constantFrom('fixed' as const, 'range' as const),
    discount: fc.integer({ min: 0, max: 5000 }),
    discount_range: fc.array(
      fc.record({
        min: fc.integer({ min: 0, max: 8000 }),
        max: fc.option(fc.integer({ min: 0, max: 12_000 }), { nil: null }),
        value: fc.integer({ min: 0, max: 3000 }),
      }),
      { maxLength: 3 },
    ),
    is_can_use: fc.option(fc.boolean(), { nil: null }),
  });
  // Mostly lines that pass the product checks, so that the figures are compared too.
  const lineArb: fc.Arbitrary<OrderLineRequest> = fc
    .record({
      product: fc.constantFrom(
        ...[
          ['s', 'S'],
          ['i', 'I'],
          ['i', 'I'],
          ['i', 'I'],
          ['i', 'S'],
        ].map(([product_id, product_type]) => ({
          product_id: product_id!,
          product_type: product_type as 'S' | 'I',
        })),
      ),
      qty: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 7 })),
      coupon_code: fc.constantFrom(null, null, 'A', 'B', 'MISSING'),
    })
    .map(({ product, ...rest }) => ({ ...product, ...rest }));

  it('property: agrees with the old per-line path on random carts', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        couponArb,
        couponArb,
        (lines, a, b) => {
          const coupons = new Map([
            ['A', a],
            ['B', b],
          ]);
          const expected = perLine(lines, coupons);
          const priced = priceOrder(input(lines, coupons));
          if (!priced.ok) return expected.refused === priced.refusal.line;
          if (!expected.priced) return false;
          const sum = (field: 'price' | 'amount' | 'promotionDiscount' | 'couponDiscount') =>
            expected.priced.reduce((total, l) => total + l[field], 0);
          return (
            priced.lines.every(
              (l, i) =>
                l.quantity === expected.priced[i]!.qty &&
                l.unitPrice === expected.priced[i]!.unitPrice &&
                l.price === expected.priced[i]!.price &&
                l.promotionDiscount === expected.priced[i]!.promotionDiscount &&
                l.couponDiscount === expected.priced[i]!.couponDiscount &&
                l.amount === expected.priced[i]!.amount,
            ) &&
            priced.totals.total === sum('price') &&
            priced.totals.promotionDiscount === sum('promotionDiscount') &&
            priced.totals.couponDiscount === sum('couponDiscount') &&
            priced.totals.payable === sum('amount')
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('property: a line without limit_qty goes up to LINE_QUANTITY_MAX and no further', () => {
    const open = new Map([['i', { ...install, limit_qty: null }]]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LINE_QUANTITY_MAX + 5 }), (qty) => {
        const priced = priceOrder({ ...input([line({ qty })]), products: open });
        return priced.ok === qty <= LINE_QUANTITY_MAX;
      }),
    );
  });
});
