import type { BusinessDate } from './dates';
import { CART_ORDER_PREFIX } from './order-enums';

/** The sequence part has at least this many digits (more once the sequence outgrows them). */
export const ORDER_SEQUENCE_DIGITS = 6;

/** CO + YYMMDD + sequence, as written: CO260514000123. */
export const CART_ORDER_NUMBER = /^CO\d{6}\d{6,}$/;

/**
 * A cart order's number (issue 12: CO + date + sequence): the order's business date as YYMMDD
 * and a number from the database's order sequence, zero-padded. Decision (docs/decisions): the
 * sequence is shared by every day and never reused, so numbers are unique without a lock; it may
 * skip values (an order that failed had taken one).
 */
export const cartOrderNumber = (date: BusinessDate, sequence: number): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a business date: ${date}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Not a sequence number: ${sequence}`);
  const yymmdd = date.slice(2).replaceAll('-', '');
  return `${CART_ORDER_PREFIX}${yymmdd}${String(sequence).padStart(ORDER_SEQUENCE_DIGITS, '0')}`;
};

/** Whether a text is written like a cart order number (what tracking and the API accept). */
export const isCartOrderNumberFormat = (value: string): boolean => CART_ORDER_NUMBER.test(value);
