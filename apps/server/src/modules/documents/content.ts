import { formatAddress } from '@changdee/domain/address-format';
import { formatLongDate } from '@changdee/domain/date-format';
import type { BusinessDate } from '@changdee/domain/dates';
import {
  documentAmounts,
  type DocumentAmounts,
  type Seller,
  type TaxDocumentKind,
} from '@changdee/domain/tax-documents';
import type { OrderParts, OrderRow } from '../orders/repository';

// What a tax document prints, gathered from the order (issue 22, docs/decisions/043). Rendering
// (render.ts) only lays this out; every figure is computed here by packages/domain.

export interface Buyer {
  name: string;
  address: string;
  /** The tax id of a tax invoice's buyer (13 digits); null on a receipt without one. */
  taxId: string | null;
  /** A company's branch (00000 head office); null for a person. */
  branch: string | null;
}

export interface DocumentLineText {
  name: string;
}

export interface DocumentContent {
  kind: TaxDocumentKind;
  serial: string;
  /** The date of issue in Bangkok, printed in the Buddhist era. */
  issuedOn: BusinessDate;
  seller: Seller;
  buyer: Buyer;
  orderNo: string;
  names: DocumentLineText[];
  amounts: DocumentAmounts;
  /** How it was paid, in Thai (`PromptPay`, `ชำระที่ร้าน`). */
  payment: string;
  /** A credit note's tax invoice and the reason for the credit. */
  credit?: { serial: string; issuedOn: BusinessDate; reason: string };
}

/** `22 พฤศจิกายน 2568`: the date of issue as the document prints it. */
export const documentDate = (date: BusinessDate): string => formatLongDate(date, 'th');

const placeName = (parts: OrderParts, code: string): string => parts.names.get(code)?.th ?? '';

/** The buyer: the order's tax invoice when it asked for one, the customer otherwise. */
export function buyerOf(order: OrderRow, parts: OrderParts, kind: TaxDocumentKind): Buyer {
  const invoice = parts.taxInvoice;
  if (kind !== 'receipt' && invoice) {
    return {
      name: invoice.name,
      address: formatAddress(
        {
          typed: [invoice.address],
          subDistrict: placeName(parts, invoice.subDistrictCode),
          district: placeName(parts, invoice.districtCode),
          province: placeName(parts, invoice.provinceCode),
          postcode: invoice.postcode,
        },
        'th',
      ),
      taxId: invoice.taxId,
      branch: invoice.type === 'corporate' ? invoice.branch : null,
    };
  }
  return {
    name: `${order.firstname} ${order.lastname}`.trim(),
    address: formatAddress(
      {
        typed: [order.addressNo],
        subDistrict: placeName(parts, order.subDistrictCode),
        district: placeName(parts, order.districtCode),
        province: placeName(parts, order.provinceCode),
        postcode: order.postcode,
      },
      'th',
    ),
    taxId: null,
    branch: null,
  };
}

/** The order's lines and figures as every kind of document lists them. */
export function orderFigures(order: OrderRow, parts: OrderParts) {
  return {
    names: parts.lines.map((line) => ({ name: line.nameTh })),
    amounts: documentAmounts(
      parts.lines.map((line) => ({
        qty: line.qty,
        unitPrice: line.unitPrice,
        discount: line.promotionDiscount + line.couponDiscount,
        value: line.totalPrice,
      })),
      order.totalPayable,
    ),
  };
}

export const paymentText = (order: OrderRow): string =>
  order.paymentMethod === 'promptpay' ? 'พร้อมเพย์ (PromptPay)' : 'ชำระที่ร้าน';
