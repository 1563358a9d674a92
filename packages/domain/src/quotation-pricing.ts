import {
  addOnAmount,
  checkAddOnQuantity,
  type AddOnQuantityRefusal,
  type AddOnRule,
} from './add-ons';
import type { BusinessDate } from './dates';
import { priceOrder, type OrderCoupon, type OrderProduct } from './order-pricing';
import type { PromotionRule } from './promotion';
import type { QuantityBounds } from './quantity';
import { bahtToSatang, splitVatIncluded } from './vat';

// A quotation priced in one pure step (issue 31, docs/decisions/072). Its installation services are
// priced by the order's one pricing function (priceOrder: the same unit prices, quantity bounds
// and promotions as the order the quotation will become), its add-ons by their unit price and
// quantity. Amounts are satang (services' whole baht × 100). Optional lines are priced like the
// others and counted apart: the totals are those of the lines the customer takes.

/** A service as the quotation reads it: an order's product with its work type. */
export interface QuotationProduct extends OrderProduct {
  work_type: string;
}

/** An add-on as the quotation reads it. */
export interface QuotationAddOn extends AddOnRule {
  id: string;
}

export type QuotationLineRequest =
  | { kind: 'service'; product_id: string; qty: number; optional: boolean }
  | { kind: 'add_on'; add_on_id: string; qty: number; optional: boolean };

export interface QuotationPricingInput<P extends QuotationProduct, Pr extends PromotionRule, A> {
  lines: readonly QuotationLineRequest[];
  /** The survey's channel's active products, by id. */
  products: ReadonlyMap<string, P>;
  /** The promotion running today on a product, by product id. */
  promotions: ReadonlyMap<string, Pr | null>;
  /** The add-ons the lines name, by id (absent: none such). */
  addOns: ReadonlyMap<string, A>;
  /** The work types the survey covers: the only ones its quotation may price. */
  workTypes: ReadonlySet<string>;
  context: { today: BusinessDate; channel: string; store: string };
}

/** Why a quotation cannot be priced, about its line `line` (an index). */
export type QuotationPricingRefusal =
  | { line: number; reason: 'unknownService' | 'notInstallation' | 'serviceWorkType' }
  | { line: number; reason: 'serviceQuantity'; bounds: QuantityBounds }
  | { line: number; reason: 'unknownAddOn' | 'addOnWorkType' }
  | {
      line: number;
      reason: 'addOnQuantity';
      refusal: AddOnQuantityRefusal;
      bounds: QuantityBounds;
    };

export interface PricedQuotationLine<P, Pr, A> {
  kind: 'service' | 'add_on';
  optional: boolean;
  qty: number;
  product: P | null;
  addOn: A | null;
  promotion: Pr | null;
  unitPriceSatang: number;
  /** unit price × quantity. */
  priceSatang: number;
  promotionDiscountSatang: number;
  /** What the line costs: price less its promotion. */
  amountSatang: number;
  vatApplies: boolean;
}

export interface QuotationTotals {
  /** Σ prices of the lines taken. */
  subtotalSatang: number;
  promotionDiscountSatang: number;
  /** What the customer pays for the lines taken, VAT included where it applies. */
  payableSatang: number;
  /** The VAT inside the payable (7% of the lines VAT applies to, split once on their sum). */
  vatSatang: number;
  /** Σ amounts of the lines VAT does not apply to. */
  vatFreeSatang: number;
  /** Σ amounts of the optional lines not taken. */
  optionalNotTakenSatang: number;
}

export type QuotationPricing<P, Pr, A> =
  | { ok: true; lines: Array<PricedQuotationLine<P, Pr, A>> }
  | { ok: false; refusal: QuotationPricingRefusal };

type Refused = { ok: false; refusal: QuotationPricingRefusal };

/** The services' checks a quotation adds to the order's: an installation of the survey's work type. */
function checkService<P extends QuotationProduct>(
  input: QuotationPricingInput<P, PromotionRule, unknown>,
  productId: string,
  line: number,
): Refused | null {
  const product = input.products.get(productId);
  if (!product) return { ok: false, refusal: { line, reason: 'unknownService' } };
  if (product.product_type !== 'I')
    return { ok: false, refusal: { line, reason: 'notInstallation' } };
  if (!input.workTypes.has(product.work_type))
    return { ok: false, refusal: { line, reason: 'serviceWorkType' } };
  return null;
}

function priceAddOn<A extends QuotationAddOn>(
  input: QuotationPricingInput<QuotationProduct, PromotionRule, A>,
  request: Extract<QuotationLineRequest, { kind: 'add_on' }>,
  line: number,
): Refused | { ok: true; line: PricedQuotationLine<never, never, A> } {
  const addOn = input.addOns.get(request.add_on_id);
  if (!addOn || !addOn.active) return { ok: false, refusal: { line, reason: 'unknownAddOn' } };
  if (!input.workTypes.has(addOn.work_type))
    return { ok: false, refusal: { line, reason: 'addOnWorkType' } };
  const refusal = checkAddOnQuantity(addOn, request.qty);
  if (refusal)
    return {
      ok: false,
      refusal: {
        line,
        reason: 'addOnQuantity',
        refusal,
        bounds: { min: addOn.min_qty, max: addOn.max_qty },
      },
    };
  const amount = addOnAmount(addOn.unit_price_satang, request.qty);
  return {
    ok: true,
    line: {
      kind: 'add_on',
      optional: request.optional,
      qty: request.qty,
      product: null,
      addOn,
      promotion: null,
      unitPriceSatang: addOn.unit_price_satang,
      priceSatang: amount,
      promotionDiscountSatang: 0,
      amountSatang: amount,
      vatApplies: addOn.vat_applies,
    },
  };
}

/** The service lines through priceOrder, in one call (its refusals named by the quotation's line). */
function priceServices<P extends QuotationProduct, Pr extends PromotionRule>(
  input: QuotationPricingInput<P, Pr, unknown>,
  services: ReadonlyArray<{
    line: number;
    request: Extract<QuotationLineRequest, { kind: 'service' }>;
  }>,
): Refused | { ok: true; lines: Array<PricedQuotationLine<P, Pr, never>> } {
  const priced = priceOrder<P, Pr, OrderCoupon>({
    lines: services.map(({ request }) => ({
      product_id: request.product_id,
      product_type: 'I',
      qty: request.qty,
      coupon_code: null,
    })),
    products: input.products,
    promotions: input.promotions,
    coupons: new Map(),
    context: input.context,
  });
  if (!priced.ok) {
    // checkService has refused an unknown service and one of another type, and no line carries a
    // coupon: priceOrder's one refusal left is a quantity (any other reads as an unknown service).
    const { refusal } = priced;
    const line = services[refusal.line]!.line;
    return {
      ok: false,
      refusal:
        refusal.reason === 'quantity'
          ? { line, reason: 'serviceQuantity', bounds: refusal.bounds }
          : { line, reason: 'unknownService' },
    };
  }
  return {
    ok: true,
    lines: priced.lines.map((amount, index) => ({
      kind: 'service',
      optional: services[index]!.request.optional,
      qty: amount.quantity,
      product: amount.product,
      addOn: null,
      promotion: amount.promotion,
      unitPriceSatang: bahtToSatang(amount.unitPrice),
      priceSatang: bahtToSatang(amount.price),
      promotionDiscountSatang: bahtToSatang(amount.promotionDiscount),
      amountSatang: bahtToSatang(amount.amount),
      vatApplies: true,
    })),
  };
}

/**
 * Prices a quotation's lines: each checked in line order (the first refusal is the answer) —
 * a service must be an active installation of a work type the survey covers, an add-on an active
 * one of such a work type with a quantity it allows — then the services priced by priceOrder.
 */
export function priceQuotation<
  P extends QuotationProduct,
  Pr extends PromotionRule,
  A extends QuotationAddOn,
>(input: QuotationPricingInput<P, Pr, A>): QuotationPricing<P, Pr, A> {
  const byLine: Array<PricedQuotationLine<P, Pr, A> | null> = input.lines.map(() => null);
  const services: Array<{
    line: number;
    request: Extract<QuotationLineRequest, { kind: 'service' }>;
  }> = [];
  for (const [line, request] of input.lines.entries()) {
    if (request.kind === 'service') {
      const refused = checkService(input, request.product_id, line);
      if (refused) return refused;
      services.push({ line, request });
    } else {
      const outcome = priceAddOn(input, request, line);
      if (!outcome.ok) return outcome;
      byLine[line] = outcome.line;
    }
  }
  const priced = priceServices(input, services);
  if (!priced.ok) return priced;
  priced.lines.forEach((pricedLine, index) => (byLine[services[index]!.line] = pricedLine));
  return { ok: true, lines: byLine as Array<PricedQuotationLine<P, Pr, A>> };
}

/** What a quotation's line needs for the totals. */
export type TotalledLine = Pick<
  PricedQuotationLine<unknown, unknown, unknown>,
  'optional' | 'priceSatang' | 'promotionDiscountSatang' | 'amountSatang' | 'vatApplies'
>;

/**
 * The totals of the lines taken: every line that is not optional, and the optional ones whose
 * index is in `chosen` (the customer's ticks; none before they decide).
 */
export function quotationTotals(
  lines: readonly TotalledLine[],
  chosen: ReadonlySet<number> = new Set(),
): QuotationTotals {
  let subtotal = 0;
  let discount = 0;
  let vatable = 0;
  let vatFree = 0;
  let notTaken = 0;
  lines.forEach((line, index) => {
    if (line.optional && !chosen.has(index)) {
      notTaken += line.amountSatang;
      return;
    }
    subtotal += line.priceSatang;
    discount += line.promotionDiscountSatang;
    if (line.vatApplies) vatable += line.amountSatang;
    else vatFree += line.amountSatang;
  });
  return {
    subtotalSatang: subtotal,
    promotionDiscountSatang: discount,
    payableSatang: vatable + vatFree,
    vatSatang: splitVatIncluded(vatable).vat,
    vatFreeSatang: vatFree,
    optionalNotTakenSatang: notTaken,
  };
}
