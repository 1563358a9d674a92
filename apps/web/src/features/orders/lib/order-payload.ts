import type { CartLine } from '@changdee/contract/cart';
import type { Employee } from '@changdee/contract/employees';
import type { SessionStore } from '@changdee/contract/auth';
import type { CheckFamilyData, CreateOrderRequest } from '@changdee/contract/orders';
import { cartTotals } from '@changdee/domain/cart-totals';
import { requiredPayment } from '@changdee/domain/coupon-payment';
import type { BusinessDate } from '@changdee/domain/dates';
import { sellerBranch } from '@changdee/domain/form-rules';
import { DEFAULT_LOCALE, localized, type Locale } from '@changdee/domain/locale';
import type { TaxInvoiceType } from '@changdee/domain/order-enums';
import type { PaymentMethod } from '@changdee/domain/order-status';
import type { TimeSlot } from '@changdee/domain/time-slots';
import type { AddressDraft, ExpectedDateDraft, OrderLocation, OrderPlace } from './order-draft';

// The checkout form and the order payload of spec §3 (createCartOrder). The form holds what the
// clerk types, in the payload's own shape; the order is that plus what earlier steps chose (cart,
// address, date and slot, the selling employee, the store, the family lookup). The payload is
// checked with the contract's createOrderRequestSchema — the schema the server parses it with —
// so a field's message here is the server's rule (field paths are the payload's).

/** How the customer heard of the service (spec §3 lead_from list); the words are in i18n. */
export const LEAD_SOURCES = [
  'walk_in',
  'online',
  'social',
  'friend',
  'contractor',
  'other',
] as const;

export interface CheckoutFields {
  customer: {
    firstname: string;
    lastname: string;
    mobile: string;
    mobile2: string;
    email: string;
    lead_from: string[];
  };
  request_tax_invoice: boolean;
  tax_invoice: {
    type: TaxInvoiceType;
    name: string;
    address: string;
    /** The invoice goes to the service address's sub-district, district and province. */
    same_location: boolean;
    location: OrderLocation | null;
    tax_id: string;
    branch: string;
  };
  remark: string;
  payment: PaymentMethod;
  /** The language of the customer's messages and tracking page (decision 053): Thai unless chosen. */
  customer_language: Locale;
}

export const emptyCheckoutFields = (payment: PaymentMethod = 'promptpay'): CheckoutFields => ({
  customer: { firstname: '', lastname: '', mobile: '', mobile2: '', email: '', lead_from: [] },
  request_tax_invoice: false,
  tax_invoice: {
    type: 'personal',
    name: '',
    address: '',
    same_location: true,
    location: null,
    tax_id: '',
    branch: '',
  },
  remark: '',
  payment,
  customer_language: DEFAULT_LOCALE,
});

export interface CheckoutContext {
  cart: readonly CartLine[];
  address: AddressDraft;
  expectedDate: ExpectedDateDraft | null;
  employee: Employee | null;
  store: SessionStore | null;
  /** The last family lookup: counted only when it was for the mobile now in the form. */
  family: { mobile: string; data: CheckFamilyData } | null;
  today: BusinessDate;
  locale: Locale;
}

const place = (level: OrderPlace | undefined, locale: Locale) => ({
  code: level?.code ?? '',
  name: level ? localized(level.name, locale) : '',
});

const locationPayload = (location: OrderLocation | null, locale: Locale) => ({
  sub_district: place(location?.sub_district, locale),
  district: place(location?.district, locale),
  province: place(location?.province, locale),
  postcode: location?.postcode ?? '',
});

/**
 * The way of paying the cart's coupons decide (PAYNOW150: PromptPay, STOREPAY100: at the store),
 * by packages/domain's rule — the one the server holds the order to; null when they decide none.
 */
export const cartRequiredPayment = (cart: readonly CartLine[]): PaymentMethod | null =>
  requiredPayment(cart.map((line) => line.coupon?.requested_payment));

/** Spec §3 order payload. Missing choices stay empty, so the schema names them. */
export function orderPayload(fields: CheckoutFields, context: CheckoutContext): CreateOrderRequest {
  const { cart, address, expectedDate, employee, store, locale } = context;
  const family = context.family?.mobile === fields.customer.mobile ? context.family.data : null;
  const preview = cartTotals(cart, context.today).lines;
  const invoice = fields.tax_invoice;
  return {
    customer: {
      customer_id: family?.changdeeCustomer?.customer_id ?? null,
      scg_family_id: family?.scgFamily?.scg_family_id ?? null,
      scg_id: family?.scgFamily?.scg_id ?? null,
      is_family: family?.is_family ?? false,
      ...fields.customer,
      address: {
        no: address.no,
        landmark: address.landmark,
        ...locationPayload(address.location, locale),
      },
      request_location: false,
      location: { lat: '', lng: '' },
    },
    expected_date: {
      date: expectedDate?.date ?? '',
      // The schema refuses a missing slot with the payload's own path.
      time: (expectedDate?.time ?? '') as TimeSlot,
    },
    items: cart.map((line, index) => {
      const amount = preview[index]!;
      return {
        product_id: line._id,
        product_type: line.product_type,
        qty: amount.quantity,
        promotion: line.coupon ? { coupon_code: line.coupon.code } : null,
        remark: line.comment,
        require_wh: false,
        product_name: line.name,
        type_of_work: line.type_of_work,
        sku_mapping: line.sku_mapping,
        // The browser's preview; the server prices the order itself.
        price: amount.price,
        unit_price: amount.unitPrice,
        total_price: amount.amount,
        discount: amount.discount,
      };
    }),
    request_tax_invoice: fields.request_tax_invoice,
    tax_invoice: fields.request_tax_invoice
      ? {
          type: invoice.type,
          name: invoice.name,
          address: invoice.address,
          ...locationPayload(invoice.same_location ? address.location : invoice.location, locale),
          tax_id: invoice.tax_id,
          branch: invoice.type === 'corporate' ? invoice.branch : '',
        }
      : null,
    remark: fields.remark,
    channel: store?.channel ?? '',
    seller: employee
      ? {
          code: employee.code,
          name: employee.name,
          phone: employee.phone,
          branch: sellerBranch(employee.channelName),
          branchUUID: employee.channelUUID,
        }
      : { code: '' },
    requested_payment: fields.payment,
    bu_store_id: store?.bu_store_id,
    store_id: store?._id ?? '',
    // A draft kept from before the choice existed has none: Thai, as the schema's default.
    customer_language: fields.customer_language ?? DEFAULT_LOCALE,
  };
}

/** Where the form shows a problem that is not one of its own fields. */
export const CHECKOUT_ROOT_ERRORS = ['address', 'cart', 'seller', 'server'] as const;
export type CheckoutRootError = (typeof CHECKOUT_ROOT_ERRORS)[number];

const OWN_FIELDS = new Set([
  'customer.firstname',
  'customer.lastname',
  'customer.mobile',
  'customer.mobile2',
  'customer.email',
  'customer.lead_from',
  'tax_invoice.type',
  'tax_invoice.name',
  'tax_invoice.address',
  'tax_invoice.tax_id',
  'tax_invoice.branch',
  'remark',
  'customer_language',
]);

/**
 * The form field that shows a problem at a payload path (the schema's issue or the server's
 * validation detail), or the place on the page for one that is not the form's: the address and
 * date (set on /address), the cart's lines, the seller, or anything else.
 */
export function checkoutFieldOf(path: string): string {
  if (OWN_FIELDS.has(path)) return path;
  if (path.startsWith('customer.lead_from')) return 'customer.lead_from';
  if (path.startsWith('customer.address') || path.startsWith('expected_date'))
    return 'root.address';
  if (/^tax_invoice\.(sub_district|district|province|postcode)/.test(path))
    return 'tax_invoice.location';
  if (path === 'tax_invoice' || path === 'request_tax_invoice') return 'request_tax_invoice';
  // The cart's lines, and the way of paying a line's coupon asks for: both put right in the cart.
  if (path.startsWith('items') || path === 'requested_payment') return 'root.cart';
  if (path.startsWith('seller')) return 'root.seller';
  return 'root.server';
}
