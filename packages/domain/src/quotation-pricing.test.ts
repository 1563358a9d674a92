import { describe, expect, it } from 'vitest';
import { addOnAmount } from './add-ons';
import { priceOrder } from './order-pricing';
import type { PromotionRule } from './promotion';
import {
  priceQuotation,
  quotationTotals,
  type QuotationAddOn,
  type QuotationLineRequest,
  type QuotationProduct,
} from './quotation-pricing';
import { splitVatIncluded } from './vat';

const context = { today: '2026-11-20', channel: 'retail', store: 'BN' };
const ac9000: QuotationProduct = {
  id: 'ac9',
  sku_code: 'IN-AC-9000',
  product_type: 'I',
  calculator: { unit_price: 2500 },
  min_qty: 1,
  limit_qty: 5,
  work_type: 'WT-AC',
};
const ac18000: QuotationProduct = {
  ...ac9000,
  id: 'ac18',
  sku_code: 'IN-AC-18000',
  calculator: { unit_price: 3200 },
};
const survey: QuotationProduct = {
  ...ac9000,
  id: 'sv',
  product_type: 'S',
  price: 500,
  calculator: null,
};
const pump: QuotationProduct = { ...ac9000, id: 'pump', work_type: 'WT-WATER-PUMP' };
const promotion: PromotionRule & { id: string } = {
  id: 'promo',
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  value: 300,
  items: [{ products: [{ id: 'ac18' }], value: null }],
};
const addOn = (id: string, fields: Partial<QuotationAddOn>): QuotationAddOn => ({
  id,
  work_type: 'WT-AC',
  unit_price_satang: 35_050,
  min_qty: 0.5,
  max_qty: 20,
  whole_units: false,
  vat_applies: true,
  active: true,
  ...fields,
});
const pipe = addOn('pipe', {});
const bracket = addOn('bracket', {
  unit_price_satang: 120_000,
  min_qty: 1,
  max_qty: 2,
  whole_units: true,
});
const permit = addOn('permit', {
  unit_price_satang: 50_000,
  vat_applies: false,
  whole_units: true,
  min_qty: 1,
});
const tank = addOn('tank', { work_type: 'WT-WATER-PUMP' });

const input = (lines: QuotationLineRequest[]) => ({
  lines,
  products: new Map([ac9000, ac18000, survey, pump].map((p) => [p.id, p])),
  promotions: new Map([['ac18', promotion]]),
  addOns: new Map([pipe, bracket, permit, tank].map((a) => [a.id, a])),
  workTypes: new Set(['WT-AC']),
  context,
});

const walk: QuotationLineRequest[] = [
  { kind: 'service', product_id: 'ac9', qty: 1, optional: false },
  { kind: 'service', product_id: 'ac18', qty: 2, optional: false },
  { kind: 'add_on', add_on_id: 'pipe', qty: 6, optional: false },
  { kind: 'add_on', add_on_id: 'bracket', qty: 1, optional: true },
  { kind: 'add_on', add_on_id: 'permit', qty: 1, optional: false },
];

describe('priceQuotation', () => {
  it('prices services exactly as priceOrder does, in satang', () => {
    const priced = priceQuotation(input(walk));
    const order = priceOrder({
      lines: [
        { product_id: 'ac9', product_type: 'I', qty: 1, coupon_code: null },
        { product_id: 'ac18', product_type: 'I', qty: 2, coupon_code: null },
      ],
      products: input(walk).products,
      promotions: input(walk).promotions,
      coupons: new Map(),
      context,
    });
    if (!priced.ok || !order.ok) throw new Error('refused');
    expect(priced.lines.slice(0, 2).map((l) => l.amountSatang)).toEqual(
      order.lines.map((l) => l.amount * 100),
    );
    expect(
      priced.lines.map((l) => [l.priceSatang, l.promotionDiscountSatang, l.amountSatang]),
    ).toEqual([
      [250_000, 0, 250_000],
      [640_000, 30_000, 610_000],
      [210_300, 0, 210_300],
      [120_000, 0, 120_000],
      [50_000, 0, 50_000],
    ]);
  });

  it('totals the lines taken; VAT on the VAT lines only, split once on their sum', () => {
    const priced = priceQuotation(input(walk));
    if (!priced.ok) throw new Error('refused');
    const vatable = 250_000 + 610_000 + 210_300;
    expect(quotationTotals(priced.lines)).toEqual({
      subtotalSatang: 250_000 + 640_000 + 210_300 + 50_000,
      promotionDiscountSatang: 30_000,
      payableSatang: vatable + 50_000,
      vatSatang: splitVatIncluded(vatable).vat,
      vatFreeSatang: 50_000,
      optionalNotTakenSatang: 120_000,
    });
    expect(quotationTotals(priced.lines, new Set([3])).payableSatang).toBe(
      vatable + 50_000 + 120_000,
    );
    expect(addOnAmount(35_050, 6)).toBe(210_300);
  });

  it('refuses, naming the line: another work type, a survey, a bad quantity', () => {
    const refusal = (lines: QuotationLineRequest[]) => {
      const priced = priceQuotation(input(lines));
      return priced.ok ? null : priced.refusal;
    };
    expect(
      refusal([walk[0]!, { kind: 'add_on', add_on_id: 'tank', qty: 1, optional: false }]),
    ).toEqual({
      line: 1,
      reason: 'addOnWorkType',
    });
    expect(refusal([{ kind: 'service', product_id: 'pump', qty: 1, optional: false }])).toEqual({
      line: 0,
      reason: 'serviceWorkType',
    });
    expect(refusal([{ kind: 'service', product_id: 'sv', qty: 1, optional: false }])).toEqual({
      line: 0,
      reason: 'notInstallation',
    });
    expect(
      refusal([walk[2]!, { kind: 'service', product_id: 'ac9', qty: 6, optional: false }]),
    ).toEqual({
      line: 1,
      reason: 'serviceQuantity',
      bounds: { min: 1, max: 5 },
    });
    expect(refusal([{ kind: 'add_on', add_on_id: 'bracket', qty: 1.5, optional: false }])).toEqual({
      line: 0,
      reason: 'addOnQuantity',
      refusal: 'not_whole',
      bounds: { min: 1, max: 2 },
    });
    expect(
      refusal([{ kind: 'add_on', add_on_id: 'pipe', qty: -2, optional: false }]),
    ).toMatchObject({
      reason: 'addOnQuantity',
      refusal: 'not_positive',
    });
    expect(refusal([{ kind: 'add_on', add_on_id: 'nope', qty: 1, optional: false }])).toEqual({
      line: 0,
      reason: 'unknownAddOn',
    });
  });
});
