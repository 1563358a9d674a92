import type { Locale } from './locale';

/** Money is whole baht (spec §9 "prices parsed as integers"); never a float. */
export type Baht = number;

/**
 * Reads a price the way the spec's clients did (parseInt): whole baht, decimals dropped, thousands
 * separators allowed. Decision: anything that is not a number (null, '', 'abc', NaN) is 0 baht rather
 * than NaN, so a broken price can never poison a total; negative amounts are kept (callers that need
 * a price clamp with `nonNegativeBaht`).
 */
export const parseBaht = (value: unknown): Baht => {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) || 0 : 0;
  if (typeof value !== 'string') return 0;
  const match = /^\s*(-?\d[\d,]*)/.exec(value);
  if (!match?.[1]) return 0;
  return Number.parseInt(match[1].replace(/,/g, ''), 10) || 0;
};

/** A price or discount is never below zero. */
export const nonNegativeBaht = (value: unknown): Baht => Math.max(0, parseBaht(value));

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** `1290` → `1,290` (the same separators in Thai and English; Latin digits in both). */
export const formatNumber = (amount: Baht): string => grouping.format(parseBaht(amount));

/**
 * Amount with its currency: Thai puts the word after (`1,290 บาท`), English the sign before
 * (`฿1,290`, `-฿200`).
 */
export const formatBaht = (amount: Baht, locale: Locale): string => {
  const whole = parseBaht(amount);
  if (locale === 'th') return `${formatNumber(whole)} บาท`;
  return `${whole < 0 ? '-' : ''}฿${formatNumber(Math.abs(whole))}`;
};

/** Spec §5: a discount is shown with a minus sign when above zero, plain 0 otherwise. */
export const formatDiscount = (discount: Baht, locale: Locale): string => {
  const whole = nonNegativeBaht(discount);
  return whole > 0 ? formatBaht(-whole, locale) : formatBaht(0, locale);
};
