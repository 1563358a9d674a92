import type { OrderItemInput } from '@changdee/contract/orders';
import type { BusinessDate } from '@changdee/domain/dates';
import { priceOrder } from '@changdee/domain/order-pricing';
import type { PaymentMethod } from '@changdee/domain/order-status';
import type { DbExecutor } from '../../db/client';
import {
  normalizedCode,
  orderOffers,
  pricingError,
  pricingProduct,
  type CouponLimits,
  type PromotionRecord,
} from '../promotions/service';
import type { StoreScope } from '../stores/service';
import type { OrderProductRow } from './repository';

// Re-pricing an order's lines from the database (docs/ARCHITECTURE.md, Orders; docs/decisions/030): what they read is
// read once for the whole order — the products and the promotions running today (the caller's one
// query, the order's facts) and the coupons the lines name with their usage counters (promotions
// orderOffers, one query, fresh in the order's transaction) — and the domain's priceOrder prices them in one
// pure step, as verify prices one line. Nothing the client sent about money is read.

export interface PricedLine {
  product: OrderProductRow;
  qty: number;
  unitPrice: number;
  price: number;
  promotion: { id: string; nameTh: string; nameEn: string } | null;
  promotionDiscount: number;
  /** The coupon, with the way of paying it asks for and its limits (null: none). */
  coupon: {
    id: string;
    code: string;
    nameTh: string;
    nameEn: string;
    payment: PaymentMethod | null;
    limits: CouponLimits;
  } | null;
  couponDiscount: number;
  totalPrice: number;
  remark: string;
  requireWh: boolean;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** The order's totals (spec §9). */
  totals: {
    total: number;
    promotionDiscount: number;
    couponDiscount: number;
    totalPayable: number;
  };
}

/**
 * Prices every line of an order for a store on its business day. `products` are the store's
 * channel's active products by id (the caller found them all), `promotions` the store's running
 * that day (read with them). Throws the coupon's own refusal
 * (COUPON_*), JOB_TYPE_MISMATCH or QUANTITY_OUT_OF_RANGE naming the line, for the first line
 * refused.
 */
export async function priceLines(
  tx: DbExecutor,
  store: StoreScope,
  items: readonly OrderItemInput[],
  products: ReadonlyMap<string, OrderProductRow>,
  promotions: readonly PromotionRecord[],
  today: BusinessDate,
): Promise<PricedOrder> {
  // A code that is blank once trimmed is no coupon (the cart sends '' for none).
  const codes = items.map((item) => normalizedCode(item.promotion?.coupon_code));
  const offers = await orderOffers(
    tx,
    promotions,
    [...products.keys()],
    codes.filter((code): code is string => code !== null),
  );
  const priced = priceOrder({
    lines: items.map((item, index) => ({
      product_id: item.product_id,
      product_type: item.product_type,
      qty: item.qty,
      coupon_code: codes[index]!,
    })),
    products: new Map([...products].map(([id, row]) => [id, pricingProduct(row)])),
    promotions: offers.promotions,
    coupons: offers.coupons,
    context: { today, channel: store.channelCode, store: store.code },
  });
  if (!priced.ok) {
    const line = priced.refusal.line;
    throw pricingError(priced.refusal, {
      productType: `items.${line}.product_type`,
      qty: `items.${line}.qty`,
      line,
    });
  }
  return {
    lines: priced.lines.map((line, index) => {
      const record = line.coupon?.record;
      return {
        product: line.product.row,
        qty: line.quantity,
        unitPrice: line.unitPrice,
        price: line.price,
        promotion: line.promotion
          ? {
              id: line.promotion.id,
              nameTh: line.promotion.name.th,
              nameEn: line.promotion.name.en,
            }
          : null,
        promotionDiscount: line.promotionDiscount,
        coupon: record
          ? {
              id: record.id,
              code: record.code,
              nameTh: record.nameTh,
              nameEn: record.nameEn,
              payment: record.requestedPayment,
              limits: {
                usageLimit: record.usageLimit,
                usageLimitPerCustomer: record.usageLimitPerCustomer,
              },
            }
          : null,
        couponDiscount: line.couponDiscount,
        totalPrice: line.amount,
        remark: items[index]!.remark,
        requireWh: items[index]!.require_wh,
      };
    }),
    totals: {
      total: priced.totals.total,
      promotionDiscount: priced.totals.promotionDiscount,
      couponDiscount: priced.totals.couponDiscount,
      totalPayable: priced.totals.payable,
    },
  };
}
