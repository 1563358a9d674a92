import { jobPhotoPath } from '@changdee/contract/dispatch';
import type { CartOrder, MoneyEntry, Payment } from '@changdee/contract/orders';
import { maskEmail, maskName, maskPhone, maskText } from '@changdee/domain/personal-data-mask';
import { orderTimeLabel } from '@changdee/domain/time-slots';
import { ledgerSummary } from './ledger';
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

export function cartOrderAnswer(
  order: OrderRow,
  parts: OrderParts,
  options: { masked: boolean },
): CartOrder {
  const { masked } = options;
  const name = (code: string) => ({ code, name: parts.names.get(code) ?? { th: '', en: '' } });
  const person = (text: string) => (masked ? maskName(text) : text);
  const phone = (text: string) => (masked ? maskPhone(text) : text);
  const text = (value: string) => (masked ? maskText(value) : value);
  const invoice = parts.taxInvoice;
  const totals = {
    total: order.total,
    promotion_discount: order.promotionDiscount,
    coupon_discount: order.couponDiscount,
    discount: order.promotionDiscount + order.couponDiscount,
    total_payable: order.totalPayable,
  };
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
    customer: {
      customer_id: masked ? null : order.customerId,
      scg_family_id: masked ? null : order.familyId,
      scg_id: masked ? null : order.scgId,
      is_family: order.isFamily,
      firstname: person(order.firstname),
      lastname: person(order.lastname),
      lead_from: order.leadFrom,
      mobile: phone(order.mobile),
      mobile2: phone(order.mobile2),
      email: masked ? maskEmail(order.email) : order.email,
      address: {
        no: text(order.addressNo),
        landmark: text(order.landmark),
        sub_district: name(order.subDistrictCode),
        district: name(order.districtCode),
        province: name(order.provinceCode),
        postcode: order.postcode,
      },
    },
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
    items: parts.lines.map((line) => ({
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
        ? {
            code: line.couponCode,
            name: { th: line.couponNameTh ?? '', en: line.couponNameEn ?? '' },
          }
        : null,
      discount: line.couponDiscount,
      total_price: line.totalPrice,
      remark: line.remark,
    })),
    totals,
    total_payable: order.totalPayable,
    request_tax_invoice: order.requestTaxInvoice,
    tax_invoice: invoice
      ? {
          type: invoice.type,
          name: person(invoice.name),
          address: text(invoice.address),
          sub_district: name(invoice.subDistrictCode),
          district: name(invoice.districtCode),
          province: name(invoice.provinceCode),
          postcode: invoice.postcode,
          tax_id: text(invoice.taxId),
          branch: invoice.branch,
        }
      : null,
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
    payment: paymentAnswer(order, parts.money),
    hold: {
      until: order.holdUntil ? iso(order.holdUntil) : null,
      released_at: order.holdReleasedAt ? iso(order.holdReleasedAt) : null,
    },
    history: parts.changes.map((change) => ({
      kind: change.kind,
      from: change.fromValue,
      to: change.toValue,
      at: iso(change.at),
      by: change.actorName,
      login: change.actorLogin,
      reason: change.reason,
      technician: change.technicianName,
    })),
    photos: masked
      ? []
      : parts.photos.map((photo) => ({
          id: photo.id,
          url: jobPhotoPath(order.orderNo, photo.id),
          at: iso(photo.createdAt),
        })),
    masked,
  };
}
