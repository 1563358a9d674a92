/** Shared enumerations of orders (spec §3, §7). */

/**
 * Who a tax invoice is made out to (form field txt_picked). Decision: the spec does not list the
 * values; a person or a juristic person (company) are the two kinds a Thai tax invoice knows.
 */
export const TAX_INVOICE_TYPES = ['personal', 'corporate'] as const;
export type TaxInvoiceType = (typeof TAX_INVOICE_TYPES)[number];

/** Spec §3: frontend_url and backend_url of an order are both 'b2b'. */
export const ORDER_ORIGIN = 'b2b';

/** Cart orders are numbered with this prefix; tracking/CO… stays open to the external-brand user. */
export const CART_ORDER_PREFIX = 'CO';
export const isCartOrderNumber = (value: string): boolean => value.startsWith(CART_ORDER_PREFIX);
