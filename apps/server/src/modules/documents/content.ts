import { formatAddress } from '@changdee/domain/address-format';
import { formatLongDate } from '@changdee/domain/date-format';
import type { BusinessDate } from '@changdee/domain/dates';
import { addOnsRoundingSatang } from '@changdee/domain/money';
import type { PaymentMethod } from '@changdee/domain/order-status';
import {
  documentAmounts,
  type DocumentAmounts,
  type PaymentDocumentKind,
  type Seller,
  type TaxDocumentKind,
} from '@changdee/domain/tax-documents';
import type { CartOrder } from '@changdee/contract/orders';

// What a tax document prints, gathered from the order as the orders module answers it (issue 22,
// docs/decisions/043 and 058). Rendering (render.ts) only lays this out; every figure comes from
// packages/domain. An abbreviated tax invoice (§86/6) prints the seller with its tax id, its
// title, serial, date, the services and their value with the VAT included and said so; the
// customer's name and address identify the job, never a buyer's tax id.

export interface Buyer {
  name: string;
  address: string;
  /** The tax id of a full tax invoice's buyer (13 digits); null on any other kind. */
  taxId: string | null;
  /** A company's branch (00000 head office); null for a person. */
  branch: string | null;
}

export interface DocumentContent {
  kind: TaxDocumentKind;
  serial: string;
  /** The date of issue in Bangkok, printed in the Buddhist era. */
  issuedOn: BusinessDate;
  seller: Seller;
  buyer: Buyer;
  orderNo: string;
  /** Each line's service, in Thai. */
  names: string[];
  amounts: DocumentAmounts;
  /** How it was paid, in Thai. */
  payment: string;
  /** A credit note's original document and the reason for the credit. */
  credit?: Credit;
  /** A debit note's original document and the reason for the increase (§86/9, decision 080). */
  debit?: Credit;
}

/**
 * What a credit note says of the document it credits (§86/10), or a debit note of the document it
 * adds to (§86/9); amounts in satang.
 */
export interface Credit {
  /** How the original is named: ใบกำกับภาษี, ใบกำกับภาษีอย่างย่อ, ใบเสร็จรับเงิน. */
  document: string;
  serial: string;
  issuedOn: BusinessDate;
  reason: string;
  /** The original's value before VAT, and what it is after this credit (or debit). */
  originalBase: number;
  correctBase: number;
}

/** `22 พฤศจิกายน 2568`: the date of issue as the document prints it. */
export const documentDate = (date: BusinessDate): string => formatLongDate(date, 'th');

/**
 * The buyer of a payment's document, and of the credit notes that credit it: the order's tax
 * invoice details on a full tax invoice, the customer (no tax id) on any other kind.
 */
export function buyerOf(order: CartOrder, kind: PaymentDocumentKind): Buyer {
  const invoice = order.tax_invoice;
  if (kind === 'tax_invoice' && invoice) {
    return {
      name: invoice.name,
      address: formatAddress(
        {
          typed: [invoice.address],
          subDistrict: invoice.sub_district.name.th,
          district: invoice.district.name.th,
          province: invoice.province.name.th,
          postcode: invoice.postcode,
        },
        'th',
      ),
      taxId: invoice.tax_id,
      branch: invoice.type === 'corporate' ? invoice.branch : null,
    };
  }
  const { customer } = order;
  return {
    name: `${customer.firstname} ${customer.lastname}`.trim(),
    address: formatAddress(
      {
        typed: [customer.address.no],
        subDistrict: customer.address.sub_district.name.th,
        district: customer.address.district.name.th,
        province: customer.address.province.name.th,
        postcode: customer.address.postcode,
      },
      'th',
    ),
    taxId: null,
    branch: null,
  };
}

/** An add-on an approved quotation put on the order, as quoted, in satang (decision 079). */
export interface SaleAddOn {
  nameTh: string;
  qty: number;
  unitPriceSatang: number;
  amountSatang: number;
}

/** The order as its documents list it: its services, and the add-ons its quotation brought. */
export type Sale = CartOrder & { addOns: readonly SaleAddOn[] };

/** The add-ons' lines in satang, then the rounding that brings them to the order's whole baht. */
function addOnLines(addOns: readonly SaleAddOn[]) {
  const rounding = addOnsRoundingSatang(addOns.map((line) => line.amountSatang));
  const lines = addOns.map((line) => ({
    qty: line.qty,
    unitPrice: line.unitPriceSatang,
    discount: 0,
    value: line.amountSatang,
  }));
  if (rounding !== 0) lines.push({ qty: 1, unitPrice: rounding, discount: 0, value: rounding });
  const names = addOns.map((line) => line.nameTh);
  return { names: rounding === 0 ? names : [...names, 'ปัดเศษ'], lines };
}

/** The order's services, add-ons and figures, as every kind of document lists them. */
export function orderFigures(sale: Sale): Pick<DocumentContent, 'names' | 'amounts'> {
  const addOns = addOnLines(sale.addOns);
  return {
    names: [...sale.items.map((item) => item.product_name.th), ...addOns.names],
    amounts: documentAmounts(
      sale.items.map((item) => ({
        qty: item.qty,
        unitPrice: item.unit_price,
        discount: item.promotion_discount + item.discount,
        value: item.total_price,
      })),
      sale.total_payable,
      addOns.lines,
    ),
  };
}

/** The reason a refund gives (its own, else the cancellation's), printed on its credit note. */
export const refundReason = (order: CartOrder, refundReasonText: string | null): string =>
  refundReasonText?.trim() ||
  (order.status === 'cancelled' ? cancellationReason(order) : 'คืนเงินค่าบริการ');

/** Each way of paying as a Thai document names it. */
const PAYMENT_TEXT: Record<PaymentMethod, string> = {
  promptpay: 'พร้อมเพย์ (PromptPay)',
  store: 'ชำระที่ร้าน',
  bank_transfer: 'โอนเงินผ่านธนาคาร',
};

/** A way of paying as a Thai document names it. */
export const paymentTextOf = (method: PaymentMethod): string => PAYMENT_TEXT[method];

// A document is issued for money received, so the method is known; the store's words otherwise,
// as before.
export const paymentText = (order: CartOrder): string =>
  PAYMENT_TEXT[order.payment.method ?? 'store'];

/** The reason of the order's cancellation, as its history keeps it. */
export const cancellationReason = (order: CartOrder): string =>
  order.history.findLast((change) => change.kind === 'status' && change.to === 'cancelled')
    ?.reason ?? 'ยกเลิกคำสั่งซื้อ';
