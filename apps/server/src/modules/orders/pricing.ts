import type { CouponQuote } from '@changdee/contract/promotions';
import type { OrderItemInput } from '@changdee/contract/orders';
import { paymentWay } from '@changdee/domain/coupon-payment';
import type { BusinessDate } from '@changdee/domain/dates';
import { lineDiscounts, type LineDiscounts } from '@changdee/domain/line-discounts';
import { effectiveQuantity, linePrice, unitPrice } from '@changdee/domain/line-price';
import type { PaymentMethod } from '@changdee/domain/order-status';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { checkLineQuantity, quoteLine, runningPromotions } from '../promotions/service';
import type { StoreScope } from '../stores/service';
import type { OrderProductRow } from './repository';

// Re-pricing an order's lines from the database with packages/domain (docs/ARCHITECTURE.md, Orders): the product's
// price now, its promotion running today and the line's coupon re-verified by the promotions
// service (quoteLine, read fresh in the order's transaction). Nothing the client sent about money
// is read.

export interface PricedLine {
  product: OrderProductRow;
  qty: number;
  unitPrice: number;
  price: number;
  promotion: { id: string; nameTh: string; nameEn: string } | null;
  promotionDiscount: number;
  /** The coupon, with the way of paying it asks for (null: none). */
  coupon: {
    id: string;
    code: string;
    nameTh: string;
    nameEn: string;
    payment: PaymentMethod | null;
  } | null;
  couponDiscount: number;
  totalPrice: number;
  remark: string;
  requireWh: boolean;
}

/** The line's job type and its quantity bounds (promotions checkLineQuantity). */
function checkLine(item: OrderItemInput, product: OrderProductRow, index: number): void {
  if (item.product_type !== product.productType)
    throw new AppError('JOB_TYPE_MISMATCH', { field: `items.${index}.product_type` });
  checkLineQuantity(product, item.qty, `items.${index}.qty`);
}

/** A coupon's refusal, said about the order's line (details.line, its index). */
function onLine(error: unknown, index: number): unknown {
  if (!(error instanceof AppError)) return error;
  const details = typeof error.details === 'object' && error.details !== null ? error.details : {};
  return new AppError(error.code, {
    params: error.params,
    message: error.localizedMessage,
    details: { ...details, line: index },
    cause: error,
  });
}

const withoutCoupon = (d: LineDiscounts) => ({
  promotionDiscount: d.promotionDiscount,
  couponDiscount: d.couponDiscount,
  totalPrice: d.amount,
  coupon: null,
});

const fromQuote = (quote: CouponQuote) => ({
  promotionDiscount: quote.promotion_discount,
  couponDiscount: quote.discount,
  totalPrice: quote.total_payable,
  coupon: {
    id: quote.coupon.id,
    code: quote.coupon.code,
    nameTh: quote.coupon.name.th,
    nameEn: quote.coupon.name.en,
    payment: paymentWay(quote.coupon),
  },
});

/**
 * Prices every line of an order for a store on its business day. `products` are the store's
 * channel's active products by id (the caller found them all). Throws the coupon's own refusal
 * (COUPON_*), JOB_TYPE_MISMATCH or QUANTITY_OUT_OF_RANGE naming the line.
 */
export async function priceLines(
  tx: DbExecutor,
  store: StoreScope,
  items: readonly OrderItemInput[],
  products: ReadonlyMap<string, OrderProductRow>,
  today: BusinessDate,
): Promise<PricedLine[]> {
  const promotions = await runningPromotions(tx, store, [...products.keys()], today);
  const lines: PricedLine[] = [];
  for (const [index, item] of items.entries()) {
    const product = products.get(item.product_id)!;
    checkLine(item, product, index);
    const priced = {
      product_type: product.productType,
      price: product.price,
      calculator: product.unitPrice === null ? null : { unit_price: product.unitPrice },
    };
    const qty = effectiveQuantity(product.productType, item.qty);
    const price = linePrice(priced, qty);
    const promotion = promotions.get(product.id) ?? null;
    const code = item.promotion?.coupon_code?.trim();
    const discounts = code
      ? fromQuote(
          await quoteLine(
            tx,
            store,
            { productId: product.id, qty, jobType: product.productType, couponCode: code },
            today,
            { fresh: true },
          ).catch((error: unknown) => {
            throw onLine(error, index);
          }),
        )
      : withoutCoupon(lineDiscounts({ productId: product.id, price, promotion }, today));
    lines.push({
      product,
      qty,
      unitPrice: unitPrice(priced),
      price,
      promotion: promotion
        ? { id: promotion.id, nameTh: promotion.name.th, nameEn: promotion.name.en }
        : null,
      remark: item.remark,
      requireWh: item.require_wh,
      ...discounts,
    });
  }
  return lines;
}

/** An order's totals from its priced lines (spec §9). */
export function orderTotals(lines: readonly PricedLine[]) {
  const sum = (field: 'price' | 'promotionDiscount' | 'couponDiscount' | 'totalPrice') =>
    lines.reduce((total, line) => total + line[field], 0);
  return {
    total: sum('price'),
    promotionDiscount: sum('promotionDiscount'),
    couponDiscount: sum('couponDiscount'),
    totalPayable: sum('totalPrice'),
  };
}
