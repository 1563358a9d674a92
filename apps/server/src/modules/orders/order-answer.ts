import { jobPhotoPath } from '@changdee/contract/dispatch';
import type { CartOrder, MoneyEntry, Payment } from '@changdee/contract/orders';
import { maskEmail, maskName, maskPhone, maskText } from '@changdee/domain/personal-data-mask';
import { orderTimeLabel } from '@changdee/domain/time-slots';
import { extrasAnswer } from './extras-answer';
import { ledgerSummary } from './ledger';
import { signOffAndRating } from './sign-off-answer';
import type { MoneyEntryRow, OrderParts, OrderRow } from './repository';

// The answer of createCartOrder and GET carts/{cartOrderNo}: one shape built from the stored order,
// so the order's creator and later readers see the same figures. For an external-brand reader the
// customer's personal data are masked (domain personal-data-mask.ts).

const iso = (value: Date): string => value.toISOString();

export const moneyEntryAnswer = (entry: MoneyEntryRow): MoneyEntry => ({
  kind: entry.kind,
  method: entry.method,
  amount: entry.amount,
  reference: entry.reference,
  reason: entry.reason,
  provider_event_id: entry.providerEventId,
  by: entry.actorName,
  login: entry.actorLogin,
  at: iso(entry.at),
});

/** An order's payment: its state and sums as its money entries give them, and the entries. */
export function paymentAnswer(order: OrderRow, entries: readonly MoneyEntryRow[]): Payment {
  const summary = ledgerSummary(order, entries);
  return {
    state: summary.state,
    method: order.paymentMethod,
    amount: summary.owed,
    paid_at: order.paidAt ? iso(order.paidAt) : null,
    received: summary.received,
    refunded: summary.refunded,
    refund_due: summary.refundDue,
    entries: entries.map(moneyEntryAnswer),
  };
}

/** How the answer shows a reader's personal data: as stored, or masked (an external brand). */
function shown(masked: boolean) {
  return {
    person: (text: string) => (masked ? maskName(text) : text),
    phone: (text: string) => (masked ? maskPhone(text) : text),
    text: (value: string) => (masked ? maskText(value) : value),
    email: (value: string) => (masked ? maskEmail(value) : value),
    /** An id that tells who the customer is: none for a masked reader. */
    id: <T>(value: T) => (masked ? null : value),
  };
}
type Shown = ReturnType<typeof shown>;

/** A place of the order by its code, with its names (read with the order). */
const placeOf = (parts: OrderParts) => (code: string) => ({
  code,
  name: parts.names.get(code) ?? { th: '', en: '' },
});

/** The customer as the answer shows them, with the address of the job. */
function customerAnswer(order: OrderRow, parts: OrderParts, show: Shown): CartOrder['customer'] {
  const place = placeOf(parts);
  return {
    customer_id: show.id(order.customerId),
    scg_family_id: show.id(order.familyId),
    scg_id: show.id(order.scgId),
    is_family: order.isFamily,
    firstname: show.person(order.firstname),
    lastname: show.person(order.lastname),
    lead_from: order.leadFrom,
    mobile: show.phone(order.mobile),
    mobile2: show.phone(order.mobile2),
    email: show.email(order.email),
    address: {
      no: show.text(order.addressNo),
      landmark: show.text(order.landmark),
      sub_district: place(order.subDistrictCode),
      district: place(order.districtCode),
      province: place(order.provinceCode),
      postcode: order.postcode,
    },
  };
}

/** A line of the order as priced and stored: its product, promotion, coupon and totals. */
const itemAnswer = (line: OrderParts['lines'][number]): CartOrder['items'][number] => ({
  product_id: line.productId,
  product_name: { th: line.nameTh, en: line.nameEn },
  product_type: line.productType,
  type_of_work: line.typeOfWork,
  sku_code: line.skuCode,
  sku_mapping: line.skuMapping,
  require_wh: line.requireWh,
  qty: line.qty,
  unit_price: line.unitPrice,
  price: line.price,
  promotion: line.promotionId
    ? {
        id: line.promotionId,
        name: { th: line.promotionNameTh ?? '', en: line.promotionNameEn ?? '' },
      }
    : null,
  promotion_discount: line.promotionDiscount,
  coupon: line.couponCode
    ? { code: line.couponCode, name: { th: line.couponNameTh ?? '', en: line.couponNameEn ?? '' } }
    : null,
  discount: line.couponDiscount,
  total_price: line.totalPrice,
  remark: line.remark,
});

/** The full tax invoice asked for, or null. */
function taxInvoiceAnswer(parts: OrderParts, show: Shown): CartOrder['tax_invoice'] {
  const invoice = parts.taxInvoice;
  if (!invoice) return null;
  const place = placeOf(parts);
  return {
    type: invoice.type,
    name: show.person(invoice.name),
    address: show.text(invoice.address),
    sub_district: place(invoice.subDistrictCode),
    district: place(invoice.districtCode),
    province: place(invoice.provinceCode),
    postcode: invoice.postcode,
    tax_id: show.text(invoice.taxId),
    branch: invoice.branch,
  };
}

/** The order's history: who changed what, when and why. */
const historyAnswer = (parts: OrderParts): CartOrder['history'] =>
  parts.changes.map((change) => ({
    kind: change.kind,
    from: change.fromValue,
    to: change.toValue,
    at: iso(change.at),
    by: change.actorName,
    login: change.actorLogin,
    reason: change.reason,
    technician: change.technicianName,
  }));

/** The job's photos (none for a masked reader). */
const photosAnswer = (order: OrderRow, parts: OrderParts, masked: boolean): CartOrder['photos'] =>
  masked
    ? []
    : parts.photos.map((photo) => ({
        id: photo.id,
        url: jobPhotoPath(order.orderNo, photo.id),
        at: iso(photo.createdAt),
      }));

/** The order's money: totals as priced, and its payment as its ledger gives it. */
const moneyAnswer = (order: OrderRow, parts: OrderParts) => ({
  totals: {
    total: order.total,
    promotion_discount: order.promotionDiscount,
    coupon_discount: order.couponDiscount,
    discount: order.promotionDiscount + order.couponDiscount,
    total_payable: order.totalPayable,
  },
  total_payable: order.totalPayable,
  payment: paymentAnswer(order, parts.money),
  hold: {
    until: order.holdUntil ? iso(order.holdUntil) : null,
    released_at: order.holdReleasedAt ? iso(order.holdReleasedAt) : null,
  },
});

/** The answer of an order (createCartOrder, GET carts/{cartOrderNo}), from its stored parts. */
export function cartOrderAnswer(
  order: OrderRow,
  parts: OrderParts,
  options: { masked: boolean },
): CartOrder {
  const { masked } = options;
  const show = shown(masked);
  return {
    cartOrderNo: order.orderNo,
    status: order.status,
    created_at: iso(order.createdAt),
    channel: order.channelCode,
    store: {
      _id: parts.store.id,
      name: { th: parts.store.nameTh, en: parts.store.nameEn },
      bu_store_id: parts.store.buStoreId,
    },
    customer: customerAnswer(order, parts, show),
    expected_date: {
      date: order.serviceDate,
      time: order.timeSlot,
      time_label: orderTimeLabel(order.timeSlot),
    },
    contractor: parts.contractor
      ? {
          contractor_id: parts.contractor.id,
          name: { th: parts.contractor.nameTh, en: parts.contractor.nameEn },
          phone: parts.contractor.phone,
        }
      : null,
    items: parts.lines.map(itemAnswer),
    ...moneyAnswer(order, parts),
    request_tax_invoice: order.requestTaxInvoice,
    tax_invoice: taxInvoiceAnswer(parts, show),
    remark: order.remark,
    customer_language: order.customerLanguage,
    seller: {
      code: order.sellerCode,
      name: order.sellerName,
      phone: order.sellerPhone,
      branch: order.sellerBranch,
      branchUUID: order.sellerBranchUuid,
    },
    requested_payment: order.requestedPayment,
    history: historyAnswer(parts),
    photos: photosAnswer(order, parts, masked),
    ...signOffAndRating(order.orderNo, parts, masked),
    extras:
      parts.extras.length > 0
        ? extrasAnswer(order, parts.extras, parts.extraEntries, show.person)
        : null,
    masked,
  };
}
