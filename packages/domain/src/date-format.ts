import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra.js';
import utc from 'dayjs/plugin/utc.js';
import enLocale from 'dayjs/locale/en.js';
import thLocale from 'dayjs/locale/th.js';
import {
  BUDDHIST_YEAR_THRESHOLD,
  businessToday,
  gregorianYear,
  makeBusinessDate,
  partsOf,
  type BusinessDate,
} from './dates';
import type { Locale } from './locale';
import type { SalesGrain } from './sales-figures';

// Dates for people: formatting and reading back what was typed, in Thai (Buddhist year) and
// English. Apart from dates.ts (the arithmetic of business dates) because it carries dayjs and its
// locales: screens that only compute dates do not download them.

dayjs.extend(utc);
dayjs.extend(buddhistEra);

/**
 * How a date is shown: short (`22 พ.ย. 2568`), long (`22 พฤศจิกายน 2568`), its weekday (`เสาร์`),
 * the weekday's abbreviation for a calendar's column heads (`ส.` / `Sat`) or its month and year
 * for a calendar's title (`พฤศจิกายน 2568`).
 */
export type DateStyle = 'short' | 'long' | 'weekday' | 'weekdayShort' | 'month';

/**
 * The one set of display formats (dayjs tokens; BBBB is the Buddhist year). Thai follows spec §1/§9:
 * `DD MMM BBBB` and `DD MMMM YYYY` with the Buddhist year (+543). Decision: English shows the same
 * day-month-year order with the Gregorian year, as an English reader expects (`22 Nov 2025`).
 */
export const DATE_FORMATS: Record<DateStyle, Record<Locale, string>> = {
  short: { th: 'DD MMM BBBB', en: 'DD MMM YYYY' },
  long: { th: 'DD MMMM BBBB', en: 'DD MMMM YYYY' },
  weekday: { th: 'dddd', en: 'dddd' },
  // English heads of three letters (`Sat`, `Thu`): two (`Sa`, `Th`) read as abbreviations of nothing.
  weekdayShort: { th: 'dd', en: 'ddd' },
  month: { th: 'MMMM BBBB', en: 'MMMM YYYY' },
};

const dayjsLocales = { th: thLocale, en: enLocale } as const;

/**
 * Formats a business date (or the Bangkok date of an instant) for people, in Thai or English:
 * short `22 พ.ย. 2568` / `22 Nov 2025`, long `22 พฤศจิกายน 2568` / `22 November 2025`, weekday
 * `เสาร์` / `Saturday`. Every screen formats dates through here.
 */
export const formatDate = (
  value: BusinessDate | Date,
  style: DateStyle,
  locale: Locale,
): string => {
  const date = value instanceof Date ? businessToday(value) : value;
  const [y, m, d] = partsOf(date);
  return dayjs
    .utc(Date.UTC(y, m - 1, d))
    .locale(dayjsLocales[locale])
    .format(DATE_FORMATS[style][locale]);
};

export const formatShortDate = (value: BusinessDate | Date, locale: Locale): string =>
  formatDate(value, 'short', locale);

export const formatLongDate = (value: BusinessDate | Date, locale: Locale): string =>
  formatDate(value, 'long', locale);

const stripDots = (text: string): string => text.replace(/\./g, '').toLowerCase();

const monthNames = new Map<string, number>();
for (const locale of [thLocale, enLocale]) {
  const months = locale.months ?? [];
  months.forEach((name, index) => monthNames.set(stripDots(name), index + 1));
  // dayjs's English locale has no short names: they are the first three letters.
  const short = locale.monthsShort ?? months.map((name) => name.slice(0, 3));
  short.forEach((name, index) => monthNames.set(stripDots(name), index + 1));
}

const yearFromInput = (year: number): number =>
  year >= BUDDHIST_YEAR_THRESHOLD ? gregorianYear(year) : year;

/**
 * Reads a date a user typed back to `YYYY-MM-DD`. Accepted: `D/M/YYYY` (also `-` or `.` between),
 * `YYYY-MM-DD`, and `D MMM YYYY` / `D MMMM YYYY` with Thai or English month names (with or without
 * the dots of `พ.ย.`), i.e. everything `formatDate` prints with the spec's formats. The year may be
 * Buddhist or Gregorian (see BUDDHIST_YEAR_THRESHOLD); two-digit years are refused. Null when the
 * text is not a real date.
 */
export const parseDisplayDate = (input: string): BusinessDate | null => {
  const text = input.trim().replace(/\s+/g, ' ');
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match)
    return makeBusinessDate(yearFromInput(Number(match[1])), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match)
    return makeBusinessDate(yearFromInput(Number(match[3])), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text);
  const month = match ? monthNames.get(stripDots(match[2] ?? '')) : undefined;
  if (!match || month === undefined) return null;
  return makeBusinessDate(yearFromInput(Number(match[3])), month, Number(match[1]));
};

/**
 * A dashboard period's name for people (decision 076): its day, the day its week begins (Monday),
 * or its month — `02 พ.ย. 2569`, `พฤศจิกายน 2569`.
 */
export const periodLabel = (start: BusinessDate, grain: SalesGrain, locale: Locale): string =>
  formatDate(start, grain === 'month' ? 'month' : 'short', locale);
