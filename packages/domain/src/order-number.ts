import type { BusinessDate } from './dates';
import { CART_ORDER_PREFIX } from './order-enums';

/** How many orders one business date can number: the six digits after the date. */
export const ORDER_NUMBERS_PER_DAY = 1_000_000;
const ORDER_CODE_DIGITS = 6;

/** CO + YYMMDD + six digits, as written: CO260514802317. */
export const CART_ORDER_NUMBER = /^CO\d{6}\d{6}$/;

/**
 * A cart order's number (issue 12): CO, the order's business date as YYMMDD and its six-digit
 * code of that day. The server draws the code from the day's count through a keyed permutation,
 * so numbers say nothing of how many orders the shop takes (decision 028).
 */
export const cartOrderNumber = (date: BusinessDate, code: number): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a business date: ${date}`);
  if (!Number.isSafeInteger(code) || code < 0 || code >= ORDER_NUMBERS_PER_DAY)
    throw new RangeError(`Not an order code: ${code}`);
  const yymmdd = date.slice(2).replaceAll('-', '');
  return `${CART_ORDER_PREFIX}${yymmdd}${String(code).padStart(ORDER_CODE_DIGITS, '0')}`;
};

/** Whether a text is written like a cart order number (what tracking and the API accept). */
export const isCartOrderNumberFormat = (value: string): boolean => CART_ORDER_NUMBER.test(value);
