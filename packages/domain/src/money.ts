import type { Locale } from './locale';
import { formatSatang } from './vat';

/** Money is whole baht (spec §9 "prices parsed as integers"); never a float. */
export type Baht = number;

/** Digits with optional thousands separators (every group of three) and a zero fraction (`.00`). */
const WHOLE_BAHT = /^\s*(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.0+)?\s*$/;

/**
 * Reads an amount of whole baht strictly: an integer number, or text such as `1290`, `1,290`,
 * `-200` or `1290.00`. Anything else — null, '', 'abc', `12.5`, `1,29`, NaN, a number beyond
 * the safe integers — is null, never 0: the server re-prices orders with it, and a price it cannot
 * read must stop the order, not make it free.
 */
export const parseBaht = (value: unknown): Baht | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value + 0 : null;
  if (typeof value !== 'string') return null;
  const match = WHOLE_BAHT.exec(value);
  if (!match) return null;
  const amount = Number(`${match[1]}${match[2]!.replace(/,/g, '')}`);
  return Number.isSafeInteger(amount) ? amount + 0 : null;
};

/**
 * An amount a rule computes with: whole baht, never below zero. The rules take numbers the contract
 * has already checked; one that is not a finite number is a bug upstream, so it throws rather than
 * silently counting as 0.
 */
export const nonNegativeBaht = (amount: number): Baht => {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of baht: ${amount}`);
  return Math.max(0, Math.trunc(amount));
};

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** `1290` → `1,290` (the same separators in Thai and English; Latin digits in both). */
export const formatNumber = (amount: Baht): string => grouping.format(Math.trunc(amount) + 0);

/**
 * Amount with its currency: Thai puts the word after (`1,290 บาท`), English the sign before
 * (`฿1,290`, `-฿200`).
 */
export const formatBaht = (amount: Baht, locale: Locale): string => {
  const whole = Math.trunc(amount) + 0;
  // A no-break space: an amount is never split from its unit at a line end (decision 033).
  if (locale === 'th') return `${formatNumber(whole)}\u00a0บาท`;
  return `${whole < 0 ? '-' : ''}฿${formatNumber(Math.abs(whole))}`;
};

/** Spec §5: a discount is shown with a minus sign when above zero, plain 0 otherwise. */
export const formatDiscount = (discount: Baht, locale: Locale): string => {
  const whole = Math.max(0, Math.trunc(discount));
  return formatBaht(whole > 0 ? -whole : 0, locale);
};

/**
 * An amount of satang with its currency, two decimals (a quotation's figures): `350.50 บาท`,
 * `฿350.50` (decision 072).
 */
export const formatSatangBaht = (satang: number, locale: Locale): string => {
  const figures = formatSatang(Math.abs(satang));
  const sign = satang < 0 ? '-' : '';
  return locale === 'th' ? `${sign}${figures}\u00a0บาท` : `${sign}฿${figures}`;
};

/**
 * An order's add-ons as its whole-baht money counts them (decision 079): their satang summed,
 * rounded half up to the baht; and the rounding that makes the lines of its documents add up.
 */
export const addOnsBaht = (amountsSatang: readonly number[]): Baht =>
  Math.floor((amountsSatang.reduce((sum, amount) => sum + amount, 0) + 50) / 100);
export const addOnsRoundingSatang = (amountsSatang: readonly number[]): number =>
  addOnsBaht(amountsSatang) * 100 - amountsSatang.reduce((sum, amount) => sum + amount, 0);
