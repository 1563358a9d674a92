import { z } from 'zod';
import { orderExtrasSchema } from './extras';
import {
  ORDER_CHANGE_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from '@changdee/domain/order-status';
import { DEFAULT_LOCALE, LOCALES } from '@changdee/domain/locale';
import { ORDER_ORIGIN, TAX_INVOICE_TYPES } from '@changdee/domain/order-enums';
import { needsReason, needsReference } from '@changdee/domain/order-policy';
import { LEDGER_ENTRY_KINDS } from '@changdee/domain/payment-ledger';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { MAX_CART_ITEMS } from './availability';
import { channelSchema, productTypeSchema } from './catalog';
import { successEnvelope } from './envelope';
import { branchCode, required, validate } from '@changdee/domain/form-rules';
import { REPEATED_PRODUCT_MESSAGE, repeatedLines } from '@changdee/domain/order-lines';
import {
  emailSchema,
  mobileSchema,
  noteSchema,
  optionalMobileSchema,
  optionalText,
  requiredText,
  taxIdSchema,
} from './field-rules';
import {
  districtCodeSchema,
  postcodeSchema,
  provinceCodeSchema,
  subDistrictCodeSchema,
} from './locations';
import { COUPON_CODE_MAX_LENGTH, LINE_QUANTITY_MAX } from './promotions';
import {
  bahtSchema,
  businessDateSchema,
  cartOrderNoSchema,
  localizedTextSchema,
} from './shared-fields';
import { absentSchema, orderRatingSchema, signOffSchema } from './sign-off';

// Orders (spec §3 order payload, cart-order payment state; §7 check-scg-family, createCartOrder,
// carts/{cartOrderNo}, cart-payment, changeDate, order/updateContractor). The order payload is ONE
// schema for the web's checkout form and the server. The server is authoritative: it re-prices
// every line from its database (the payload's prices, discounts and totals are accepted and
// ignored), re-verifies coupons and their usage limits, re-derives the family membership from the
// mobile and the seller from the store's employees, and books the contractor.

export const orderPaths = {
  checkFamily: '/changdee/v1/b2b/check-scg-family',
  create: '/b2b/v2/createCartOrder',
  get: '/b2b/v2/carts/:cartOrderNo',
  payment: '/b2b/v2/cart-payment',
  paymentWebhook: '/b2b/v2/cart-payment/webhook',
  changeDate: '/b2b/v2/changeDate/:cartOrderNo',
  updateContractor: '/b2b/v2/order/updateContractor',
  updateStatus: '/b2b/v2/order/updateStatus',
} as const;

/** Where a cart order lives for the client: `/b2b/v2/carts/CO…`. */
export const cartOrderPath = (cartOrderNo: string): string =>
  orderPaths.get.replace(':cartOrderNo', encodeURIComponent(cartOrderNo));
export const changeDatePath = (cartOrderNo: string): string =>
  orderPaths.changeDate.replace(':cartOrderNo', encodeURIComponent(cartOrderNo));

/**
 * The Idempotency-Key header of createCartOrder: the same key with the same body answers the
 * first answer again, never a second order; with another body, 422 IDEMPOTENCY_KEY_REUSED.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, { error: 'issue.idempotencyKey' });
export const createOrderHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

/**
 * The webhook's signature header: `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`,
 * the timestamp being PAYMENT_TIMESTAMP_HEADER's (a replayed old notice does not verify).
 */
export const PAYMENT_SIGNATURE_HEADER = 'x-changdee-signature';
/** When the provider signed the notice, in unix seconds; 5 minutes either way of the server's. */
export const PAYMENT_TIMESTAMP_HEADER = 'x-changdee-timestamp';
/** The two as the webhook's OpenAPI operation documents them (the route checks them itself). */
export const paymentSignatureHeadersSchema = z.object({
  [PAYMENT_TIMESTAMP_HEADER]: z
    .string()
    .regex(/^\d{1,12}$/)
    .describe('When the provider signed the notice, in unix seconds'),
  [PAYMENT_SIGNATURE_HEADER]: z
    .string()
    .regex(/^sha256=[0-9a-f]{64}$/)
    .describe(
      'sha256= and the hex HMAC-SHA256 of "<timestamp>.<raw body>" with PAYMENT_WEBHOOK_SECRET',
    ),
});

/** An order number as a clerk may type it: spaces around and case do not matter (CO… is stored). */
export { cartOrderNoSchema };

// ---- pieces of the payload ----

/** A level of the selected location (spec §3 selected location: { code, name }). */
const locationLevel = <T extends z.ZodType<string, string>>(code: T) =>
  z.object({ code, name: z.string().trim().max(150).default('') });

/**
 * An address: house number and landmark as typed, the location as chosen. The server checks that
 * the codes chain (district within province, sub-district within district) and exist, and stores
 * its own names for them.
 */
export const orderAddressSchema = z.object({
  no: requiredText(),
  landmark: optionalText(),
  sub_district: locationLevel(subDistrictCodeSchema),
  district: locationLevel(districtCodeSchema),
  province: locationLevel(provinceCodeSchema),
  postcode: postcodeSchema,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderCustomerSchema = z.object({
  /** Sent as the family lookup answered them; the server looks them up again from the mobile. */
  customer_id: z.string().max(64).nullable().optional(),
  scg_family_id: z.string().max(64).nullable().optional(),
  scg_id: z.string().max(64).nullable().optional(),
  is_family: z.boolean().optional(),
  firstname: requiredText(),
  lastname: requiredText(),
  /** How the customer heard of the service (the form's lead_from list). */
  lead_from: z.array(z.string().trim().min(1).max(150)).max(10).default([]),
  mobile: mobileSchema,
  mobile2: optionalMobileSchema,
  email: emailSchema,
  address: orderAddressSchema,
  request_location: z.boolean().default(false),
  location: z
    .object({ lat: z.string().max(32).default(''), lng: z.string().max(32).default('') })
    .default({ lat: '', lng: '' }),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

export const timeSlotSchema = z.enum(TIME_SLOTS);

/** The service date and slot ('1' 09.00-12.00, '2' 13.00-17.00). time_label is the server's. */
export const expectedDateInputSchema = z.object({
  date: businessDateSchema,
  time: timeSlotSchema,
  time_label: z.string().max(64).optional(),
});

/** A client figure: read, never used (the server prices every line itself). */
const ignoredAmount = z.number().optional();

export const orderItemInputSchema = z.object({
  product_id: z.uuid(),
  /** The product's type; must be the product's own (400 JOB_TYPE_MISMATCH). */
  product_type: productTypeSchema,
  /** A survey: 1; an installation: from its min_qty up to its limit_qty or LINE_QUANTITY_MAX. */
  qty: z.number().int().min(1).max(LINE_QUANTITY_MAX),
  /** The coupon applied to the line, re-verified (and its use counted) by the server. */
  promotion: z
    .object({
      coupon_code: z
        .string()
        .trim()
        .max(COUPON_CODE_MAX_LENGTH)
        .refine((code) => !code.includes('\u0000'))
        .optional(),
    })
    .nullable()
    .optional(),
  /** The customer note of the line (spec §5 rules). */
  remark: noteSchema,
  require_wh: z.boolean().default(false),
  // Sent by the spec's client, ignored by the server:
  product_name: z.unknown().optional(),
  type_of_work: z.string().max(64).optional(),
  sku_mapping: z.string().max(64).optional(),
  price: ignoredAmount,
  unit_price: ignoredAmount,
  total_price: ignoredAmount,
  discount: ignoredAmount,
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

export const taxInvoiceInputSchema = z
  .object({
    type: z.enum(TAX_INVOICE_TYPES),
    name: requiredText(),
    address: requiredText(),
    sub_district: locationLevel(subDistrictCodeSchema),
    district: locationLevel(districtCodeSchema),
    province: locationLevel(provinceCodeSchema),
    postcode: postcodeSchema,
    tax_id: taxIdSchema,
    /** A company's branch number (00000 head office); a person's is ''. */
    branch: z.string().trim().default(''),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.type !== 'corporate') return;
    const failure = validate(invoice.branch, [required, branchCode]);
    if (failure)
      ctx.addIssue({
        code: 'custom',
        path: ['branch'],
        message: failure.key,
        input: invoice.branch,
      });
  });
export type TaxInvoiceInput = z.infer<typeof taxInvoiceInputSchema>;

/** The selling employee (spec §3 Employee); the server takes name and phone from its records. */
export const sellerInputSchema = z.object({
  code: z.string().trim().min(1).max(64),
  name: z.string().max(150).optional(),
  phone: z.string().max(32).optional(),
  branch: z.string().max(300).optional(),
  branchUUID: z.string().max(64).optional(),
});

/** A text left empty, or a part (a place's { code, name }) whose every text is empty. */
const isBlank = (value: unknown, nested = false): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (nested || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((part) => isBlank(part, true));
};

/**
 * A tax invoice whose every field is empty (its type aside: a form always has one chosen), sent
 * while none is asked for: a client that always sends spec §3's whole payload does this. It says
 * nothing, so it is read as no tax invoice instead of being refused field by field.
 */
function withoutBlankUnrequestedInvoice(order: unknown): unknown {
  if (typeof order !== 'object' || order === null) return order;
  const { request_tax_invoice: requested, tax_invoice: invoice } = order as Record<string, unknown>;
  if (requested === true || typeof invoice !== 'object' || invoice === null) return order;
  const { type: _type, ...fields } = invoice as Record<string, unknown>;
  return Object.values(fields).every((field) => isBlank(field))
    ? { ...order, tax_invoice: null }
    : order;
}

/** The customer's language: their messages and tracking page (decision 053). */
export const customerLanguageSchema = z.enum(LOCALES);

const createOrderObjectSchema = z
  .object({
    customer: orderCustomerSchema,
    expected_date: expectedDateInputSchema,
    items: z.array(orderItemInputSchema).min(1).max(MAX_CART_ITEMS),
    request_tax_invoice: z.boolean().default(false),
    tax_invoice: taxInvoiceInputSchema.nullable().optional(),
    remark: noteSchema,
    channel: channelSchema,
    frontend_url: z.literal(ORDER_ORIGIN).default(ORDER_ORIGIN),
    backend_url: z.literal(ORDER_ORIGIN).default(ORDER_ORIGIN),
    seller: sellerInputSchema,
    /**
     * The way the customer pays (promptpay: a QR on the success page; store: at the store's
     * counter); null when none is chosen yet (decision 069).
     */
    requested_payment: z.enum(PAYMENT_METHODS).nullable().default(null),
    bu_store_id: z.string().trim().max(64).optional(),
    /** The store (its _id); the caller must work for it. */
    store_id: z.uuid(),
    /**
     * The language of the customer's messages and tracking page, chosen at checkout (issue 22,
     * decision 053); Thai when not given.
     */
    customer_language: customerLanguageSchema.default(DEFAULT_LOCALE),
  })
  .superRefine((order, ctx) => {
    if (order.request_tax_invoice && !order.tax_invoice)
      ctx.addIssue({
        code: 'custom',
        path: ['tax_invoice'],
        message: 'validation.required',
        input: order.tax_invoice,
      });
    for (const index of repeatedLines(order.items.map((item) => item.product_id)))
      ctx.addIssue({
        code: 'custom',
        path: ['items', index, 'product_id'],
        message: REPEATED_PRODUCT_MESSAGE.key,
        input: order.items[index]!.product_id,
      });
  });

/**
 * Spec §3 order payload (createCartOrder). Each product on one line (spec §4: the cart replaces a
 * product's line), and at most one way of paying. The server checks the way against the lines'
 * coupons (COUPON_PAYMENT_REQUIRED). An empty tax invoice nobody asked for is dropped first.
 */
export const createOrderRequestSchema = z.preprocess<
  unknown,
  typeof createOrderObjectSchema,
  z.input<typeof createOrderObjectSchema>
>(withoutBlankUnrequestedInvoice, createOrderObjectSchema);
export type CreateOrderRequest = z.input<typeof createOrderObjectSchema>;
export type CreateOrderInput = z.output<typeof createOrderObjectSchema>;

// ---- the order as the server answers it ----

/** A place of an order's address: its code and its name in both languages (the page picks one). */
const locationAnswer = z.object({ code: z.string(), name: localizedTextSchema });

export const orderAddressAnswerSchema = z.object({
  no: z.string(),
  landmark: z.string(),
  sub_district: locationAnswer,
  district: locationAnswer,
  province: locationAnswer,
  postcode: z.string(),
});

export const orderItemSchema = z.object({
  product_id: z.uuid(),
  product_name: localizedTextSchema,
  product_type: productTypeSchema,
  type_of_work: z.string(),
  sku_code: z.string(),
  sku_mapping: z.string(),
  require_wh: z.boolean(),
  qty: z.number().int().positive(),
  unit_price: bahtSchema,
  /** The line price before anything is taken off (S: price; I: unit price × qty). */
  price: bahtSchema,
  /** The promotion that ran on the order's day, if any, and what it took off. */
  promotion: z.object({ id: z.uuid(), name: localizedTextSchema }).nullable(),
  promotion_discount: bahtSchema,
  /** The coupon applied, if any, and what it took off after the promotion. */
  coupon: z.object({ code: z.string(), name: localizedTextSchema }).nullable(),
  discount: bahtSchema,
  /** price − promotion_discount − discount, never below 0. */
  total_price: bahtSchema,
  remark: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderTotalsSchema = z.object({
  /** Σ line prices. */
  total: bahtSchema,
  promotion_discount: bahtSchema,
  coupon_discount: bahtSchema,
  /** promotion_discount + coupon_discount. */
  discount: bahtSchema,
  /** total − discount: what the customer pays. */
  total_payable: bahtSchema,
});

export const expectedDateSchema = z.object({
  date: businessDateSchema,
  time: timeSlotSchema,
  /** The slot's hours ('09.00-12.00'), the same in every language. */
  time_label: z.string(),
});
export type ExpectedDate = z.infer<typeof expectedDateSchema>;

export const taxInvoiceSchema = z.object({
  type: z.enum(TAX_INVOICE_TYPES),
  name: z.string(),
  address: z.string(),
  sub_district: locationAnswer,
  district: locationAnswer,
  province: locationAnswer,
  postcode: z.string(),
  tax_id: z.string(),
  branch: z.string(),
});

/** One entry of an order's money (docs/decisions/039), oldest first; entries never change. */
export const moneyEntrySchema = z.object({
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** How money came (received); null for a refund. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  amount: bahtSchema,
  /** The store's receipt number, the provider's reference, or the refund's transfer reference. */
  reference: z.string(),
  /** Why a refund was made; null for money received. */
  reason: z.string().nullable(),
  /** The payment provider's event that brought the money, or null. */
  provider_event_id: z.string().nullable(),
  /** The person who recorded it (the acting employee of a shop login); null for the provider. */
  by: z.string().nullable(),
  login: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type MoneyEntry = z.infer<typeof moneyEntrySchema>;

/**
 * An order's payment, derived from its money entries (packages/domain/src/payment-ledger.ts):
 * `refund_due` is what was received beyond what the order owes (a payment on a cancelled order,
 * a second payment) and not yet refunded.
 */
export const paymentSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  /** How the last money came (or the QR's method while pending), or null. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** What the order owes: its total_payable, 0 once it is cancelled. */
  amount: bahtSchema,
  /** When money first came, or null. */
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  received: bahtSchema,
  refunded: bahtSchema,
  refund_due: bahtSchema,
  entries: z.array(moneyEntrySchema),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * One change of an order. Values by kind: status — the statuses; payment — the payment states
 * (a change is written for every money entry, even when the state stays); expected_date — 'YYYY-MM-DD/slot' ('2026-05-20/1'); contractor — the contractor's id; reschedule — a customer's request for
 * another date decided: from the date they asked ('YYYY-MM-DD', null when none), to 'dismissed' or
 * 'moved' (domain RESCHEDULE_OUTCOMES).
 */
export const orderChangeSchema = z.object({
  kind: z.enum(ORDER_CHANGE_KINDS),
  /** The value before (null for the order's creation). */
  from: z.string().nullable(),
  to: z.string(),
  at: z.iso.datetime({ offset: true }),
  /**
   * Who made the change (their name): the employee the shop named when a shop login acted, the
   * user otherwise; null for the payment provider.
   */
  by: z.string().nullable(),
  /** The login it was made with (a store's shared login), or null. */
  login: z.string().nullable(),
  /**
   * A cancellation's reason or a store payment's receipt reference, or null; for the changes the
   * server made itself (login 'system'), a code of HOLD_REASONS (domain payment-hold.ts).
   */
  reason: z.string().nullable(),
  /**
   * The technician's first name when a technician took the step (issue 20): what the customer's
   * tracking shows of them.
   */
  technician: z.string().nullable().optional(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/**
 * A cart order (createCartOrder's answer and GET carts/{cartOrderNo}). For an external-brand
 * reader `masked` is true and the customer's personal data (names, phones, email, house number,
 * landmark, the tax invoice's name, address and tax id) are masked.
 */
export const cartOrderSchema = z.object({
  cartOrderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.iso.datetime({ offset: true }),
  channel: z.string(),
  store: z.object({ _id: z.uuid(), name: localizedTextSchema, bu_store_id: z.string() }),
  customer: z.object({
    customer_id: z.uuid().nullable(),
    scg_family_id: z.string().nullable(),
    scg_id: z.string().nullable(),
    is_family: z.boolean(),
    firstname: z.string(),
    lastname: z.string(),
    lead_from: z.array(z.string()),
    mobile: z.string(),
    mobile2: z.string(),
    email: z.string(),
    address: orderAddressAnswerSchema,
  }),
  expected_date: expectedDateSchema,
  contractor: z
    .object({ contractor_id: z.uuid(), name: localizedTextSchema, phone: z.string() })
    .nullable(),
  items: z.array(orderItemSchema),
  totals: orderTotalsSchema,
  /** The same as totals.total_payable (spec: data.total_payable). */
  total_payable: bahtSchema,
  request_tax_invoice: z.boolean(),
  tax_invoice: taxInvoiceSchema.nullable(),
  remark: z.string(),
  /** The language the customer's messages and tracking page are in (decision 053). */
  customer_language: customerLanguageSchema,
  seller: z.object({
    code: z.string(),
    name: z.string(),
    phone: z.string(),
    /** The store's name with commas replaced by a bar (spec §3). */
    branch: z.string(),
    branchUUID: z.uuid(),
  }),
  /** The way the order chose to pay (null: none chosen); `payment.method` is the way it was paid. */
  requested_payment: z.enum(PAYMENT_METHODS).nullable(),
  payment: paymentSchema,
  /**
   * The hold an unpaid PromptPay QR keeps on the technician's slot (decision 040): when it ends,
   * and when it was released for want of payment (null while it holds, or after a re-booking).
   */
  hold: z.object({
    until: z.iso.datetime({ offset: true }).nullable(),
    released_at: z.iso.datetime({ offset: true }).nullable(),
  }),
  /** Every change, oldest first: status, payment, date, contractor and hold, who and when. */
  history: z.array(orderChangeSchema),
  /**
   * The job's photos (issue 20), oldest first, each read with the reader's token; none for a
   * masked reader (a photo may show the customer's home).
   */
  photos: z
    .array(z.object({ id: z.uuid(), url: z.string(), at: z.iso.datetime({ offset: true }) }))
    .optional(),
  /**
   * The customer's sign-off of the completed job (decision 078): their signature (at its own
   * path), name and time, or why they were absent; null before completion; none when masked.
   */
  sign_off: signOffSchema.nullable().optional(),
  /** The customer's rating, with a low one's follow-up; null until rated. */
  rating: orderRatingSchema.nullable().optional(),
  /** The on-site extras and what they owe (decision 080); null when the order has none. */
  extras: orderExtrasSchema.nullable().optional(),
  masked: z.boolean(),
});
export type CartOrder = z.infer<typeof cartOrderSchema>;

export const cartOrderResponseSchema = successEnvelope(cartOrderSchema);
export const cartOrderParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema });

// ---- check-scg-family ----

export const checkFamilyRequestSchema = z.object({ mobile: mobileSchema });
export type CheckFamilyRequest = z.infer<typeof checkFamilyRequestSchema>;

export const familyMemberSchema = z.object({
  scg_family_id: z.string(),
  scg_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string(),
  tier: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const shopCustomerSchema = z.object({
  customer_id: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string(),
  email: z.string(),
  password_set: z.boolean(),
});
export type ShopCustomer = z.infer<typeof shopCustomerSchema>;

export const checkFamilyResponseSchema = successEnvelope(
  z.object({
    /** Whether the mobile is a loyalty-family member's. */
    is_family: z.boolean(),
    /** The member (form field numberSCGFamily shows scg_family_id), or null. */
    scgFamily: familyMemberSchema.nullable(),
    /** The shop's customer with this mobile whose password is set, or null. */
    changdeeCustomer: shopCustomerSchema.nullable(),
  }),
);
export type CheckFamilyData = z.infer<typeof checkFamilyResponseSchema>['data'];

// ---- cart-payment and its webhook ----

/** Words an order change carries: a reason, a receipt reference (trimmed; empty is none). */
const wordsSchema = z
  .string()
  .max(500)
  .transform((value) => value.trim())
  .optional();

/**
 * The employee acting for a shop login (issue 19): the code of the employee chosen in the header,
 * as createCartOrder's seller.code. Required of Sales and Channel Manager; others act as
 * themselves.
 */
export const actingEmployeeSchema = z.string().trim().min(1).max(64).optional();

export const cartPaymentRequestSchema = z
  .object({
    cartOrderNo: cartOrderNoSchema,
    method: z.enum(PAYMENT_METHODS),
    /** The store's receipt number: required when the store took the money. */
    reference: wordsSchema,
    employee_code: actingEmployeeSchema,
  })
  .superRefine((body, ctx) => {
    if (needsReference(body.method) && !body.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'issue.receiptReference' });
  });
export type CartPaymentRequest = z.infer<typeof cartPaymentRequestSchema>;

export const cartPaymentResponseSchema = successEnvelope(
  z.object({
    cartOrderNo: z.string(),
    method: z.enum(PAYMENT_METHODS),
    amount: bahtSchema,
    payment: paymentSchema,
    status: z.enum(ORDER_STATUSES),
    /** PromptPay only: the EMVCo QR payload for the amount and its image (a PNG data URL). */
    promptpay: z.object({ payload: z.string(), image: z.string() }).nullable(),
  }),
);
export type CartPaymentData = z.infer<typeof cartPaymentResponseSchema>['data'];

/** What a payment provider posts when a payment succeeded (signed, see PAYMENT_SIGNATURE_HEADER). */
const orderPaymentEventSchema = z.object({
  /** The provider's event id: a repeated event changes nothing. */
  event_id: z.string().min(1).max(128),
  type: z.literal('payment.succeeded'),
  data: z.object({
    cartOrderNo: cartOrderNoSchema,
    amount: bahtSchema,
    reference: z.string().max(128).default(''),
  }),
});
export type PaymentWebhookEvent = z.infer<typeof orderPaymentEventSchema>;

/** The difference approved on-site extras owe, paid by their own QR (decision 080), in satang. */
const extrasPaymentEventSchema = z.object({
  event_id: z.string().min(1).max(128),
  type: z.literal('extras_payment.succeeded'),
  data: z.object({
    cartOrderNo: cartOrderNoSchema,
    amount_satang: z.number().int().positive(),
    reference: z.string().max(128).default(''),
  }),
});
export type ExtrasPaymentWebhookEvent = z.infer<typeof extrasPaymentEventSchema>;

export const paymentWebhookSchema = z.discriminatedUnion('type', [
  orderPaymentEventSchema,
  extrasPaymentEventSchema,
]);

export const paymentWebhookResponseSchema = successEnvelope(
  z.object({ received: z.literal(true), duplicate: z.boolean() }),
);

// ---- changeDate, updateContractor, updateStatus ----

export const changeDateRequestSchema = z.object({
  /** Must be the order of the path. */
  cartOrderNo: cartOrderNoSchema,
  expected_date: expectedDateInputSchema,
});
export type ChangeDateRequest = z.infer<typeof changeDateRequestSchema>;

export const changeDateResponseSchema = successEnvelope(
  z.object({
    cartOrderNo: z.string(),
    expected_date: expectedDateSchema,
    /** The contractor now booked (the same one when it was free). */
    contractor_id: z.uuid(),
    status: z.enum(ORDER_STATUSES),
  }),
);
export type ChangeDateData = z.infer<typeof changeDateResponseSchema>['data'];

/**
 * Spec §7 updateContractor: "the order" — its number is what the server reads (other fields are
 * accepted and ignored). With expected_date, the contractor is sought for that date and slot;
 * otherwise for the order's own.
 */
export const updateContractorRequestSchema = z.object({
  cartOrderNo: cartOrderNoSchema,
  expected_date: expectedDateInputSchema.optional(),
});
export type UpdateContractorRequest = z.infer<typeof updateContractorRequestSchema>;

export const updateContractorResponseSchema = successEnvelope(
  z.object({
    cartOrderNo: z.string(),
    /**
     * The contractor to ask the calendar about (contractor_id): the one now booked, or — when
     * nobody is free at the order's date and slot — the one with the first free date, not yet
     * booked (changeDate books it). null when nobody can do the job in the window.
     */
    contractor_id: z.uuid().nullable(),
    /** Whether the order's booking moved to another contractor. */
    reassigned: z.boolean(),
  }),
);
export type UpdateContractorData = z.infer<typeof updateContractorResponseSchema>['data'];

export const updateStatusRequestSchema = z
  .object({
    cartOrderNo: cartOrderNoSchema,
    status: z.enum(ORDER_STATUSES),
    /** Why: required to cancel. */
    reason: wordsSchema,
    employee_code: actingEmployeeSchema,
    /**
     * Completing from the office: why the customer did not sign on a technician's phone; they
     * confirm the completion on their own page later (decision 078).
     */
    sign_off: absentSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (needsReason(body.status) && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'issue.cancelReason' });
    if (body.status === 'completed' && !body.sign_off)
      ctx.addIssue({ code: 'custom', path: ['sign_off'], message: 'issue.officeSignOff' });
  });
export type UpdateStatusRequest = z.infer<typeof updateStatusRequestSchema>;
