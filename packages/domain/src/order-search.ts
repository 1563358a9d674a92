// What a person types to find an order (the portal's order list, docs/decisions/042): part or all
// of an order number, in any case, or a customer's mobile written as the shop accepts it.

/** A mobile as the shop stores it: spaces and dashes taken out ('081-234 5678' → '0812345678'). */
export const mobileDigits = (mobile: string): string => mobile.replace(/[\s-]/g, '');

export interface OrderSearch {
  /** Upper-case text an order number must contain. */
  numberPart: string;
  /** The mobile to match whole, when the text reads as one (9 or 10 digits). */
  mobile: string | null;
}

/** The search a typed text asks for; null for blank text (no search). */
export function orderSearch(text: string): OrderSearch | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = mobileDigits(trimmed);
  return {
    numberPart: trimmed.toUpperCase(),
    mobile: /^\d{9,10}$/.test(digits) ? digits : null,
  };
}
